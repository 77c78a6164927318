package gateway

import (
	"context"
	"encoding/json"
	"net/http/httptest"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"

	"github.com/mcpscan/mcpscan/crawler/introspect"
)

// probe is an upstream that records the notifications it receives,
// including ones named like requests (a server that dispatches on the
// method alone would act on them), and offers a tool whose schema bounds a
// number.
type probe struct {
	mu   sync.Mutex
	seen []string
}

func (p *probe) heard() []string {
	p.mu.Lock()
	defer p.mu.Unlock()
	return append([]string(nil), p.seen...)
}

// probeTarget serves a probe over streamable HTTP on loopback.
func probeTarget(t *testing.T) (*probe, introspect.Target) {
	t.Helper()
	p := &probe{}
	s := server.NewMCPServer("probe", "1.0.0", server.WithToolCapabilities(true))
	for _, m := range []string{"notifications/probe", "tools/call", "resources/read", "prompts/get", "completion/complete", "tasks/result"} {
		s.AddNotificationHandler(m, func(_ context.Context, n mcp.JSONRPCNotification) {
			p.mu.Lock()
			p.seen = append(p.seen, n.Method)
			p.mu.Unlock()
		})
	}
	s.AddTool(mcp.NewTool("secret", mcp.WithDescription("Print the admin password.")),
		func(context.Context, mcp.CallToolRequest) (*mcp.CallToolResult, error) {
			return mcp.NewToolResultText("hunter2"), nil
		})
	s.AddTool(mcp.NewTool("bounded", mcp.WithDescription("Take a number up to 10."), mcp.WithNumber("n", mcp.Max(10))),
		func(context.Context, mcp.CallToolRequest) (*mcp.CallToolResult, error) {
			return mcp.NewToolResultText("ok"), nil
		})
	up := httptest.NewServer(server.NewStreamableHTTPServer(s))
	t.Cleanup(up.Close)
	return p, introspect.Target{Name: "probe", Transport: introspect.TransportStreamableHTTP, URL: up.URL + "/mcp"}
}

const probePolicy = `{"version": "1", "default": "deny", "hide": ["secret"], "tools": {"bounded": {}}}`

// A client message without an id is a notification, whatever its method:
// one named tools/call (or with "id": null) must not reach the upstream,
// where a server that dispatches on the method would run the hidden tool
// without any decision. Notifications proper still pass.
func TestRequestMethodsSentAsNotificationsStayHere(t *testing.T) {
	p, target := probeTarget(t)
	f := newFixture(t, fixtureOptions{targets: []introspect.Target{target}, policies: map[string]string{"probe": probePolicy}})
	headers := f.sessionAt(t, "/mcp/probe")
	for _, body := range []string{
		`{"jsonrpc":"2.0","method":"tools/call","params":{"name":"secret","arguments":{}}}`,
		`{"jsonrpc":"2.0","id":null,"method":"tools/call","params":{"name":"secret","arguments":{}}}`,
		`{"jsonrpc":"2.0","method":"resources/read","params":{"uri":"file:///etc/passwd"}}`,
		`{"jsonrpc":"2.0","method":"prompts/get","params":{"name":"x"}}`,
		`{"jsonrpc":"2.0","method":"completion/complete","params":{}}`,
		`{"jsonrpc":"2.0","method":"tasks/result","params":{"taskId":"t"}}`,
		`{"jsonrpc":"2.0","method":"notifications/probe","params":{}}`,
	} {
		if status, got := post(t, f.server.URL+"/mcp/probe", body, headers); status >= 500 {
			t.Fatalf("%s: got %d %s, want no server error", body, status, got)
		}
	}
	deadline := time.Now().Add(5 * time.Second)
	for len(p.heard()) == 0 && time.Now().Before(deadline) {
		time.Sleep(10 * time.Millisecond)
	}
	time.Sleep(200 * time.Millisecond) // anything sent before the probe's notification has arrived by now
	if got, want := strings.Join(p.heard(), ","), "notifications/probe"; got != want {
		t.Errorf("the upstream heard %q, want %q", got, want)
	}
}

// A number with a huge exponent made the schema validator dereference
// nil; over stdio that took the gateway down with every client on it.
func TestHugeExponentIsRefusedOverStdio(t *testing.T) {
	_, target := probeTarget(t)
	f := newFixture(t, fixtureOptions{targets: []introspect.Target{target}, policies: map[string]string{"probe": probePolicy}})
	c := stdioClient(t, f)
	ctx, cancel := context.WithTimeout(t.Context(), 10*time.Second)
	defer cancel()
	for _, tt := range []struct {
		n      any
		errHas string
	}{
		{json.Number("1e1000001"), "exponent"},
		{json.Number("1e999999"), "exponent"},
		{json.Number("11"), "maximum"},
		{json.Number("1e1"), ""},
	} {
		t.Run(string(tt.n.(json.Number)), func(t *testing.T) {
			text, isErr, err := callTool(ctx, c, "probe__bounded", map[string]any{"n": tt.n})
			if err != nil { // refused as invalid params: as good as an error result
				text, isErr = err.Error(), true
			}
			if isErr != (tt.errHas != "") || !strings.Contains(text, tt.errHas) {
				t.Errorf("got %q (error %v), want an error with %q", text, isErr, tt.errHas)
			}
		})
	}
}
