package classifier

import "strings"

// declaredReadOnly reads a tool's own readOnlyHint as a read-only statement
// when its description opens by saying what the tool hands back ("Get
// usage instructions for a theme", "Validate that a chart fits its data",
// "View commit history"): the name's verb (applyTheme, repairChartConfig,
// git_log) then names the subject, not the act. The hint is the server's
// claim, so it only ever outweighs evidence that writes: a description or
// schema that says the tool deletes, runs code or pays keeps the tool
// where that evidence puts it, and so does a name verb that destroys (as
// for every read-only statement) or one of the acts on records and people
// the rule lists (send, create, update, share): a hint must not hide those. Since the description scan does not
// know every way of saying so, the rule's own unless pattern (executes,
// deletes, pays, saves anywhere in the description) keeps the hint from
// counting at all.
func (s *state) declaredReadOnly() {
	if s.r.readOpenings == nil || s.negated != nil {
		return
	}
	a := s.tool.Annotations
	if a.ReadOnlyHint == nil || !*a.ReadOnlyHint || a.DestructiveHint != nil && *a.DestructiveHint {
		return
	}
	first := firstWord(s.lower)
	opens := false
	for _, v := range verbForms(first) {
		opens = opens || s.r.readOpenings[v]
	}
	if !opens {
		return
	}
	var forms [maxVerbForms]string
	for _, w := range s.words {
		for _, v := range appendVerbForms(forms[:0], strings.ToLower(w)) {
			if s.r.readNever[v] {
				return // send_message "returns the sent message": it still sends
			}
		}
	}
	outweighs := false // a signal the hint would set aside: else it says nothing
	for _, sig := range s.signals {
		if sig.fromName {
			outweighs = outweighs || sig.strength >= 2 && (sig.cat == Write || sig.cat == Execute)
			continue
		}
		if sig.cat.rank() > Write.rank() || sig.cat == Write && sig.strength >= 2 && sig.ev.Field == "description" {
			return
		}
		outweighs = outweighs || sig.cat == Write && sig.strength >= 2
	}
	// The pattern reads the whole description: last, as the costliest.
	if !outweighs || s.r.readUnless != nil && s.r.readUnless.MatchString(s.lower) {
		return
	}
	ev := Evidence{Rule: s.r.file.DeclaredRead.ID, Field: "annotations.readOnlyHint", Match: first, Effect: "negation"}
	s.negated, s.negatedName = &ev, true
	s.evidence = append(s.evidence, ev)
}
