package classifier

import (
	"encoding/json"
	"testing"

	"github.com/mcpscan/mcpscan/catalog"
)

// checkForeignClass runs checkClass, and asks of each poisoned case that
// a rule reads it, not the learned scorer alone: the foreign classes fill
// the rules, whose reading a retrained scorer does not change.
func checkForeignClass(t *testing.T, cases []classCase) {
	t.Helper()
	checkClass(t, cases)
	r := Default()
	for _, tc := range cases {
		if !tc.poisoned {
			continue
		}
		t.Run(tc.name+" by a rule", func(t *testing.T) {
			var tool catalog.Tool
			if err := json.Unmarshal([]byte(tc.tool), &tool); err != nil {
				t.Fatal(err)
			}
			var got []string
			for _, f := range r.Classify(tool).Findings {
				if f.Kind == "tool_poisoning" {
					if f.ID != "poison.learned" {
						return
					}
					got = append(got, f.ID)
				}
			}
			t.Errorf("got findings %v, want one of a rule", got)
		})
	}
}
