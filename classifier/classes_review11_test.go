package classifier

import "testing"

// TestClassesFoundOnEleventhReviewDraw covers the classes of error the
// review sample's eleventh draw showed, each written afresh with the
// look-alikes that must keep their reading.
func TestClassesFoundOnEleventhReviewDraw(t *testing.T) {
	const buildCode = `{"type":"object","properties":{"code":{"type":"string","description":"Python code calling the helper functions listed above to build the level."}}}`
	const apiCode = `{"type":"object","properties":{"code":{"type":"string","description":"TypeScript code using the SDK to create shapes on the canvas."}}}`
	const reviewCode = `{"type":"object","properties":{"code":{"type":"string","description":"The source to review, using the style guide of the team."}}}`
	const gather = `{"type":"object","properties":{"action":{"type":"string","enum":["add","list","clear"]}}}`
	const regexOps = `{"type":"object","properties":{"pattern":{"type":"string"},"text":{"type":"string","description":"Text to search"},"action":{"type":"string","enum":["test","match","replace"]},"replacement":{"type":"string"}}}`
	const stringOps = `{"type":"object","properties":{"input":{"type":"string"},"op":{"type":"string","enum":["upper","lower","replace"]}}}`
	const fileOps = `{"type":"object","properties":{"path":{"type":"string"},"text":{"type":"string"},"action":{"type":"string","enum":["search","replace"]}}}`
	const docOps = `{"type":"object","properties":{"documentId":{"type":"string"},"text":{"type":"string"},"action":{"type":"string","enum":["search","replace"]}}}`
	const countryCode = `{"type":"object","properties":{"code":{"type":"string","description":"Country code using ISO 3166 letters."}}}`
	runVerbCases(t, []verbCase{
		// A code parameter written against the tool's own primitives,
		// functions or SDK to build something is there to be run,
		// whatever the name's verb; code to be judged, and a code that
		// is no program, stay as the name says.
		{"code calling helper functions", "generate_level", "Generate a level procedurally from code.", buildCode, Execute},
		{"code using the SDK", "draw_canvas", "Draw on the canvas.", apiCode, Execute},
		{"code to review", "review_code", "Review a piece of code.", reviewCode, Read},
		{"a country code", "get_holidays", "Get the public holidays of a country.", countryCode, Read},

		// A name's last word that the description's opening verb takes
		// as its plural object names the thing: the word just before it
		// modifies it. Used as a verb after a subject or before an
		// object, the word still acts.
		{"logs shown", "repo_log", "Shows the commit logs", "", Read},
		{"error logs listed", "app_log", "List the error logs of the app", "", Read},
		{"logs of a service", "service_log", "Show the recent logs for a service", "", Read},
		{"what the server logs", "event_log", "Show what the server logs", "", Write},
		{"logged after listing", "event_log", "List events and logs them", "", Write},
		{"an opening that writes", "repo_log", "Write an entry to the logs", "", Write},

		// A conditional clause whose subject is a plural noun says what
		// those things set off, not what the tool does; the tool that
		// triggers the deployment itself still runs it.
		{"what pushes trigger", "get_deploy_settings", "Returns the deploy settings of a site: its branch, and whether pushes trigger a deployment.", "", Read},
		{"when commits start a build", "get_ci_config", "Get the CI configuration, and when commits start a build.", "", Read},
		{"the tool triggers", "site_redeploy", "Trigger a deployment of the site.", "", Execute},
		{"if it triggers", "push_site", "Push the site; it triggers a deployment.", "", Execute},

		// Clearing what the server recorded or gathered in its session
		// (a recording of actions, the items selected so far) throws
		// away session state, as clearing captured console output does;
		// clearing stored records or logs still loses them.
		{"a recording cleared", "clear_recording", "Clear all recorded browser actions.", "", Write},
		{"recordings cleared", "clear_recordings", "Clear the recordings of this session.", "", Write},
		{"a selection gathered and cleared", "gather_selected_rows", "Add rows to, list or clear the rows selected so far.", gather, Write},
		{"stored records cleared", "clear_records", "Clear all records of a table.", "", Destructive},
		{"logs cleared", "clear_logs", "Clear the log files of an app.", "", Destructive},
		{"rows gathered and cleared", "gather_rows", "Add rows to, list or clear the rows of a table.", gather, Destructive},

		// Joining a channel, a room or a meeting makes the caller a
		// member, as opening a connection does; joining strings or
		// paths computes a value.
		{"a channel joined", "join_channel", "Join a channel to talk to the design app.", "", Write},
		{"a meeting joined", "join_meeting", "Join a video meeting as the note taker.", "", Write},
		{"a room joined", "room_join", "Join a chat room by its id.", "", Write},
		{"paths joined", "join_paths", "Join path segments into one path.", "", Read},
		{"strings joined", "join_text", "Join strings with a separator.", "", Read},

		// An operation enum's replace on a tool that carries the text it
		// works on, and names no stored target, edits that text and
		// hands it back; beside a path or a document id it replaces
		// what is kept there.
		{"a regex replace", "text_regex", "Test, match or replace with a regular expression.", regexOps, Read},
		{"a string replace", "string_ops", "Transform a string.", stringOps, Read},
		{"a replace in a file", "file_ops", "Search or replace in a file.", fileOps, Destructive},
		{"a replace in a document", "doc_ops", "Search or replace in a document.", docOps, Destructive},
	})
}
