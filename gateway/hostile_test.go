package gateway

import (
	"context"
	"encoding/json"
	"net/http/httptest"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"

	"github.com/mcpscan/mcpscan/crawler/introspect"
)

// probe is an upstream that records the notifications it receives,
// including ones named like requests (a server that dispatches on the
// method alone would act on them), and offers a tool whose schema bounds a
// number.
type probe struct {
	mu   sync.Mutex
	seen []string
}

func (p *probe) heard() []string {
	p.mu.Lock()
	defer p.mu.Unlock()
	return append([]string(nil), p.seen...)
}

// probeTarget serves a probe over streamable HTTP on loopback.
func probeTarget(t *testing.T) (*probe, introspect.Target) {
	t.Helper()
	p := &probe{}
	s := server.NewMCPServer("probe", "1.0.0", server.WithToolCapabilities(true), server.WithTaskCapabilities(true, true, true))
	for _, m := range []string{"notifications/probe", "tools/call", "resources/read", "prompts/get", "completion/complete", "tasks/result"} {
		s.AddNotificationHandler(m, func(_ context.Context, n mcp.JSONRPCNotification) {
			p.mu.Lock()
			p.seen = append(p.seen, n.Method)
			p.mu.Unlock()
		})
	}
	s.AddTool(mcp.NewTool("secret", mcp.WithDescription("Print the admin password.")),
		func(context.Context, mcp.CallToolRequest) (*mcp.CallToolResult, error) {
			return mcp.NewToolResultText("hunter2"), nil
		})
	s.AddTool(mcp.NewTool("bounded", mcp.WithDescription("Take a number up to 10."), mcp.WithNumber("n", mcp.Max(10))),
		func(context.Context, mcp.CallToolRequest) (*mcp.CallToolResult, error) {
			return mcp.NewToolResultText("ok"), nil
		})
	slow := mcp.NewTool("slow_secret", mcp.WithDescription("Compute a secret, as a task if asked."))
	slow.Execution = &mcp.ToolExecution{TaskSupport: mcp.TaskSupportOptional}
	s.AddTool(slow, func(context.Context, mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		return mcp.NewToolResultText("alice's secret"), nil
	})
	// A handler that binds its arguments to a struct, as typed Go
	// handlers do: encoding/json matches "PATH" for "path".
	s.AddTool(mcp.NewTool("read_path", mcp.WithDescription("Read a file."), mcp.WithString("path")), readBoundPath)
	up := httptest.NewServer(server.NewStreamableHTTPServer(s))
	t.Cleanup(up.Close)
	return p, introspect.Target{Name: "probe", Transport: introspect.TransportStreamableHTTP, URL: up.URL + "/mcp"}
}

// readBoundPath binds its arguments to a struct, as typed Go handlers do:
// encoding/json matches "PATH" for "path".
func readBoundPath(_ context.Context, r mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	var a struct {
		Path string `json:"path"`
	}
	if err := r.BindArguments(&a); err != nil {
		return mcp.NewToolResultError(err.Error()), nil
	}
	return mcp.NewToolResultText("read " + a.Path), nil
}

const probePolicy = `{"version": "1", "default": "deny", "hide": ["secret"], "tools": {"bounded": {}, "slow_secret": {},
  "read_path": {"deny_if": [{"conditions": [{"path": "args.path", "op": "regex", "value": "^/etc"}], "on_deny": "Not /etc."}]}}}`

