package classifier

import (
	"encoding/json"
	"testing"

	"github.com/mcpscan/mcpscan/catalog"
)

// TestDeclaredReadOnlyOpening: a declared readOnlyHint with a description
// that opens by handing something back outweighs a name verb that writes
// or runs, and nothing else: not a description or schema that deletes,
// runs code or pays, not a name verb that destroys, not a destructiveHint,
// not another opening, and not the opening without the hint.
func TestDeclaredReadOnlyOpening(t *testing.T) {
	yes, no := true, false
	readOnly := catalog.Annotations{ReadOnlyHint: &yes, DestructiveHint: &no}
	lying := catalog.Annotations{ReadOnlyHint: &yes, DestructiveHint: &yes}
	none := catalog.Annotations{}
	empty := `{"type":"object"}`
	for _, tt := range []struct {
		name, tool, desc, schema string
		ann                      catalog.Annotations
		want                     Category
	}{
		{"a write verb naming the subject", "applyPalette", "Get the colour values and CSS variables of a named palette.", empty, readOnly, Read},
		{"a fix verb on a validator", "fixSchema", "Validates a JSON schema and suggests corrections for each error.", empty, readOnly, Read},
		{"a log noun read as a verb", "svn_log", "Shows the revision history of a working copy.", empty, readOnly, Read},
		{"a debugging helper", "debug_query", "Returns the plan the database would choose for a query, with costs.", empty, readOnly, Read},
		{"a mode enum that looks like an operation", "checkLayout", "Diagnose a page layout for overlapping boxes.", `{"type":"object","properties":{"mode":{"type":"string","enum":["push","pull"]}}}`, readOnly, Read},
		{"an execute verb on a lookup", "invoke_help", "Lists the commands the CLI offers and their flags.", empty, readOnly, Read},
		{"the same opening without the hint", "applyPalette", "Get the colour values and CSS variables of a named palette.", empty, none, Write},
		{"the hint with destructiveHint true", "applyPalette", "Get the colour values and CSS variables of a named palette.", empty, lying, Write},
		{"another opening", "apply_migration", "Apply a schema migration to the database.", empty, readOnly, Write},
		{"a run opening", "run_checks", "Run the project's test suite and return the failures.", empty, readOnly, Execute},
		{"a description that runs code", "eval_snippet", "Returns the value of a JavaScript snippet, which it executes in a sandbox.", empty, readOnly, Execute},
		{"a description that deletes", "tidy_cache", "Get the cache size; with purge set, deletes every cached entry.", empty, readOnly, Destructive},
		{"a description that pays", "settle_order", "Returns the receipt after it pays the order from the stored card.", empty, readOnly, Financial},
		{"a hint does not hide a send", "send_message", "Returns the sent message.", `{"type":"object","properties":{"to":{"type":"string"},"text":{"type":"string"}}}`, readOnly, Write},
		{"a hint does not hide a create", "createUser", "Validates and returns the new user.", `{"type":"object","properties":{"email":{"type":"string"}}}`, readOnly, Write},
		{"a hint does not hide an update", "update_record", "Returns the record after applying the changes in fields.", `{"type":"object","properties":{"id":{"type":"string"},"fields":{"type":"object"}}}`, readOnly, Write},
		{"a hint does not hide a share", "share_file", "Get a link to the file once it is shared with the given people.", `{"type":"object","properties":{"people":{"type":"array","items":{"type":"string"}}}}`, readOnly, Write},
		{"a name verb that destroys", "delete_draft", "Get rid of a draft message.", empty, readOnly, Destructive},
		{"a code parameter", "inspect_page", "Inspect the page by running a script.", `{"type":"object","properties":{"code":{"type":"string","description":"JavaScript code to execute in the page"}}}`, readOnly, Execute},
		{"a lead that says it writes", "sync_notes", "Fetch the notes of a notebook and save them to the local cache.", empty, readOnly, Write},
	} {
		t.Run(tt.name, func(t *testing.T) {
			a := Classify(catalog.Tool{Name: tt.tool, Description: tt.desc, InputSchema: json.RawMessage(tt.schema), Annotations: tt.ann})
			if a.Category != tt.want {
				t.Errorf("got %s, want %s; evidence %+v", a.Category, tt.want, a.Evidence)
			}
		})
	}
}
