package classifier

import (
	"encoding/json"
	"testing"

	"github.com/mcpscan/mcpscan/catalog"
)

// TestClassesFoundOnThirdReviewDraw: the kinds of tool the review
// sample's third draw (and the held-out corpora with it) showed the rules
// getting wrong, written afresh, with the look-alikes that must keep their
// reading: a checkbox ticked in a page, a task handed to a browsing agent,
// a side effect told after its subject, an HTTP method list with WebDAV
// methods on a stored request, and an overwrite switch on a download into
// a local path.
func TestClassesFoundOnThirdReviewDraw(t *testing.T) {
	const (
		saveTo     = `{"type":"object","properties":{"url":{"type":"string"},"targetPath":{"type":"string","description":"Where on disk the file goes."},"overwrite":{"type":"boolean","description":"Replace a file already there."}}}`
		saveNoFlag = `{"type":"object","properties":{"url":{"type":"string"},"targetPath":{"type":"string","description":"Where on disk the file goes."}}}`
		returned   = `{"type":"object","properties":{"url":{"type":"string"},"overwrite":{"type":"boolean","description":"Ignored; kept for old clients."}}}`
		dumpFlags  = `{"type":"object","properties":{"database":{"type":"string"},"outputPath":{"type":"string","description":"Path of the dump."},"addDropTable":{"type":"boolean","description":"Put a DROP TABLE before each CREATE in the dump."}}}`
		refetch    = `{"type":"object","properties":{"url":{"type":"string"},"savePath":{"type":"string"},"force":{"type":"boolean","description":"Re-download even when a cached copy exists."}}}`
		storedReq  = `{"type":"object","properties":{"name":{"type":"string"},"method":{"type":"string","enum":["GET","POST","PUT","DELETE","PURGE","LOCK","UNLOCK","PROPFIND","MKCOL"]},"url":{"type":"string"}}}`
		sentReq    = `{"type":"object","properties":{"url":{"type":"string"},"method":{"type":"string","enum":["GET","POST","PUT","DELETE","PURGE","LOCK"]}}}`
		fileOps    = `{"type":"object","properties":{"path":{"type":"string"},"method":{"type":"string","enum":["get","copy","move","delete"]}}}`
	)
	runVerbCases(t, []verbCase{
		// A checkbox ticked is a browser interaction; checking that a box
		// is ticked, or checking anything else, reads.
		{"a checkbox ticked", "page_check", "Check the checkbox matched by a CSS selector.", "", Write},
		{"a radio button ticked", "ui_check", "Checks a radio button in the open form.", "", Write},
		{"whether a box is ticked", "page_is_checked", "Check whether a checkbox is ticked.", "", Read},
		{"a status checked", "check_status", "Check the status of a deployment.", "", Read},
		{"a link checked", "link_check", "Check that the links of a page resolve.", "", Read},

		// A task in plain words handed to an agent that drives a browser.
		{"an autonomous browser agent", "web_operator", "Lets a model autonomously carry out multi-step browser tasks on a hosted browser and report back.", "", Write},
		{"browser automation in plain words", "page_pilot", "AI-powered browser automation: say what to click and type, in natural language.", "", Write},
		{"a browser automation agent", "cloud_surfer", "A browser automation agent for form filling and checkout flows.", "", Write},
		{"a page fetched for an agent", "fetch_page", "Fetch a page so an agent can read it; no browser is started.", "", Read},
		{"documentation of browser automation", "search_docs", "Search the documentation of a browser automation library.", "", Read},
		{"a name verb that runs still decides", "run_browser_task", "Run a task autonomously with browser automation in natural language.", "", Execute},

		// A side effect told after its subject.
		{"the service revokes keys", "create_deploy_key", "Create a deploy key. Each repository keeps one key, so GitHub revokes the existing key when a new one is made.", "", Destructive},
		{"it deletes the old files", "sync_folder", "Mirror a folder to the bucket. Then it deletes the files missing from the source.", "", Destructive},
		{"a replace that erases every entry", "put_allowlist", "Set the allowlist. Sending an empty list erases every entry.", "", Destructive},
		{"another tool's act, by its gerund", "create_runner_lease", "Create a lease on a build runner. Returning wipes the runner's disk, so return it only at the end.", "", Write},
		{"advice in the base form", "list_snapshots", "List snapshots. Use it to delete the old ones with snapshot_delete.", "", Read},

		// HTTP methods of a stored request, WebDAV ones included, are a
		// field of the record; a tool that sends the request, or an
		// operation enum without POST, still picks what the tool does.
		{"a stored request with WebDAV methods", "update_saved_request", "Update a saved request of a collection.", storedReq, Write},
		{"a request sent with WebDAV methods", "send_request", "Send an HTTP request to a server.", sentReq, Destructive},
		{"file operations named like methods", "manage_file", "Manage a file in the workspace.", fileOps, Destructive},

		// An overwrite switch on a download into a local path replaces the
		// file there; without the path, or with a flag that only redoes
		// the work or shapes what is written, it does not.
		{"a download that may overwrite", "download_asset", "Download an asset into the workspace.", saveTo, Destructive},
		{"a download into a path", "download_asset", "Download an asset into the workspace.", saveNoFlag, Write},
		{"a download returned", "download_asset", "Download an asset and return its bytes.", returned, Read},
		{"an export whose flag shapes the dump", "export_database", "Export a database to an SQL dump.", dumpFlags, Write},
		{"a force that re-downloads", "download_model", "Download model weights.", refetch, Write},
	})
}

// TestDeclaredHintsDoNotLowerThirdDrawClasses: annotations that say a tool
// is harmless do not lower what its description says it destroys.
func TestDeclaredHintsDoNotLowerThirdDrawClasses(t *testing.T) {
	yes, no := true, false
	for _, tt := range []struct {
		name string
		ann  catalog.Annotations
		desc string
		want Category
	}{
		{"destructiveHint false", catalog.Annotations{ReadOnlyHint: &no, DestructiveHint: &no}, "Issue an API key. The platform revokes the existing keys of the app when a new one is issued.", Destructive},
		{"readOnlyHint true", catalog.Annotations{ReadOnlyHint: &yes, DestructiveHint: &no}, "Returns a fresh API key. The platform revokes the existing keys of the app when a new one is issued.", Destructive},
		{"no hints", catalog.Annotations{}, "Issue an API key. Keys stay valid until they expire.", Write},
	} {
		t.Run(tt.name, func(t *testing.T) {
			a := Classify(catalog.Tool{Name: "issue_api_key", Description: tt.desc, Annotations: tt.ann, InputSchema: json.RawMessage(`{"type":"object"}`)})
			if a.Category != tt.want {
				t.Errorf("got %s, want %s; evidence %+v", a.Category, tt.want, a.Evidence)
			}
		})
	}
}
