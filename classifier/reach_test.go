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
// gestures and arrangements on a screen or canvas, removals of session
// state, exports saved to disk, saved questions, and enums of a reading
// tool that filter.
func TestReachOfRunsInstallsAndSwitches(t *testing.T) {
	checkCategories(t, []categoryCase{
		// A test suite is the project's code: running it is Execute.
		{"runs the unit tests", catalog.Tool{Name: "check_project", Description: "Runs the project's unit tests and returns the failures."}, "", Execute},
		{"re-runs a stored suite", catalog.Tool{Name: "guard_release", Description: "Crawls the site once, then re-runs the saved suite on every later call."}, "", Execute},
		{"executes spec files", catalog.Tool{Name: "spec_runner", Description: "Executes the selected spec files with Jest."}, "", Execute},
		{"lists tests", catalog.Tool{Name: "list_tests", Description: "Lists the tests of a suite and when each last ran."}, "", Read},
		{"reads the last run", catalog.Tool{Name: "get_test_results", Description: "Returns the results of the last test run."}, "", Read},
		{"tests running now", catalog.Tool{Name: "grid_load", Description: "Currently running tests per node over the last days."}, "", Read},
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
		{"distributing tokens", catalog.Tool{Name: "distribute_tokens", Description: "Sends tokens to a list of wallet addresses."}, "", Financial},
		{"a group as object", catalog.Tool{Name: "group_list", Description: "The groups of an organisation."}, "", Read},
		{"reading a group", catalog.Tool{Name: "get_group", Description: "One group's members."}, "", Read},
		// Removing state of a session (a breakpoint, a selection) loses
		// no data; removing it together with data still does.
		{"removes a breakpoint", catalog.Tool{Name: "remove_breakpoint", Description: "Removes one breakpoint."}, "", Write},
		{"deletes a logpoint by description", catalog.Tool{Name: "unset_logpoint", Description: "Deletes the given logpoint."}, "", Write},
		{"clears watchpoints", catalog.Tool{Name: "clear_all_watchpoints", Description: "Clears every watchpoint of the debuggee."}, "", Write},
		{"a breakpoints tool's operations", catalog.Tool{Name: "debugger_breakpoints", Description: "Breakpoints of the debug target."},
			`{"type":"object","properties":{"action":{"type":"string","enum":["list","add","delete","reset_hits"]}}}`, Write},
		{"a nameless deletion of state and data", catalog.Tool{Name: "bp_tool", Description: "Deletes the breakpoints and the recorded traces."}, "", Destructive},
		{"a selection among data", catalog.Tool{Name: "wipe_tool", Description: "Deletes the selection, the source file and its backups."}, "", Destructive},
		{"a task tool's delete", catalog.Tool{Name: "manage_tasks", Description: "Tasks of a project."},
			`{"type":"object","properties":{"action":{"type":"string","enum":["list","delete"]}}}`, Destructive},
		{"rows that are highlighted", catalog.Tool{Name: "delete_highlighted_rows", Description: "Deletes rows."}, "", Destructive},
		{"a saved highlight", catalog.Tool{Name: "delete_highlight", Description: "Deletes a highlight saved on a bookmark."}, "", Destructive},
		{"a selection's content", catalog.Tool{Name: "delete_selection", Description: "Deletes the selected text of the document."}, "", Destructive},
		// An export that saves a file on disk writes it; one that only
		// points to another tool for saving does not.
		{"saves an export locally", catalog.Tool{Name: "export_chart", Description: "Renders the chart and saves it to the configured output directory."}, "", Write},
		{"writes a file to disk", catalog.Tool{Name: "render_map", Description: "Draws the map. Writes a PNG to disk."}, "", Write},
		{"points to another tool for saving", catalog.Tool{Name: "export_chart", Description: "Renders the chart as PNG; use save_chart to save it to disk."}, "", Read},
		{"stores in memory", catalog.Tool{Name: "export_chart", Description: "Renders the chart and keeps it in memory."}, "", Read},
		// A BI tool's saved question asks its stored query.
		{"executes a saved question", catalog.Tool{Name: "execute_question", Description: "Runs a saved question and returns its rows."}, "", Read},
		{"executes a script", catalog.Tool{Name: "execute_script", Description: "Runs a script."}, "", Execute},
		// Enum values of a reading tool described as a filter pick what is
		// found; an operation enum still says what the tool does.
		{"a filter by kind of change",
			catalog.Tool{Name: "search_history", Description: "Searches past sessions for a file."},
			`{"type":"object","properties":{"kind":{"type":"string","enum":["read","edit","delete","all"],"description":"Filter by the kind of change"}}}`, Read},
		{"only returns some events",
			catalog.Tool{Name: "list_events", Description: "Lists audit events."},
			`{"type":"object","properties":{"operation":{"type":"string","enum":["create","update","delete"],"description":"Only return events of this operation"}}}`, Read},
		{"results filtered on an action",
			catalog.Tool{Name: "get_audit_log", Description: "Returns the audit log."},
			`{"type":"object","properties":{"action":{"type":"string","enum":["create","remove"],"description":"Audit entries are filtered by this action."}}}`, Read},
		{"an operation of a reading name",
			catalog.Tool{Name: "query_records", Description: "Works on the matched records."},
			`{"type":"object","properties":{"operation":{"type":"string","enum":["select","update","delete"],"description":"What to do with the matched records"}}}`, Destructive},
		{"a filter of a writing name",
			catalog.Tool{Name: "update_records", Description: "Updates records."},
			`{"type":"object","properties":{"operation":{"type":"string","enum":["update","delete"],"description":"Filter by operation"}}}`, Destructive},
	})
}