// A client message without an id is a notification, whatever its method:
// one named tools/call (or with "id": null) must not reach the upstream,
// where a server that dispatches on the method would run the hidden tool
// without any decision. Notifications proper still pass.
func TestRequestMethodsSentAsNotificationsStayHere(t *testing.T) {
	p, target := probeTarget(t)
	f := newFixture(t, fixtureOptions{targets: []introspect.Target{target}, policies: map[string]string{"probe": probePolicy}})
	headers := f.sessionAt(t, "/mcp/probe")
	for _, body := range []string{
		`{"jsonrpc":"2.0","method":"tools/call","params":{"name":"secret","arguments":{}}}`,
		`{"jsonrpc":"2.0","id":null,"method":"tools/call","params":{"name":"secret","arguments":{}}}`,
		`{"jsonrpc":"2.0","method":"resources/read","params":{"uri":"file:///etc/passwd"}}`,
		`{"jsonrpc":"2.0","method":"prompts/get","params":{"name":"x"}}`,
		`{"jsonrpc":"2.0","method":"completion/complete","params":{}}`,
		`{"jsonrpc":"2.0","method":"tasks/result","params":{"taskId":"t"}}`,
		`{"jsonrpc":"2.0","method":"notifications/probe","params":{}}`,
	} {
		if status, got := post(t, f.server.URL+"/mcp/probe", body, headers); status >= 500 {
			t.Fatalf("%s: got %d %s, want no server error", body, status, got)
		}
	}
	deadline := time.Now().Add(5 * time.Second)
	for len(p.heard()) == 0 && time.Now().Before(deadline) {
		time.Sleep(10 * time.Millisecond)
	}
	time.Sleep(200 * time.Millisecond) // anything sent before the probe's notification has arrived by now
	if got, want := strings.Join(p.heard(), ","), "notifications/probe"; got != want {
		t.Errorf("the upstream heard %q, want %q", got, want)
	}
}

// A number with a huge exponent made the schema validator dereference
// nil; over stdio that took the gateway down with every client on it.
func TestHugeExponentIsRefusedOverStdio(t *testing.T) {
	_, target := probeTarget(t)
	f := newFixture(t, fixtureOptions{targets: []introspect.Target{target}, policies: map[string]string{"probe": probePolicy}})
	c := stdioClient(t, f)
	ctx, cancel := context.WithTimeout(t.Context(), 10*time.Second)
	defer cancel()
	for _, tt := range []struct {
		n      any
		errHas string
	}{
		{json.Number("1e1000001"), "exponent"},
		{json.Number("1e999999"), "exponent"},
		{json.Number("11"), "maximum"},
		{json.Number("1e1"), ""},
	} {
		t.Run(string(tt.n.(json.Number)), func(t *testing.T) {
			text, isErr, err := callTool(ctx, c, "probe__bounded", map[string]any{"n": tt.n})
			if err != nil { // refused as invalid params: as good as an error result
				text, isErr = err.Error(), true
			}
			if isErr != (tt.errHas != "") || !strings.Contains(text, tt.errHas) {
				t.Errorf("got %q (error %v), want an error with %q", text, isErr, tt.errHas)
			}
		})
	}
}

// The gateway reaches an upstream over one connection, so the upstream
// sees all its clients as one: bob must not list, read or cancel the
// task alice started.
func TestTasksBelongToTheClientThatStartedThem(t *testing.T) {
	_, target := probeTarget(t)
	f := newFixture(t, fixtureOptions{targets: []introspect.Target{target}, policies: map[string]string{"probe": probePolicy},
		http: HTTPOptions{Grants: grantsFor()}})
	alice, bob, bobAll := openSession(t, f, aliceToken, "/mcp/probe"), openSession(t, f, bobToken, "/mcp/probe"), openSession(t, f, bobToken, "/mcp")
	_, body := post(t, f.server.URL+"/mcp/probe",
		`{"jsonrpc":"2.0","id":2,"method":"tools/call","params":{"name":"slow_secret","arguments":{},"task":{"ttl":60000}}}`, alice)
	task := taskID(sseData(body))
	if task == "" {
		t.Fatalf("alice's call started no task: %s", body)
	}
	id := task
	for _, tt := range []struct {
		name    string
		headers map[string]string
		path    string
		body    string
		wantHas string // in alice's answer; bob's must not have it
	}{
		{"tasks/list", bob, "/mcp/probe", `{"jsonrpc":"2.0","id":3,"method":"tasks/list","params":{}}`, id},
		{"tasks/get", bob, "/mcp/probe", `{"jsonrpc":"2.0","id":4,"method":"tasks/get","params":{"taskId":"` + id + `"}}`, id},
		{"tasks/result", bob, "/mcp/probe", `{"jsonrpc":"2.0","id":5,"method":"tasks/result","params":{"taskId":"` + id + `"}}`, "alice's secret"},
		{"tasks/result on the aggregate endpoint", bobAll, "/mcp", `{"jsonrpc":"2.0","id":6,"method":"tasks/result","params":{"taskId":"` + id + `"}}`, "alice's secret"},
	} {
		t.Run(tt.name, func(t *testing.T) {
			if _, got := post(t, f.server.URL+tt.path, tt.body, tt.headers); strings.Contains(got, "alice's secret") ||
				(strings.Contains(got, `"result"`) && strings.Contains(got, id)) {
				t.Errorf("bob got %s, want nothing of alice's task", got)
			}
			if tt.path == "/mcp/probe" {
				if _, got := post(t, f.server.URL+tt.path, tt.body, alice); !strings.Contains(got, tt.wantHas) {
					t.Errorf("alice got %s, want it to contain %q", got, tt.wantHas)
				}
			}
		})
	}
	if _, got := post(t, f.server.URL+"/mcp/probe", `{"jsonrpc":"2.0","id":7,"method":"tasks/cancel","params":{"taskId":"`+id+`"}}`, bob); !strings.Contains(got, "no task") {
		t.Errorf("bob cancelling alice's task got %s, want it refused", got)
	}
}

