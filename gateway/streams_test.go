package gateway

import (
	"bufio"
	"context"
	"net/http"
	"strings"
	"testing"
	"time"
)

// listenBody is a 2026-07-28 subscriptions/listen request.
const listenBody = `{"jsonrpc":"2.0","id":1,"method":"subscriptions/listen","params":{"notifications":{"toolsListChanged":true},` +
	`"_meta":{"io.modelcontextprotocol/protocolVersion":"2026-07-28","io.modelcontextprotocol/clientCapabilities":{},` +
	`"io.modelcontextprotocol/clientInfo":{"name":"raw","version":"1"}}}}`

// openListen starts a subscriptions/listen stream with a bearer token and
// gives its status; a stream that opened stays open until the test ends.
func openListen(t *testing.T, url, token string) (int, string) {
	t.Helper()
	ctx, cancel := context.WithTimeout(t.Context(), 10*time.Second)
	t.Cleanup(cancel)
	req, _ := http.NewRequestWithContext(ctx, http.MethodPost, url, strings.NewReader(listenBody))
	req.Header.Set("Content-Type", "application/json")
	req.Header.Set("Accept", "application/json, text/event-stream")
	req.Header.Set("Authorization", "Bearer "+token)
	req.Header.Set("Mcp-Protocol-Version", "2026-07-28")
	req.Header.Set("Mcp-Method", "subscriptions/listen")
	resp, err := http.DefaultClient.Do(req) //nolint:bodyclose // closed when the test ends, below
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { _ = resp.Body.Close() })
	// The first line of the answer: an error's body, or the stream's
	// first event.
	line, _ := bufio.NewReader(resp.Body).ReadString('\n')
	return resp.StatusCode, line
}

// One identity holding streams open must not take every connection the
// gateway serves: subscriptions/listen streams count as that identity's
// sessions, under the same cap as the sessions of older protocols.
func TestListenStreamsOfOneIdentityAreCapped(t *testing.T) {
	f := newFixture(t, fixtureOptions{http: HTTPOptions{Grants: grantsFor(), MaxSessionsPerIdentity: 3}})
	for _, tt := range []struct {
		who, token string
		wantStatus int
	}{
		{"bob", bobToken, http.StatusOK},
		{"bob", bobToken, http.StatusOK},
		{"bob", bobToken, http.StatusOK},
		{"bob, one over the cap", bobToken, http.StatusTooManyRequests},
		{"alice", aliceToken, http.StatusOK},
	} {
		status, first := openListen(t, f.server.URL+"/mcp", tt.token)
		if status != tt.wantStatus {
			t.Errorf("%s: got %d %s, want %d", tt.who, status, first, tt.wantStatus)
		}
	}
}

// A legacy session has one standing stream: a second GET for it is
// refused, so one session cannot hold many connections open; and the
// sessions of older protocols and the listen streams of 2026-07-28 share
// the identity's cap.
func TestStandingStreamsAreOnePerSessionAndShareTheCap(t *testing.T) {
	f := newFixture(t, fixtureOptions{http: HTTPOptions{Grants: grantsFor(), MaxSessionsPerIdentity: 3}})
	bob := openSession(t, f, bobToken, "/mcp")
	f.stream(t, "/mcp", bob, func(string) {})
	ctx, cancel := context.WithTimeout(t.Context(), 5*time.Second)
	defer cancel()
	req, _ := http.NewRequestWithContext(ctx, http.MethodGet, f.server.URL+"/mcp", nil)
	req.Header.Set("Accept", "text/event-stream")
	for k, v := range bob {
		req.Header.Set(k, v)
	}
	resp, err := http.DefaultClient.Do(req)
	if err != nil {
		t.Fatal(err)
	}
	_ = resp.Body.Close()
	if resp.StatusCode != http.StatusConflict {
		t.Errorf("a second standing stream for one session: got %d, want %d", resp.StatusCode, http.StatusConflict)
	}
	openSession(t, f, bobToken, "/mcp")
	for i, want := range []int{http.StatusOK, http.StatusTooManyRequests} {
		if status, first := openListen(t, f.server.URL+"/mcp", bobToken); status != want {
			t.Errorf("listen stream %d after two sessions: got %d %s, want %d", i+1, status, first, want)
		}
	}
}
