package gateway

import (
	"bufio"
	"context"
	"encoding/json"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"slices"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/mark3labs/mcp-go/mcp"

	"github.com/mcpscan/mcpscan/internal/nodetest"
	"github.com/mcpscan/mcpscan/registry"
)

// The interop tests run the gateway as users do, the mcpscan binary with
// SERVERS.json and a policy directory, in front of the notes server, and
// talk to it with clients we did not write: the official TypeScript SDK's
// Client and the MCP Inspector CLI, over stdio and streamable HTTP.

// The packages the interop tests need under that prefix (pinned in .ci/run).
const interopInspector = "@modelcontextprotocol/inspector"

// interopTools is what the notes policy lets a client list on the
// aggregate endpoint: admin_secret is hidden, read_note unlisted under
// default deny.
var interopTools = []string{"notes__add_note", "notes__crash", "notes__delete_note", "notes__echo", "notes__fail", "notes__garble", "notes__sleep"}

// interopEnv is what every interop case shares: node, the installed
// packages, the mcpscan binary and a SERVERS.json with its policies.
type interopEnv struct {
	*nodetest.Node
	bin    string // the mcpscan binary
	config string // SERVERS.json
	dir    string // the policy directory
}

// newInteropEnv finds Node and the packages, builds mcpscan once and
// writes the configuration. Without Node or the packages the test skips,
// except in CI (CI set), where that is a broken setup and fails.
func newInteropEnv(t *testing.T, packages ...string) *interopEnv {
	t.Helper()
	root := t.TempDir()
	e := &interopEnv{Node: nodetest.Find(t, packages...), bin: nodetest.BuildMCPScan(t, ".."),
		config: filepath.Join(root, "servers.json"), dir: filepath.Join(root, "policies")}
	// The upstream is this test binary serving the notes server, as in
	// every gateway test.
	self, err := os.Executable()
	if err != nil {
		t.Fatal(err)
	}
	servers, _ := json.Marshal(map[string]any{"mcpServers": map[string]any{
		"notes": map[string]any{"command": self, "env": map[string]string{notesEnv: "1"}},
	}})
	writeFile(t, e.config, string(servers))
	if err := os.Mkdir(e.dir, 0o700); err != nil {
		t.Fatal(err)
	}
	writeFile(t, PolicyPath(e.dir, "notes"), notesPolicy)
	return e
}

// gatewayArgs are the mcpscan arguments of a gateway with its own audit
// log, serving stdio or, with listen, HTTP.
func (e *interopEnv) gatewayArgs(db, listen string) []string {
	args := []string{"--db", db, "gateway", "--config", e.config, "--policies", e.dir}
	if listen == "" {
		return append(args, "--stdio")
	}
	return append(args, "--listen", listen)
}

// startHTTPGateway runs the gateway on a free loopback port and returns
// its aggregate endpoint's URL and a stop function that ends it gracefully
// (so its audit log is written out) and reports how it ended.
func (e *interopEnv) startHTTPGateway(t *testing.T, db string) (string, func() error) {
	t.Helper()
	// Port 0: the kernel picks a free port and the gateway prints it.
	p := startProcess(t, e.bin, e.gatewayArgs(db, "127.0.0.1:0"), nil, gatewayURL)
	return p.url, p.stop
}

// gatewayURL finds the endpoint in the line the gateway prints when it
// listens.
func gatewayURL(line string) (string, bool) {
	_, rest, found := strings.Cut(line, "mcpscan gateway on ")
	url, _, _ := strings.Cut(rest, " ")
	return url, found
}

// process is a server started by a test, its output read for the line
// that says where it listens.
type process struct {
	url  string
	pid  int
	stop func() error // SIGINT, then wait; idempotent
}