// TestExpressionParametersAreCode covers parameters of any name whose own
// description says the tool evaluates or runs what the agent writes in a
// programming language: the risk lies in that argument, and the
// assessment names it.
func TestExpressionParametersAreCode(t *testing.T) {
	cases := []struct {
		name      string
		tool      catalog.Tool
		schema    string
		want      Category
		wantParam string // the argument the Execute risk names; "" for none
	}{
		{"a list of expressions evaluated in a game",
			catalog.Tool{Name: "press_buttons", Description: "Presses controller buttons in the running level."},
			`{"type":"object","properties":{"buttons":{"type":"array","items":{"type":"string"}},"probe":{"type":"array","items":{"type":"string"},"description":"Lua expressions evaluated after the last press, returned by name."}}}`,
			Execute, "probe"},
		{"a predicate run on every row",
			catalog.Tool{Name: "list_rows", Description: "Lists the rows of a sheet."},
			`{"type":"object","properties":{"sheet":{"type":"string"},"keep":{"type":"string","description":"Keeps the rows for which this JavaScript predicate, run on each row, is true."}}}`,
			Execute, "keep"},
		{"running named first",
			catalog.Tool{Name: "wait_for_state", Description: "Waits until the simulation reaches a state."},
			`{"type":"object","properties":{"until":{"type":"string","description":"Evaluates this Python expression each tick and stops when it is true."}}}`,
			Execute, "until"},
		{"a capital verb and a language at the end",
			catalog.Tool{Name: "set_hooks", Description: "Sets the level's hooks."},
			`{"type":"object","properties":{"on_enter":{"type":"array","items":{"type":"string"},"description":"Runs these snippets of Lua."}}}`,
			Execute, "on_enter"},
		{"code that is only formatted",
			catalog.Tool{Name: "format_source", Description: "Pretty-prints source text."},
			`{"type":"object","properties":{"source":{"type":"string","description":"The Python code to reformat."}}}`,
			Read, ""},
		{"a language named, nothing run",
			catalog.Tool{Name: "explain_snippet", Description: "Explains what a snippet does."},
			`{"type":"object","properties":{"language":{"type":"string","description":"Programming language of the snippet, e.g. python or ruby."}}}`,
			Read, ""},
		{"a choice of runtimes",
			catalog.Tool{Name: "get_runtime", Description: "Describes a runtime."},
			`{"type":"object","properties":{"runtime":{"type":"string","enum":["python","lua"],"description":"Which interpreter's limits to describe; no code is run."}}}`,
			Read, ""},
		{"a math expression",
			catalog.Tool{Name: "chart_series", Description: "Plots a series."},
			`{"type":"object","properties":{"formula":{"type":"string","description":"Arithmetic over the columns, e.g. a*2+b."}}}`,
			Read, ""},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			tool := c.tool
			tool.InputSchema = json.RawMessage(c.schema)
			a := Classify(tool)
			if a.Category != c.want {
				t.Errorf("got %s, want %s", a.Category, c.want)
			}
			got := ""
			for _, r := range a.Arguments {
				if r.Category == Execute {
					got = r.Param
				}
			}
			if got != c.wantParam {
				t.Errorf("got the Execute argument %q, want %q", got, c.wantParam)
			}
		})
	}
}
