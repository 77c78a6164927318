package gateway

import (
	"bufio"
	"bytes"
	"context"
	"encoding/json"
	"fmt"
	"io"
	"log/slog"
	"net"
	"net/http"
	"net/http/httptest"
	"os"
	"path/filepath"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/mark3labs/mcp-go/client"
	"github.com/mark3labs/mcp-go/client/transport"
	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"

	"github.com/mcpscan/mcpscan/crawler/introspect"
	"github.com/mcpscan/mcpscan/internal/upstream"
	"github.com/mcpscan/mcpscan/policy"
	"github.com/mcpscan/mcpscan/registry"
	"github.com/mcpscan/mcpscan/sandbox"
)

// notesEnv makes the test binary serve the "notes" MCP server on stdio.
const notesEnv = "MCPSCAN_GATEWAY_TEST_NOTES"

// renameEnv makes it serve one tool of that name instead.
const renameEnv = "MCPSCAN_GATEWAY_TEST_ONE_TOOL"

func TestMain(m *testing.M) {
	if os.Getenv(notesEnv) != "" {
		serveNotes()
		os.Exit(0)
	}
	if os.Getenv(richEnv) != "" {
		_ = server.ServeStdio(richServer())
		os.Exit(0)
	}
	if os.Getenv(talkerEnv) != "" {
		_ = server.ServeStdio(talkerServer())
		os.Exit(0)
	}
	if kind := os.Getenv(partialEnv); kind != "" {
		_ = server.ServeStdio(partialServer(kind))
		os.Exit(0)
	}
	os.Exit(m.Run())
}

// serveNotes is the upstream server of the tests: a few ordinary tools
// and a few that misbehave on purpose.
func serveNotes() {
	s := server.NewMCPServer("notes", "1.0.0", server.WithToolCapabilities(true))
	if name := os.Getenv(renameEnv); name != "" {
		s.AddTool(mcp.NewTool(name), func(context.Context, mcp.CallToolRequest) (*mcp.CallToolResult, error) {
			return mcp.NewToolResultText(name), nil
		})
		_ = server.ServeStdio(s)
		return
	}
	text := func(r mcp.CallToolRequest) string { return r.GetString("text", "") }
	s.AddTool(mcp.NewTool("echo", mcp.WithDescription("Return the text unchanged."), mcp.WithString("text"),
		mcp.WithReadOnlyHintAnnotation(true)),
		func(_ context.Context, r mcp.CallToolRequest) (*mcp.CallToolResult, error) {
			return mcp.NewToolResultText(text(r)), nil
		})
	s.AddTool(mcp.NewTool("read_note", mcp.WithDescription("Read a note by id."), mcp.WithString("id", mcp.Required())),
		func(_ context.Context, r mcp.CallToolRequest) (*mcp.CallToolResult, error) {
			return mcp.NewToolResultText("note " + r.GetString("id", "")), nil
		})
	s.AddTool(mcp.NewTool("add_note", mcp.WithDescription("Create a new note with the given text."), mcp.WithString("text", mcp.Required())),
		func(_ context.Context, r mcp.CallToolRequest) (*mcp.CallToolResult, error) {
			return mcp.NewToolResultText("added " + text(r)), nil
		})
	s.AddTool(mcp.NewTool("delete_note", mcp.WithDescription("Permanently delete a note. This cannot be undone."),
		mcp.WithString("id", mcp.Required())),
		func(_ context.Context, r mcp.CallToolRequest) (*mcp.CallToolResult, error) {
			return mcp.NewToolResultText("deleted " + r.GetString("id", "")), nil
		})
	s.AddTool(mcp.NewTool("admin_secret", mcp.WithDescription("Print the admin password.")),
		func(context.Context, mcp.CallToolRequest) (*mcp.CallToolResult, error) {
			return mcp.NewToolResultText("hunter2"), nil
		})
	s.AddTool(mcp.NewTool("sleep", mcp.WithDescription("Wait ms milliseconds."), mcp.WithNumber("ms")),
		func(ctx context.Context, r mcp.CallToolRequest) (*mcp.CallToolResult, error) {
			select {
			case <-time.After(time.Duration(r.GetFloat("ms", 0)) * time.Millisecond):
			case <-ctx.Done():
			}
			return mcp.NewToolResultText("slept"), nil
		})
	s.AddTool(mcp.NewTool("crash", mcp.WithDescription("Exit the server process.")),
		func(context.Context, mcp.CallToolRequest) (*mcp.CallToolResult, error) {
			os.Exit(3)
			return nil, nil
		})
	s.AddTool(mcp.NewTool("garble", mcp.WithDescription("Write a line that is not JSON-RPC, then answer.")),
		func(context.Context, mcp.CallToolRequest) (*mcp.CallToolResult, error) {
			fmt.Fprintln(os.Stdout, `{"jsonrpc":"2.0","id":"nobody-asked","result":{"content":[}`)
			fmt.Fprintln(os.Stdout, `this is not JSON at all`)
			return mcp.NewToolResultText("answered anyway"), nil
		})
	s.AddTool(mcp.NewTool("fail", mcp.WithDescription("Return a tool error.")),
		func(context.Context, mcp.CallToolRequest) (*mcp.CallToolResult, error) {
			return mcp.NewToolResultError("the tool failed on purpose"), nil
		})
	s.AddTool(mcp.NewTool("grow", mcp.WithDescription("Add a tool named grown.")),
		func(context.Context, mcp.CallToolRequest) (*mcp.CallToolResult, error) {
			// Adding a tool sends notifications/tools/list_changed.
			s.AddTool(mcp.NewTool("grown", mcp.WithDescription("A tool added at run time.")),
				func(context.Context, mcp.CallToolRequest) (*mcp.CallToolResult, error) {
					return mcp.NewToolResultText("new"), nil
				})
			return mcp.NewToolResultText("grew"), nil
		})
	_ = server.ServeStdio(s)
}

