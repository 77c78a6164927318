package cli

import (
	"bytes"
	"context"
	"io"
	"net"
	"net/http"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/mark3labs/mcp-go/client"
	"github.com/mark3labs/mcp-go/client/transport"
	"github.com/mark3labs/mcp-go/mcp"
)

func TestCodeExec(t *testing.T) {
	code, out, errOut := run(t, "code", "exec", "--code", "({ result: input.value * 2 })", "--input", `{"value": 21}`)
	if code != ExitOK || strings.TrimSpace(out) != `{"result":42}` {
		t.Errorf("exit %d, %q %q", code, out, errOut)
	}
	dir := t.TempDir()
	cfg := filepath.Join(dir, "servers.json")
	doc := `{"mcpServers": {"local": {"command": ` + strconv.Quote(os.Args[0]) + `, "env": {"` + cliServerEnv + `": "1"}}}}`
	if err := os.WriteFile(cfg, []byte(doc), 0o600); err != nil {
		t.Fatal(err)
	}
	script := `const entries = call_tool('local', 'list_files', {});
log('got', entries.length, 'entries');
({ files: entries.filter(e => !e.dir).length, dirs: entries.filter(e => e.dir).length })`
	code, out, errOut = run(t, "code", "exec", "--config", cfg, "--code", script)
	if code != ExitOK || strings.TrimSpace(out) != `{"files":1,"dirs":1}` || !strings.Contains(errOut, "got 2 entries") {
		t.Errorf("tool chain: exit %d, %q %q", code, out, errOut)
	}
	code, _, errOut = run(t, "code", "exec", "--config", cfg, "--allow-server", "other", "--code", "call_tool('local', 'list_files', {})")
	if code != ExitFindings || !strings.Contains(errOut, "SERVER_NOT_ALLOWED") {
		t.Errorf("not allowed: exit %d, %q", code, errOut)
	}
	code, _, errOut = run(t, "code", "exec", "--timeout-ms", "200", "--code", "while (true) {}")
	if code != ExitFindings || !strings.Contains(errOut, "TIMEOUT") {
		t.Errorf("timeout: exit %d, %q", code, errOut)
	}
	code, _, errOut = run(t, "code", "exec", "--code", "1", "--input", "{nope")
	if code != ExitUsage || !strings.Contains(errOut, "--input is not valid JSON") {
		t.Errorf("bad input: exit %d, %q", code, errOut)
	}
}

func freePort(t *testing.T) string {
	t.Helper()
	ln, err := net.Listen("tcp", "127.0.0.1:0") //nolint:noctx // test
	if err != nil {
		t.Fatal(err)
	}
	defer func() { _ = ln.Close() }()
	return ln.Addr().String()
}

func TestCodemodeListen(t *testing.T) {
	dir := t.TempDir()
	cfg := filepath.Join(dir, "servers.json")
	doc := `{"mcpServers": {"local": {"command": ` + strconv.Quote(os.Args[0]) + `, "env": {"` + cliServerEnv + `": "1"}}}}`
	if err := os.WriteFile(cfg, []byte(doc), 0o600); err != nil {
		t.Fatal(err)
	}
	addr := freePort(t)
	ctx, cancel := context.WithCancel(context.Background())
	done := make(chan int, 1)
	var errb bytes.Buffer
	go func() {
		done <- Run(ctx, []string{"codemode", "--config", cfg, "--listen", addr, "--token", "t0ken"}, io.Discard, &syncWriter{w: &errb})
	}()
	defer func() {
		cancel()
		if code := <-done; code != ExitOK {
			t.Errorf("codemode exited %d: %s", code, errb.String())
		}
	}()
	// Wait for the listener.
	var c *client.Client
	deadline := time.Now().Add(10 * time.Second)
	for {
		var err error
		c, err = client.NewStreamableHttpClient("http://"+addr+"/mcp", transport.WithHTTPHeaders(map[string]string{"Authorization": "Bearer t0ken"}))
		if err == nil {
			if err = c.Start(ctx); err == nil {
				init := mcp.InitializeRequest{}
				init.Params.ProtocolVersion = mcp.LATEST_PROTOCOL_VERSION
				init.Params.ClientInfo = mcp.Implementation{Name: "t", Version: "1"}
				if _, err = c.Initialize(ctx, init); err == nil {
					break
				}
			}
			_ = c.Close()
		}
		if time.Now().After(deadline) {
			t.Fatalf("codemode did not come up: %v; %s", err, errb.String())
		}
		time.Sleep(50 * time.Millisecond)
	}
	defer func() { _ = c.Close() }()
	tools, err := c.ListTools(ctx, mcp.ListToolsRequest{})
	if err != nil || len(tools.Tools) != 1 || !strings.Contains(tools.Tools[0].Description, `tool: "list_files"`) {
		t.Fatalf("tools: %+v %v", tools, err)
	}
	req := mcp.CallToolRequest{}
	req.Params.Name = "execute_code"
	req.Params.Arguments = map[string]any{"code": "call_tool('local', 'list_files', {}).length"}
	res, err := c.CallTool(ctx, req)
	if err != nil || res.IsError || res.Content[0].(mcp.TextContent).Text != "2" {
		t.Errorf("execute_code over HTTP: %+v %v", res, err)
	}
	// Every endpoint, /mcp included, needs the token and refuses other
	// origins; /healthz answers anyone.
	do := func(method, path, token, origin string) int {
		var body io.Reader
		if method == http.MethodPost {
			body = strings.NewReader(`{"jsonrpc":"2.0","id":1,"method":"initialize","params":{"protocolVersion":"2025-11-25","capabilities":{},"clientInfo":{"name":"x","version":"1"}}}`)
		}
		r, _ := http.NewRequestWithContext(ctx, method, "http://"+addr+path, body)
		r.Header.Set("Content-Type", "application/json")
		r.Header.Set("Accept", "application/json, text/event-stream")
		if token != "" {
			r.Header.Set("Authorization", "Bearer "+token)
		}
		if origin != "" {
			r.Header.Set("Origin", origin)
		}
		resp, err := http.DefaultClient.Do(r)
		if err != nil {
			t.Fatal(err)
		}
		_ = resp.Body.Close()
		return resp.StatusCode
	}
	for _, tt := range []struct {
		method, path, token, origin string
		want                        int
	}{
		{http.MethodGet, "/mcp/servers", "", "", 401},
		{http.MethodGet, "/mcp/servers", "t0ken", "", 200},
		{http.MethodPost, "/mcp", "", "", 401},
		{http.MethodPost, "/mcp", "wrong", "", 401},
		{http.MethodPost, "/mcp", "t0ken ", "", 200},
		{http.MethodPost, "/mcp", "t0ken", "http://evil.example", 403},
		{http.MethodPost, "/mcp", "t0ken", "http://" + addr, 200},
		{http.MethodGet, "/healthz", "", "", 200},
	} {
		if got := do(tt.method, tt.path, tt.token, tt.origin); got != tt.want {
			t.Errorf("%s %s (token %q, origin %q): %d, want %d", tt.method, tt.path, tt.token, tt.origin, got, tt.want)
		}
	}
	if code, _, errOut := run(t, "codemode", "--listen", "0.0.0.0:0"); code != ExitUsage || !strings.Contains(errOut, "loopback only") {
		t.Errorf("non-loopback listen: exit %d %s", code, errOut)
	}
}

