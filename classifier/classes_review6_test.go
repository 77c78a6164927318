package classifier

import "testing"

// TestClassesFoundOnSixthReviewDraw covers the classes of error the review
// sample's sixth draw showed, each written afresh with the look-alikes
// that must keep their reading.
func TestClassesFoundOnSixthReviewDraw(t *testing.T) {
	const (
		cacheOps = `{"type":"object","properties":{"action":{"type":"string","enum":["stats","clear"]}}}`
		runFlag  = `{"type":"object","properties":{"plan":{"type":"string"},"execute":{"type":"boolean","description":"When true, run the plan right away and start the browser."}}}`
		whether  = `{"type":"object","properties":{"spec":{"type":"string"},"run":{"type":"boolean","description":"Whether to run the generated tests after writing them."}}}`
		runID    = `{"type":"object","properties":{"run":{"type":"string","description":"ID of the run to look at."}}}`
		dryRun   = `{"type":"object","properties":{"plan":{"type":"string"},"execute":{"type":"boolean","description":"Leave false to only validate the plan."}}}`
		cjkSQL   = `{"type":"object","properties":{"sql":{"type":"string","description":"SQL 语句"}}}`
		shotPath = `{"type":"object","properties":{"output_path":{"type":"string","description":"File path where the screenshot will be saved."}}}`
		saveTo   = `{"type":"object","properties":{"outputPath":{"type":"string","description":"Where to write the report."}}}`
		bgCmd    = `{"type":"object","properties":{"name":{"type":"string"},"command":{"type":"string","description":"Command for background jobs."}}}`
		helpCmd  = `{"type":"object","properties":{"command":{"type":"string","description":"Name of the command to describe."}}}`
		getList  = `{"type":"object","properties":{"operation":{"type":"string","enum":["get","list"]},"key":{"type":"string"}}}`
		getEdit  = `{"type":"object","properties":{"operation":{"type":"string","enum":["get","list","update"]},"key":{"type":"string"}}}`
		listAll  = `{"type":"object","properties":{"operation":{"type":"string","enum":["list","search"]}}}`
	)
	runVerbCases(t, []verbCase{
		// A cache is kept to be fetched or computed again: clearing,
		// flushing or purging it loses nothing, a write, in the name, an
		// operation value or the description ("Delete the edge cache of a
		// site"). What a cache holds for good (a saved entry deleted from
		// a key-value store) is not named so.
		{"a cache cleared", "clear_cache", "Clear the price cache.", "", Write},
		{"a CDN cache flushed", "cdn_flush_cache", "Flush the CDN cache of a bucket.", "", Write},
		{"a cache deleted, said in the description", "site-delete-cache", "Delete the edge cache of a site by ID.", "", Write},
		{"a cache cleared by an operation value", "http_cache", "The HTTP cache of the API client.", cacheOps, Write},
		{"a key deleted", "delete_key", "Delete a key from the store.", "", Destructive},
		{"a cached file deleted", "delete_cached_file", "Delete a downloaded file.", "", Destructive},
		{"a site deleted, with its cache", "delete_site", "Delete a site and its cache.", "", Destructive},

		// Terminating an app on a device or a simulator stops it (it is
		// launched again in a call), and the description's "terminates a
		// running app" is the same act; an instance or a process
		// terminated is gone.
		{"an app terminated", "terminate_app", "Terminates a running app on the simulator.", "", Write},
		{"an app stopped and terminated", "device_terminate_app", "Stop and terminate an app on a phone.", "", Write},
		{"an instance terminated", "terminate_instance", "Terminate a cloud instance.", "", Destructive},
		{"a process terminated", "terminate_process", "Terminates a running process by PID.", "", Destructive},
		{"an app deleted", "delete_app", "Deletes an app from the account.", "", Destructive},

		// Reversing a transaction, a charge or a credit moves money back;
		// reversing anything else is looked up or computed.
		{"a transaction reversed", "reverse_transaction", "Reverse a previous credit or debit on this account.", "", Financial},
		{"a card charge reversed", "reverseCharge", "Reverse a card charge.", "", Financial},
		{"a reverse geocode", "reverse_geocode", "Convert coordinates into an address.", "", Read},
		{"a string reversed", "reverse_string", "Reverse the characters of a string.", "", Read},

		// A description that opens by creating a deployment deploys, as a
		// deploy does; deployment as a modifier of what is created does
		// not.
		{"a deployment created from a Git ref", "create_deployment", "Create a new deployment from a Git repository.", "", Execute},
		{"a preview deployment created", "createDeployment", "Creates a preview deployment of the project.", "", Execute},
		{"a deployment status recorded", "create_deployment_status", "Create a deployment status for a deployment.", "", Write},
		{"a prediction made with a deployment", "create_deployment_prediction", "Create a prediction using a deployment.", "", Write},
		{"a deployment key created", "create_deploy_key", "Create a deploy key for a repository.", "", Write},

		// A switch that runs what the tool prepares makes it run; a run's
		// ID, or a switch that only validates, does not.
		{"a run switch", "start_session", "Start a test session from a plan.", runFlag, Execute},
		{"a whether-to-run switch", "generate_tests", "Generate tests for a spec and write them to the project.", whether, Execute},
		{"a run ID", "get_run_logs", "Get the logs of a run.", runID, Read},
		{"a switch that only validates", "submit_plan", "Submit a plan.", dryRun, Write},

		// Event handlers triggered run their code; a webhook that waits for
		// events does not run them.
		{"a test event that triggers handlers", "emit_event", "Send a test event to trigger handlers.", "", Execute},
		{"a webhook set up for events", "create_webhook", "Create a webhook that is called when events arrive.", "", Write},

		// Rotating a secret, a key or a token replaces it, and the old one
		// stops working: a revocation, in the name or in the description,
		// whatever the name's verb says. Rotating an image edits it.
		{"a webhook secret rotated", "rotate_webhook_secret", "Rotate the signing secret of a webhook.", "", Destructive},
		{"an API key rotated, said in the description", "get_ingest_key", "Generate or rotate the ingest API key of a project.", "", Destructive},
		{"an access token rotated", "rotateAccessToken", "Rotates the access token of a service account.", "", Destructive},
		{"an image rotated", "rotate_image", "Rotate an image by 90 degrees.", "", Write},
		{"a shape's rotation read", "get_shape", "Returns a shape with its position and rotation.", "", Read},
		{"a key read", "get_api_key", "Get the API key of a project.", "", Read},

		// A name whose verb only says something is done to its object
		// reads when every operation it offers reads; a value that writes,
		// or a name verb that says what is done, still decides.
		{"a manage tool that only gets and lists", "manage_board", "List boards or get one board's configuration.", getList, Read},
		{"a handle tool that only lists and searches", "handle_templates", "Templates of the workspace.", listAll, Read},
		{"a manage tool that also updates", "manage_board", "List, get or update boards.", getEdit, Write},
		{"an update tool whose enum reads", "update_board", "Update a board.", getList, Write},

		// A screenshot saved to a path the agent names still only reads
		// the screen; a report written to an output path, or an export to
		// one, writes.
		{"a screenshot saved to a path", "take_screenshot", "Takes a screenshot of the device screen.", shotPath, Read},
		{"a page captured to a path", "capture_page", "Capture the visible page as an image.", shotPath, Read},
		{"a report written to an output path", "generate_report", "Generate a coverage report.", saveTo, Write},
		{"an export to an output path", "export_logs", "Export the session logs.", saveTo, Write},

		// Watching a record people follow subscribes to its notifications,
		// a write; watching a console or files observes them.
		{"issues watched", "bulk_watch_issues", "Add the current user as a watcher of several issues.", "", Write},
		{"a repository watched", "watch_repository", "Watch a repository.", "", Write},
		{"a console watched", "watch_console", "Stream console output for a few seconds and return it.", "", Read},
		{"files watched", "watch_files", "Wait until files in a folder change and return the changes.", "", Read},

		// A command said to be for a background job or session is started
		// there, whatever the name's verb; a command named to be described
		// is not run.
		{"a background command of a session opened", "open_session", "Open a named session on a host.", bgCmd, Execute},
		{"a command described", "describe_command", "Describe a CLI command and its flags.", helpCmd, Read},

		// Read-only SQL said in Chinese is a read-only statement; a pointer
		// to another tool's read-only queries is not.
		{"read-only SQL said in Chinese", "queryDatabase", "查询数据库。支持执行只读 SQL。", cjkSQL, Read},
		{"read-only operations said in Chinese", "query_models", "数据模型查询工具（只读操作）。", cjkSQL, Read},
		{"SQL with another tool's read-only queries", "runDatabase", "执行 SQL 语句（只读查询见 queryDatabase）。", cjkSQL, Execute},
	})
}
