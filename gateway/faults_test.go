package gateway

import (
	"bytes"
	"context"
	"encoding/json"
	"fmt"
	"io"
	"net/http"
	"strings"
	"sync"
	"sync/atomic"
	"testing"
	"time"

	"github.com/redis/go-redis/v9"

	"github.com/mcpscan/mcpscan/internal/redistest"
	"github.com/mcpscan/mcpscan/internal/upstream"
	"github.com/mcpscan/mcpscan/internal/windowtest"
	"github.com/mcpscan/mcpscan/policy"
	"github.com/mcpscan/mcpscan/registry"
)

func TestUpstreamKilledMidCall(t *testing.T) {
	f := newFixture(t, fixtureOptions{})
	c := f.connect(t, "/mcp/notes", nil)
	ctx := t.Context()
	slow := make(chan error, 1)
	go func() {
		_, _, err := callTool(ctx, c, "sleep", map[string]any{"ms": 10000})
		slow <- err
	}()
	time.Sleep(100 * time.Millisecond) // the sleep call is in flight
	start := time.Now()
	if _, _, err := callTool(ctx, c, "crash", nil); err == nil || !strings.Contains(err.Error(), "upstream notes") {
		t.Errorf("crash: got %v, want an error naming the upstream", err)
	}
	select {
	case err := <-slow:
		if err == nil || !strings.Contains(err.Error(), "upstream notes") {
			t.Errorf("in-flight call: got %v, want an upstream error", err)
		}
	case <-time.After(5 * time.Second):
		t.Fatal("the call in flight when the upstream died was not answered")
	}
	if d := time.Since(start); d > 3*time.Second {
		t.Errorf("the failure took %s to show", d)
	}
	// The supervisor restarts it; meanwhile calls fail fast.
	deadline := time.Now().Add(10 * time.Second)
	for {
		text, _, err := callTool(ctx, c, "echo", map[string]any{"text": "back"})
		if err == nil && text == "back" {
			break
		}
		if err != nil && !strings.Contains(err.Error(), "unavailable") && !strings.Contains(err.Error(), "connecting") &&
			!strings.Contains(err.Error(), "exited") && !strings.Contains(err.Error(), "closed") {
			t.Logf("while restarting: %v", err)
		}
		if time.Now().After(deadline) {
			t.Fatalf("the upstream was not restarted: %v", err)
		}
		time.Sleep(50 * time.Millisecond)
	}
	recs := f.audit(t, registry.AuditFilter{Server: "notes", Tool: "sleep"}, 1)
	if len(recs) == 0 || recs[0].Error == "" {
		t.Errorf("the failed call's audit record has no error: %+v", recs)
	}
}

func TestUpstreamHangs(t *testing.T) {
	f := newFixture(t, fixtureOptions{upstream: upstream.Options{CallTimeout: 300 * time.Millisecond}})
	c := f.connect(t, "/mcp/notes", nil)
	start := time.Now()
	_, _, err := callTool(t.Context(), c, "sleep", map[string]any{"ms": 10000})
	if err == nil || !strings.Contains(err.Error(), "no answer within 300ms") {
		t.Fatalf("got %v, want the call timeout", err)
	}
	if d := time.Since(start); d > 2*time.Second {
		t.Errorf("the timeout took %s", d)
	}
	if text, _, err := callTool(t.Context(), c, "echo", map[string]any{"text": "still here"}); err != nil || text != "still here" {
		t.Errorf("after a hung call: %q %v", text, err)
	}
}