// startProcess starts name with args (env added to this process's) and
// waits until ready finds the URL in a line of its output, stdout or
// stderr. The process is stopped when the test ends.
func startProcess(tb testing.TB, name string, args, env []string, ready func(line string) (string, bool)) *process {
	tb.Helper()
	// Not ended with the test's context, which is cancelled before the
	// cleanups run: the stop below, registered before the clients' closes,
	// runs after them, and ends the server as a person would, with SIGINT,
	// so that a gateway writes out its audit log.
	cmd := exec.CommandContext(context.WithoutCancel(tb.Context()), name, args...)
	cmd.Env = append(os.Environ(), env...)
	pr, pw, err := os.Pipe()
	if err != nil {
		tb.Fatal(err)
	}
	cmd.Stdout, cmd.Stderr = pw, pw
	if err := cmd.Start(); err != nil {
		tb.Fatal(err)
	}
	_ = pw.Close()
	lines := make(chan string, 64)
	var logs syncBuffer
	go func() {
		defer close(lines)
		defer func() { _ = pr.Close() }()
		sc := bufio.NewScanner(pr)
		for sc.Scan() {
			fmt.Fprintln(&logs, sc.Text())
			select {
			case lines <- sc.Text():
			default:
			}
		}
	}()
	done := make(chan error, 1)
	go func() { done <- cmd.Wait() }()
	var once sync.Once
	var stopErr error
	p := &process{pid: cmd.Process.Pid, stop: func() error {
		once.Do(func() {
			_ = cmd.Process.Signal(os.Interrupt)
			select {
			case stopErr = <-done:
			case <-time.After(15 * time.Second):
				_ = cmd.Process.Kill()
				stopErr = fmt.Errorf("%s did not stop within 15s of SIGINT", filepath.Base(name))
			}
		})
		return stopErr
	}}
	tb.Cleanup(func() { _ = p.stop() })

	deadline := time.After(30 * time.Second)
	for {
		select {
		case line, ok := <-lines:
			if !ok {
				_ = p.stop()
				tb.Fatalf("%s exited before serving:\n%s", filepath.Base(name), logs.String())
			}
			if url, found := ready(line); found {
				p.url = url
				return p
			}
		case <-deadline:
			tb.Fatalf("%s did not say where it listens within 30s:\n%s", filepath.Base(name), logs.String())
		}
	}
}

// auditDecisions reads a stopped gateway's audit log: each tool's
// decisions, oldest first.
func auditDecisions(t *testing.T, db string) map[string][]string {
	t.Helper()
	store, err := registry.Open(t.Context(), db)
	if err != nil {
		t.Fatal(err)
	}
	defer func() { _ = store.Close() }()
	recs, err := store.Audit(t.Context(), registry.AuditFilter{Limit: 1000})
	if err != nil {
		t.Fatal(err)
	}
	out := map[string][]string{}
	for _, r := range slices.Backward(recs) {
		out[r.Tool] = append(out[r.Tool], r.Decision)
	}
	return out
}

// interopResult is how one call should end, as a client shows it.
type interopResult struct {
	text    string // contained in the result text, or in the error
	isError bool   // an error result (the policy's denial)
	rpc     bool   // a JSON-RPC error (a tool not listed)
}

