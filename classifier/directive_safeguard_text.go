package classifier

import (
	"slices"
	"strings"
)

// A definition can order a safeguard's own switch thrown in so many
// words: "if the start is refused, start again with interlock_override=true",
// "retry with skip_approval set to true". The switch is one of the
// tool's parameters whose name pairs a verb of bypassing with what keeps
// people or money safe; the sentence sets it to true. A tool named for
// the switch throws it as its own act, and a sentence that leaves it to
// the user or warns against it stays clean.

// bypassWords and guardWords make a parameter's name a safeguard's switch.
var (
	bypassWords = []string{"override", "bypass", "skip", "ignore", "disable", "suppress", "force"}
	guardWords  = []string{"interlock", "safety", "guard", "lockout", "check", "verif", "validat", "approv", "review",
		"confirm", "limit", "protect", "alarm", "sanction", "kyc", "aml", "mfa", "2fa", "sign"}
)

// bypassSet and guardSet find bypassWords and guardWords in one pass each:
// every parameter's name is asked.
var bypassSet, guardSet = newLiteralSet(bypassWords), newLiteralSet(guardWords)

// thrownWhen say the switch is thrown to get past a safeguard that held,
// or whatever happens, or as a step before every act, beside the
// outcomes of failedOutcome.
var thrownWhen = []string{"refus", "block", "denied", "stopp", "always", "every", "each call",
	// Or to get past a check called a nuisance: "the checks are flaky".
	"flaky", "unreliable", "noisy", "before deploying", "before each", "before every", "before any"}

// setTrue are the ways a text sets a switch, after its name.
var setTrue = []string{"=true", "= true", ": true", " to true", " set to true", "=1", " on"}

// isSafeguardSwitch reports whether a parameter's name is a safeguard's
// switch: a word of bypassing beside a word of the safeguard.
func isSafeguardSwitch(p *param) bool {
	name := p.lowerName()
	return bypassSet.in(name) && guardSet.in(name)
}

// safeguardSetInText returns the sentence of the definition's texts
// (lower-cased, joined) that sets a safeguard's switch to true; limited
// are the rules' words that leave the choice to the user, negators those
// of a warning.
func (d *directiveRule) safeguardSetInText(joined string, tc *toolContext) (string, bool) {
	if tc == nil || !slices.ContainsFunc(tc.params, func(p param) bool { return isSafeguardSwitch(&p) }) {
		// Asked first: a parameter's name is short, where a search for
		// "true" stops at every t of the text.
		return "", false
	}
	if !strings.Contains(joined, "true") && !strings.Contains(joined, "=1") {
		return "", false
	}
	for _, p := range tc.params {
		name := p.lowerName()
		if !isSafeguardSwitch(&p) || namedForSwitch(tc, p.name) {
			continue
		}
		for from := 0; ; {
			i := strings.Index(joined[from:], name)
			if i < 0 {
				break
			}
			i += from
			from = i + len(name)
			if !hasPrefixAny(joined[from:], setTrue) {
				continue
			}
			s := sentenceAt(joined, i)
			// A warning puts its negator before the switch ("never retry
			// with …"); one after it belongs to a reason.
			before := s[:max(0, strings.Index(s, name))]
			if (thrownWhenStems.in(s) || failedOutcomeStems.in(s)) && firstAt(s, d.Cues[cueLimited], true) < 0 &&
				firstAt(s, userPicked, true) < 0 && firstAt(before, d.Negators, true) < 0 {
				return strings.TrimSpace(s), true
			}
		}
	}
	return "", false
}
