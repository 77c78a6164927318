package classifier

import (
	"testing"

	"github.com/mcpscan/mcpscan/catalog"
)

// TestClassUndoneInTheSameCall covers a destroying verb whose sentence
// says the call undoes it: statements run inside a transaction that is
// rolled back, or a program terminated and launched again (a restart).
// Nothing is lost; agent-supplied SQL still runs. A rollback or a relaunch
// in another sentence, or none, leaves the destruction standing.
func TestClassUndoneInTheSameCall(t *testing.T) {
	const sql = `{"type":"object","properties":{"sql":{"type":"string","description":"The statement to try"}},"required":["sql"]}`
	const session = `{"type":"object","properties":{"sessionId":{"type":"string"}}}`
	checkCategories(t, []categoryCase{
		{"a DELETE rolled back", catalog.Tool{Name: "try_statement", Description: "Execute an UPDATE or DELETE inside a transaction and roll it back."}, sql, Execute},
		{"deletes, then rolled back", catalog.Tool{Name: "preview_change", Description: "Deletes the matching rows in a transaction that is rolled back, and reports the count."}, sql, Execute},
		{"terminate and relaunch", catalog.Tool{Name: "restart_target", Description: "Terminate the debugged program and relaunch it with the same arguments."}, session, Write},
		{"kill and restart it", catalog.Tool{Name: "restart_worker", Description: "Kills the worker process and restarts it."}, session, Write},
		// The destruction stands.
		{"a DELETE committed", catalog.Tool{Name: "apply_statement", Description: "Deletes the matching rows and commits."}, sql, Destructive},
		{"rolled back in another sentence", catalog.Tool{Name: "purge_rows", Description: "Deletes the matching rows. Errors are rolled back."}, sql, Destructive},
		{"terminated for good", catalog.Tool{Name: "stop_target", Description: "Terminate the debugged program."}, session, Destructive},
	})
}