func TestInteropTypeScriptSDK(t *testing.T) {
	e := newInteropEnv(t, nodetest.SDK)
	acceptAnswer := map[string]any{"action": "accept", "content": map[string]any{"approve": true}}
	declineAnswer := map[string]any{"action": "decline"}
	for _, tt := range []struct {
		name      string
		transport string
		path      string // HTTP endpoint: /mcp or /mcp/notes
		prefix    string // tool names on that endpoint
		answer    map[string]any
		deleted   interopResult
		decision  string // of delete_note in the audit log
	}{
		{"stdio approved", "stdio", "", "notes__", acceptAnswer,
			interopResult{text: "deleted 7"}, DecisionApproved},
		{"stdio declined", "stdio", "", "notes__", declineAnswer,
			interopResult{text: "Denied by policy: Deleting a note cannot be undone. (the person declined)", isError: true}, DecisionDeclined},
		{"http approved", "http", "/mcp", "notes__", acceptAnswer,
			interopResult{text: "deleted 7"}, DecisionApproved},
		{"http declined", "http", "/mcp", "notes__", declineAnswer,
			interopResult{text: "Denied by policy: Deleting a note cannot be undone. (the person declined)", isError: true}, DecisionDeclined},
		{"http per-server endpoint", "http", "/mcp/notes", "", acceptAnswer,
			interopResult{text: "deleted 7"}, DecisionApproved},
	} {
		t.Run(tt.name, func(t *testing.T) {
			db := filepath.Join(t.TempDir(), "audit.db")
			spec := nodetest.SDKSpec{Transport: tt.transport, Answer: tt.answer, Calls: []nodetest.SDKCall{
				{Name: tt.prefix + "echo", Arguments: map[string]any{"text": "through the gateway"}},
				{Name: tt.prefix + "add_note", Arguments: map[string]any{"text": "my password is swordfish"}},
				{Name: tt.prefix + "delete_note", Arguments: map[string]any{"id": "7"}},
				{Name: tt.prefix + "admin_secret"},
			}}
			want := []interopResult{
				{text: "through the gateway"},
				{text: "Denied by policy: Notes may not hold passwords.", isError: true},
				tt.deleted,
				{text: "not found", rpc: true},
			}
			stop := func() error { return nil }
			if tt.transport == "stdio" {
				spec.Command, spec.Args = e.bin, e.gatewayArgs(db, "")
			} else {
				var url string
				url, stop = e.startHTTPGateway(t, db)
				spec.URL = strings.TrimSuffix(url, "/mcp") + tt.path
			}
			got := e.SDKClient(t, spec)

			wantTools := interopTools
			if tt.prefix == "" {
				wantTools = nil
				for _, n := range interopTools {
					wantTools = append(wantTools, strings.TrimPrefix(n, "notes__"))
				}
			}
			slices.Sort(got.Tools)
			if !slices.Equal(got.Tools, wantTools) {
				t.Errorf("tools/list: got %v, want %v", got.Tools, wantTools)
			}
			if !strings.HasPrefix(got.ServerInfo.Name, "mcpscan-gateway") {
				t.Errorf("serverInfo.name: got %q, want the gateway's", got.ServerInfo.Name)
			}
			// The SDK speaks the newest session protocol; the gateway must
			// agree to it rather than fall back.
			if tt.transport == "http" && got.ProtocolVersion != mcp.LATEST_LEGACY_PROTOCOL_VERSION {
				t.Errorf("protocol version: got %q, want %q", got.ProtocolVersion, mcp.LATEST_LEGACY_PROTOCOL_VERSION)
			}
			if len(got.Calls) != len(want) {
				t.Fatalf("got %d call results, want %d: %+v", len(got.Calls), len(want), got.Calls)
			}
			for i, w := range want {
				c := got.Calls[i]
				switch {
				case w.rpc:
					if !strings.Contains(c.Error, w.text) {
						t.Errorf("%s: got result %q (error %q), want a JSON-RPC error with %q", c.Name, c.Text, c.Error, w.text)
					}
				case c.Error != "":
					t.Errorf("%s: got error %q, want a result", c.Name, c.Error)
				case c.IsError != w.isError || !strings.Contains(c.Text, w.text):
					t.Errorf("%s: got %q (isError %v), want %q (isError %v)", c.Name, c.Text, c.IsError, w.text, w.isError)
				}
			}

			// One question, about delete_note, with the gateway's yes/no form.
			if len(got.Elicitations) != 1 {
				t.Fatalf("got %d elicitations, want 1: %+v", len(got.Elicitations), got.Elicitations)
			}
			el := got.Elicitations[0]
			if !strings.Contains(el.Message, `"delete_note"`) || !strings.Contains(el.Message, "Deleting a note cannot be undone.") {
				t.Errorf("elicitation message: got %q, want the tool and the policy's reason", el.Message)
			}
			if props, _ := el.RequestedSchema["properties"].(map[string]any); props["approve"] == nil {
				t.Errorf("elicitation schema: got %v, want an approve field", el.RequestedSchema)
			}

			if err := stop(); err != nil {
				t.Errorf("stopping the gateway: %v", err)
			}
			decisions := auditDecisions(t, db)
			for tool, want := range map[string]string{
				"echo": DecisionAllow, "add_note": DecisionDeny, "delete_note": tt.decision, "admin_secret": DecisionHide,
			} {
				if got := decisions[tool]; !slices.Contains(got, want) {
					t.Errorf("audit of %s: got decisions %v, want %q among them", tool, got, want)
				}
			}
		})
	}
}

// inspectorCLI is the Inspector's CLI entry point, as its launcher bin
// runs it with --cli.
func (e *interopEnv) inspectorCLI() string {
	return filepath.Join(e.Modules, interopInspector, "clients", "launcher", "build", "index.js")
}

