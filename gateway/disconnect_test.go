package gateway

import (
	"context"
	"io"
	"net/http"
	"os"
	"runtime"
	"runtime/pprof"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/mcpscan/mcpscan/crawler/introspect"
	"github.com/mcpscan/mcpscan/internal/windowtest"
)

// A client that goes away mid-call leaves nothing behind: the upstream's
// call is cancelled, no goroutine stays, and the call's limit slot stays
// spent (the call left the gateway), so disconnecting is no way around a
// limit.
func TestClientThatDisconnectsMidCallLeavesNothing(t *testing.T) {
	const rounds = 12
	windowtest.ClearOfEdge(t, time.Minute, 15*time.Second)
	target := richTargets(t)["http"]
	f := newFixture(t, fixtureOptions{targets: []introspect.Target{target}, http: HTTPOptions{Grants: grantsFor()},
		policies: map[string]string{"rich": `{"version": "1", "default": "allow",
		 "tools": {"wait": {"limits": [{"counter": "wait_rate", "window": "minute", "max": 13, "scope": "global"}]}}}`}})
	headers := openSession(t, f, aliceToken, "/mcp/rich")
	if !eventually(func() bool {
		_, got := post(t, f.server.URL+"/mcp/rich", `{"jsonrpc":"2.0","id":0,"method":"tools/list"}`, headers)
		return strings.Contains(got, `"wait"`)
	}) {
		t.Fatal("the upstream never listed its tools")
	}
	tr := &http.Transport{DisableKeepAlives: true}
	client := &http.Client{Transport: tr}
	round := 0
	giveUp := func(t *testing.T) {
		t.Helper()
		round++
		ctx, cancel := context.WithTimeout(t.Context(), 150*time.Millisecond)
		defer cancel()
		req, _ := http.NewRequestWithContext(ctx, http.MethodPost, f.server.URL+"/mcp/rich",
			strings.NewReader(`{"jsonrpc":"2.0","id":"w`+strconv.Itoa(round)+`","method":"tools/call","params":{"name":"wait","arguments":{}}}`))
		req.Header.Set("Content-Type", "application/json")
		req.Header.Set("Accept", "application/json, text/event-stream")
		for k, v := range headers {
			req.Header.Set(k, v)
		}
		resp, err := client.Do(req)
		var got []byte
		if err == nil {
			got, err = io.ReadAll(resp.Body)
			_ = resp.Body.Close()
		}
		if err == nil {
			t.Fatalf("the call answered before the client gave up: %s", got)
		}
	}
	before := richCancelled.Load()
	giveUp(t) // the first round starts what stays for the test: the upstream's stream, the pool's workers
	if !eventually(func() bool { return richCancelled.Load() == before+1 }) {
		t.Fatalf("upstream calls cancelled: got %d, want 1", richCancelled.Load()-before)
	}
	base := settleGoroutines(0)
	for range rounds - 1 {
		giveUp(t)
	}
	if !eventually(func() bool { return richCancelled.Load() == before+rounds }) {
		t.Errorf("upstream calls cancelled: got %d, want %d", richCancelled.Load()-before, rounds)
	}
	tr.CloseIdleConnections()
	if n := settleGoroutines(base); n > base {
		_ = pprof.Lookup("goroutine").WriteTo(os.Stderr, 1)
		t.Errorf("goroutines after %d calls given up: got %d, want at most %d", rounds-1, n, base)
	}
	// The rounds spent 12 of 13: one more call is allowed (and cancelled
	// here), then none.
	answered := make(chan string, 1)
	go func() {
		req, _ := http.NewRequestWithContext(t.Context(), http.MethodPost, f.server.URL+"/mcp/rich",
			strings.NewReader(`{"jsonrpc":"2.0","id":1,"method":"tools/call","params":{"name":"wait","arguments":{}}}`))
		req.Header.Set("Content-Type", "application/json")
		req.Header.Set("Accept", "application/json, text/event-stream")
		for k, v := range headers {
			req.Header.Set(k, v)
		}
		resp, err := client.Do(req)
		if err != nil {
			answered <- err.Error()
			return
		}
		got, _ := io.ReadAll(resp.Body)
		_ = resp.Body.Close()
		answered <- string(got)
	}()
	time.Sleep(300 * time.Millisecond)
	post(t, f.server.URL+"/mcp/rich", `{"jsonrpc":"2.0","method":"notifications/cancelled","params":{"requestId":1}}`, headers)
	if got := <-answered; !strings.Contains(got, "cancelled") {
		t.Errorf("the 13th call: got %s, want it cancelled", got)
	}
	if _, got := post(t, f.server.URL+"/mcp/rich", `{"jsonrpc":"2.0","id":2,"method":"tools/call","params":{"name":"wait","arguments":{}}}`, headers); !strings.Contains(got, "limit") {
		t.Errorf("the 14th call: got %s, want the limit's denial", got)
	}
}

// settleGoroutines waits for the goroutine count to come down to at most
// want (0: until it stops falling), and returns the count it saw last.
func settleGoroutines(want int) int {
	n := runtime.NumGoroutine()
	for i := range 200 {
		time.Sleep(10 * time.Millisecond)
		m := runtime.NumGoroutine()
		if want > 0 && m <= want || want == 0 && m == n && i >= 20 {
			return m
		}
		n = m
	}
	return n
}
