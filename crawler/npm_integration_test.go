package crawler

import (
	"context"
	"os"
	"strings"
	"testing"
	"time"

	"github.com/mcpscan/mcpscan/crawler/introspect"
)

// npmServersEnv names the directory where .ci/run installs real MCP servers
// from npm ("npm install --prefix DIR"); the test itself uses no network.
const npmServersEnv = "MCPSCAN_NPM_SERVERS"

// TestRealNPMServers introspects reference MCP servers from npm over stdio.
func TestRealNPMServers(t *testing.T) {
	dir := os.Getenv(npmServersEnv)
	if dir == "" {
		if os.Getenv("CI") != "" {
			t.Fatalf("%s is not set: .ci/run installs the npm servers this test needs", npmServersEnv)
		}
		t.Skipf("set %s to a directory with the reference servers installed (see .ci/run)", npmServersEnv)
	}
	root := t.TempDir()
	for _, tt := range []struct {
		pkg      string
		args     []string
		minTools int
		want     []string // tools that must be there
	}{
		{"@modelcontextprotocol/server-everything", nil, 8, []string{"echo"}},
		{"@modelcontextprotocol/server-filesystem", []string{root}, 10, []string{"read_text_file", "write_file", "move_file", "list_directory"}},
		{"@modelcontextprotocol/server-memory", nil, 8, []string{"create_entities", "delete_entities", "read_graph"}},
	} {
		t.Run(tt.pkg, func(t *testing.T) {
			inst, err := Locate(dir, tt.pkg, InstallOptions{Args: tt.args})
			if err != nil {
				t.Fatal(err)
			}
			res, err := introspect.Introspect(context.Background(), inst.Target, introspect.Limits{Timeout: 60 * time.Second})
			if err != nil {
				t.Fatal(err)
			}
			if len(res.Server.Tools) < tt.minTools {
				t.Errorf("got %d tools, want at least %d", len(res.Server.Tools), tt.minTools)
			}
			for _, name := range tt.want {
				tool, ok := res.Server.Tool(name)
				if !ok {
					t.Errorf("tool %s missing", name)
					continue
				}
				if !strings.Contains(string(tool.InputSchema), `"type"`) {
					t.Errorf("tool %s has no input schema: %s", name, tool.InputSchema)
				}
			}
			if res.ServerInfo.Name == "" || res.ProtocolVersion == "" {
				t.Errorf("server info: %+v, protocol %q", res.ServerInfo, res.ProtocolVersion)
			}
			t.Logf("%s %s: %d tools, %d prompts, %d resources, protocol %s", inst.Name, inst.Version,
				len(res.Server.Tools), res.Prompts, res.Resources, res.ProtocolVersion)
		})
	}
}