func TestInteropInspectorCLI(t *testing.T) {
	e := newInteropEnv(t, interopInspector)
	for _, transport := range []string{"stdio", "http"} {
		t.Run(transport, func(t *testing.T) {
			db := filepath.Join(t.TempDir(), "audit.db")
			// target are the arguments that point the Inspector at the gateway.
			var target []string
			stop := func() error { return nil }
			if transport == "stdio" {
				target = append([]string{"--", e.bin}, e.gatewayArgs(db, "")...)
			} else {
				var url string
				url, stop = e.startHTTPGateway(t, db)
				target = []string{"--transport", "http", "--server-url", url}
			}
			// The Inspector keeps its catalogue and settings under HOME.
			env := []string{"HOME=" + t.TempDir()}
			inspect := func(args ...string) (map[string]any, string, int) {
				t.Helper()
				all := append([]string{e.inspectorCLI(), "--cli", "--format", "json", "--quiet"}, args...)
				stdout, stderr, code := e.Run(t, env, append(all, target...)...)
				var out map[string]any
				if strings.TrimSpace(stdout) != "" {
					if err := json.Unmarshal([]byte(stdout), &out); err != nil {
						t.Fatalf("inspector %v: stdout is not JSON: %v\n%s\nstderr: %s", args, err, stdout, stderr)
					}
				}
				return out, stderr, code
			}

			t.Run("tools/list", func(t *testing.T) {
				out, stderr, code := inspect("--method", "tools/list")
				if code != 0 {
					t.Fatalf("exit %d: %s", code, stderr)
				}
				var got []string
				res, _ := out["result"].(map[string]any)
				tools, _ := res["tools"].([]any)
				for _, tl := range tools {
					m, _ := tl.(map[string]any)
					name, _ := m["name"].(string)
					got = append(got, name)
				}
				slices.Sort(got)
				if !slices.Equal(got, interopTools) {
					t.Errorf("got tools %v, want %v", got, interopTools)
				}
			})

			for _, tt := range []struct {
				name     string
				args     []string
				want     interopResult
				wantCode string // the Inspector's error code on stderr, for a failed call
			}{
				{"allowed", []string{"--tool-name", "notes__echo", "--tool-arg", "text=hello inspector"},
					interopResult{text: "hello inspector"}, ""},
				{"denied by deny_if", []string{"--tool-name", "notes__add_note", "--tool-arg", "text=the password is 42"},
					interopResult{text: "Denied by policy: Notes may not hold passwords.", isError: true}, "tool_is_error"},
				// The Inspector CLI cannot ask a person (no elicitation
				// capability), so approval fails closed.
				{"approval without elicitation", []string{"--tool-name", "notes__delete_note", "--tool-arg", `id="3"`},
					interopResult{text: "Denied by policy: Deleting a note cannot be undone. (this client cannot ask a person: it does not support MCP elicitation)", isError: true}, "tool_is_error"},
				{"hidden", []string{"--tool-name", "notes__admin_secret"},
					interopResult{rpc: true}, "tool_not_found"},
			} {
				t.Run("tools/call "+tt.name, func(t *testing.T) {
					out, stderr, code := inspect(append([]string{"--method", "tools/call"}, tt.args...)...)
					if tt.wantCode == "" && code != 0 || tt.wantCode != "" && code == 0 {
						t.Errorf("exit code: got %d, want %s", code, map[bool]string{true: "0", false: "non-zero"}[tt.wantCode == ""])
					}
					if tt.wantCode != "" && !strings.Contains(stderr, `"code":"`+tt.wantCode+`"`) {
						t.Errorf("stderr: got %q, want error code %q", stderr, tt.wantCode)
					}
					if tt.want.rpc {
						if out["result"] != nil {
							t.Errorf("got result %v, want none", out["result"])
						}
						return
					}
					res, _ := out["result"].(map[string]any)
					isErr, _ := res["isError"].(bool)
					var texts []string
					content, _ := res["content"].([]any)
					for _, c := range content {
						if m, _ := c.(map[string]any); m["type"] == "text" {
							s, _ := m["text"].(string)
							texts = append(texts, s)
						}
					}
					if text := strings.Join(texts, "\n"); isErr != tt.want.isError || !strings.Contains(text, tt.want.text) {
						t.Errorf("got %q (isError %v), want %q (isError %v)", text, isErr, tt.want.text, tt.want.isError)
					}
				})
			}

			if err := stop(); err != nil {
				t.Errorf("stopping the gateway: %v", err)
			}
			// Over stdio each Inspector run started a gateway of its own,
			// all writing this audit log; over HTTP one served them all.
			// Either way every call must be on record.
			decisions := auditDecisions(t, db)
			for tool, want := range map[string]string{
				// No person was asked, so no one declined: a denial.
				"echo": DecisionAllow, "add_note": DecisionDeny, "delete_note": DecisionDeny,
			} {
				if got := decisions[tool]; !slices.Contains(got, want) {
					t.Errorf("audit of %s: got decisions %v, want %q among them", tool, got, want)
				}
			}
		})
	}
}
