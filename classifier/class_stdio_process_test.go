package classifier

import (
	"testing"

	"github.com/mcpscan/mcpscan/catalog"
)

// TestClassStdioProcess covers a tool that attaches to or starts a
// program's process over stdio: a stdio server is a local program the
// tool starts itself, so the agent picks what runs, Execute. Listing or
// reading processes already attached, and connecting over the network,
// keep their category.
func TestClassStdioProcess(t *testing.T) {
	const target = `{"type":"object","properties":{"target":{"type":"string"}},"required":["target"]}`
	checkCategories(t, []categoryCase{
		{"attach via stdio", catalog.Tool{Name: "hook_up", Description: "Validate and attach a local server process via stdio"}, target, Execute},
		{"start over stdio", catalog.Tool{Name: "bring_up", Description: "Starts the chosen MCP server over stdio and lists its tools."}, target, Execute},
		{"connect through stdio", catalog.Tool{Name: "link_repo", Description: "Connects to the repository's language server process through stdio."}, target, Execute},
		{"spawn using stdio", catalog.Tool{Name: "add_backend", Description: "Spawns a backend process using stdio for each entry."}, target, Execute},
		// Look-alikes that keep their category.
		{"lists attached processes", catalog.Tool{Name: "list_servers", Description: "Lists the server processes attached via stdio."}, target, Read},
		{"reads a process's log", catalog.Tool{Name: "get_stderr", Description: "Returns what the attached process wrote to stderr; processes speak over stdio."}, target, Read},
		{"connects over the network", catalog.Tool{Name: "connect_server", Description: "Connects to a remote server over HTTPS."}, target, Write},
	})
}