func TestMalformedMessages(t *testing.T) {
	f := newFixture(t, fixtureOptions{})
	c := f.connect(t, "/mcp/notes", nil)
	ctx := t.Context()

	t.Run("from the upstream", func(t *testing.T) {
		text, isErr, err := callTool(ctx, c, "garble", nil)
		if err != nil || isErr || text != "answered anyway" {
			t.Fatalf("got %q %v %v", text, isErr, err)
		}
	})
	t.Run("from the client", func(t *testing.T) {
		headers := f.session(t)
		for _, body := range []string{`{not json`, `[]`, `{"jsonrpc":"2.0","id":1,"method":"tools/call","params":"nope"}`,
			`{"jsonrpc":"2.0","id":2,"method":"tools/call","params":{"name":42}}`, "\x00\xff"} {
			status, got := post(t, f.server.URL+"/mcp", body, headers)
			if !strings.Contains(got, `"error"`) || status == http.StatusOK && !strings.Contains(got, `"code":-32`) {
				t.Errorf("%q: got %d %s, want a JSON-RPC error", body, status, got)
			}
		}
		// Without a session, mcp-go answers 404 and says why.
		if status, got := post(t, f.server.URL+"/mcp", `{"jsonrpc":"2.0","id":1,"method":"tools/call","params":{"name":"notes__echo"}}`,
			map[string]string{"Mcp-Session-Id": "made-up"}); status != http.StatusNotFound && status != http.StatusBadRequest {
			t.Errorf("unknown session: got %d %s", status, got)
		}
	})
	t.Run("a 10 MB request", func(t *testing.T) {
		big := `{"jsonrpc":"2.0","id":1,"method":"tools/call","params":{"name":"echo","arguments":{"text":"` +
			strings.Repeat("x", 10<<20) + `"}}}`
		status, got := post(t, f.server.URL+"/mcp/notes", big, nil)
		if status != http.StatusRequestEntityTooLarge || !strings.Contains(got, "larger than the gateway's limit of 4194304 bytes") {
			t.Errorf("got %d %s", status, got)
		}
		// The same without a declared length (an unknown-length body is sent chunked).
		req, _ := http.NewRequestWithContext(t.Context(), http.MethodPost, f.server.URL+"/mcp/notes",
			io.MultiReader(strings.NewReader(big)))
		req.Header.Set("Content-Type", "application/json")
		resp, err := http.DefaultClient.Do(req)
		if err != nil {
			t.Fatal(err)
		}
		chunked, _ := io.ReadAll(resp.Body)
		_ = resp.Body.Close()
		if resp.StatusCode != http.StatusRequestEntityTooLarge || !strings.Contains(string(chunked), "larger than the gateway's limit") {
			t.Errorf("chunked: got %d %s", resp.StatusCode, chunked)
		}
	})
	if text, _, err := callTool(ctx, c, "echo", map[string]any{"text": "fine"}); err != nil || text != "fine" {
		t.Errorf("after malformed messages: %q %v", text, err)
	}
}

// A thousand clients at once, each with its own session: every one gets
// its answer, and every call is in the audit log.
func TestThousandConcurrentSessions(t *testing.T) {
	f := newFixture(t, fixtureOptions{})
	const sessions = 1000
	tr := &http.Transport{MaxIdleConnsPerHost: 200, MaxConnsPerHost: 200}
	hc := &http.Client{Transport: tr, Timeout: 60 * time.Second}
	defer tr.CloseIdleConnections()
	do := func(ctx context.Context, sid, body string) (string, string, error) {
		req, _ := http.NewRequestWithContext(ctx, http.MethodPost, f.server.URL+"/mcp", strings.NewReader(body))
		req.Header.Set("Content-Type", "application/json")
		req.Header.Set("Accept", "application/json, text/event-stream")
		if sid != "" {
			req.Header.Set("Mcp-Session-Id", sid)
			req.Header.Set("MCP-Protocol-Version", "2025-11-25")
		}
		resp, err := hc.Do(req)
		if err != nil {
			return "", "", err
		}
		defer func() { _ = resp.Body.Close() }()
		b, err := io.ReadAll(resp.Body)
		return resp.Header.Get("Mcp-Session-Id"), string(b), err
	}
	var failures atomic.Int32
	var firstErr sync.Once
	var wg sync.WaitGroup
	for i := range sessions {
		wg.Go(func() {
			fail := func(format string, args ...any) {
				failures.Add(1)
				firstErr.Do(func() { t.Errorf(format, args...) })
			}
			sid, _, err := do(t.Context(), "", `{"jsonrpc":"2.0","id":1,"method":"initialize","params":{"protocolVersion":"2025-11-25","capabilities":{},"clientInfo":{"name":"load","version":"1"}}}`)
			if err != nil || sid == "" {
				fail("session %d: initialize: %v", i, err)
				return
			}
			if _, _, err := do(t.Context(), sid, `{"jsonrpc":"2.0","method":"notifications/initialized"}`); err != nil {
				fail("session %d: initialized: %v", i, err)
				return
			}
			want := fmt.Sprintf("session-%d", i)
			_, body, err := do(t.Context(), sid, `{"jsonrpc":"2.0","id":2,"method":"tools/call","params":{"name":"notes__echo","arguments":{"text":"`+want+`"}}}`)
			if err != nil || !strings.Contains(body, `"text":"`+want+`"`) {
				fail("session %d: call: %v %s", i, err, body)
			}
		})
	}
	wg.Wait()
	if n := failures.Load(); n > 0 {
		t.Fatalf("%d of %d sessions failed", n, sessions)
	}
	f.gw.Close() // writes every queued audit record
	var n int
	if err := f.store.DB().QueryRowContext(t.Context(), `SELECT count(*) FROM audit_log WHERE tool = 'echo'`).Scan(&n); err != nil {
		t.Fatal(err)
	}
	if n != sessions {
		t.Errorf("audit log holds %d echo records, want %d", n, sessions)
	}
}

