package classifier

import (
	"encoding/json"
	"testing"

	"github.com/mcpscan/mcpscan/catalog"
)

// A name that computes with a quantity, or plans an act, in a definition
// declared read-only, reads; the same names without the declaration, or
// with the act joined on, keep the act.
func TestNamePureAndPreview(t *testing.T) {
	tool := func(name, desc string, readOnly *bool) catalog.Tool {
		def := map[string]any{"name": name, "description": desc,
			"inputSchema": map[string]any{"type": "object", "properties": map[string]any{"time": map[string]any{"type": "string", "description": "A time."}}}}
		if readOnly != nil {
			def["annotations"] = map[string]any{"readOnlyHint": *readOnly}
		}
		b, _ := json.Marshal(def)
		var tl catalog.Tool
		if err := json.Unmarshal(b, &tl); err != nil {
			t.Fatal(err)
		}
		return tl
	}
	yes, no := true, false
	for _, tt := range []struct {
		name, tool, desc string
		readOnly         *bool
		want             Category
	}{
		{"time arithmetic declared read-only", "add_time", "Adds or subtracts a duration from a given time.", &yes, Read},
		{"days subtracted, declared read-only", "subtract_days", "Subtracts days from a date.", &yes, Read},
		{"time added, not declared", "add_time", "Adds time to the user's timesheet.", nil, Write},
		{"a plan of an add, declared read-only", "bfs_plan_registry_add", "Plans installation of a local capability pack and returns the exact file bodies and a review token.", &yes, Read},
		{"a preview of an apply, declared read-only", "preview_apply_changes", "Shows the changes an apply would make.", &yes, Read},
		{"a plan and its apply joined", "plan_and_delete_records", "Plans and deletes the records.", &yes, Destructive},
		{"a plan of an add, declared writing", "plan_registry_add", "Plans and installs a capability pack.", &no, Write},
		{"a preview whose description deletes", "preview_delete_records", "Deletes every record matching the filter.", &yes, Destructive},
		{"time arithmetic whose description stores", "add_time", "Adds the hours to the employee's timesheet and saves it.", &yes, Write},
	} {
		t.Run(tt.name, func(t *testing.T) {
			if got := Classify(tool(tt.tool, tt.desc, tt.readOnly)).Category; got != tt.want {
				t.Errorf("%s: got %s, want %s", tt.tool, got, tt.want)
			}
		})
	}
}
