package classifier

import (
	"testing"

	"github.com/mcpscan/mcpscan/catalog"
)

// TestClassTestSuiteRuns covers test runs a name does not say: a mode
// whose description says a value re-runs a saved suite, and a description
// that measures test coverage, which runs the project's tests. Reading a
// stored coverage report, a mode that only picks an output, and a suite
// listed rather than run keep reading.
func TestClassTestSuiteRuns(t *testing.T) {
	mode := func(name, desc string) string {
		return `{"type":"object","properties":{"url":{"type":"string"},"` + name + `":{"type":"string","enum":["auto","manual"],"description":"` + desc + `"}}}`
	}
	checkCategories(t, []categoryCase{
		{"auto mode re-runs the suite", catalog.Tool{Name: "check_site", Description: "Opens the site and returns a checklist for the agent."},
			mode("mode", "auto: re-runs the saved suite when one exists; manual: fresh exploration"), Execute},
		{"run_mode reruns regression tests", catalog.Tool{Name: "qa_probe", Description: "Looks at a web app."},
			mode("run_mode", "'auto' reruns the recorded regression suite"), Execute},
		{"action runs the e2e tests", catalog.Tool{Name: "site_audit", Description: "Audits a site."},
			mode("action", "auto runs all e2e tests of the project"), Execute},
		{"coverage analysis", catalog.Tool{Name: "coverage_gaps", Description: "Perform a test coverage analysis of a source folder and list untested lines."},
			`{"type":"object","properties":{"target":{"type":"string"}}}`, Execute},
		{"tests with coverage", catalog.Tool{Name: "coverage", Description: "Runs the unit tests with coverage and returns the percentages."},
			`{"type":"object","properties":{"dir":{"type":"string"}}}`, Execute},
		{"coverage measured, French name", catalog.Tool{Name: "analyser_couverture", Description: "Measures code coverage collection for the package."},
			`{"type":"object","properties":{"pkg":{"type":"string"}}}`, Execute},
		// Look-alikes that keep reading.
		{"stored coverage report", catalog.Tool{Name: "get_coverage", Description: "Returns the coverage report of a commit from the CI service."},
			`{"type":"object","properties":{"sha":{"type":"string"}}}`, Read},
		{"mode picks an output", catalog.Tool{Name: "check_site", Description: "Opens the site and returns a checklist for the agent."},
			mode("mode", "auto: short summary of the tests found; manual: every test listed"), Read},
		{"mode never runs tests", catalog.Tool{Name: "check_site", Description: "Opens the site and returns a checklist for the agent."},
			mode("mode", "auto does not run the suite, it only lists it"), Read},
		{"suite described, not a mode", catalog.Tool{Name: "list_suites", Description: "Lists saved suites."},
			`{"type":"object","properties":{"project":{"type":"string","description":"Project whose suites are re-run nightly"}}}`, Read},
	})
}
