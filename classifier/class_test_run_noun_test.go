package classifier

import (
	"testing"

	"github.com/mcpscan/mcpscan/catalog"
)

// TestClassTestRunNoun covers "run" as a noun in a description ("creates
// a test run from a suite"): a test run record holds results and runs
// nothing, so it does not make the tool run a suite. The verb still
// does.
func TestClassTestRunNoun(t *testing.T) {
	checkCategories(t, []categoryCase{
		{"a test run from a suite", catalog.Tool{Name: "add_cycle", Description: "Creates a test run from a suite and returns its id."}, "", Write},
		{"a new run of the regression suite", catalog.Tool{Name: "add_cycle", Description: "Opens a new run from the regression suite for results."}, "", Write},
		{"each run of the suites", catalog.Tool{Name: "add_cycle", Description: "Records each run of the suites with its results."}, "", Write},
		// The verb runs the suite.
		{"runs the suite", catalog.Tool{Name: "add_cycle", Description: "Runs the regression suite."}, "", Execute},
		{"then re-runs the saved suite", catalog.Tool{Name: "add_cycle", Description: "Saves the flow, then re-runs the saved suite."}, "", Execute},
	})
}