// notesTarget starts the notes server (this test binary) over stdio.
func notesTarget() introspect.Target {
	return introspect.Target{Name: "notes", Transport: introspect.TransportStdio, Command: os.Args[0],
		Env: map[string]string{notesEnv: "1"}}
}

// notesPolicy is the tests' default policy for the notes server.
const notesPolicy = `{
  "version": "1",
  "default": "deny",
  "hide": ["admin_secret"],
  "tools": {
    "echo": {},
    "sleep": {},
    "crash": {},
    "garble": {},
    "fail": {"limits": [{"counter": "fail_rate", "window": "minute", "max": 100, "scope": "grant"}]},
    "add_note": {
      "deny_if": [{"conditions": [{"path": "args.text", "op": "contains", "value": "password"}],
                   "on_deny": "Notes may not hold passwords."}],
      "limits": [{"counter": "add_note_rate", "window": "minute", "max": 3, "scope": "grant"}]
    },
    "delete_note": {"require_approval": {"reason": "Deleting a note cannot be undone.", "timeout": "5s"},
                    "x-risk": {"category": "Destructive", "severity": "Critical", "rationale": "Deletes a note for good."}}
  }
}`

// codemodePolicy limits execute_code as the generated policy does.
const codemodePolicy = `{"version": "1", "default": "deny",
 "tools": {"execute_code": {"limits": [{"counter": "execute_code_rate", "window": "minute", "max": 10, "scope": "grant"}]}}}`

// fixture is a gateway under test with its policy directory and store.
type fixture struct {
	gw     *Gateway
	dir    string
	store  *registry.Store
	logs   *syncBuffer
	server *httptest.Server
}

type fixtureOptions struct {
	policies map[string]string // server → policy.json; notes gets notesPolicy by default
	codemode bool
	counters policy.Counters
	upstream upstream.Options
	http     HTTPOptions
	targets  []introspect.Target
	listener net.Listener // where to serve; nil: a new loopback port
}

// newFixture starts a gateway in front of the notes server (and the
// built-in code-mode server when asked) and serves it over httptest.
func newFixture(t *testing.T, o fixtureOptions) *fixture {
	t.Helper()
	dir := t.TempDir()
	if o.policies == nil {
		o.policies = map[string]string{}
	}
	if _, ok := o.policies["notes"]; !ok {
		o.policies["notes"] = notesPolicy
	}
	if o.codemode {
		if _, ok := o.policies[CodemodeServer]; !ok {
			o.policies[CodemodeServer] = codemodePolicy
		}
	}
	for name, doc := range o.policies {
		writeFile(t, PolicyPath(dir, name), doc)
	}
	if o.targets == nil {
		o.targets = []introspect.Target{notesTarget()}
	}
	cfg := Config{Targets: o.targets}
	if o.codemode {
		cm := sandbox.DefaultServerConfig()
		cm.TimeoutMS = 10000
		cfg.Codemode = &cm
	}
	store, err := registry.Open(t.Context(), filepath.Join(dir, "registry.db"))
	if err != nil {
		t.Fatal(err)
	}
	logs := &syncBuffer{}
	if o.upstream.CallTimeout == 0 {
		o.upstream.CallTimeout = 10 * time.Second
	}
	if o.upstream.Backoff == 0 {
		o.upstream.Backoff = 50 * time.Millisecond
		o.upstream.MaxBackoff = 200 * time.Millisecond
	}
	gw, err := New(t.Context(), Options{Config: cfg, PolicyDir: dir, Store: store, Counters: o.counters,
		Upstream: o.upstream, ReloadInterval: -1, AuditArgs: true,
		Log: slog.New(slog.NewTextHandler(logs, &slog.HandlerOptions{Level: slog.LevelDebug}))})
	if err != nil {
		_ = store.Close()
		t.Fatalf("gateway: %v", err)
	}
	f := &fixture{gw: gw, dir: dir, store: store, logs: logs}
	f.server = httptest.NewUnstartedServer(gw.Handler(o.http))
	if o.listener != nil {
		_ = f.server.Listener.Close()
		f.server.Listener = o.listener
	}
	f.server.Start()
	t.Cleanup(func() {
		f.server.Close()
		gw.Close()
		_ = store.Close()
	})
	return f
}

