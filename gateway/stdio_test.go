package gateway

import (
	"context"
	"errors"
	"io"
	"net/http/httptest"
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/mark3labs/mcp-go/client"
	"github.com/mark3labs/mcp-go/client/transport"
	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"

	"github.com/mcpscan/mcpscan/crawler/introspect"
	"github.com/mcpscan/mcpscan/registry"
)

// stdioClient serves the gateway's aggregate endpoint over a pair of pipes
// and returns a client speaking to it, as a client that started
// 'mcpscan gateway --stdio' would.
func stdioClient(t *testing.T, f *fixture, opts ...client.ClientOption) *client.Client {
	t.Helper()
	toGateway, clientOut := io.Pipe()
	clientIn, fromGateway := io.Pipe()
	ctx, cancel := context.WithCancel(t.Context())
	served := make(chan error, 1)
	go func() { served <- f.gw.ServeStdio(ctx, toGateway, fromGateway) }()
	c := client.NewClient(transport.NewIO(clientIn, clientOut, io.NopCloser(strings.NewReader(""))), opts...)
	if err := c.Start(ctx); err != nil {
		t.Fatal(err)
	}
	ictx, icancel := context.WithTimeout(ctx, 10*time.Second)
	defer icancel()
	if _, err := c.Initialize(ictx, initRequest()); err != nil {
		t.Fatalf("initialize over stdio: %v", err)
	}
	t.Cleanup(func() {
		cancel()
		_ = clientOut.Close()
		_ = toGateway.Close()
		select {
		case err := <-served:
			if err != nil && !errors.Is(err, context.Canceled) && !errors.Is(err, io.ErrClosedPipe) {
				t.Errorf("the stdio server ended with %v", err)
			}
		case <-time.After(5 * time.Second):
			t.Error("the stdio server did not stop")
		}
	})
	return c
}

func TestStdio(t *testing.T) {
	f := newFixture(t, fixtureOptions{codemode: true})
	e := &elicitor{answer: accept}
	c := stdioClient(t, f, client.WithElicitationHandler(e))
	ctx := t.Context()

	names := toolNames(t, c)
	for _, want := range []string{"notes__echo", "codemode__execute_code"} {
		if !slices.Contains(names, want) {
			t.Errorf("tools/list over stdio lacks %s: %v", want, names)
		}
	}
	if slices.Contains(names, "notes__admin_secret") {
		t.Error("a hidden tool is listed over stdio")
	}
	for _, tt := range []struct {
		tool    string
		args    map[string]any
		want    string
		wantErr bool
	}{
		{"notes__echo", map[string]any{"text": "over stdio"}, "over stdio", false},
		{"notes__add_note", map[string]any{"text": "password"}, "Denied by policy: Notes may not hold passwords.", true},
		{"notes__delete_note", map[string]any{"id": "9"}, "deleted 9", false},
		{"codemode__execute_code", map[string]any{"code": `call_tool("notes", "echo", {text: "nested"})`}, "nested", false},
	} {
		t.Run(tt.tool, func(t *testing.T) {
			text, isErr, err := callTool(ctx, c, tt.tool, tt.args)
			if err != nil || isErr != tt.wantErr || !strings.Contains(text, tt.want) {
				t.Errorf("got %q (error %v, err %v), want %q", text, isErr, err, tt.want)
			}
		})
	}
	if len(e.asked) != 1 {
		t.Errorf("asked %d times for approval, want once (delete_note)", len(e.asked))
	}
	recs := f.audit(t, registry.AuditFilter{Identity: AnonymousIdentity}, 5)
	if len(recs) < 5 {
		t.Errorf("%d audit records for the stdio client, want 5", len(recs))
	}
}

// The upstream adds a tool (notifications/tools/list_changed): the gateway
// lists it again, and the policy decides whether clients see it.
func TestUpstreamToolListChange(t *testing.T) {
	policy := strings.Replace(notesPolicy, `"echo": {},`, `"echo": {}, "grow": {}, "grown": {},`, 1)
	f := newFixture(t, fixtureOptions{policies: map[string]string{"notes": policy}})
	c := f.connect(t, "/mcp", nil)
	var changed = make(chan struct{}, 8)
	f.listen(t, func(method string) {
		if method == string(mcp.MethodNotificationToolsListChanged) {
			changed <- struct{}{}
		}
	})
	if slices.Contains(toolNames(t, c), "notes__grown") {
		t.Fatal("grown is listed before the upstream has it")
	}
	if text, _, err := callTool(t.Context(), c, "notes__grow", nil); err != nil || text != "grew" {
		t.Fatalf("grow: %q %v", text, err)
	}
	select {
	case <-changed:
	case <-time.After(5 * time.Second):
		t.Fatal("no list_changed after the upstream's tools changed")
	}
	if !slices.Contains(toolNames(t, c), "notes__grown") {
		t.Error("the upstream's new tool is not listed")
	}
	if text, _, err := callTool(t.Context(), c, "notes__grown", nil); err != nil || text != "new" {
		t.Errorf("grown: %q %v", text, err)
	}
}

// An upstream over streamable HTTP that adds a tool: the gateway hears of
// it and lists it.
func TestHTTPUpstreamToolListChange(t *testing.T) {
	s := server.NewMCPServer("web", "1.0.0", server.WithToolCapabilities(true))
	s.AddTool(mcp.NewTool("grow"), func(context.Context, mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		s.AddTool(mcp.NewTool("grown"), func(context.Context, mcp.CallToolRequest) (*mcp.CallToolResult, error) {
			return mcp.NewToolResultText("new"), nil
		})
		return mcp.NewToolResultText("grew"), nil
	})
	upstream := httptest.NewServer(server.NewStreamableHTTPServer(s))
	// Closed after the gateway (cleanups run last first): its standing
	// stream to the upstream would keep Close waiting.
	t.Cleanup(upstream.Close)
	f := newFixture(t, fixtureOptions{
		targets:  []introspect.Target{{Name: "web", Transport: introspect.TransportStreamableHTTP, URL: upstream.URL + "/mcp"}},
		policies: map[string]string{"web": `{"version": "1", "default": "allow"}`},
	})
	c := f.connect(t, "/mcp", nil)
	if text, _, err := callTool(t.Context(), c, "web__grow", nil); err != nil || text != "grew" {
		t.Fatalf("grow: %q %v", text, err)
	}
	deadline := time.Now().Add(5 * time.Second)
	for !slices.Contains(toolNames(t, c), "web__grown") {
		if time.Now().After(deadline) {
			t.Fatal("the HTTP upstream's new tool is not listed")
		}
		time.Sleep(20 * time.Millisecond)
	}
}
