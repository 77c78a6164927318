package classifier

import (
	"encoding/json"
	"testing"

	"github.com/mcpscan/mcpscan/catalog"
)

// TestUploadLinksTelemetryScriptsAndSimulatorTests: kinds of tool that
// servers the rules were not tuned on showed them missing, written afresh
// with the look-alikes that keep their reading: a signed URL issued to
// upload to, telemetry sent to the vendor, a package script the tool
// runs, and tests run on a simulator.
func TestUploadLinksTelemetryScriptsAndSimulatorTests(t *testing.T) {
	runVerbCases(t, []verbCase{
		// A signed URL to upload to opens a place in storage for the
		// caller; a signed URL to download what is stored reads.
		{"a presigned upload URL", "get_media_slot", "Returns a presigned upload URL for a video; PUT the bytes there.", "", Write},
		{"a signed URL for uploading", "request_upload", "Issue a signed URL for uploading an avatar image.", "", Write},
		{"a temporary upload link", "customer_inbox", "Create a temporary upload link for a customer.", "", Write},
		{"a signed download URL", "get_media_link", "Returns a presigned URL to download a stored video.", "", Read},
		{"a link to share", "get_share_url", "Get a signed URL that shows the file in a browser.", "", Read},

		// Telemetry sent to the vendor is data handed over; telemetry read
		// back from devices is not.
		{"completion telemetry sent", "report_run_outcome", "Report how a guided run ended. Call it at the end to record completion telemetry.", "", Write},
		{"usage statistics sent", "share_usage", "Send anonymous usage statistics to the maintainers.", "", Write},
		{"telemetry read back", "get_sensor_feed", "List the sensors that report telemetry, with their last values.", "", Read},
		{"a report produced", "report_coverage", "Report the coverage of the test suite by file.", "", Read},

		// A package script run by the tool is the project's code; advice
		// to the caller to run one is not the tool's act.
		{"a script named in the opening", "events-register", "Run npm run events:register to register the app's event hooks.", "", Execute},
		{"a third-person script run", "project_build", "Builds the app: runs the project's npm script build and returns its log.", "", Execute},
		{"advice after the act", "create_ui_kit", "Create a component library in a folder. When done, run npm install inside it.", "", Write},
		{"a script listed, not run", "list_scripts", "List the npm scripts of the package.json.", "", Read},

		// Tests on a simulator run the project's tests; testing a
		// connection or a pattern reads.
		{"tests on a simulator", "test_simulator", "Test on the iOS simulator.", "", Execute},
		{"a suite tested", "test_suite", "Test the selected suite.", "", Execute},
		{"a connection tested", "test_connection", "Test the database connection.", "", Read},
		{"a pattern tested", "test_pattern", "Test a regular expression against sample text.", "", Read},
	})
}

// TestOpeningWordThatIsNoAct: a name without a verb falls back on the
// description's first word, which is no act when it starts a compound,
// takes no object, or compares the tool with another; the same words
// opening a plain command still decide.
func TestOpeningWordThatIsNoAct(t *testing.T) {
	runVerbCases(t, []verbCase{
		{"a hyphenated compound", "model_infill", "Fill-in-the-middle completion: the model writes the text between a prefix and a suffix.", "", Read},
		{"a wait until", "pty_wait", "Block until the child prints a prompt or the timeout fires.", "", Read},
		{"a comparison with a sibling", "review_paths", "Like review_code, but the model reads the files from disk itself.", "", Read},
		{"a form filled", "web_form", "Fill the form fields of the open page with the given values.", "", Write},
		{"a user blocked", "member_moderation", "Block a member of the community.", "", Write},
		{"a post liked", "post_reaction", "Like a post on behalf of the user.", "", Write},
	})
}

// TestRunOfACheckOrALogQuery: run_* with an object the name does not know
// takes it from the description's opening: rule checks, an analyser that
// returns its findings and a query over logs read; a database query, a
// script or tests still run.
func TestRunOfACheckOrALogQuery(t *testing.T) {
	runVerbCases(t, []verbCase{
		{"rule checks", "run_drc", "Run design rule checks on a board layout and return the violations.", "", Read},
		{"an analyser and its findings", "depcheck-run", "Run depcheck and return the dependency warnings it finds.", "", Read},
		{"a query over logs", "run_audit_query", "Run a new audit query over the firewall's event log.", "", Read},
		{"a query over events", "run_events_query", "Runs an events query with the given filters and returns a page.", "", Read},
		{"a database query", "run_query", "Run a SQL query against the warehouse.", "", Execute},
		{"a named query object in a database", "run_saved_query", "Run a saved query on the database.", "", Execute},
		{"a script", "run_fixup", "Run the fixup script of the repository.", "", Execute},
		{"an analyser whose output is not findings", "tool-run", "Run mytool and return its output.", "", Execute},
	})
}

// TestWholeFilesWrittenOrReplaced: a tool that writes a whole file, named
// in its description rather than its name, or that replaces the entire
// source of a script, puts content where earlier content is lost; one that
// appends, edits lines or writes a record does not.
func TestWholeFilesWrittenOrReplaced(t *testing.T) {
	runVerbCases(t, []verbCase{
		{"a file named in the opening", "write_adr", "Writes an architecture decision markdown file into the decisions folder.", "", Destructive},
		{"a file named by its kind", "write_changelog", "Write a CHANGELOG.md file for the release.", "", Destructive},
		{"a whole script source replaced", "put_shader_source", "Replace the entire shader source with the given code.", "", Destructive},
		{"the whole file replaced", "store_notes", "Saves notes; replaces the whole notes file each time.", "", Destructive},
		{"an append to a file", "write_log_file", "Write a line to a log file; appends, never replaces.", "", Write},
		{"an opening that appends", "write_journal", "Writes a journal file entry, appending to the day's file.", "", Write},
		{"a record written", "write_note", "Write a note to the notebook.", "", Write},
		{"lines of a script edited", "edit_script_lines", "Replace lines 10-20 of a script with new code.", "", Write},
	})
}

// TestDeclaredHintsDoNotLowerScriptsOrReplacedSources: a readOnlyHint does
// not lower a tool whose description says it runs a package script or
// replaces an entire source.
func TestDeclaredHintsDoNotLowerScriptsOrReplacedSources(t *testing.T) {
	yes := true
	for _, tt := range []struct {
		name, tool, desc string
		want             Category
	}{
		{"a package script", "site_publish", "Run npm run deploy to publish the site.", Execute},
		{"an entire source replaced", "put_shader_source", "Replace the entire shader source with the given code.", Destructive},
		{"rule checks stay read", "run_drc", "Run design rule checks on a board layout and return the violations.", Read},
	} {
		t.Run(tt.name, func(t *testing.T) {
			a := Classify(catalog.Tool{Name: tt.tool, Description: tt.desc, Annotations: catalog.Annotations{ReadOnlyHint: &yes}, InputSchema: json.RawMessage(`{"type":"object"}`)})
			if a.Category != tt.want {
				t.Errorf("got %s, want %s; evidence %+v", a.Category, tt.want, a.Evidence)
			}
		})
	}
}

// TestWriteOpeningNamesTheObject: the opening counts only when the file
// is what is written, not where something else is written.
func TestWriteOpeningNamesTheObject(t *testing.T) {
	runVerbCases(t, []verbCase{
		{"a note written to a file", "write_memo", "Write a memo to a file.", "", Write},
		{"a record written to the file", "write_entry", "Writes an entry to the ledger file.", "", Write},
		{"a dotted file name", "write_index", "Writes a README.md index file for the folder.", "", Destructive},
	})
}
