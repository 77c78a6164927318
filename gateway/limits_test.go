package gateway

import (
	"context"
	"net"
	"net/http/httptest"
	"strings"
	"testing"
	"time"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"

	"github.com/mcpscan/mcpscan/crawler/introspect"
	"github.com/mcpscan/mcpscan/internal/upstream"
	"github.com/mcpscan/mcpscan/internal/windowtest"
)

// A call that reached the upstream has used its limit, whether or not
// its answer came back: a client that drops the connection or lets its
// request time out cannot reset the count. Only a call that provably never
// left the gateway (the server was down) gives its slot back.
func TestLimitStaysSpentUnlessTheCallNeverLeft(t *testing.T) {
	policy := `{"version": "1", "default": "deny", "tools": {
	  "sleep": {"limits": [{"counter": "sleep_rate", "window": "minute", "max": 3, "scope": "grant"}]},
	  "crash": {"limits": [{"counter": "crash_rate", "window": "minute", "max": 2, "scope": "grant"}]},
	  "echo": {"limits": [{"counter": "echo_rate", "window": "minute", "max": 2, "scope": "grant"}]}}}`

	t.Run("the client gives up", func(t *testing.T) {
		windowtest.ClearOfEdge(t, time.Minute, 15*time.Second)
		f := newFixture(t, fixtureOptions{policies: map[string]string{"notes": policy}})
		c := f.connect(t, "/mcp/notes", nil, legacyProtocol())
		// The server must be up and the calls given time to leave: a call
		// the client drops while the gateway still waits for the server
		// provably never left, and rightly gives its slot back.
		waitUp(t, f, "notes")
		for i := range 3 {
			ctx, cancel := context.WithTimeout(t.Context(), 600*time.Millisecond)
			_, _, err := callTool(ctx, c, "sleep", map[string]any{"ms": 5000})
			cancel()
			if err == nil {
				t.Fatalf("call %d: want the client's own timeout", i+1)
			}
		}
		text, isErr, err := callTool(t.Context(), c, "sleep", map[string]any{"ms": 1})
		if err != nil || !isErr || !strings.Contains(text, "rate limit reached") {
			t.Errorf("4th call after 3 abandoned ones: got %q (error %v, err %v), want the limit's denial", text, isErr, err)
		}
	})

	t.Run("the upstream dies mid-call", func(t *testing.T) {
		windowtest.ClearOfEdge(t, time.Minute, 15*time.Second)
		f := newFixture(t, fixtureOptions{policies: map[string]string{"notes": policy}})
		c := f.connect(t, "/mcp/notes", nil, legacyProtocol())
		for range 2 {
			_, _, _ = callTool(t.Context(), c, "crash", nil)
			waitUp(t, f, "notes")
		}
		text, isErr, err := callTool(t.Context(), c, "crash", nil)
		if err != nil || !isErr || !strings.Contains(text, "rate limit reached") {
			t.Errorf("3rd crash: got %q (error %v, err %v), want the limit's denial", text, isErr, err)
		}
	})

	t.Run("the upstream is down", func(t *testing.T) {
		// An HTTP upstream on a fixed loopback port, stopped and started.
		ln, err := (&net.ListenConfig{}).Listen(t.Context(), "tcp", "127.0.0.1:0")
		if err != nil {
			t.Fatal(err)
		}
		addr := ln.Addr().String()
		start := func(l net.Listener) *httptest.Server {
			s := httptest.NewUnstartedServer(server.NewStreamableHTTPServer(echoServer()))
			_ = s.Listener.Close()
			s.Listener = l
			s.Start()
			return s
		}
		windowtest.ClearOfEdge(t, time.Minute, 20*time.Second)
		up := start(ln)
		// Three calls a minute: the first call, perhaps the first call
		// after the stop (below), and one once the server is back.
		webPolicy := strings.Replace(policy, `"echo_rate", "window": "minute", "max": 2`, `"echo_rate", "window": "minute", "max": 3`, 1)
		if webPolicy == policy {
			t.Fatal("the echo limit was not raised for this case")
		}
		f := newFixture(t, fixtureOptions{policies: map[string]string{"web": webPolicy},
			targets:  []introspect.Target{{Name: "web", Transport: introspect.TransportStreamableHTTP, URL: "http://" + addr + "/mcp"}},
			upstream: upstream.Options{Backoff: time.Hour, MaxBackoff: time.Hour}})
		c := f.connect(t, "/mcp/web", nil, legacyProtocol())
		if text, isErr, err := callTool(t.Context(), c, "echo", map[string]any{"text": "x"}); err != nil || isErr {
			t.Fatalf("first call: %q %v", text, err)
		}
		// Standing streams would keep Close waiting: cut them first.
		up.CloseClientConnections()
		up.Close()
		// The server is down: the calls fail without reaching it, and use
		// nothing up. The first may have gone out on a kept-alive
		// connection the server closed as it stopped: that one cannot be
		// proven unsent, so it may keep its slot; no later one may.
		for i := range 5 {
			text, isErr, err := callTool(t.Context(), c, "echo", map[string]any{"text": "x"})
			if err == nil && (!isErr || strings.Contains(text, "rate limit")) {
				t.Fatalf("call %d to a server that is down: %q", i+1, text)
			}
		}
		l2, err := (&net.ListenConfig{}).Listen(t.Context(), "tcp", addr)
		if err != nil {
			t.Skipf("the port was taken meanwhile: %v", err)
		}
		up2 := start(l2)
		defer func() {
			f.gw.Close() // its standing stream would keep Close waiting
			up2.Close()
		}()
		f.gw.pool.Restart("web")
		waitUp(t, f, "web")
		// One or two calls are left, as the first call after the stop
		// kept its slot or not; then the limit's denial.
		allowed := 0
		for range 3 {
			text, isErr, err := callTool(t.Context(), c, "echo", map[string]any{"text": "x"})
			if err == nil && !isErr {
				allowed++
				continue
			}
			if !strings.Contains(text, "rate limit") {
				t.Fatalf("call once the server is back: %q %v", text, err)
			}
			break
		}
		if allowed < 1 || allowed > 2 {
			t.Errorf("calls allowed once the server is back: got %d, want 1 or 2 of the limit's 3", allowed)
		}
	})
}

// echoServer is an upstream with one tool, echo.
func echoServer() *server.MCPServer {
	s := server.NewMCPServer("web", "1.0.0", server.WithToolCapabilities(true))
	s.AddTool(mcp.NewTool("echo", mcp.WithString("text")), func(_ context.Context, r mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		return mcp.NewToolResultText(r.GetString("text", "")), nil
	})
	return s
}

// waitUp waits until a server is connected again.
func waitUp(t *testing.T, f *fixture, name string) {
	t.Helper()
	deadline := time.Now().Add(10 * time.Second)
	for {
		if _, ok := f.gw.pool.Info(name); ok {
			return
		}
		if time.Now().After(deadline) {
			t.Fatalf("the %s server did not come back", name)
		}
		time.Sleep(10 * time.Millisecond)
	}
}