// connect opens an MCP session to the gateway at path (/mcp or
// /mcp/{server}); opts pick the protocol and the elicitation handler.
func (f *fixture) connect(t *testing.T, path string, headers map[string]string, opts ...client.ClientOption) *client.Client {
	t.Helper()
	return f.connectWith(t, path, []transport.StreamableHTTPCOption{transport.WithHTTPHeaders(headers)}, opts...)
}

// connectWith is connect with the transport's options given.
func (f *fixture) connectWith(t *testing.T, path string, topts []transport.StreamableHTTPCOption, opts ...client.ClientOption) *client.Client {
	t.Helper()
	tr, err := transport.NewStreamableHTTP(f.server.URL+path, topts...)
	if err != nil {
		t.Fatal(err)
	}
	c := client.NewClient(tr, opts...)
	ctx, cancel := context.WithTimeout(t.Context(), 10*time.Second)
	defer cancel()
	if err := c.Start(ctx); err != nil {
		t.Fatal(err)
	}
	if _, err := c.Initialize(ctx, initRequest()); err != nil {
		t.Fatalf("initialize %s: %v", path, err)
	}
	t.Cleanup(func() { _ = c.Close() })
	return c
}

// legacyProtocol makes a client speak protocol 2025-11-25 (initialize and
// sessions), as most clients still do.
func legacyProtocol() client.ClientOption {
	return client.WithLegacyProtocolOnly() //nolint:staticcheck // deprecated in mcp-go, yet the protocol most clients speak
}

func initRequest() mcp.InitializeRequest {
	r := mcp.InitializeRequest{}
	r.Params.ProtocolVersion = mcp.LATEST_PROTOCOL_VERSION
	r.Params.ClientInfo = mcp.Implementation{Name: "gateway-test", Version: "1"}
	return r
}

// callTool calls a tool and returns the result's text, whether it is an
// error result, and the call's error.
func callTool(ctx context.Context, c *client.Client, name string, args map[string]any) (string, bool, error) {
	req := mcp.CallToolRequest{}
	req.Params.Name = name
	req.Params.Arguments = args
	res, err := c.CallTool(ctx, req)
	if err != nil {
		return "", false, err
	}
	var parts []string
	for _, ct := range res.Content {
		if tc, ok := ct.(mcp.TextContent); ok {
			parts = append(parts, tc.Text)
		}
	}
	return strings.Join(parts, "\n"), res.IsError, nil
}

func toolNames(t *testing.T, c *client.Client) []string {
	t.Helper()
	res, err := c.ListTools(t.Context(), mcp.ListToolsRequest{})
	if err != nil {
		t.Fatal(err)
	}
	var names []string
	for _, tl := range res.Tools {
		names = append(names, tl.Name)
	}
	return names
}

// audit waits until the gateway has written n records (the writer is
// asynchronous) and returns the newest matching f.
func (f *fixture) audit(t *testing.T, filter registry.AuditFilter, n int) []registry.AuditRecord {
	t.Helper()
	deadline := time.Now().Add(5 * time.Second)
	for {
		filter.Limit = 10000
		recs, err := f.store.Audit(t.Context(), filter)
		if err != nil {
			t.Fatal(err)
		}
		if len(recs) >= n || time.Now().After(deadline) {
			return recs
		}
		time.Sleep(10 * time.Millisecond)
	}
}

func writeFile(t *testing.T, path, content string) {
	t.Helper()
	if err := os.WriteFile(path, []byte(content), 0o600); err != nil {
		t.Fatal(err)
	}
}

// syncBuffer is a bytes.Buffer safe for the logger's goroutines.
type syncBuffer struct {
	mu sync.Mutex
	b  bytes.Buffer
}

func (s *syncBuffer) Write(p []byte) (int, error) {
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.b.Write(p)
}

func (s *syncBuffer) String() string {
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.b.String()
}

// elicitor answers approval questions as a person would.
type elicitor struct {
	mu       sync.Mutex
	asked    []string
	answer   func(msg string) *mcp.ElicitationResult
	delay    time.Duration
	numAsked int
}

