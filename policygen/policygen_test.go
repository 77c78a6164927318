package policygen

import (
	"bytes"
	"context"
	"encoding/json"
	"flag"
	"fmt"
	"os"
	"strings"
	"testing"

	"github.com/mcpscan/mcpscan/catalog"
	"github.com/mcpscan/mcpscan/classifier"
	"github.com/mcpscan/mcpscan/policy"
)

var update = flag.Bool("update", false, "rewrite golden files")

func load(t *testing.T, path string) catalog.Server {
	t.Helper()
	data, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	servers, err := catalog.DecodeServers(data, "x")
	if err != nil {
		t.Fatal(err)
	}
	return servers[0]
}

func generate(t *testing.T, srv catalog.Server, opts Options) *policy.Document {
	t.Helper()
	rep := classifier.Default().ClassifyServer(srv)
	doc, err := GenerateServer(srv, rep, opts)
	if err != nil {
		t.Fatal(err)
	}
	return doc
}

// TestSeedPolicy: the code-mode server's execute_code gets exactly the
// v1 limit of the example, under default deny.
func TestSeedPolicy(t *testing.T) {
	data, err := os.ReadFile("../classifier/testdata/golden/codemode-execute-code.json")
	if err != nil {
		t.Fatal(err)
	}
	var tool catalog.Tool
	if err := json.Unmarshal(data, &tool); err != nil {
		t.Fatal(err)
	}
	doc := generate(t, catalog.Server{Name: "codemode", Tools: []catalog.Tool{tool}}, Options{})
	if doc.Default != "deny" {
		t.Errorf("default: got %s, want deny", doc.Default)
	}
	rule := *doc.Tools["execute_code"]
	if rule.Risk == nil || rule.Risk.Category != "Execute" || rule.Risk.Severity != "High" || len(rule.Risk.Rules) == 0 {
		t.Errorf("x-risk: %+v", rule.Risk)
	}
	rule.Risk = nil
	got, _ := json.Marshal(rule)
	want := `{"limits":[{"counter":"execute_code_rate","window":"minute","max":10,"scope":"grant"}]}`
	if string(got) != want {
		t.Errorf("execute_code rule:\ngot  %s\nwant %s", got, want)
	}
}

func TestDemoServerGolden(t *testing.T) {
	doc := generate(t, load(t, "../examples/demo-server.json"), Options{})
	got, err := doc.Encode()
	if err != nil {
		t.Fatal(err)
	}
	if *update {
		if err := os.WriteFile("testdata/demo-server.policy.golden", got, 0o600); err != nil {
			t.Fatal(err)
		}
	}
	want, err := os.ReadFile("testdata/demo-server.policy.golden")
	if err != nil {
		t.Fatalf("%v (run go test ./policygen -update)", err)
	}
	if !bytes.Equal(got, want) {
		t.Errorf("policy changed:\n%s", got)
	}
	again, _ := generate(t, load(t, "../examples/demo-server.json"), Options{}).Encode()
	if !bytes.Equal(got, again) {
		t.Error("generation is not stable")
	}
	for tool, want := range map[string]string{"read_file": "allow", "write_file": "limit:30", "send_message": "limit:30",
		"execute_code": "limit:10", "delete_file": "approval", "issue_refund": "approval"} {
		r := doc.Tools[tool]
		var got string
		switch {
		case r.RequireApproval != nil:
			got = "approval"
		case len(r.Limits) > 0:
			got = fmt.Sprintf("limit:%d", r.Limits[0].Max)
		default:
			got = "allow"
		}
		if got != want {
			t.Errorf("%s: got %s, want %s", tool, got, want)
		}
	}
}

func decide(t *testing.T, doc *policy.Document, tool string, args map[string]any) policy.Decision {
	t.Helper()
	d, err := policy.NewEngine(doc, nil).Decide(context.Background(), policy.Request{Tool: tool, Args: args, Identity: "t"})
	if err != nil {
		t.Fatal(err)
	}
	return d
}

