package gateway

import (
	"bytes"
	"context"
	"encoding/json"
	"io"
	"net/http"
	"net/http/httptest"
	"os"
	"slices"
	"strings"
	"sync"
	"testing"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"

	"github.com/mcpscan/mcpscan/crawler/introspect"
)

// partialEnv makes the test binary serve the "part" server on stdio,
// declaring only the capability the variable names.
const partialEnv = "MCPSCAN_GATEWAY_TEST_PARTIAL"

// partialServer offers only tools, only resources or only prompts, and
// declares only that capability: mcp-go answers any other list with an
// error, as many servers do.
func partialServer(kind string) *server.MCPServer {
	switch kind {
	case "resources":
		s := server.NewMCPServer("part", "1.0.0", server.WithResourceCapabilities(false, false))
		for _, uri := range []string{"part://doc", "part://secret"} {
			s.AddResource(mcp.NewResource(uri, uri), func(context.Context, mcp.ReadResourceRequest) ([]mcp.ResourceContents, error) {
				return []mcp.ResourceContents{mcp.TextResourceContents{URI: uri, Text: "text of " + uri}}, nil
			})
		}
		return s
	case "prompts":
		s := server.NewMCPServer("part", "1.0.0", server.WithPromptCapabilities(false))
		for _, name := range []string{"hello", "secret"} {
			s.AddPrompt(mcp.NewPrompt(name), func(context.Context, mcp.GetPromptRequest) (*mcp.GetPromptResult, error) {
				return mcp.NewGetPromptResult(name, []mcp.PromptMessage{mcp.NewPromptMessage(mcp.RoleUser, mcp.NewTextContent(name))}), nil
			})
		}
		return s
	default:
		s := server.NewMCPServer("part", "1.0.0", server.WithToolCapabilities(false))
		s.AddTool(mcp.NewTool("ping"), func(context.Context, mcp.CallToolRequest) (*mcp.CallToolResult, error) {
			return mcp.NewToolResultText("pong"), nil
		})
		return s
	}
}

const partialPolicy = `{"version": "1", "default": "allow",
 "prompts": {"deny": ["secret"]}, "resources": {"deny": ["part://secret"]}}`

// A server that offers only resources, only prompts or only tools comes up
// behind the gateway like any other: it is never asked for what it did not
// declare, its own endpoint lists what it has under the policy, and the
// aggregate endpoint lists it beside the other servers' tools.
func TestServersWithoutEveryCapability(t *testing.T) {
	for _, kind := range []string{"resources", "prompts", "tools"} {
		var mu sync.Mutex
		var asked []string // the list methods the HTTP upstream was sent
		h := server.NewStreamableHTTPServer(partialServer(kind))
		up := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
			body, _ := io.ReadAll(r.Body)
			var m struct {
				Method string `json:"method"`
			}
			if json.Unmarshal(body, &m) == nil && strings.HasSuffix(m.Method, "/list") {
				mu.Lock()
				asked = append(asked, m.Method)
				mu.Unlock()
			}
			r.Body = io.NopCloser(bytes.NewReader(body))
			h.ServeHTTP(w, r)
		}))
		t.Cleanup(up.Close)
		for transport, target := range map[string]introspect.Target{
			"stdio": {Name: "part", Transport: introspect.TransportStdio, Command: os.Args[0], Env: map[string]string{partialEnv: kind}},
			"http":  {Name: "part", Transport: introspect.TransportStreamableHTTP, URL: up.URL + "/mcp"},
		} {
			t.Run(kind+" over "+transport, func(t *testing.T) {
				f := newFixture(t, fixtureOptions{targets: []introspect.Target{notesTarget(), target},
					policies: map[string]string{"part": partialPolicy}})
				ctx := t.Context()
				if got := f.gw.health()["servers"].(map[string]string)["part"]; got != "up" {
					t.Errorf("health of part: got %q, want up", got)
				}
				own := f.connect(t, "/mcp/part", nil, legacyProtocol())
				wantTools := []string{}
				if kind == "tools" {
					wantTools = []string{"ping"}
				}
				if got := toolNames(t, own); !slices.Equal(got, wantTools) {
					t.Errorf("tools on its endpoint: got %v, want %v", got, wantTools)
				}
				agg := f.connect(t, "/mcp", nil, legacyProtocol())
				names := toolNames(t, agg)
				if got, want := slices.Contains(names, "notes__echo"), true; got != want {
					t.Errorf("notes__echo on the aggregate endpoint: got %v, want %v (%v)", got, want, names)
				}
				if got, want := slices.Contains(names, "part__ping"), kind == "tools"; got != want {
					t.Errorf("part__ping on the aggregate endpoint: got %v, want %v (%v)", got, want, names)
				}
				if kind == "tools" {
					if text, isErr, err := callTool(ctx, agg, "part__ping", nil); err != nil || isErr || text != "pong" {
						t.Errorf("call part__ping: got %q, %v, %v, want pong", text, isErr, err)
					}
				}
				for _, c := range []struct {
					path string
					cl   interface {
						ListResources(context.Context, mcp.ListResourcesRequest) (*mcp.ListResourcesResult, error)
						ListPrompts(context.Context, mcp.ListPromptsRequest) (*mcp.ListPromptsResult, error)
					}
					prompt string
				}{{"/mcp/part", own, "hello"}, {"/mcp", agg, "part__hello"}} {
					var uris []string
					if res, err := c.cl.ListResources(ctx, mcp.ListResourcesRequest{}); err == nil {
						for _, r := range res.Resources {
							uris = append(uris, r.URI)
						}
					} else {
						t.Errorf("%s resources/list: %v", c.path, err)
					}
					if want := kind == "resources"; slices.Contains(uris, "part://doc") != want || slices.Contains(uris, "part://secret") {
						t.Errorf("%s resources: got %v, want part://doc %v and never part://secret", c.path, uris, want)
					}
					var prompts []string
					if res, err := c.cl.ListPrompts(ctx, mcp.ListPromptsRequest{}); err == nil {
						for _, p := range res.Prompts {
							prompts = append(prompts, p.Name)
						}
					} else {
						t.Errorf("%s prompts/list: %v", c.path, err)
					}
					if want := kind == "prompts"; slices.Contains(prompts, c.prompt) != want || len(prompts) > 1 {
						t.Errorf("%s prompts: got %v, want %s %v and nothing else", c.path, prompts, c.prompt, want)
					}
				}
				if strings.Contains(f.logs.String(), "not supported") {
					t.Errorf("gateway log: got a server asked for what it does not offer, want none:\n%s", f.logs.String())
				}
				if transport != "http" {
					return
				}
				mu.Lock()
				defer mu.Unlock()
				for _, m := range asked {
					declared := strings.HasPrefix(m, kind+"/") || (kind == "resources" && m == "resources/templates/list")
					if !declared {
						t.Errorf("list methods the upstream was sent: got %v, want only %s ones", asked, kind)
						break
					}
				}
				asked = nil
			})
		}
	}
}
