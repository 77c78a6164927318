package gateway

import (
	"bufio"
	"context"
	"errors"
	"fmt"
	"io"
	"net"
	"net/http"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/mark3labs/mcp-go/client"
	"github.com/mark3labs/mcp-go/client/transport"
)

// serve runs the fixture's gateway behind Serve (the timeouts and the
// connection cap live there) on a loopback port and returns its base URL.
func (f *fixture) serve(t *testing.T, o HTTPOptions) string {
	t.Helper()
	ln, err := (&net.ListenConfig{}).Listen(t.Context(), "tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	ctx, cancel := context.WithCancel(context.Background())
	done := make(chan error, 1)
	go func() { done <- f.gw.Serve(ctx, ln, o) }()
	t.Cleanup(func() {
		cancel()
		if err := <-done; err != nil {
			t.Logf("serve: %v", err)
		}
	})
	return "http://" + ln.Addr().String()
}

const aliceToken, bobToken = "alice-token-0123456789", "bob-token-0123456789"

func grantsFor() map[string]string { return map[string]string{aliceToken: "alice", bobToken: "bob"} }

// rawInit opens a session with a token and returns its id.
func rawInit(t *testing.T, url, token string) (int, string) {
	t.Helper()
	req, _ := http.NewRequestWithContext(t.Context(), http.MethodPost, url, strings.NewReader(
		`{"jsonrpc":"2.0","id":1,"method":"initialize","params":{"protocolVersion":"2025-11-25","capabilities":{},"clientInfo":{"name":"x","version":"1"}}}`))
	req.Header.Set("Content-Type", "application/json")
	req.Header.Set("Accept", "application/json, text/event-stream")
	if token != "" {
		req.Header.Set("Authorization", "Bearer "+token)
	}
	resp, err := http.DefaultClient.Do(req)
	if err != nil {
		t.Fatal(err)
	}
	defer func() { _ = resp.Body.Close() }()
	_, _ = io.Copy(io.Discard, resp.Body)
	return resp.StatusCode, resp.Header.Get("Mcp-Session-Id")
}

func rawCall(t *testing.T, url, token, sid, body string) (int, string) {
	t.Helper()
	req, _ := http.NewRequestWithContext(t.Context(), http.MethodPost, url, strings.NewReader(body))
	req.Header.Set("Content-Type", "application/json")
	req.Header.Set("Accept", "application/json, text/event-stream")
	req.Header.Set("Mcp-Session-Id", sid)
	req.Header.Set("Authorization", "Bearer "+token)
	resp, err := http.DefaultClient.Do(req)
	if err != nil {
		t.Fatal(err)
	}
	defer func() { _ = resp.Body.Close() }()
	b, _ := io.ReadAll(resp.Body)
	return resp.StatusCode, string(b)
}

func TestSessionsBelongToTheirGrant(t *testing.T) {
	f := newFixture(t, fixtureOptions{})
	base := f.serve(t, HTTPOptions{Grants: grantsFor()})
	status, sid := rawInit(t, base+"/mcp", aliceToken)
	if status != http.StatusOK || sid == "" {
		t.Fatalf("alice initialize: %d %q", status, sid)
	}
	call := `{"jsonrpc":"2.0","id":2,"method":"tools/list","params":{}}`
	if status, body := rawCall(t, base+"/mcp", aliceToken, sid, call); status != http.StatusOK || !strings.Contains(body, "notes__echo") {
		t.Fatalf("alice in her session: %d %s", status, body)
	}
	if status, body := rawCall(t, base+"/mcp", bobToken, sid, call); status != http.StatusNotFound || strings.Contains(body, "notes__echo") {
		t.Errorf("bob in alice's session: %d %s, want 404", status, body)
	}
	if status, _ := rawCall(t, base+"/mcp/notes", aliceToken, sid, call); status != http.StatusNotFound {
		t.Errorf("alice's aggregate session on a server endpoint: %d, want 404", status)
	}
}

func TestSessionCaps(t *testing.T) {
	f := newFixture(t, fixtureOptions{})
	base := f.serve(t, HTTPOptions{Grants: grantsFor(), MaxSessionsPerIdentity: 3, MaxSessions: 5, InitTTL: 200 * time.Millisecond})
	for i := range 3 {
		if status, _ := rawInit(t, base+"/mcp", aliceToken); status != http.StatusOK {
			t.Fatalf("alice's session %d: %d", i+1, status)
		}
	}
	if status, _ := rawInit(t, base+"/mcp", aliceToken); status != http.StatusTooManyRequests {
		t.Errorf("alice's 4th session: %d, want 429", status)
	}
	// Bob is not locked out by alice.
	if status, _ := rawInit(t, base+"/mcp", bobToken); status != http.StatusOK {
		t.Errorf("bob's first session: %d", status)
	}
	// Sessions that never finish their handshake go after the init TTL.
	deadline := time.Now().Add(5 * time.Second)
	for {
		status, _ := rawInit(t, base+"/mcp", aliceToken)
		if status == http.StatusOK {
			break
		}
		if time.Now().After(deadline) {
			t.Fatal("unfinished sessions were never dropped")
		}
		time.Sleep(50 * time.Millisecond)
	}
}

// Slowloris: many connections that send half a request each do not lock
// other clients out, and are cut at the read timeout; a refused request
// is answered without its body being read, and its connection closed.
func TestHalfSentRequestsDoNotLockClientsOut(t *testing.T) {
	f := newFixture(t, fixtureOptions{})
	base := f.serve(t, HTTPOptions{Grants: grantsFor(), ReadTimeout: 500 * time.Millisecond})
	addr := strings.TrimPrefix(base, "http://")
	const slow = 300
	var conns []net.Conn
	var mu sync.Mutex
	var wg sync.WaitGroup
	for range slow {
		wg.Go(func() {
			c, err := (&net.Dialer{}).DialContext(t.Context(), "tcp", addr)
			if err != nil {
				return
			}
			fmt.Fprintf(c, "POST /mcp HTTP/1.1\r\nHost: %s\r\nAuthorization: Bearer %s\r\nContent-Type: application/json\r\nContent-Length: 100000\r\n\r\n{\"jsonrpc\":", addr, aliceToken)
			mu.Lock()
			conns = append(conns, c)
			mu.Unlock()
		})
	}
	wg.Wait()
	defer func() {
		for _, c := range conns {
			_ = c.Close()
		}
	}()
	// A real client gets through meanwhile.
	tr, err := transport.NewStreamableHTTP(base+"/mcp", transport.WithHTTPHeaders(map[string]string{"Authorization": "Bearer " + bobToken}))
	if err != nil {
		t.Fatal(err)
	}
	c := client.NewClient(tr, legacyProtocol())
	ctx, cancel := context.WithTimeout(t.Context(), 5*time.Second)
	defer cancel()
	if err := c.Start(ctx); err != nil {
		t.Fatal(err)
	}
	defer func() { _ = c.Close() }()
	if _, err := c.Initialize(ctx, initRequest()); err != nil {
		t.Fatalf("a client during the attack: %v", err)
	}
	if text, _, err := callTool(ctx, c, "notes__echo", map[string]any{"text": "through"}); err != nil || text != "through" {
		t.Fatalf("a call during the attack: %q %v", text, err)
	}
	// The half-sent requests are cut at the read timeout.
	time.Sleep(800 * time.Millisecond)
	hanging := 0
	for _, conn := range conns {
		// An answer (the request timed out) or a closed connection: cut.
		_ = conn.SetReadDeadline(time.Now().Add(100 * time.Millisecond))
		if _, err := bufio.NewReader(conn).ReadByte(); isTimeout(err) {
			hanging++
		}
	}
	if hanging > 0 {
		t.Errorf("%d of %d half-sent requests still hang after the read timeout", hanging, len(conns))
	}
	// A refused request is answered at once, without its body.
	conn, err := (&net.Dialer{}).DialContext(t.Context(), "tcp", addr)
	if err != nil {
		t.Fatal(err)
	}
	defer func() { _ = conn.Close() }()
	fmt.Fprintf(conn, "POST /mcp HTTP/1.1\r\nHost: %s\r\nContent-Type: application/json\r\nContent-Length: 100000\r\n\r\n{", addr)
	_ = conn.SetReadDeadline(time.Now().Add(2 * time.Second))
	resp, err := http.ReadResponse(bufio.NewReader(conn), nil)
	if err != nil {
		t.Fatalf("no answer to an unauthenticated half-sent request: %v", err)
	}
	_ = resp.Body.Close()
	if resp.StatusCode != http.StatusUnauthorized || !resp.Close {
		t.Errorf("got %d (close %v), want 401 and the connection closed", resp.StatusCode, resp.Close)
	}
}

func isTimeout(err error) bool {
	var ne net.Error
	return errors.As(err, &ne) && ne.Timeout()
}