func TestArgumentChecks(t *testing.T) {
	srv := catalog.Server{Name: "mixed", Tools: []catalog.Tool{
		{Name: "run_query", Description: "Run a read-only SQL query.",
			InputSchema: json.RawMessage(`{"type":"object","properties":{"sql":{"type":"string"}},"required":["sql"]}`)},
		{Name: "fetch_page", Description: "Fetch a web page.",
			InputSchema: json.RawMessage(`{"type":"object","properties":{"url":{"type":"string","format":"uri"},"referrer_url":{"type":"string"}},"required":["url"]}`)},
		{Name: "write_note", Description: "Write a note to a file.",
			InputSchema: json.RawMessage(`{"type":"object","properties":{"path":{"type":"string"},"backup_path":{"type":"string"},"text":{"type":"string"}},"required":["path","text"]}`)},
	}}
	doc := generate(t, srv, Options{Roots: []string{"/srv/notes", "/tmp/scratch/"}})
	for _, tt := range []struct {
		tool string
		args map[string]any
		want policy.Action
	}{
		{"run_query", map[string]any{"sql": "SELECT * FROM t"}, policy.ActionAllow},
		{"run_query", map[string]any{"sql": "select 1; DROP TABLE t"}, policy.ActionDeny},
		{"run_query", map[string]any{"sql": "update t set a = 1"}, policy.ActionDeny},
		{"fetch_page", map[string]any{"url": "https://example.com/a"}, policy.ActionAllow},
		{"fetch_page", map[string]any{"url": "HTTP://example.com"}, policy.ActionAllow},
		{"fetch_page", map[string]any{"url": "file:///etc/passwd"}, policy.ActionDeny},
		{"fetch_page", map[string]any{"url": "https://x", "referrer_url": "gopher://x"}, policy.ActionDeny},
		{"fetch_page", map[string]any{"url": "http"}, policy.ActionDeny},
		{"write_note", map[string]any{"path": "/srv/notes/a.md", "text": "x"}, policy.ActionAllow},
		{"write_note", map[string]any{"path": "/tmp/scratch", "text": "x"}, policy.ActionAllow},
		{"write_note", map[string]any{"path": "/srv/notes-evil/a.md", "text": "x"}, policy.ActionDeny},
		{"write_note", map[string]any{"path": "/srv/notes/../../etc/passwd", "text": "x"}, policy.ActionDeny},
		{"write_note", map[string]any{"path": "/etc/passwd", "text": "x"}, policy.ActionDeny},
		{"write_note", map[string]any{"path": "/srv/notes/a", "backup_path": "/root/x", "text": "x"}, policy.ActionDeny},
	} {
		if got := decide(t, doc, tt.tool, tt.args); got.Action != tt.want {
			t.Errorf("%s %v: got %s (%s), want %s", tt.tool, tt.args, got.Action, got.Reason, tt.want)
		}
	}
}

func TestOverrides(t *testing.T) {
	opts, err := ParseOptions([]byte(`{"categories": {"Write": {"max": 60, "window": "hour"}, "Destructive": {"action": "deny"},
	  "Read": {"action": "hide"}}, "approval_timeout": "10m"}`))
	if err != nil {
		t.Fatal(err)
	}
	doc := generate(t, load(t, "../examples/demo-server.json"), opts)
	if l := doc.Tools["send_message"].Limits[0]; l.Max != 60 || l.Window != policy.Hour {
		t.Errorf("write limit: %+v", l)
	}
	if d := decide(t, doc, "delete_file", nil); d.Action != policy.ActionDeny || !strings.Contains(d.Reason, "Destructive") {
		t.Errorf("delete_file: %+v", d)
	}
	if d := decide(t, doc, "read_file", nil); d.Action != policy.ActionHide {
		t.Errorf("read_file: %+v", d)
	}
	if doc.Tools["issue_refund"].RequireApproval.Timeout != "10m" {
		t.Errorf("approval timeout: %+v", doc.Tools["issue_refund"].RequireApproval)
	}
	for _, bad := range []struct{ src, want string }{
		{`{"categories": {"Dangerous": {}}}`, `unknown category "Dangerous"`},
		{`{"categories": {"Write": {"action": "maybe"}}}`, `action "maybe"`},
		{`{"categories": {"Write": {"window": "week"}}}`, `window "week"`},
		{`{"roots": ["relative/dir"]}`, "must be an absolute path"},
		{`{"approval_timeout": "later"}`, "approval_timeout"},
		{`{"defaults": {}}`, `unknown field "defaults"`},
		{`{"default": "maybe"}`, `default "maybe"`},
	} {
		if _, err := ParseOptions([]byte(bad.src)); err == nil || !strings.Contains(err.Error(), bad.want) {
			t.Errorf("%s: got %v, want %q", bad.src, err, bad.want)
		}
	}
}

