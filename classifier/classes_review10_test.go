package classifier

import "testing"

// TestClassesFoundOnTenthReviewDraw covers the classes of error the
// review sample's tenth draw showed, each written afresh with the
// look-alikes that must keep their reading.
func TestClassesFoundOnTenthReviewDraw(t *testing.T) {
	runVerbCases(t, []verbCase{
		// A name that puts its object first: the description opens with
		// a later word of the name as its verb, so an earlier verb word
		// is what that verb acts on. Opening with the earlier word, or
		// with a later one that would read the name as worse, keeps it.
		{"a build looked up", "build_get", "Get a build by its number.", "", Read},
		{"deploys listed", "deploy_list", "List the deploys of a site.", "", Read},
		{"a signed bundle checked", "bundle_dispatch_check", "Check a signed bundle against the dispatch key.", "", Read},
		{"the first word is the lead's verb", "dispatch_verify", "Dispatch a job and verify that it ran.", "", Execute},
		{"a later verb that is worse", "record_remove", "Remove a record for good.", "", Destructive},
		{"a lead that names a topic, not an act", "crm_check_mail", "Mail check. Checks an address.", "", Read},

		// A qualified verb whose object the name does not say reads the
		// gerund that follows it in the description's opening when the
		// gerund takes an object of its own; a gerund before a bare noun
		// is a modifier, and a starting job still runs.
		{"tracking started", "startRunLog", "Start tracking an invocation of an agent.", "", Write},
		{"recording started", "begin_capture", "Start recording the screen of a device.", "", Write},
		{"running started", "startSuite", "Start running the suite against the build.", "", Execute},
		{"a gerund modifier", "create_alarm", "Create monitoring alarm for a host.", "", Write},
		{"a start without a gerund", "start_worker", "Start a worker for the queue.", "", Execute},

		// Generating a password or a passphrase makes a value and hands
		// it back; generating an API key or a token issues one.
		{"a password generated", "generate_password", "Generate a strong random password of a given length.", "", Read},
		{"a passphrase generated", "passphrase_generate", "Generate a passphrase from random words.", "", Read},
		{"an API key issued", "generate_api_key", "Generate a new API key for the account.", "", Write},
		{"a token issued", "generate_token", "Generate an access token for the user.", "", Write},

		// Scrolling moves what is in view, as navigation does; clicking
		// and swiping still act on the page.
		{"a page scrolled", "page_scroll", "Scroll the page down by some pixels.", "", Read},
		{"an element scrolled into view", "scroll_to_element", "Scroll an element into view.", "", Read},
		{"a click", "page_click", "Click an element on the page.", "", Write},

		// A description headed by a destructive warning labels the tool's
		// own act; a field listing and a non-destructive heading do not.
		{"a destructive warning", "new_board", "Create a board. DESTRUCTIVE: this replaces the whole board with a blank one.", "", Destructive},
		{"a bold destructive warning", "reset_canvas", "Start over. **Destructive**: the canvas is cleared of every shape.", "", Destructive},
		{"a non-destructive heading", "new_board", "Create a board. Non-destructive: existing boards are kept.", "", Write},
		{"a field listing", "board_info", "Get a board. Flags: destructive: false, cached: true.", "", Read},

		// A thing that already exists said to be replaced by the call
		// is gone, as when it is overwritten; a value replaced on a
		// record is an update.
		{"an existing record replaced", "put_record", "Save a record. If a record with the same key exists, it will be replaced.", "", Destructive},
		{"an existing file replaced", "store_blob", "Store a blob at a path; when the path exists, the blob is replaced.", "", Destructive},
		{"a value replaced on a record", "set_field", "Set a field of a record. If the field exists, its value is replaced.", "", Write},
		{"an existing record kept", "add_record", "Add a record. If a record with the same key exists, it is left as it is.", "", Write},

		// A description that opens by retrieving or fetching guidance
		// hands text over, as one that gets or returns it: the name's
		// running verb is the topic. Going on to run what it suggests
		// keeps the verb.
		{"guidance retrieved", "run_step", "Retrieve the guidance for one step of a plan; you carry it out.", "", Read},
		{"guidance fetched", "execute_phase", "Fetches guidelines for a phase of the migration.", "", Read},
		{"guidance retrieved, then run", "run_step", "Retrieve the guidance for a step, then runs it.", "", Execute},
		{"a job retrieved, not guidance", "execute_job", "Retrieve a job definition and execute it on the cluster.", "", Execute},
	})
}
