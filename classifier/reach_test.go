package classifier

import (
	"encoding/json"
	"testing"

	"github.com/mcpscan/mcpscan/catalog"
)

// TestReachOfRunsInstallsAndSwitches covers what a tool reaches when its
// name says less than its description or its switches: a test suite it
// runs, an SQL file it feeds to a database, an app it only puts on a
// device, a run it only cancels, a force flag that only redoes work, and
// gestures and arrangements on a screen or canvas.
func TestReachOfRunsInstallsAndSwitches(t *testing.T) {
	cases := []struct {
		name   string
		tool   catalog.Tool
		schema string
		want   Category
	}{
		// A test suite is the project's code: running it is Execute.
		{"runs the unit tests", catalog.Tool{Name: "check_project", Description: "Runs the project's unit tests and returns the failures."}, "", Execute},
		{"re-runs a stored suite", catalog.Tool{Name: "guard_release", Description: "Crawls the site once, then re-runs the saved suite on every later call."}, "", Execute},
		{"executes spec files", catalog.Tool{Name: "spec_runner", Description: "Executes the selected spec files with Jest."}, "", Execute},
		{"lists tests", catalog.Tool{Name: "list_tests", Description: "Lists the tests of a suite and when each last ran."}, "", Read},
		{"reads the last run", catalog.Tool{Name: "get_test_results", Description: "Returns the results of the last test run."}, "", Read},
		// The statements of an SQL file run like free-form SQL.
		{"imports an SQL file", catalog.Tool{Name: "db_restore_file", Description: "Imports an SQL file into the chosen schema."}, "", Execute},
		{"loads a dump", catalog.Tool{Name: "load_fixture", Description: "Loads a postgres dump from disk into the test database."}, "", Execute},
		{"writes a dump", catalog.Tool{Name: "export_schema", Description: "Writes a SQL dump of the schema and returns it."}, "", Read},
		{"imports a spreadsheet", catalog.Tool{Name: "import_contacts", Description: "Imports contacts from a CSV file."}, "", Write},
		// An app put on a device runs nothing until launched; a package's
		// install scripts run at once.
		{"installs an apk", catalog.Tool{Name: "install_apk", Description: "Puts an APK on the phone."}, "", Write},
		{"installs by its lead", catalog.Tool{Name: "sim_install", Description: "Install an .app bundle on the booted simulator."}, "", Write},
		{"installs a package", catalog.Tool{Name: "install_package", Description: "Installs an npm package into the workspace."}, "", Execute},
		{"installs without an object", catalog.Tool{Name: "install", Description: "Install the dependencies listed in the manifest."}, "", Execute},
		// A cancelled run can be run again; a cancelled order cannot.
		{"cancels a run", catalog.Tool{Name: "cancel_run", Description: "Stops a build."}, "", Write},
		{"cancels an execution by its lead", catalog.Tool{Name: "cancel", Description: "Cancel the queued pipeline execution."}, "", Write},
		{"cancels an order", catalog.Tool{Name: "cancel", Description: "Cancel the order and notify the buyer."}, "", Destructive},
		{"cancels a subscription", catalog.Tool{Name: "cancel_subscription", Description: "Ends a plan."}, "", Destructive},
		// A force flag that only repeats work destroys nothing; one that
		// says nothing, or says it replaces, stays destructive.
		{"force re-fetch", catalog.Tool{Name: "refresh_feed", Description: "Pulls the latest items of a feed into the reader."},
			`{"type":"object","properties":{"force":{"type":"boolean","description":"Re-download even when a fresh copy is cached"}}}`, Write},
		{"force skips the cache", catalog.Tool{Name: "save_summary", Description: "Stores a page summary."},
			`{"type":"object","properties":{"force":{"type":"boolean","description":"Bypass the cache and summarise again"}}}`, Write},
		{"force overwrites", catalog.Tool{Name: "save_summary", Description: "Stores a page summary."},
			`{"type":"object","properties":{"force":{"type":"boolean","description":"Rebuild it, overwriting the stored one"}}}`, Destructive},
		{"force re-creates by deleting", catalog.Tool{Name: "save_summary", Description: "Stores a page summary."},
			`{"type":"object","properties":{"force":{"type":"boolean","description":"Re-generate it, deleting the previous one"}}}`, Destructive},
		{"force undescribed", catalog.Tool{Name: "save_summary", Description: "Stores a page summary."},
			`{"type":"object","properties":{"force":{"type":"boolean"}}}`, Destructive},
		// Gestures act on a device's screen; arranging shapes edits a drawing.
		{"tap", catalog.Tool{Name: "tap", Description: "Touch the screen at a point."}, "", Write},
		{"swipe", catalog.Tool{Name: "swipe_left", Description: "Slide a finger across the display."}, "", Write},
		{"group shapes", catalog.Tool{Name: "group_shapes", Description: "Join shapes so they move as one."}, "", Write},
		{"align nodes", catalog.Tool{Name: "align_nodes", Description: "Line nodes up along an edge."}, "", Write},
		{"distribute boxes", catalog.Tool{Name: "distribute_boxes", Description: "Space boxes evenly."}, "", Write},
		{"a group as object", catalog.Tool{Name: "group_list", Description: "The groups of an organisation."}, "", Read},
		{"reading a group", catalog.Tool{Name: "get_group", Description: "One group's members."}, "", Read},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			tool := c.tool
			if c.schema != "" {
				tool.InputSchema = json.RawMessage(c.schema)
			}
			if got := Classify(tool).Category; got != c.want {
				t.Errorf("got %s, want %s", got, c.want)
			}
		})
	}
}
