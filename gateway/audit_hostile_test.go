package gateway

import (
	"strconv"
	"strings"
	"testing"
	"unicode/utf8"

	"github.com/mcpscan/mcpscan/registry"
)

// Every tools/call a caller makes leaves one audit record, whatever it
// sends: params the gateway cannot read (a duplicate key, arguments that
// are no object), a name with line breaks and control characters, or a
// call that crashes its server. The record's fields are stored whole and
// valid, so no field can spill into another or forge a record. A message
// that is no JSON-RPC at all (invalid UTF-8, past the size limit) is
// refused before it is read as a call, and leaves none.
func TestEveryCallLeavesOneAuditRecord(t *testing.T) {
	f := newFixture(t, fixtureOptions{})
	headers := f.session(t)
	big := `"` + strings.Repeat("a", maxArgumentBytes) + `"`
	for i, tt := range []struct {
		name   string
		params string
		tool   string // as recorded
		want   string // the decision recorded
	}{
		{"invalid UTF-8 in an argument", `{"name":"notes__delete_note","arguments":{"id":"` + "\xff\xfe" + `"}}`, "", ""},
		{"a name in invalid UTF-8", `{"name":"notes__` + "\xff" + `","arguments":{}}`, "", ""},
		{"arguments past the size limit", `{"name":"notes__echo","arguments":{"text":` + big + `}}`, "", ""},
		{"a duplicate argument", `{"name":"notes__delete_note","arguments":{"id":"1","id":"2"}}`, "delete_note", DecisionDeny},
		{"a duplicate name", `{"name":"notes__echo","name":"notes__delete_note","arguments":{}}`, "delete_note", DecisionDeny},
		{"arguments that are no object", `{"name":"notes__delete_note","arguments":["7"]}`, "delete_note", DecisionDeny},
		{"a name with a line break", `{"name":"notes__echo\n2026-01-01 allow notes echo","arguments":{}}`, "echo\n2026-01-01 allow notes echo", DecisionDeny},
		{"a name with control characters", `{"name":"notes__echo\u0000\u001b[2K","arguments":{}}`, "echo\x00\x1b[2K", DecisionDeny},
		{"a call that crashes its server", `{"name":"notes__crash","arguments":{}}`, "crash", DecisionAllow},
	} {
		t.Run(tt.name, func(t *testing.T) {
			before := len(f.audit(t, registry.AuditFilter{}, 0))
			body := `{"jsonrpc":"2.0","id":` + strconv.Itoa(i+2) + `,"method":"tools/call","params":` + tt.params + `}`
			status, got := post(t, f.server.URL+"/mcp", body, headers)
			if status >= 500 {
				t.Fatalf("got %d %s, want an answer", status, got)
			}
			if tt.want == "" {
				if !strings.Contains(got, `"error"`) {
					t.Errorf("got %s, want a JSON-RPC error", clip(got, 300))
				}
				return
			}
			recs := f.audit(t, registry.AuditFilter{}, before+1)
			if len(recs) != before+1 {
				t.Fatalf("got %d new records, want 1 (answer %s)", len(recs)-before, clip(got, 300))
			}
			r := recs[0]
			if r.Tool != tt.tool || r.Decision != tt.want || r.Server != "notes" {
				t.Errorf("got record %q/%q decided %q (%s), want %q/%q decided %q", r.Server, r.Tool, r.Decision, r.Reason, "notes", tt.tool, tt.want)
			}
			for _, s := range []string{r.Tool, r.Reason, r.Rule, r.Error, string(r.Args)} {
				if !utf8.ValidString(s) {
					t.Errorf("a field holds invalid UTF-8: %q", s)
				}
			}
		})
	}
}
