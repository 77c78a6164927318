package classifier

import "testing"

// TestClassesFoundOnTwelfthReviewDraw covers the classes of error the
// review sample's twelfth draw showed, each written afresh with the
// look-alikes that must keep their reading.
func TestClassesFoundOnTwelfthReviewDraw(t *testing.T) {
	const pointer = `{"type":"object","properties":{"type":{"type":"string","enum":["pressed","released","moved"]},"x":{"type":"number"},"y":{"type":"number"}}}`
	runVerbCases(t, []verbCase{
		// Building composes what the name's object is: a profile, a
		// report, a query or a payload is made and handed back; a
		// project, an app or a plugin is compiled, which runs its build
		// scripts; an index is stored.
		{"a profile built", "scanner_build_threat_profile", "Build a threat profile from the findings so far.", "", Read},
		{"a report built", "build_weekly_report", "Build the weekly report of open tickets.", "", Read},
		{"a filter built", "build_date_filter", "Build a date filter for the listing tools.", "", Read},
		{"a payload by its lead", "graphGrounding", "Build the screen-reader payload for a graph: its summary and its series.", "", Read},
		{"a project built", "build_project", "Build the project with its configured toolchain.", "", Execute},
		{"an app built", "app_build", "Build the app for release.", "", Execute},
		{"an index built", "build_notes_index", "Build the full-text index of the notes.", "", Write},

		// Emulating is simulating in other words: input sent to a page
		// or a device acts there, as a click does; an emulated device
		// or media type is temporary session state, read.
		{"touch emulated", "Input_emulateTouch", "Emulate a touch from pointer events on the page.", pointer, Write},
		{"keyboard emulated", "emulate_keyboard", "Emulate key presses in the focused field.", "", Write},
		{"a device emulated", "emulate_device", "Emulate a phone's screen in the browser.", "", Read},
		{"a media type emulated", "page_emulate_media", "Emulate the print media type.", "", Read},

		// Resuming a paused run, pipeline or deploy runs the rest of
		// it, as restarting one runs it again; resuming a queue, a
		// campaign or a deployment's traffic changes its state back.
		{"a deploy resumed", "resume_app_deploy_order", "Resume a paused deploy order.", "", Execute},
		{"a pipeline resumed", "pipeline_resume", "Resume the pipeline from its paused stage.", "", Execute},
		{"a job resumed", "resume_job", "Resume a suspended job.", "", Execute},
		{"a queue resumed", "resume_queue", "Resume processing of a paused queue.", "", Write},
		{"a campaign resumed", "resume_ad_campaign", "Resume a paused ad campaign.", "", Write},
		{"traffic resumed", "resume_deployment", "Resume traffic to a paused deployment.", "", Write},

		// A name's writing verb whose result the description says is
		// handed back (fixes returned, edits got back) is proposed, not
		// applied: the tool reads. Fixing first and returning something
		// else, or a subject before the word, keeps the act.
		{"fixes returned", "fix_style", "Lint a file and return fixes.", "", Read},
		{"edits got back", "ask-model-edit", "Send an edit request to the model and get structured edit blocks back.", "", Read},
		{"changes suggested", "patch_code", "Review the code and suggest patches for each issue.", "", Read},
		{"fixed, then a summary", "fix_style", "Fix lint errors in a file and return a summary.", "", Write},
		{"returned after it fixes", "fix_imports", "Returns the file after it fixes the imports.", "", Write},
		{"fixes returned and saved", "fix_style", "Lint a file and return fixes, and save them to the file.", "", Write},
		{"a get with no back", "fix_config", "Get the config and fix its keys.", "", Write},
	})
}