func TestGrantsAndOrigins(t *testing.T) {
	const aliceToken, bobToken = "alice-token-0123456789", "bob-token-0123456789ab"
	f := newFixture(t, fixtureOptions{http: HTTPOptions{Grants: map[string]string{aliceToken: "alice", bobToken: "bob"},
		AllowedOrigins: []string{"https://console.example"}}})
	initBody := `{"jsonrpc":"2.0","id":1,"method":"initialize","params":{"protocolVersion":"2025-11-25","capabilities":{},"clientInfo":{"name":"x","version":"1"}}}`
	for _, tt := range []struct {
		name    string
		headers map[string]string
		status  int
		want    string
	}{
		{"no token", nil, http.StatusUnauthorized, "a valid bearer token is required"},
		{"wrong token", map[string]string{"Authorization": "Bearer nope"}, http.StatusUnauthorized, "a valid bearer token is required"},
		{"basic auth", map[string]string{"Authorization": "Basic " + aliceToken}, http.StatusUnauthorized, "bearer token"},
		{"foreign origin", map[string]string{"Authorization": "Bearer " + aliceToken, "Origin": "https://evil.example"}, http.StatusForbidden, "is not allowed to call this gateway"},
		{"allowed origin", map[string]string{"Authorization": "Bearer " + aliceToken, "Origin": "https://console.example"}, http.StatusOK, `"serverInfo"`},
		{"good token", map[string]string{"Authorization": "Bearer " + aliceToken}, http.StatusOK, `"serverInfo"`},
	} {
		t.Run(tt.name, func(t *testing.T) {
			status, body := post(t, f.server.URL+"/mcp", initBody, tt.headers)
			if status != tt.status || !strings.Contains(body, tt.want) {
				t.Errorf("got %d %s, want %d with %q", status, body, tt.status, tt.want)
			}
		})
	}

	// Limits with scope "grant" count per identity, and the audit log
	// names who called.
	for _, who := range []struct{ token, name string }{{aliceToken, "alice"}, {bobToken, "bob"}} {
		c := f.connect(t, "/mcp/notes", map[string]string{"Authorization": "Bearer " + who.token})
		for i := range 4 {
			text, isErr, err := callTool(t.Context(), c, "add_note", map[string]any{"text": "x"})
			if err != nil || isErr != (i == 3) {
				t.Errorf("%s call %d: %q %v %v", who.name, i+1, text, isErr, err)
			}
		}
		recs := f.audit(t, registry.AuditFilter{Identity: who.name, Tool: "add_note"}, 4)
		if len(recs) != 4 {
			t.Errorf("%s: %d audit records, want 4", who.name, len(recs))
		}
	}
}

