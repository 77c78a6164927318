package classifier

import (
	"encoding/json"
	"testing"

	"github.com/mcpscan/mcpscan/catalog"
)

// TestClassLeadSessionObject covers an operation enum whose bare delete or
// clear acts on what the description's opening "manage X" names: when X is
// state of a debug session (breakpoints, watchpoints), removing it is a
// write, as it is for a tool named after breakpoints. Data named there, or
// a value that names its own object, keeps Destructive.
func TestClassLeadSessionObject(t *testing.T) {
	enum := func(values string) string {
		return `{"type":"object","properties":{"action":{"type":"string","enum":[` + values + `]},"code":{"type":"string"}}}`
	}
	cases := []struct {
		name string
		tool catalog.Tool
		want Category
	}{
		{"exception breakpoints", catalog.Tool{Name: "dbg_exceptions", Description: "Manage exception breakpoints, list exception codes, or skip exceptions"}, Write},
		{"watchpoints", catalog.Tool{Name: "gdb_watch", Description: "Manage hardware watchpoints. Set, clear or list them."}, Write},
		{"logpoints, handle", catalog.Tool{Name: "logpoint_tool", Description: "Handle the logpoints of a target."}, Write},
		{"German lead", catalog.Tool{Name: "dbg_exceptions", Description: "Manage exception breakpoints: Ausnahmen setzen oder löschen."}, Write},
		// Look-alikes that keep Destructive.
		{"records", catalog.Tool{Name: "crm_contacts", Description: "Manage contacts, list companies."}, Destructive},
		{"something of the session", catalog.Tool{Name: "recorder", Description: "Manage the session's recordings."}, Destructive},
		{"session state then data", catalog.Tool{Name: "dbg_store", Description: "Manage breakpoints and saved snapshots."}, Destructive},
		{"a list of things", catalog.Tool{Name: "dbg_store", Description: "Manage breakpoints, snapshots and logs."}, Destructive},
		{"no placeholder verb", catalog.Tool{Name: "dbg_store", Description: "Stores exception breakpoints."}, Destructive},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			tool := c.tool
			tool.InputSchema = json.RawMessage(enum(`"set","delete","list"`))
			if got := Classify(tool).Category; got != c.want {
				t.Errorf("got %s, want %s", got, c.want)
			}
		})
	}
}
