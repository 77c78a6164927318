package classifier

import "testing"

// TestClassesFoundOnSeventhReviewDraw covers the classes of error the
// review sample's seventh draw showed, each written afresh with the
// look-alikes that must keep their reading.
func TestClassesFoundOnSeventhReviewDraw(t *testing.T) {
	const (
		repeatRule = `{"type":"object","properties":{"title":{"type":"string"},"repeat":{"type":"object","properties":{"method":{"type":"string","enum":["fixed","start-after-completion","due-after-completion"]}}}}}`
		startOps   = `{"type":"object","properties":{"operation":{"type":"string","enum":["start","status"]}}}`
		sqlParam   = `{"type":"object","properties":{"sql":{"type":"string"}}}`
		judged     = `{"type":"object","properties":{"code":{"type":"string","description":"The component code to evaluate against the style rules."}}}`
		windowOps  = `{"type":"object","properties":{"entity":{"type":"string"},"action":{"type":"string","enum":["create","update","delete"]},"last_n_minutes":{"type":"number"}}}`
		opsOnly    = `{"type":"object","properties":{"entity":{"type":"string"},"action":{"type":"string","enum":["create","update","delete"]}}}`
		dateOps    = `{"type":"object","properties":{"action":{"type":"string","enum":["diff","add","weekday"]},"date":{"type":"string"},"amount":{"type":"number"}}}`
		repoOps    = `{"type":"object","properties":{"action":{"type":"string","enum":["diff","add","commit"]},"path":{"type":"string"}}}`
		evaluated  = `{"type":"object","properties":{"code":{"type":"string","description":"The code to evaluate in the sandbox."}}}`
	)
	runVerbCases(t, []verbCase{
		// A contrast denies what follows it as "not" does: a record moved
		// to the archive rather than deleted is kept. What the tool does
		// before the contrast still counts.
		{"archived rather than deleted", "archive_note", "Moves the note to the archive rather than permanently deleting it.", "", Write},
		{"hidden instead of erased", "archive_message", "Hides a message from the inbox instead of permanently erasing it.", "", Write},
		{"deleted for good", "purge_note", "Permanently deletes the note.", "", Destructive},
		{"deleted rather than archived", "delete_note", "Deletes the note permanently rather than archiving it.", "", Destructive},

		// A value of an enum whose verb is followed by a word of time says
		// when something happens (a repeat rule's basis), not what the
		// tool does; a value that is the verb alone still picks the act.
		{"a repeat rule's basis", "add_task", "Add a task to the inbox.", repeatRule, Write},
		{"an operation that starts", "crawler_job", "Control the crawl job of a site.", startOps, Execute},

		// The description's first sentence names the name's object in
		// full: "Clear thumbnails cache" clears a cache, fetched again.
		// Anything else after the object, or another object, keeps the
		// name's reading.
		{"a cache named after the object", "clear_thumbnails", "Clear thumbnails cache.", "", Write},
		{"a cache named after the object, with an article", "purge_render", "Purges the render cache of a project.", "", Write},
		{"the objects themselves cleared", "clear_snapshots", "Clear all saved snapshots.", "", Destructive},
		{"a user deleted with their sessions", "delete_user", "Delete the user and their sessions.", "", Destructive},

		// Operations listed as -ing forms after "useful for" are what the
		// tool does, as after "operations for"; purposes are not.
		{"deleting listed after useful for", "commit_batch", "Commit a batch of steps to a store. Useful for creating, updating or deleting records.", "", Destructive},
		{"purposes after useful for", "get_removed_ids", "Get IDs of records removed since a date. Useful for audit and sync purposes.", "", Read},

		// A name whose verb reads, with a description that opens by
		// setting something going, writes: the name names the process.
		// Moving the view ("Switch to") is navigation; a name that writes
		// or runs keeps its reading.
		{"a verification triggered", "verify_site", "Trigger ownership verification for a site.", "", Write},
		{"a generation triggered", "generate_video_overview", "Trigger video overview generation for a project; poll for the result.", "", Write},
		{"an active profile switched", "use_profile", "Switch the active profile of the workspace.", "", Write},
		{"a background scan triggered", "detect_plugins", "Trigger a background scan that detects installed plugins.", "", Write},
		{"a review submitted", "seller_review", "Submit a review for a seller after an order.", "", Write},
		{"a review read", "get_review", "Get a review by its ID.", "", Read},
		{"a tab switched to", "tab_select", "Switch to another tab by its index.", "", Read},
		{"a verification returned", "verify_signature", "Verify a webhook signature and return whether it is valid.", "", Read},
		{"a build triggered by name", "trigger_build", "Trigger a build of the project.", "", Execute},

		// SQL or code converted into something else is the input of the
		// conversion, not run; converted and then sent, it is run.
		// Installation commands generated are handed over, as any
		// generated command is; a package installed runs its scripts.
		{"SQL converted to a request", "sql_to_http", "Converts a SQL query into an HTTP request and returns it.", sqlParam, Read},
		{"SQL converted and sent", "sql_to_http_call", "Converts a SQL query into an HTTP request and sends it.", sqlParam, Execute},
		{"installation commands generated", "install_library", "Generate installation commands and config files for a framework.", "", Read},
		{"a package installed", "install_library", "Install a package into the project.", "", Execute},

		// What a description's "run" runs is its object: an analysis run on
		// scripts, a linter over the code; code run on a device runs. Code
		// handed in to be judged against a standard is scored; code to
		// evaluate in a sandbox runs.
		{"an analysis run on scripts", "get_script_report", "Run syntax analysis on Lua scripts and return compile errors.", "", Read},
		{"a linter run over the code", "get_lint_report", "Run a linter over the project's code and return its findings.", "", Read},
		{"code run on a device", "device_console", "Run JavaScript code on the device and return the result.", "", Execute},
		{"code judged against a standard", "score_component", "Scores a component against the style rules.", judged, Read},
		{"code evaluated in a sandbox", "sandbox_tool", "A sandbox for snippets.", evaluated, Execute},

		// Beside a window of time to look back over, an operation enum
		// picks which recorded acts to show; without one, or on a name
		// that writes, it picks what the tool does.
		{"recorded acts shown over a window", "entity_activity", "Summarize tracked entity activity by type.", windowOps, Read},
		{"an operation enum without a window", "entity_store", "Work with stored entities.", opsOnly, Destructive},
		{"a window on a name that writes", "update_entities", "Update entities changed recently.", windowOps, Destructive},

		// A difference is arithmetic: beside it, adding to a date computes
		// a date; beside a commit, adding stages files.
		{"a date difference and a date sum", "date_calc", "Date calculations.", dateOps, Read},
		{"a diff beside staging and a commit", "repo", "Work with a repository.", repoOps, Write},

		// Starting a browser opens a session of it; starting a crawler
		// runs it.
		{"a browser started", "start_browser", "Start a Chromium browser.", "", Write},
		{"a crawler started", "start_crawler", "Start a crawler over a site.", "", Execute},
	})
}