func TestUnknownServerEndpoint(t *testing.T) {
	f := newFixture(t, fixtureOptions{})
	status, body := post(t, f.server.URL+"/mcp/nowhere", `{}`, nil)
	if status != http.StatusNotFound || !strings.Contains(body, `no server \"nowhere\" behind this gateway; servers: notes`) {
		t.Errorf("got %d %s", status, body)
	}
}

// Two gateways counting in one Redis admit exactly max calls together.
func TestReplicasShareLimitsInRedis(t *testing.T) {
	windowtest.ClearOfEdge(t, time.Hour, 15*time.Second)
	url := redistest.URL(t)
	const limit = 10
	shared := fmt.Sprintf(`{"version": "1", "default": "deny", "tools": {"echo": {"limits": [{"counter": "echo_rate", "window": "hour", "max": %d, "scope": "global"}]}}}`, limit)
	var replicas []*fixture
	for range 2 {
		rc, err := policy.OpenRedis(t.Context(), url)
		if err != nil {
			t.Fatal(err)
		}
		t.Cleanup(func() { _ = rc.Close() })
		replicas = append(replicas, newFixture(t, fixtureOptions{counters: rc, policies: map[string]string{"notes": shared}}))
	}
	var admitted, denied atomic.Int32
	var wg sync.WaitGroup
	for _, f := range replicas {
		c := f.connect(t, "/mcp/notes", nil)
		for range 25 {
			wg.Go(func() {
				text, isErr, err := callTool(t.Context(), c, "echo", map[string]any{"text": "x"})
				switch {
				case err != nil:
					t.Errorf("call: %v", err)
				case isErr && strings.Contains(text, "rate limit reached"):
					denied.Add(1)
				case !isErr:
					admitted.Add(1)
				default:
					t.Errorf("unexpected result %q", text)
				}
			})
		}
	}
	wg.Wait()
	if admitted.Load() != limit || denied.Load() != 50-limit {
		t.Errorf("admitted %d, denied %d; want exactly %d admitted of 50", admitted.Load(), denied.Load(), limit)
	}
}

// The JSON-RPC error body is valid JSON with a null id.
func TestRPCErrorBody(t *testing.T) {
	var b bytes.Buffer
	rec := &recorder{header: http.Header{}, body: &b}
	writeRPCError(rec, http.StatusTeapot, -32600, "no")
	var got map[string]any
	if err := json.Unmarshal(b.Bytes(), &got); err != nil || got["id"] != nil || rec.status != http.StatusTeapot {
		t.Errorf("got %s (%v), status %d", b.String(), err, rec.status)
	}
}

type recorder struct {
	header http.Header
	body   *bytes.Buffer
	status int
}

func (r *recorder) Header() http.Header         { return r.header }
func (r *recorder) Write(p []byte) (int, error) { return r.body.Write(p) }
func (r *recorder) WriteHeader(s int)           { r.status = s }

// A counter store that fails denies the calls it would count (fail
// closed) and leaves the others alone.
func TestCounterStoreDownFailsClosed(t *testing.T) {
	rc := policy.NewRedisCounters(redis.NewClient(&redis.Options{Addr: "127.0.0.1:" + redistest.ClosedPort(t),
		DialTimeout: 100 * time.Millisecond, MaxRetries: -1}))
	t.Cleanup(func() { _ = rc.Close() })
	f := newFixture(t, fixtureOptions{counters: rc})
	c := f.connect(t, "/mcp/notes", nil)
	text, isErr, err := callTool(t.Context(), c, "add_note", map[string]any{"text": "x"})
	if err != nil || !isErr || !strings.Contains(text, "rate-limit store is unavailable") {
		t.Errorf("limited tool: got %q (error %v, err %v), want a fail-closed denial", text, isErr, err)
	}
	if text, isErr, err := callTool(t.Context(), c, "echo", map[string]any{"text": "free"}); err != nil || isErr || text != "free" {
		t.Errorf("unlimited tool: %q %v %v", text, isErr, err)
	}
	recs := f.audit(t, registry.AuditFilter{Tool: "add_note"}, 1)
	if len(recs) == 0 || recs[0].Decision != DecisionDeny || recs[0].Error == "" {
		t.Errorf("audit: %+v", recs)
	}
}
