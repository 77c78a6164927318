package cli

import (
	"encoding/json"
	"os"
	"strings"
	"testing"

	"github.com/mark3labs/mcp-go/mcp"

	"github.com/mcpscan/mcpscan/gateway/oauth/oauthtest"
)

// withOAuth adds an "oauth" section to the SERVERS.json at path.
func withOAuth(t *testing.T, path string, section map[string]any) {
	t.Helper()
	data, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	var doc map[string]any
	if err := json.Unmarshal(data, &doc); err != nil {
		t.Fatal(err)
	}
	doc["oauth"] = section
	if data, err = json.Marshal(doc); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(path, data, 0o600); err != nil {
		t.Fatal(err)
	}
}

// TestGatewayOAuth: with an "oauth" section the gateway takes the
// issuer's access tokens, and the audit log names their identity.
func TestGatewayOAuth(t *testing.T) {
	as := oauthtest.New(t)
	cfg, policies, db := gatewaySetup(t, localPolicy)
	const resource = "https://gw.example/mcp"
	withOAuth(t, cfg, map[string]any{"issuer": as.Issuer, "resource": resource, "required_scopes": []string{"mcp:tools"}})
	url, stop := startGateway(t, "--db", db, "--config", cfg, "--policies", policies)
	c := dialGateway(t, url, as.Mint(t, "es1", as.Claims("alice", resource, "mcp:tools")))
	req := mcp.CallToolRequest{}
	req.Params.Name = "local__list_files"
	res, err := c.CallTool(t.Context(), req)
	if err != nil || res.IsError {
		t.Fatalf("list_files through the gateway: %+v %v", res, err)
	}
	_ = c.Close()
	stop()
	code, out, errOut := run(t, "audit", "--db", db, "--format", "json")
	if code != ExitOK || !strings.Contains(out, `"identity": "oauth:alice"`) {
		t.Errorf("audit: exit %d, want a record of oauth:alice\n%s\n%s", code, out, errOut)
	}
}

func TestGatewayOAuthRefusesToStart(t *testing.T) {
	cfg, policies, db := gatewaySetup(t, localPolicy)
	bad, _, _ := gatewaySetup(t, localPolicy)
	withOAuth(t, bad, map[string]any{"issuer": "https://idp.example", "resource": "https://gw.example/mcp", "algorithms": []string{"none"}})
	for _, tt := range []struct {
		name string
		args []string
		want string
	}{
		{"grant named as a token identity", []string{"--grant", "oauth:alice=0123456789abcdef"}, `grant oauth:alice: names starting with "oauth:"`},
		{"alg none", []string{"--config", bad, "--listen", "127.0.0.1:0"}, `--config: ` + bad + `: oauth: algorithms: "none" is never accepted`},
	} {
		t.Run(tt.name, func(t *testing.T) {
			args := append([]string{"gateway", "--db", db, "--config", cfg, "--policies", policies}, tt.args...)
			code, _, errOut := run(t, args...)
			if code != ExitUsage || !strings.Contains(errOut, tt.want) {
				t.Errorf("got exit %d, stderr %q; want 2 and %q", code, errOut, tt.want)
			}
		})
	}
}