func TestGenerateChecksLengths(t *testing.T) {
	if _, err := Generate([]catalog.Tool{{Name: "a"}}, nil, Options{}); err == nil {
		t.Error("mismatched lengths accepted")
	}
}

// TestFilesystemServerPathsChecked generates the policy of the official
// filesystem server (its real definitions, from the snapshot) with a
// root, and checks that every tool's every path stays under it: arrays of
// paths (read_multiple_files) and both ends of a move (move_file)
// included.
func TestFilesystemServerPathsChecked(t *testing.T) {
	srv := load(t, "../internal/snapshot/servers/io.github.modelcontextprotocol_server-filesystem.json")
	doc := generate(t, srv, Options{Roots: []string{"/srv/allowed"}})
	inside, outside := "/srv/allowed/a.txt", "/home/user/.ssh/id_rsa"
	for _, tt := range []struct {
		tool string
		args map[string]any
		want policy.Action
	}{
		{"read_multiple_files", map[string]any{"paths": []any{inside, inside}}, policy.ActionAllow},
		{"read_multiple_files", map[string]any{"paths": []any{inside, outside}}, policy.ActionDeny},
		{"read_multiple_files", map[string]any{"paths": outside}, policy.ActionDeny},
		{"read_multiple_files", map[string]any{"paths": []any{"/srv/allowed/../../etc/passwd"}}, policy.ActionDeny},
		{"move_file", map[string]any{"source": inside, "destination": "/srv/allowed/b.txt"}, policy.ActionAllow},
		{"move_file", map[string]any{"source": inside, "destination": "/tmp/out.txt"}, policy.ActionDeny},
		{"move_file", map[string]any{"source": outside, "destination": inside}, policy.ActionDeny},
		{"read_text_file", map[string]any{"path": "file:///etc/passwd"}, policy.ActionDeny},
		{"read_text_file", map[string]any{"path": "/srv/allowed/%2e%2e/%2e%2e/etc/passwd"}, policy.ActionDeny},
		{"read_text_file", map[string]any{"path": []any{inside}}, policy.ActionDeny},
	} {
		rule := doc.Tools[tt.tool]
		if rule == nil {
			t.Fatalf("no rule for %s", tt.tool)
		}
		d := decide(t, doc, tt.tool, tt.args)
		// Approval-gated tools are judged on their argument checks: what
		// stands before the approval.
		got := d.Action
		if got == policy.ActionApproval {
			got = policy.ActionAllow
		}
		if got != tt.want {
			t.Errorf("%s %v: got %s (%s), want %s", tt.tool, tt.args, d.Action, d.Reason, tt.want)
		}
	}
	// Every tool that takes a path has a check on it.
	for _, tool := range srv.Tools {
		locs := pathStrings(tool.InputSchema, true)
		rule := doc.Tools[tool.Name]
		for _, loc := range locs {
			found := false
			if rule != nil {
				for _, c := range rule.Require {
					found = found || (c.Path == loc.path && c.Op == "path_under")
				}
			}
			if !found {
				t.Errorf("%s: %s is not checked", tool.Name, loc.path)
			}
		}
	}
}
