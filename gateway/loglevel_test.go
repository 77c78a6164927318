package gateway

import (
	"context"
	"net/http/httptest"
	"os"
	"slices"
	"sync"
	"testing"
	"time"

	"github.com/mark3labs/mcp-go/client"
	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"

	"github.com/mcpscan/mcpscan/crawler/introspect"
)

// talkerEnv makes the test binary serve the "talker" server on stdio.
const talkerEnv = "MCPSCAN_GATEWAY_TEST_TALKER"

// talkerServer logs at three levels when asked, and tells the log level of
// the session it serves (mcp-go's servers send error and above until a
// client sets another level).
func talkerServer() *server.MCPServer {
	s := server.NewMCPServer("talker", "1.0.0", server.WithToolCapabilities(false), server.WithLogging())
	s.AddTool(mcp.NewTool("say", mcp.WithDescription("Log at debug, info and error.")),
		func(ctx context.Context, _ mcp.CallToolRequest) (*mcp.CallToolResult, error) {
			srv := server.ServerFromContext(ctx)
			for _, l := range []mcp.LoggingLevel{mcp.LoggingLevelDebug, mcp.LoggingLevelInfo, mcp.LoggingLevelError} {
				_ = srv.SendLogMessageToClient(ctx, mcp.NewLoggingMessageNotification(l, "talker", string(l)))
			}
			// mcp-go's servers send notifications from a queue of their
			// own, which an answer could overtake.
			time.Sleep(50 * time.Millisecond)
			return mcp.NewToolResultText("said"), nil
		})
	s.AddTool(mcp.NewTool("level", mcp.WithDescription("Tell the session's log level.")),
		func(ctx context.Context, _ mcp.CallToolRequest) (*mcp.CallToolResult, error) {
			if ls, ok := server.ClientSessionFromContext(ctx).(server.SessionWithLogging); ok {
				return mcp.NewToolResultText(string(ls.GetLogLevel())), nil
			}
			return mcp.NewToolResultError("no logging session"), nil
		})
	return s
}

// listener is a client of the gateway that keeps the levels of the log
// messages it receives.
type listener struct {
	c      *client.Client
	mu     sync.Mutex
	levels []string
}

func (f *fixture) listener(t *testing.T) *listener {
	l := &listener{c: f.connect(t, "/mcp/talker", nil, legacyProtocol())}
	l.c.OnNotification(func(n mcp.JSONRPCNotification) {
		if n.Method != "notifications/message" {
			return
		}
		l.mu.Lock()
		defer l.mu.Unlock()
		if level, ok := n.Params.AdditionalFields["level"].(string); ok {
			l.levels = append(l.levels, level)
		}
	})
	return l
}

// say calls say and returns the levels of the log messages that came,
// in severity order.
func (l *listener) say(t *testing.T) []string {
	t.Helper()
	l.mu.Lock()
	l.levels = nil
	l.mu.Unlock()
	if text, isErr, err := callTool(t.Context(), l.c, "say", nil); err != nil || isErr {
		t.Fatalf("say: got %q, %v, %v", text, isErr, err)
	}
	// Enough for a message that would come to come: mcp-go's client hands
	// notifications on concurrently with the answer.
	time.Sleep(150 * time.Millisecond)
	l.mu.Lock()
	defer l.mu.Unlock()
	got := slices.Clone(l.levels)
	slices.SortFunc(got, func(a, b string) int { return levelIndex(a) - levelIndex(b) })
	return got
}

// One client setting a more detailed log level on a shared upstream gets
// the messages it asked for; another client still gets only what the
// server sends it by default, and once the first client ends the upstream
// is set back.
func TestLogLevelOfASharedUpstream(t *testing.T) {
	up := httptest.NewServer(server.NewStreamableHTTPServer(talkerServer()))
	t.Cleanup(up.Close)
	for transport, target := range map[string]introspect.Target{
		"stdio": {Name: "talker", Transport: introspect.TransportStdio, Command: os.Args[0], Env: map[string]string{talkerEnv: "1"}},
		"http":  {Name: "talker", Transport: introspect.TransportStreamableHTTP, URL: up.URL + "/mcp"},
	} {
		t.Run(transport, func(t *testing.T) {
			f := newFixture(t, fixtureOptions{targets: []introspect.Target{target},
				policies: map[string]string{"talker": `{"version": "1", "default": "allow"}`}})
			a, b := f.listener(t), f.listener(t)
			if got, want := b.say(t), []string{"error"}; !slices.Equal(got, want) {
				t.Fatalf("b before any setLevel: got %v, want %v (the server's default)", got, want)
			}
			if err := a.c.SetLevel(t.Context(), mcp.SetLevelRequest{Params: mcp.SetLevelParams{Level: mcp.LoggingLevelDebug}}); err != nil { //nolint:staticcheck // logging/setLevel is still relayed for the protocol versions that have it
				t.Fatalf("a setLevel: %v", err)
			}
			for _, tc := range []struct {
				name string
				l    *listener
				want []string
			}{
				{"a, who asked for debug", a, []string{"debug", "info", "error"}},
				{"b, who asked for nothing", b, []string{"error"}},
			} {
				if got := tc.l.say(t); !slices.Equal(got, tc.want) {
					t.Errorf("%s: got %v, want %v", tc.name, got, tc.want)
				}
			}
			if got := upstreamLevel(t, b.c); got != "debug" {
				t.Errorf("upstream level while a is there: got %q, want debug", got)
			}
			_ = a.c.Close()
			got := ""
			for deadline := time.Now().Add(3 * time.Second); time.Now().Before(deadline); time.Sleep(20 * time.Millisecond) {
				if got = upstreamLevel(t, b.c); got == "error" {
					break
				}
			}
			if got != "error" {
				t.Errorf("upstream level after a ended: got %q, want error (set back)", got)
			}
			if got, want := b.say(t), []string{"error"}; !slices.Equal(got, want) {
				t.Errorf("b after a ended: got %v, want %v", got, want)
			}
		})
	}
}

// upstreamLevel is the log level the talker's session at the gateway has.
func upstreamLevel(t *testing.T, c *client.Client) string {
	t.Helper()
	text, isErr, err := callTool(t.Context(), c, "level", nil)
	if err != nil || isErr {
		t.Fatalf("level: got %q, %v, %v", text, isErr, err)
	}
	return text
}
