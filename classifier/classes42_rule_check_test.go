package classifier

import "testing"

// checkRuleClass is checkClass for a class the rules read while the
// learned scorer has not yet learned it: an honest case must draw no
// finding of a rule (the scorer's is left to its next relearning, which
// learns from these cases), and a poisoned one must draw a finding.
func checkRuleClass(t *testing.T, cases []classCase) {
	t.Helper()
	checkClassBy(t, cases, func(a Assessment, poisoned bool) (bool, string) {
		if poisoned {
			return poisoningFound(a)
		}
		for _, f := range a.Findings {
			if f.Kind == "tool_poisoning" && f.ID != "poison.learned" {
				return true, f.ID + " on " + f.Field
			}
		}
		return false, ""
	})
}
