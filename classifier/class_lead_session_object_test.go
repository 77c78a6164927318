package classifier

import (
	"testing"

	"github.com/mcpscan/mcpscan/catalog"
)

// TestClassLeadSessionObject covers an operation enum whose bare delete or
// clear acts on what the description's opening "manage X" names: when X is
// state of a debug session (breakpoints, watchpoints), removing it is a
// write, as it is for a tool named after breakpoints. Data named there, or
// a value that names its own object, keeps Destructive.
func TestClassLeadSessionObject(t *testing.T) {
	const enum = `{"type":"object","properties":{"action":{"type":"string","enum":["set","delete","list"]},"code":{"type":"string"}}}`
	checkCategories(t, []categoryCase{
		{"exception breakpoints", catalog.Tool{Name: "dbg_exceptions", Description: "Manage exception breakpoints, list exception codes, or skip exceptions"}, enum, Write},
		{"watchpoints", catalog.Tool{Name: "gdb_watch", Description: "Manage hardware watchpoints. Set, clear or list them."}, enum, Write},
		{"logpoints, handle", catalog.Tool{Name: "logpoint_tool", Description: "Handle the logpoints of a target."}, enum, Write},
		{"German lead", catalog.Tool{Name: "dbg_exceptions", Description: "Manage exception breakpoints: Ausnahmen setzen oder löschen."}, enum, Write},
		// Look-alikes that keep Destructive.
		{"records", catalog.Tool{Name: "crm_contacts", Description: "Manage contacts, list companies."}, enum, Destructive},
		{"something of the session", catalog.Tool{Name: "recorder", Description: "Manage the session's recordings."}, enum, Destructive},
		{"session state then data", catalog.Tool{Name: "dbg_store", Description: "Manage breakpoints and saved snapshots."}, enum, Destructive},
		{"a list of things", catalog.Tool{Name: "dbg_store", Description: "Manage breakpoints, snapshots and logs."}, enum, Destructive},
		{"no placeholder verb", catalog.Tool{Name: "dbg_store", Description: "Stores exception breakpoints."}, enum, Destructive},
	})
}