func (e *elicitor) Elicit(ctx context.Context, req mcp.ElicitationRequest) (*mcp.ElicitationResult, error) {
	e.mu.Lock()
	e.asked = append(e.asked, req.Params.Message)
	e.numAsked++
	e.mu.Unlock()
	if e.delay > 0 {
		select {
		case <-time.After(e.delay):
		case <-ctx.Done():
			return nil, ctx.Err()
		}
	}
	return e.answer(req.Params.Message), nil
}

func accept(string) *mcp.ElicitationResult {
	return &mcp.ElicitationResult{ElicitationResponse: mcp.ElicitationResponse{
		Action: mcp.ElicitationResponseActionAccept, Content: map[string]any{"approve": true}}}
}

func decline(string) *mcp.ElicitationResult {
	return &mcp.ElicitationResult{ElicitationResponse: mcp.ElicitationResponse{Action: mcp.ElicitationResponseActionDecline}}
}

// session opens a session on the aggregate endpoint as clients of
// protocol 2025-11-25 do, and returns its id and headers for later
// requests.
func (f *fixture) session(t *testing.T) map[string]string {
	t.Helper()
	status, _, hdr := rawPost(t, f.server.URL+"/mcp", `{"jsonrpc":"2.0","id":1,"method":"initialize","params":{"protocolVersion":"`+
		mcp.LATEST_LEGACY_PROTOCOL_VERSION+`","capabilities":{},"clientInfo":{"name":"raw","version":"1"}}}`, nil)
	sid := hdr.Get("Mcp-Session-Id")
	if sid == "" {
		t.Fatalf("initialize: no session id (status %d)", status)
	}
	headers := map[string]string{"Mcp-Session-Id": sid, "MCP-Protocol-Version": mcp.LATEST_LEGACY_PROTOCOL_VERSION}
	rawPost(t, f.server.URL+"/mcp", `{"jsonrpc":"2.0","method":"notifications/initialized"}`, headers)
	return headers
}

// post sends one raw request and returns the status and body.
func post(t *testing.T, url, body string, headers map[string]string) (int, string) {
	t.Helper()
	status, got, _ := rawPost(t, url, body, headers)
	return status, got
}

func rawPost(t *testing.T, url, body string, headers map[string]string) (int, string, http.Header) {
	t.Helper()
	return rawRequest(t, http.MethodPost, url, body, headers)
}

// rawRequest sends one request as an MCP client would and returns the
// status, body and headers of the answer.
func rawRequest(t *testing.T, method, url, body string, headers map[string]string) (int, string, http.Header) {
	t.Helper()
	req, _ := http.NewRequestWithContext(t.Context(), method, url, strings.NewReader(body))
	req.Header.Set("Content-Type", "application/json")
	req.Header.Set("Accept", "application/json, text/event-stream")
	for k, v := range headers {
		req.Header.Set(k, v)
	}
	resp, err := http.DefaultClient.Do(req)
	if err != nil {
		t.Fatal(err)
	}
	defer func() { _ = resp.Body.Close() }()
	got, _ := io.ReadAll(resp.Body)
	return resp.StatusCode, string(got), resp.Header
}

// listen opens a session with a standing GET stream, as clients of
// protocol 2025-11-25 do, and reports the method of every notification on
// it until the test ends.
func (f *fixture) listen(t *testing.T, notified func(method string)) {
	t.Helper()
	f.stream(t, "/mcp", f.session(t), func(data string) {
		var msg struct {
			Method string `json:"method"`
		}
		if json.Unmarshal([]byte(data), &msg) == nil && msg.Method != "" {
			notified(msg.Method)
		}
	})
}

// stream opens the standing GET stream of the session of headers at path
// and reports the data of every event on it until the test ends.
func (f *fixture) stream(t *testing.T, path string, headers map[string]string, event func(data string)) {
	t.Helper()
	req, _ := http.NewRequestWithContext(t.Context(), http.MethodGet, f.server.URL+path, nil)
	req.Header.Set("Accept", "text/event-stream")
	for k, v := range headers {
		req.Header.Set(k, v)
	}
	stream, err := http.DefaultClient.Do(req) //nolint:bodyclose // closed when the test ends, below
	if err != nil || stream.StatusCode != http.StatusOK {
		t.Fatalf("GET stream: %v %v", err, stream)
	}
	t.Cleanup(func() { _ = stream.Body.Close() })
	go func() {
		sc := bufio.NewScanner(stream.Body)
		for sc.Scan() {
			if data, ok := strings.CutPrefix(sc.Text(), "data: "); ok {
				event(data)
			}
		}
	}()
}
