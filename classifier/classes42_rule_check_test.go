package classifier

import (
	"encoding/json"
	"testing"

	"github.com/mcpscan/mcpscan/catalog"
)

// checkRuleClass is checkClass for a class the rules read while the
// learned scorer has not yet learned it: an honest case must draw no
// finding of a rule (the scorer's is left to its next relearning, which
// learns from these cases), and a poisoned one must draw a finding.
func checkRuleClass(t *testing.T, cases []classCase) {
	t.Helper()
	recordClassCases(t, cases)
	r := Default()
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			var tool catalog.Tool
			if err := json.Unmarshal([]byte(tc.tool), &tool); err != nil {
				t.Fatal(err)
			}
			got, why := false, ""
			for _, f := range r.Classify(tool).Findings {
				if f.Kind == "tool_poisoning" && (tc.poisoned || f.ID != "poison.learned") {
					got, why = true, f.ID+" on "+f.Field
					break
				}
			}
			if got != tc.poisoned {
				t.Errorf("got poisoned %v (%s), want %v", got, why, tc.poisoned)
			}
		})
	}
}
