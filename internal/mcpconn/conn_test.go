package mcpconn

import (
	"context"
	"encoding/json"
	"errors"
	"net/http/httptest"
	"os"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"

	"github.com/mcpscan/mcpscan/crawler/introspect"
	"github.com/mcpscan/mcpscan/internal/jsonrpc"
)

const serveEnv = "MCPSCAN_MCPCONN_TEST_SERVER"

func TestMain(m *testing.M) {
	if os.Getenv(serveEnv) != "" {
		_ = server.ServeStdio(testServer())
		os.Exit(0)
	}
	os.Exit(m.Run())
}

// testServer is an mcp-go server with a tool that talks back: it sends
// progress and a log message about its call and asks the client a
// question (elicitation) before it answers.
func testServer() *server.MCPServer {
	s := server.NewMCPServer("peer", "1.0.0", server.WithToolCapabilities(true), server.WithLogging(), server.WithElicitation())
	s.AddTool(mcp.NewTool("echo", mcp.WithString("text")), func(_ context.Context, r mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		return mcp.NewToolResultText(r.GetString("text", "")), nil
	})
	s.AddTool(mcp.NewTool("chatty"), func(ctx context.Context, r mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		srv := server.ServerFromContext(ctx)
		if r.Params.Meta != nil && r.Params.Meta.ProgressToken != nil {
			_ = srv.SendNotificationToClient(ctx, "notifications/progress", map[string]any{
				"progressToken": r.Params.Meta.ProgressToken, "progress": 1, "total": 2})
		}
		res, err := srv.RequestElicitation(ctx, mcp.ElicitationRequest{Params: mcp.ElicitationParams{
			Message: "ok?", RequestedSchema: map[string]any{"type": "object", "properties": map[string]any{}}}})
		if err != nil {
			return mcp.NewToolResultError("elicitation: " + err.Error()), nil
		}
		return mcp.NewToolResultText(string(res.Action)), nil
	})
	s.AddTool(mcp.NewTool("sleep"), func(ctx context.Context, _ mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		select {
		case <-ctx.Done():
			return mcp.NewToolResultText("cancelled"), nil
		case <-time.After(10 * time.Second):
			return mcp.NewToolResultText("slept"), nil
		}
	})
	s.AddTool(mcp.NewTool("stubborn"), func(context.Context, mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		time.Sleep(10 * time.Second) // cancelled or not
		return mcp.NewToolResultText("done at last"), nil
	})
	return s
}

// recorder is a Handler that keeps what the server sent and answers
// elicitation with accept.
type recorder struct {
	mu      sync.Mutex
	notes   []string
	origins []any
	asked   []any
}

func (r *recorder) handler() Handler {
	return Handler{
		Notification: func(n *jsonrpc.Message, origin any) {
			r.mu.Lock()
			defer r.mu.Unlock()
			r.notes = append(r.notes, n.Method)
			r.origins = append(r.origins, origin)
		},
		Request: func(_ context.Context, req *jsonrpc.Message, origin any) (json.RawMessage, *jsonrpc.Error) {
			r.mu.Lock()
			r.asked = append(r.asked, origin)
			r.mu.Unlock()
			if req.Method != "elicitation/create" {
				return nil, jsonrpc.Errorf(jsonrpc.CodeMethodNotFound, "no")
			}
			return json.RawMessage(`{"action":"accept","content":{}}`), nil
		},
	}
}

func targets(t *testing.T) map[string]introspect.Target {
	t.Helper()
	srv := httptest.NewServer(server.NewStreamableHTTPServer(testServer()))
	t.Cleanup(srv.Close)
	sse := server.NewSSEServer(testServer())
	sseSrv := httptest.NewServer(sse)
	t.Cleanup(sseSrv.Close)
	return map[string]introspect.Target{
		"stdio": {Name: "peer", Transport: introspect.TransportStdio, Command: os.Args[0], Env: map[string]string{serveEnv: "1"}},
		"http":  {Name: "peer", Transport: introspect.TransportStreamableHTTP, URL: srv.URL + "/mcp"},
		"sse":   {Name: "peer", Transport: introspect.TransportSSE, URL: sseSrv.URL + "/sse"},
	}
}

func TestConnTransports(t *testing.T) {
	for name, target := range targets(t) {
		t.Run(name, func(t *testing.T) {
			rec := &recorder{}
			caps := json.RawMessage(`{"elicitation":{}}`)
			c, err := Dial(t.Context(), target, Options{Handler: rec.handler(), Capabilities: caps})
			if err != nil {
				t.Fatal(err)
			}
			defer c.Close()
			if got, want := c.Info().ProtocolVersion, mcp.LATEST_LEGACY_PROTOCOL_VERSION; got != want {
				t.Errorf("protocol: got %q, want %q", got, want)
			}
			raw, err := c.Call(t.Context(), "tools/call", json.RawMessage(`{"name":"echo","arguments":{"text":"hi"}}`), nil)
			if err != nil {
				t.Fatal(err)
			}
			if !strings.Contains(string(raw), `"hi"`) {
				t.Errorf("echo: got %s", raw)
			}
			if name == "sse" {
				return // mcp-go's SSE server cannot elicit
			}
			raw, err = c.Call(t.Context(), "tools/call", json.RawMessage(`{"name":"chatty","arguments":{},"_meta":{"progressToken":"p1"}}`), "origin-1")
			if err != nil {
				t.Fatal(err)
			}
			if !strings.Contains(string(raw), "accept") {
				t.Errorf("chatty: got %s", raw)
			}
			// mcp-go's servers send notifications from a queue of their own,
			// which the answer may overtake.
			for deadline := time.Now().Add(time.Second); time.Now().Before(deadline); time.Sleep(5 * time.Millisecond) {
				rec.mu.Lock()
				n := len(rec.notes)
				rec.mu.Unlock()
				if n > 0 {
					break
				}
			}
			rec.mu.Lock()
			defer rec.mu.Unlock()
			if len(rec.asked) != 1 {
				t.Fatalf("elicitations: got %d, want 1", len(rec.asked))
			}
			if name == "http" && rec.asked[0] != "origin-1" {
				t.Errorf("elicitation origin: got %v, want origin-1", rec.asked[0])
			}
			// mcp-go's HTTP server sends notifications on the session's
			// standing stream, which may not be open yet: only stdio
			// promises them.
			found := false
			for _, n := range rec.notes {
				found = found || n == "notifications/progress"
			}
			if !found && name == "stdio" {
				t.Errorf("no progress notification: got %v", rec.notes)
			}
		})
	}
}

func TestConnCancelAndDeath(t *testing.T) {
	target := targets(t)["stdio"]
	c, err := Dial(t.Context(), target, Options{})
	if err != nil {
		t.Fatal(err)
	}
	ctx, cancel := context.WithTimeout(t.Context(), 200*time.Millisecond)
	defer cancel()
	_, err = c.Call(ctx, "tools/call", json.RawMessage(`{"name":"sleep","arguments":{}}`), nil)
	if !errors.Is(err, context.DeadlineExceeded) || errors.Is(err, ErrNotSent) {
		t.Errorf("cancelled call: got %v, want a deadline error that is not ErrNotSent", err)
	}
	c.Close()
	_, err = c.Call(t.Context(), "tools/list", nil, nil)
	if !errors.Is(err, ErrNotSent) {
		t.Errorf("call on a closed connection: got %v, want ErrNotSent", err)
	}
}
