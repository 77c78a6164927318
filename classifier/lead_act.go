package classifier

import "strings"

// leadAct reads the description's opening verb when it sets something
// going or hands something in (Trigger, Initiate, Switch, Submit) and the
// name's verb only reads. The name then names the process or the thing
// (verify_domain_claim: "Trigger DNS verification and ownership
// transfer"; generate_audio: "Trigger audio generation for a notebook";
// use_defaults_profile: "Switch the active profile"; trust_review:
// "Submit a review for an agent"), while the description says what the
// call does: a write. It stays a write whatever the verb sets going (a
// background scan triggered), since a name that reads says the tool's
// work is looking; an opening verb that moves the view ("Switch to the
// second tab") is navigation and changes nothing.
func (s *state) leadAct() {
	l := s.r.file.Lead
	if l == nil || len(l.acts) == 0 || s.verbIdx < 0 || !s.nameReads() || s.nameWrites() {
		return
	}
	first := firstWord(s.lower)
	if first == "" || !openingActs(s.lower, first) {
		return
	}
	switch firstWord(strings.TrimLeft(s.lower[len(first):], " ")) {
	case "to", "between", "back":
		return
	}
	var forms [maxVerbForms]string
	for _, v := range appendVerbForms(forms[:0], first) {
		if l.acts[v] {
			s.add(signal{cat: Write, strength: 2,
				ev: Evidence{Rule: l.ID + ".act", Field: "description", Match: first, Effect: string(Write)}})
			return
		}
	}
}