// sseData is the data of an answer sent as an event stream, or the body.
func sseData(body string) string {
	for _, line := range strings.Split(body, "\n") {
		if d, ok := strings.CutPrefix(line, "data: "); ok {
			return d
		}
	}
	return body
}

// The gateway decides prompts and resources on the name or URI it reads
// from the params. Go's encoding/json matches member names without case
// and keeps the last of two, while servers in other languages read the
// exact name (and some the first): params with a member twice, or named
// in another case, could be decided on one value and served on another.
// They are refused, and what is forwarded is what was read.
func TestAmbiguousItemParamsAreRefused(t *testing.T) {
	target := richTargets(t)["http"]
	f := newFixture(t, fixtureOptions{targets: []introspect.Target{target}, policies: map[string]string{"rich": itemsPolicy}})
	for _, path := range []string{"/mcp/rich", "/mcp"} {
		headers := f.sessionAt(t, path)
		prompt := "greet"
		if path == "/mcp" {
			prompt = "rich__greet"
		}
		for _, tt := range []struct {
			name, method, params string
			refused              bool
		}{
			{"read, plain", "resources/read", `{"uri":"rich://notes/today"}`, false},
			{"read, uri in another case after", "resources/read", `{"uri":"rich://secret/keys","URI":"rich://notes/today"}`, true},
			{"read, uri twice", "resources/read", `{"uri":"rich://secret/keys","uri":"rich://notes/today"}`, true},
			{"read, only in another case", "resources/read", `{"Uri":"rich://notes/today"}`, true},
			{"subscribe, uri in another case after", "resources/subscribe", `{"uri":"rich://secret/keys","Uri":"rich://notes/today"}`, true},
			{"prompt, name twice", "prompts/get", `{"name":"` + prompt + `","name":"other"}`, true},
			{"complete, ref name in another case", "completion/complete",
				`{"ref":{"type":"ref/prompt","name":"` + prompt + `","Name":"other"},"argument":{"name":"name","value":"A"}}`, true},
			{"complete, ref twice", "completion/complete",
				`{"ref":{"type":"ref/resource","uri":"rich://secret/keys"},"ref":{"type":"ref/resource","uri":"rich://notes/{day}"},"argument":{"name":"day","value":"m"}}`, true},
		} {
			t.Run(path+" "+tt.name, func(t *testing.T) {
				_, got := post(t, f.server.URL+path, `{"jsonrpc":"2.0","id":9,"method":"`+tt.method+`","params":`+tt.params+`}`, headers)
				refused := strings.Contains(got, `"code":-32602`)
				if refused != tt.refused {
					t.Errorf("got %s, want refused %v", got, tt.refused)
				}
				if strings.Contains(got, "sk-live") {
					t.Errorf("got %s, the denied resource's content", got)
				}
			})
		}
	}
}