// syncWriter serialises writes from the server goroutine.
type syncWriter struct {
	mu sync.Mutex
	w  io.Writer
}

func (s *syncWriter) Write(p []byte) (int, error) {
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.w.Write(p)
}

// The code-execution keys of a SERVERS.json, at the top level or in a
// "codemode" object, are honoured by code exec (and codemode); flags
// given on the command line win; wrong types and unknown keys are
// errors with their place.
func TestCodeExecHonoursConfigKeys(t *testing.T) {
	dir := t.TempDir()
	write := func(name, doc string) string {
		p := filepath.Join(dir, name)
		if err := os.WriteFile(p, []byte(doc), 0o600); err != nil {
			t.Fatal(err)
		}
		return p
	}
	for _, tt := range []struct {
		name, doc string
		args      []string
		code      int
		want      string
	}{
		{"disabled at the top", `{"mcpServers": {}, "enable_code_execution": false}`, nil, ExitUsage, "code execution is disabled"},
		{"disabled in codemode", `{"mcpServers": {}, "codemode": {"enable_code_execution": false}}`, nil, ExitUsage, "code execution is disabled"},
		{"timeout from the file", `{"mcpServers": {}, "code_execution_timeout_ms": 200}`, []string{"--code", "while (true) {}"}, ExitFindings, "TIMEOUT"},
		{"flag wins over the file", `{"mcpServers": {}, "code_execution_timeout_ms": 60000}`, []string{"--timeout-ms", "200", "--code", "while (true) {}"}, ExitFindings, "TIMEOUT"},
		{"tool calls from the file", `{"mcpServers": {}, "code_execution_max_tool_calls": 1}`,
			[]string{"--code", "try { call_tool('a', 'b', {}) } catch (e) {}; call_tool('a', 'b', {})"}, ExitFindings, "MAX_TOOL_CALLS"},
		{"a string where a number goes", "{\"mcpServers\": {},\n  \"code_execution_pool_size\": \"10\"}", nil, ExitUsage, "line 2"},
		{"unknown key in codemode", `{"mcpServers": {}, "codemode": {"code_execution_timeoutms": 5}}`, nil, ExitUsage, `unknown key "code_execution_timeoutms"`},
		{"a boolean as a string", `{"mcpServers": {}, "code_execution_isolate": "yes"}`, nil, ExitUsage, "want true or false"},
		{"enabled with options", `{"mcpServers": {}, "enable_code_execution": true, "code_execution_timeout_ms": 5000}`, []string{"--code", "6 * 7"}, ExitOK, "42"},
	} {
		t.Run(tt.name, func(t *testing.T) {
			cfg := write(strings.ReplaceAll(tt.name, " ", "_")+".json", tt.doc)
			args := append([]string{"code", "exec", "--config", cfg}, tt.args...)
			if tt.args == nil {
				args = append(args, "--code", "1")
			}
			code, out, errOut := run(t, args...)
			if code != tt.code || !strings.Contains(out+errOut, tt.want) {
				t.Errorf("exit %d, %q %q; want exit %d with %q", code, out, errOut, tt.code, tt.want)
			}
		})
	}
}
