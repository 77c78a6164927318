package classifier

import "testing"

// TestClassesFoundOnNinthReviewDraw covers the classes of error the
// review sample's ninth draw showed, each written afresh with the
// look-alikes that must keep their reading.
func TestClassesFoundOnNinthReviewDraw(t *testing.T) {
	const (
		saveSwitch   = `{"type":"object","properties":{"root":{"type":"string"},"save_report":{"type":"boolean","description":"Save the findings report to ./reports/ (default false)."}}}`
		saveSetting  = `{"type":"object","properties":{"root":{"type":"string"},"save_options":{"type":"boolean","description":"Save these options as the account's defaults."}}}`
		pdfPath      = `{"type":"object","properties":{"target":{"type":"string","description":"File path to save the PDF"}}}`
		resultsFile  = `{"type":"object","properties":{"out":{"type":"string","description":"Save results to a file instead of returning them."}}}`
		imagePath    = `{"type":"object","properties":{"target":{"type":"string","description":"File path to save the image"}}}`
		readFromPath = `{"type":"object","properties":{"target":{"type":"string","description":"Path of the file to scan."}}}`
		lookupFile   = `{"type":"object","properties":{"id":{"type":"string"},"out":{"type":"string","description":"Write the record to a file."}}}`
	)
	runVerbCases(t, []verbCase{
		// A name's writing verb that stands after another of its words
		// names a thing when the description opens by handing something
		// back and never uses that word as a verb. Used as a verb in the
		// first sentence, after a joining word, first in the name, or
		// beside a description that marks or deletes, it keeps its act.
		{"an archive of records read", "climate_archive", "Get historical climate records for a place.", "", Read},
		{"direct-message threads listed", "chat_dm_threads", "List your DM threads, newest first.", "", Read},
		{"an archive verb in the lead", "climate_archive", "Get a record and archive it.", "", Write},
		{"booked after a search", "travel_book_flights", "Search and book flights for a trip.", "", Write},
		{"a pull whose lead names no other word", "repo_pull", "Fetch from the remote and integrate it.", "", Write},
		{"the verb first in the name", "archive_records", "Get old records out of sight.", "", Write},
		{"a read that marks messages", "social_dm_conversation", "Read a conversation (marks its messages as read).", "", Write},
		{"a lead that deletes", "climate_archive", "Get old records, then delete them permanently.", "", Destructive},

		// Starting a period of planned work, a sign-in or a record's
		// move changes a status; starting a job or a server runs it.
		{"a sprint started", "board_start_sprint", "Start a planned sprint.", "", Write},
		{"an iteration started", "start_iteration", "Starts the next iteration of the project.", "", Write},
		{"an OAuth flow started", "start_oauth", "Start the OAuth flow for the account.", "", Write},
		{"a domain's move started", "start_domain_move", "Begin moving a domain to another account.", "", Write},
		{"a job started", "start_job", "Starts a job.", "", Execute},
		{"a server started", "start_server", "Start the development server.", "", Execute},

		// A parameter whose description says the call saves what the
		// tool makes to a place on disk writes a file, whatever the
		// tool's verb: a switch named for saving, a path to save a PDF,
		// results saved to a file. A screenshot saved, a lookup's record
		// saved, a setting saved in the service and a path to read from
		// do not.
		{"a report switch on an audit", "audit_project", "Audit a project against a standard.", saveSwitch, Write},
		{"a path to save a PDF", "page_pdf", "Produce a PDF of the page.", pdfPath, Write},
		{"scan results saved to a file", "scan_links", "Scan a page for broken links.", resultsFile, Write},
		{"a screenshot saved to a path", "take_screenshot", "Take a screenshot of the page.", imagePath, Read},
		{"a lookup's record saved", "get_record", "Get a record by id.", lookupFile, Read},
		{"options saved in the service", "audit_project", "Audit a project against a standard.", saveSetting, Read},
		{"a path to read from", "scan_file", "Scan a file for secrets.", readFromPath, Read},

		// Stashing changes sets them aside in the repository: a write.
		{"changes stashed", "repo_stash", "Stashes changes in the working tree.", "", Write},
		{"stashes listed", "list_stashes", "Lists the stashes of a repository.", "", Read},
	})
}
