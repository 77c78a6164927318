package gateway

import (
	"encoding/json"
	"fmt"
	"net/http/httptest"
	"strings"
	"testing"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"

	"github.com/mcpscan/mcpscan/crawler/introspect"
)

// indirectSchemas declare the member "path" of read_path other than
// directly under properties: the gateway's case check must read the
// schema as its validator does, or "PATH" reaches a Go server (which
// reads it as "path") while the policy reads args.path as absent.
var indirectSchemas = map[string]string{
	"ref":   `{"type":"object","$ref":"#/$defs/a","$defs":{"a":{"properties":{"path":{"type":"string"}}}}}`,
	"allof": `{"type":"object","allOf":[{"properties":{"path":{"type":"string"}}}]}`,
	"anyof": `{"type":"object","anyOf":[{"properties":{"path":{"type":"string"}}},{"required":["x"]}]}`,
	"oneof": `{"type":"object","oneOf":[{"properties":{"path":{"type":"string"}}}]}`,
	"dependent": `{"type":"object","properties":{"mode":{"type":"string"}},
	  "dependentSchemas":{"mode":{"properties":{"path":{"type":"string"}}}}}`,
}

// structServer serves one read_path tool per schema, each binding its
// arguments to a struct as typed Go handlers do.
func structServer(t *testing.T) introspect.Target {
	t.Helper()
	s := server.NewMCPServer("files", "1.0.0", server.WithToolCapabilities(true))
	for name, schema := range indirectSchemas {
		s.AddTool(mcp.NewToolWithRawSchema("read_"+name, "Read a file.", json.RawMessage(schema)), readBoundPath)
	}
	up := httptest.NewServer(server.NewStreamableHTTPServer(s))
	t.Cleanup(up.Close)
	return introspect.Target{Name: "files", Transport: introspect.TransportStreamableHTTP, URL: up.URL + "/mcp"}
}

func TestCaseOfMembersDeclaredIndirectlyIsRefused(t *testing.T) {
	tools := map[string]any{}
	for name := range indirectSchemas {
		tools["read_"+name] = map[string]any{"deny_if": []any{map[string]any{
			"conditions": []any{map[string]any{"path": "args.path", "op": "regex", "value": "^/etc"}}, "on_deny": "Not /etc."}}}
	}
	pol, _ := json.Marshal(map[string]any{"version": "1", "default": "deny", "tools": tools})
	f := newFixture(t, fixtureOptions{targets: []introspect.Target{structServer(t)}, policies: map[string]string{"files": string(pol)}})
	c := f.connect(t, "/mcp/files", nil, legacyProtocol())
	for name := range indirectSchemas {
		for _, tt := range []struct {
			args   map[string]any
			want   string
			denied bool
		}{
			{map[string]any{"path": "/tmp/x", "mode": "r"}, "read /tmp/x", false},
			{map[string]any{"path": "/etc/shadow", "mode": "r"}, "Not /etc.", true},
			{map[string]any{"PATH": "/etc/shadow", "mode": "r"}, "in another case", true},
			{map[string]any{"Path": "/etc/shadow", "mode": "r"}, "in another case", true},
		} {
			t.Run(fmt.Sprint(name, tt.args), func(t *testing.T) {
				text, isErr, err := callTool(t.Context(), c, "read_"+name, tt.args)
				if err != nil {
					t.Fatal(err)
				}
				if isErr != tt.denied || !strings.Contains(text, tt.want) || strings.Contains(text, "read /etc") {
					t.Errorf("got %q (error %v), want %q (error %v)", text, isErr, tt.want, tt.denied)
				}
			})
		}
	}
}
