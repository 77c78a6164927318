package classifier

import (
	"encoding/json"
	"testing"

	"github.com/mcpscan/mcpscan/catalog"
)

// TestClassesFoundOnFourthHeldOutServers: the kinds of tool the fourth
// held-out corpus showed the rules getting wrong, written afresh: files
// generated into an output location, an HTTP method that is a field of a
// stored record, EXPLAIN of a SELECT, and a test module run.
func TestClassesFoundOnFourthHeldOutServers(t *testing.T) {
	methods := `{"type":"object","properties":{"method":{"type":"string","enum":["GET","POST","PUT","PATCH","DELETE"]},"path":{"type":"string"}}}`
	for _, tt := range []struct {
		name, tool, desc, schema string
		want                     Category
	}{
		{"a report written to an output path", "inspect_heap_dump", "Inspect a heap dump and summarise the largest retainers.", `{"type":"object","properties":{"dumpFile":{"type":"string"},"outputPath":{"type":"string"}}}`, Write},
		{"documents generated into an output directory", "split_manual", "Split a manual into one document per chapter.", `{"type":"object","properties":{"source":{"type":"string"},"output_dir":{"type":"string"}}}`, Write},
		{"an input path is not an output", "summarize_repo", "Summarise a repository's layout.", `{"type":"object","properties":{"repo_path":{"type":"string"}}}`, Read},
		{"an output format is not a place", "render_chart", "Render a chart from a series.", `{"type":"object","properties":{"output_format":{"type":"string"}}}`, Read},
		{"plan files created in a folder", "draft_migration", "Draft a migration plan. Creates checklist files in the docs/migration folder.", `{"type":"object"}`, Write},
		{"files mentioned, none created", "count_lines", "Count the lines of the files in a directory.", `{"type":"object"}`, Read},
		{"an endpoint definition stored", "register_endpoint", "Register an endpoint definition in the catalogue.", methods, Write},
		{"endpoint definitions listed", "list_endpoints", "List stored endpoint definitions, filtered by method.", methods, Read},
		{"a stub response kept", "add_stub", "Add a canned response for a route.", methods, Write},
		{"an operation enum of HTTP-like verbs", "manage_tag", "Manage tags.", `{"type":"object","properties":{"operation":{"type":"string","enum":["GET","PUT","DELETE"]}}}`, Destructive},
		{"a request sent", "send_request", "Send an HTTP request to the service.", methods, Destructive},
		{"a request with no verb in the name", "http", "HTTP client.", methods, Destructive},
		{"EXPLAIN of a SELECT", "show_plan", "Run EXPLAIN for one SELECT statement and return the plan.", `{"type":"object","properties":{"sql":{"type":"string"}}}`, Read},
		{"SQL that is run", "run_statement", "Run a statement and return the rows affected.", `{"type":"object","properties":{"sql":{"type":"string"}}}`, Execute},
		{"a test module run on a device", "device_check", "Run an instrumentation test module on the connected phone.", `{"type":"object","properties":{"module":{"type":"string"}}}`, Execute},
	} {
		t.Run(tt.name, func(t *testing.T) {
			a := Classify(catalog.Tool{Name: tt.tool, Description: tt.desc, InputSchema: json.RawMessage(tt.schema)})
			if a.Category != tt.want {
				t.Errorf("got %s, want %s; evidence %+v", a.Category, tt.want, a.Evidence)
			}
		})
	}
}
