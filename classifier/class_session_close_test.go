package classifier

import (
	"testing"

	"github.com/mcpscan/mcpscan/catalog"
)

// TestClassSessionCloseTerminates covers a tool whose name closes a
// session (a PTY, a REPL, a debug session) and whose description says it
// terminates the session's process: that is how the session ends, a
// write, as closing a session the server opened is. Deleting data on
// close, or terminating under a name that does not close a session,
// still destroys.
func TestClassSessionCloseTerminates(t *testing.T) {
	const ids = `{"type":"object","properties":{"session_id":{"type":"string"}},"required":["session_id"]}`
	checkCategories(t, []categoryCase{
		{"close a PTY", catalog.Tool{Name: "box_pty_close", Description: "Close a PTY session and terminate the process."}, ids, Write},
		{"end a REPL", catalog.Tool{Name: "end_repl", Description: "Ends the REPL and kills its interpreter."}, ids, Write},
		{"stop a session", catalog.Tool{Name: "stop_session", Description: "Stops the shell session; terminates the shell."}, ids, Write},
		// The destruction stands.
		{"close and delete files", catalog.Tool{Name: "close_session", Description: "Close the session and delete its uploaded files."}, ids, Destructive},
		{"terminate a process by name", catalog.Tool{Name: "kill_process", Description: "Terminate the process."}, ids, Destructive},
		{"close a non-session", catalog.Tool{Name: "close_account", Description: "Close the account and terminate the subscription."}, ids, Destructive},
	})
}
