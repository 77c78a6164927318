package cli

import (
	"bytes"
	"context"
	"io"
	"os"
	"path/filepath"
	"regexp"
	"slices"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/mark3labs/mcp-go/client"
	"github.com/mark3labs/mcp-go/client/transport"
	"github.com/mark3labs/mcp-go/mcp"
)

// gatewaySetup writes a SERVERS.json with the test server "local" and a
// policy directory for it.
func gatewaySetup(t *testing.T, policy string) (cfg, policies, db string) {
	t.Helper()
	dir := t.TempDir()
	cfg = filepath.Join(dir, "servers.json")
	doc := `{"mcpServers": {"local": {"command": ` + strconv.Quote(os.Args[0]) + `, "env": {"` + cliServerEnv + `": "1"}}}}`
	policies = filepath.Join(dir, "policies")
	if err := os.MkdirAll(policies, 0o700); err != nil {
		t.Fatal(err)
	}
	for path, content := range map[string]string{cfg: doc, filepath.Join(policies, "local.policy.json"): policy} {
		if err := os.WriteFile(path, []byte(content), 0o600); err != nil {
			t.Fatal(err)
		}
	}
	return cfg, policies, filepath.Join(dir, "registry.db")
}

const localPolicy = `{"version": "1", "default": "deny", "tools": {"list_files": {}}}`

// startGateway runs 'mcpscan gateway' with args on a loopback port and
// returns its /mcp URL and a stop function that checks it exited cleanly.
func startGateway(t *testing.T, args ...string) (url string, stop func()) {
	t.Helper()
	ctx, cancel := context.WithCancel(context.Background())
	done := make(chan int, 1)
	errb := &syncWriter{w: &bytes.Buffer{}}
	go func() {
		done <- Run(ctx, append([]string{"gateway", "--listen", "127.0.0.1:0"}, args...), io.Discard, errb)
	}()
	stopped := false
	stop = func() {
		if stopped {
			return
		}
		stopped = true
		cancel()
		if code := <-done; code != ExitOK {
			t.Errorf("gateway exited %d: %s", code, errb.String())
		}
	}
	t.Cleanup(stop)
	addrRE := regexp.MustCompile(`mcpscan gateway on (http://\S+/mcp)`)
	deadline := time.Now().Add(15 * time.Second)
	for url == "" {
		if m := addrRE.FindStringSubmatch(errb.String()); m != nil {
			url = m[1]
		}
		if time.Now().After(deadline) {
			t.Fatalf("the gateway did not say where it listens: %s", errb.String())
		}
		time.Sleep(20 * time.Millisecond)
	}
	return url, stop
}

// dialGateway opens an MCP session to url with a bearer token.
func dialGateway(t *testing.T, url, token string, opts ...client.ClientOption) *client.Client {
	t.Helper()
	ctx := t.Context()
	tr, err := transport.NewStreamableHTTP(url, transport.WithHTTPHeaders(map[string]string{"Authorization": "Bearer " + token}))
	if err != nil {
		t.Fatal(err)
	}
	c := client.NewClient(tr, opts...)
	t.Cleanup(func() { _ = c.Close() })
	if err := c.Start(ctx); err != nil {
		t.Fatal(err)
	}
	init := mcp.InitializeRequest{}
	init.Params.ProtocolVersion = mcp.LATEST_PROTOCOL_VERSION
	init.Params.ClientInfo = mcp.Implementation{Name: "t", Version: "1"}
	if _, err := c.Initialize(ctx, init); err != nil {
		t.Fatal(err)
	}
	return c
}

func TestGatewayCommand(t *testing.T) {
	cfg, policies, db := gatewaySetup(t, localPolicy)
	const token = "alice-token-0123456789"
	ctx := t.Context()
	url, stop := startGateway(t, "--db", db, "--config", cfg, "--policies", policies, "--grant", "alice="+token)
	c := dialGateway(t, url, token)
	list, err := c.ListTools(ctx, mcp.ListToolsRequest{})
	if err != nil {
		t.Fatal(err)
	}
	var names []string
	for _, tl := range list.Tools {
		names = append(names, tl.Name)
	}
	if !slices.Equal(names, []string{"local__list_files"}) {
		t.Errorf("tools %v, want only local__list_files (execute_code is not in the policy)", names)
	}
	req := mcp.CallToolRequest{}
	req.Params.Name = "local__list_files"
	res, err := c.CallTool(ctx, req)
	if err != nil || res.IsError || !strings.Contains(res.Content[0].(mcp.TextContent).Text, "a.txt") {
		t.Fatalf("list_files through the gateway: %+v %v", res, err)
	}
	_ = c.Close()
	stop()

	// The audit command shows the decision, with who made the call.
	code, out, errOut := run(t, "audit", "--db", db, "--format", "json")
	if code != ExitOK || !strings.Contains(out, `"tool": "list_files"`) || !strings.Contains(out, `"identity": "alice"`) ||
		!strings.Contains(out, `"decision": "allow"`) {
		t.Errorf("audit: exit %d\n%s\n%s", code, out, errOut)
	}
	code, out, _ = run(t, "audit", "--db", db, "--server", "local", "--since", "1h")
	if code != ExitOK || !strings.Contains(out, "list_files") || !strings.Contains(out, "DECISION") {
		t.Errorf("audit table: exit %d\n%s", code, out)
	}
	code, out, _ = run(t, "audit", "--db", db, "--decision", "deny")
	if code != ExitOK || !strings.Contains(out, "no audit records match") {
		t.Errorf("audit filter: exit %d\n%s", code, out)
	}
}

