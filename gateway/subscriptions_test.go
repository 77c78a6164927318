package gateway

import (
	"context"
	"net/http"
	"net/http/httptest"
	"strings"
	"sync"
	"sync/atomic"
	"testing"
	"time"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"

	"github.com/mcpscan/mcpscan/crawler/introspect"
)

// subsServer is an upstream with one subscribable resource that counts
// the unsubscribes it hears.
type subsServer struct {
	mu            sync.Mutex
	sessions      []server.ClientSession
	unsubscribes  atomic.Int64
	subscriptions atomic.Int64
}

const subsURI = "subs://feed"

func subsTarget(t *testing.T) (*subsServer, introspect.Target) {
	t.Helper()
	u := &subsServer{}
	hooks := &server.Hooks{}
	hooks.AddOnRegisterSession(func(_ context.Context, s server.ClientSession) {
		u.mu.Lock()
		u.sessions = append(u.sessions, s)
		u.mu.Unlock()
	})
	hooks.AddBeforeAny(func(_ context.Context, _ any, method mcp.MCPMethod, _ any) {
		switch method {
		case mcp.MethodResourcesUnsubscribe:
			u.unsubscribes.Add(1)
		case mcp.MethodResourcesSubscribe:
			u.subscriptions.Add(1)
		}
	})
	srv := server.NewMCPServer("subs", "1.0.0", server.WithToolCapabilities(false),
		server.WithResourceCapabilities(true, true), server.WithHooks(hooks))
	srv.AddTool(mcp.NewTool("noop", mcp.WithDescription("Do nothing.")), func(context.Context, mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		return mcp.NewToolResultText("ok"), nil
	})
	srv.AddResource(mcp.NewResource(subsURI, "feed"), func(context.Context, mcp.ReadResourceRequest) ([]mcp.ResourceContents, error) {
		return []mcp.ResourceContents{mcp.TextResourceContents{URI: subsURI, Text: "news"}}, nil
	})
	up := httptest.NewServer(server.NewStreamableHTTPServer(srv))
	t.Cleanup(up.Close)
	return u, introspect.Target{Name: "subs", Transport: introspect.TransportStreamableHTTP, URL: up.URL + "/mcp"}
}

// updated tells every connection to the server that the resource changed.
func (u *subsServer) updated() {
	n := mcp.JSONRPCNotification{JSONRPC: mcp.JSONRPC_VERSION, Notification: mcp.Notification{
		Method: "notifications/resources/updated", Params: mcp.NotificationParams{AdditionalFields: map[string]any{"uri": subsURI}}}}
	u.mu.Lock()
	defer u.mu.Unlock()
	for _, s := range u.sessions {
		select {
		case s.NotificationChannel() <- n:
		case <-time.After(100 * time.Millisecond): // a connection gone since
		}
	}
}

// subscriber is a client with a standing stream that counts the updates
// it hears.
type subscriber struct {
	f       *fixture
	headers map[string]string
	mu      sync.Mutex
	updates int
}

func (f *fixture) subscriber(t *testing.T, token string) *subscriber {
	t.Helper()
	s := &subscriber{f: f, headers: openSession(t, f, token, "/mcp/subs")}
	f.stream(t, "/mcp/subs", s.headers, func(data string) {
		if strings.Contains(data, "notifications/resources/updated") {
			s.mu.Lock()
			s.updates++
			s.mu.Unlock()
		}
	})
	return s
}

func (s *subscriber) heard() int {
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.updates
}

// do sends resources/subscribe or resources/unsubscribe.
func (s *subscriber) do(t *testing.T, method string) {
	t.Helper()
	status, body := post(t, s.f.server.URL+"/mcp/subs", `{"jsonrpc":"2.0","id":7,"method":"resources/`+method+`","params":{"uri":"`+subsURI+`"}}`, s.headers)
	if status != http.StatusOK || !strings.Contains(body, `"result":{}`) {
		t.Fatalf("%s: status %d: %s", method, status, body)
	}
}

// eventually waits until cond holds or a few seconds pass.
func eventually(cond func() bool) bool {
	for deadline := time.Now().Add(5 * time.Second); time.Now().Before(deadline); time.Sleep(20 * time.Millisecond) {
		if cond() {
			return true
		}
	}
	return cond()
}

// Every client's subscriptions share the gateway's one connection to a
// server: one client's unsubscribe, or one it never subscribed to, must
// not end another's subscription there, and the last holder's leaving
// (by unsubscribing or by ending its session) must.
func TestSubscriptionsAreHeldPerClient(t *testing.T) {
	up, target := subsTarget(t)
	f := newFixture(t, fixtureOptions{targets: []introspect.Target{target},
		policies: map[string]string{"subs": `{"version": "1", "default": "allow"}`}, http: HTTPOptions{Grants: grantsFor()}})
	alice, bob, carol := f.subscriber(t, aliceToken), f.subscriber(t, bobToken), f.subscriber(t, aliceToken)
	alice.do(t, "subscribe")
	bob.do(t, "subscribe")
	carol.do(t, "unsubscribe") // never subscribed
	alice.do(t, "unsubscribe")
	if got := up.unsubscribes.Load(); got != 0 {
		t.Errorf("unsubscribes at the server while bob holds a subscription: got %d, want 0", got)
	}
	up.updated()
	if !eventually(func() bool { return bob.heard() == 1 }) {
		t.Errorf("bob's updates after alice and carol unsubscribed: got %d, want 1", bob.heard())
	}
	if got := alice.heard() + carol.heard(); got != 0 {
		t.Errorf("updates to alice and carol, who hold no subscription: got %d, want 0", got)
	}
	bob.do(t, "unsubscribe")
	if got := up.unsubscribes.Load(); got != 1 {
		t.Errorf("unsubscribes at the server once the last holder left: got %d, want 1", got)
	}
	carol.do(t, "subscribe")
	if status, _, _ := rawRequest(t, http.MethodDelete, f.server.URL+"/mcp/subs", "", carol.headers); status != http.StatusOK {
		t.Fatalf("DELETE the session: status %d", status)
	}
	if !eventually(func() bool { return up.unsubscribes.Load() == 2 }) {
		t.Errorf("unsubscribes at the server once its holder's session ended: got %d, want 2", up.unsubscribes.Load())
	}
}