// A policy reads an argument by its exact name; a Go server that binds
// arguments to a struct reads any case of it ("PATH", "Path", the Kelvin
// sign for a "k"). A member named like a declared property in another
// case, or two members that differ only in case, are refused before the
// policy decides.
func TestArgumentNamesInAnotherCaseAreRefused(t *testing.T) {
	_, target := probeTarget(t)
	f := newFixture(t, fixtureOptions{targets: []introspect.Target{target}, policies: map[string]string{"probe": probePolicy}})
	c := f.connect(t, "/mcp/probe", nil, legacyProtocol())
	for _, tt := range []struct {
		name   string
		args   map[string]any
		want   string
		denied bool
	}{
		{"plain", map[string]any{"path": "/tmp/x"}, "read /tmp/x", false},
		{"denied plainly", map[string]any{"path": "/etc/shadow"}, "Not /etc.", true},
		{"in capitals", map[string]any{"PATH": "/etc/shadow"}, "case", true},
		{"capitalised", map[string]any{"Path": "/etc/shadow"}, "case", true},
		{"two cases", map[string]any{"path": "/tmp/x", "pAth": "/etc/shadow"}, "case", true},
	} {
		t.Run(tt.name, func(t *testing.T) {
			text, isErr, err := callTool(t.Context(), c, "read_path", tt.args)
			if err != nil {
				t.Fatal(err)
			}
			if isErr != tt.denied || !strings.Contains(text, tt.want) || strings.Contains(text, "read /etc") {
				t.Errorf("got %q (error %v), want %q (error %v)", text, isErr, tt.want, tt.denied)
			}
		})
	}
}

// A deny_if whose path names a member of an object (args.file.path) must
// hold when the caller sends that object in another shape: in an array,
// or as the bare string. A server that takes one file or a list of them
// reads the path either way.
func TestDenyIfPathThroughAnotherShapeHolds(t *testing.T) {
	s := server.NewMCPServer("files", "1.0.0", server.WithToolCapabilities(true))
	s.AddTool(mcp.NewToolWithRawSchema("open", "Open files.", json.RawMessage(`{"type":"object"}`)),
		func(_ context.Context, r mcp.CallToolRequest) (*mcp.CallToolResult, error) {
			raw, _ := json.Marshal(r.GetArguments()["file"])
			return mcp.NewToolResultText("opened " + string(raw)), nil
		})
	up := httptest.NewServer(server.NewStreamableHTTPServer(s))
	t.Cleanup(up.Close)
	target := introspect.Target{Name: "files", Transport: introspect.TransportStreamableHTTP, URL: up.URL + "/mcp"}
	pol := `{"version":"1","default":"deny","tools":{"open":{"deny_if":[{"conditions":[{"path":"args.file.path","op":"regex","value":"^/etc"}],"on_deny":"Not /etc."}]}}}`
	f := newFixture(t, fixtureOptions{targets: []introspect.Target{target}, policies: map[string]string{"files": pol}})
	c := f.connect(t, "/mcp/files", nil, legacyProtocol())
	for _, tt := range []struct {
		name   string
		file   any
		denied bool
	}{
		{"an object", map[string]any{"path": "/tmp/a"}, false},
		{"an object under /etc", map[string]any{"path": "/etc/shadow"}, true},
		{"in an array", []any{map[string]any{"path": "/etc/shadow"}}, true},
		{"a bare string", "/etc/shadow", true},
		{"null", nil, false},
	} {
		t.Run(tt.name, func(t *testing.T) {
			text, isErr, err := callTool(t.Context(), c, "open", map[string]any{"file": tt.file})
			if err != nil {
				t.Fatal(err)
			}
			if isErr != tt.denied || (tt.denied && !strings.Contains(text, "Not /etc.")) {
				t.Errorf("got %q (error %v), want denied %v", text, isErr, tt.denied)
			}
		})
	}
}