func TestGatewayRefusesToStart(t *testing.T) {
	cfg, policies, db := gatewaySetup(t, localPolicy)
	_, broken, _ := gatewaySetup(t, `{"version": "1", "default": "deny", "tools": {"list_files": {"limits": [{"counter": "c", "window": "fortnight", "max": 1}]}}}`)
	_, empty, _ := gatewaySetup(t, localPolicy)
	if err := os.Remove(filepath.Join(empty, "local.policy.json")); err != nil {
		t.Fatal(err)
	}
	for _, tt := range []struct {
		name string
		args []string
		want string
	}{
		{"grant without token", []string{"--grant", "alice"}, `--grant "alice": want NAME=TOKEN`},
		{"short token", []string{"--grant", "alice=short"}, `the token of grant "alice" is shorter than 16 characters`},
		{"open beyond loopback", []string{"--listen", "0.0.0.0:0"}, "needs client credentials (--grant or --grants)"},
		{"missing grants file", []string{"--grants", "/no/such/grants.json"}, "--grants"},
		{"missing config", []string{"--config", "/no/such/servers.json"}, "--config"},
		{"policy missing", []string{"--policies", empty}, `server "local" has no policy`},
		{"broken policy", []string{"--policies", broken}, "local.policy.json: line 1, column"},
		{"policies not a directory", []string{"--policies", cfg}, "is not a directory"},
	} {
		t.Run(tt.name, func(t *testing.T) {
			args := []string{"gateway", "--db", db, "--config", cfg, "--policies", policies, "--stdio"}
			if slices.Contains(tt.args, "--listen") {
				args = args[:len(args)-1]
			}
			// Later flags win.
			code, _, errOut := run(t, append(args, tt.args...)...)
			if code != ExitUsage || !strings.Contains(errOut, tt.want) {
				t.Errorf("exit %d, stderr %q; want 2 and %q", code, errOut, tt.want)
			}
		})
	}
	if code, _, errOut := run(t, "audit", "--db", db, "--since", "yesterday"); code != ExitUsage || !strings.Contains(errOut, "neither a duration") {
		t.Errorf("audit --since: exit %d %s", code, errOut)
	}
}

// String is what was written so far (the writer must be a *bytes.Buffer).
func (s *syncWriter) String() string {
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.w.(*bytes.Buffer).String()
}

func TestPolicyGenerateFromConfig(t *testing.T) {
	cfg, _, db := gatewaySetup(t, localPolicy)
	withCodemode := filepath.Join(t.TempDir(), "servers.json")
	doc := `{"mcpServers": {"local": {"command": ` + strconv.Quote(os.Args[0]) + `, "env": {"` + cliServerEnv + `": "1"}},
  "gone": {"command": "/no/such/server"}},
 "codemode": {"enable_code_execution": true}}`
	if err := os.WriteFile(withCodemode, []byte(doc), 0o600); err != nil {
		t.Fatal(err)
	}
	out := t.TempDir()
	code, stdout, errOut := run(t, "--db", db, "policy", "generate", "--config", cfg, "-o", out)
	if code != ExitOK || !strings.Contains(stdout, "local.policy.json") {
		t.Fatalf("exit %d\n%s\n%s", code, stdout, errOut)
	}
	data, err := os.ReadFile(filepath.Join(out, "local.policy.json"))
	if err != nil {
		t.Fatal(err)
	}
	for _, w := range []string{`"execute_code"`, `"category": "Execute"`, `"max": 10`, `"list_files": {`} {
		if !strings.Contains(string(data), w) {
			t.Errorf("local.policy.json lacks %s:\n%s", w, data)
		}
	}

	// A server that cannot be reached gets no policy, and says so; the
	// others, the built-in code-mode server included, are written.
	out = t.TempDir()
	code, stdout, errOut = run(t, "--db", db, "policy", "generate", "--config", withCodemode, "-o", out)
	if code == ExitOK || !strings.Contains(errOut, "gone:") || !strings.Contains(errOut, "could not be introspected") {
		t.Errorf("exit %d, stderr %s", code, errOut)
	}
	data, err = os.ReadFile(filepath.Join(out, "codemode.policy.json"))
	if err != nil {
		t.Fatalf("no policy for the code-mode server: %v (%s)", err, stdout)
	}
	if !strings.Contains(string(data), `"execute_code_rate"`) || !strings.Contains(string(data), `"severity": "High"`) {
		t.Errorf("codemode.policy.json:\n%s", data)
	}
	if _, err := os.Stat(filepath.Join(out, "gone.policy.json")); err == nil {
		t.Error("a policy was written for a server that could not be introspected")
	}
}
