package classifier

import (
	"testing"

	"github.com/mcpscan/mcpscan/catalog"
)

// TestClassGlossedOperationList covers a description's list of operations
// whose items carry a short gloss in brackets ("login (start flow), logout
// (drop token)"): the list still gives the tool its worst operation, and
// the words of a gloss are no operations of their own.
func TestClassGlossedOperationList(t *testing.T) {
	checkCategories(t, []categoryCase{
		{"sign-in operations", catalog.Tool{Name: "auth_servers", Description: "OAuth for connected servers. Actions: login (start flow), logout (drop token), status (check)."}, "", Write},
		{"a delete among glossed ones", catalog.Tool{Name: "notes_tool", Description: "Notes. Operations: list (all notes), get (one note), delete (by id)."}, "", Destructive},
		{"slash-separated", catalog.Tool{Name: "queue_tool", Description: "Queue access. ops: peek (first item) / push (append)."}, "", Write},
		// Look-alikes: a gloss's verb is not an operation, and a list of
		// reads stays a read.
		{"gloss names a run", catalog.Tool{Name: "jobs_view", Description: "Job views. Actions: list (jobs to run), status (of a run)."}, "", Read},
		{"reads only", catalog.Tool{Name: "stats_tool", Description: "Statistics. modes: summary (totals), detail (per item), list (names)."}, "", Read},
	})
}
