package gateway

import (
	"fmt"
	"net"
	"strings"
	"sync/atomic"
	"testing"
	"time"

	"github.com/mcpscan/mcpscan/crawler/introspect"
)

// A client that opens its standing stream and never reads it must not
// hold up what the gateway sends everyone else: the notifications an
// upstream sends are passed on by one reader, which may not wait for one
// client's full socket.
func TestClientThatStopsReadingDoesNotHoldOthers(t *testing.T) {
	up, target := chattyTarget(t)
	f := newFixture(t, fixtureOptions{targets: []introspect.Target{target},
		policies: map[string]string{"chatty": `{"version": "1", "default": "deny", "tools": {"work": {}}}`},
		http:     HTTPOptions{Grants: grantsFor()}})
	var marked atomic.Bool
	f.stream(t, "/mcp/chatty", openSession(t, f, aliceToken, "/mcp/chatty"), func(data string) {
		if strings.Contains(data, "prompts/list_changed") {
			marked.Store(true)
		}
	})
	// bob's stream, on a connection that reads nothing.
	bob := openSession(t, f, bobToken, "/mcp/chatty")
	addr := strings.TrimPrefix(f.server.URL, "http://")
	conn, err := (&net.Dialer{}).DialContext(t.Context(), "tcp", addr)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { _ = conn.Close() })
	_ = conn.(*net.TCPConn).SetReadBuffer(4096)
	req := fmt.Sprintf("GET /mcp/chatty HTTP/1.1\r\nHost: %s\r\nAccept: text/event-stream\r\n", addr)
	for k, v := range bob {
		req += k + ": " + v + "\r\n"
	}
	if _, err := fmt.Fprint(conn, req+"\r\n"); err != nil {
		t.Fatal(err)
	}
	time.Sleep(100 * time.Millisecond) // the stream is open
	// Fewer messages than a stream's queue holds, so that alice, however
	// slowly a loaded machine lets her read, is never cut off herself; big
	// enough that bob's socket fills.
	pad := strings.Repeat("x", 60000)
	sent := time.Now()
	for range 200 {
		up.say("notifications/resources/list_changed", map[string]any{"pad": pad}, nil)
	}
	up.say("notifications/prompts/list_changed", nil, nil)
	for !marked.Load() {
		if time.Since(sent) > 10*time.Second {
			t.Fatalf("alice heard nothing for %v while bob did not read", time.Since(sent))
		}
		time.Sleep(10 * time.Millisecond)
	}
	if waited := time.Since(sent); waited > 5*time.Second {
		t.Errorf("alice waited %v for 12 MB of notifications while bob did not read, want under 5s", waited)
	}
}
