package cli

import (
	"context"
	"encoding/json"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"testing"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"

	"github.com/mcpscan/mcpscan/crawler/introspect"
	"github.com/mcpscan/mcpscan/internal/lockfile"
)

// lockServerEnv makes the test binary serve, on stdio, a server whose
// tools are those of the version the variable names (v1 or v2), so a
// test can change a real server's definitions between runs.
const lockServerEnv = "MCPSCAN_LOCK_TEST_SERVER"

// init serves before TestMain when asked to, so this helper server needs
// nothing from the other tests' setup.
func init() {
	v := os.Getenv(lockServerEnv)
	if v == "" {
		return
	}
	s := server.NewMCPServer("issues", "1.0."+strings.TrimPrefix(v, "v"), server.WithToolCapabilities(false))
	never := func(context.Context, mcp.CallToolRequest) (*mcp.CallToolResult, error) { panic("never called") }
	create := []mcp.ToolOption{mcp.WithDescription("Create an issue in a repository."),
		mcp.WithString("repo", mcp.Required()), mcp.WithString("title", mcp.Required())}
	list := mcp.NewTool("list_issues", mcp.WithDescription("List the open issues of a repository."), mcp.WithString("repo"),
		mcp.WithReadOnlyHintAnnotation(true))
	if v == "v2" {
		create = append(create, mcp.WithString("command", mcp.Description("Shell command to run after the issue is created")))
		list.Name = "search_issues"
		s.AddTool(mcp.NewTool("delete_repository", mcp.WithDescription("Delete a repository and everything in it."), mcp.WithString("repo")), never)
	} else {
		s.AddTool(mcp.NewTool("get_issue", mcp.WithDescription("Get one issue."), mcp.WithNumber("number"),
			mcp.WithReadOnlyHintAnnotation(true)), never)
	}
	s.AddTool(mcp.NewTool("create_issue", create...), never)
	s.AddTool(list, never)
	_ = server.ServeStdio(s)
	os.Exit(0)
}

// writeLockConfig writes a client config whose one server is this test
// binary serving the given version of its tools.
func writeLockConfig(t *testing.T, path, version string) {
	t.Helper()
	doc := `{"mcpServers": {"issues": {"command": ` + strconv.Quote(os.Args[0]) + `, "env": {"` + lockServerEnv + `": "` + version + `"}}}}`
	if err := os.WriteFile(path, []byte(doc), 0o600); err != nil {
		t.Fatal(err)
	}
}

// TestLockEndToEnd locks a live server, changes its tools, sees verify
// fail with the deltas, accepts them and sees verify pass.
func TestLockEndToEnd(t *testing.T) {
	dir := t.TempDir()
	cfg, db, lock := filepath.Join(dir, "mcp.json"), filepath.Join(dir, "reg.db"), filepath.Join(dir, "mcp.lock")
	writeLockConfig(t, cfg, "v1")

	code, out, errOut := run(t, "lock", "--db", db, "--lock", lock, cfg)
	if code != ExitOK || !strings.Contains(out, "1 server(s), 3 tool(s)") {
		t.Fatalf("lock: exit %d, want 0\n%s%s", code, out, errOut)
	}
	data, err := os.ReadFile(lock)
	if err != nil {
		t.Fatal(err)
	}
	locked, err := lockfile.Parse(data)
	if err != nil {
		t.Fatalf("the lock written does not parse: %v", err)
	}
	if s, ok := locked.Server("issues"); !ok || s.Version != "1.0.1" || len(s.Tools) != 3 {
		t.Fatalf("got %+v, want server issues 1.0.1 with 3 tools", locked.Servers)
	}
	if code, out, errOut := run(t, "lock", "verify", "--db", db, "--lock", lock, cfg); code != ExitOK {
		t.Fatalf("verify of an unchanged server: exit %d, want 0\n%s%s", code, out, errOut)
	}

	writeLockConfig(t, cfg, "v2")
	code, out, errOut = run(t, "lock", "verify", "--db", db, "--lock", lock, cfg)
	if code != ExitFindings {
		t.Fatalf("verify after a change: exit %d, want 1\n%s%s", code, out, errOut)
	}
	for _, want := range []string{
		"~ create_issue: Write/Medium → Execute/High",
		"inputSchema: +/properties/command",
		"> list_issues → search_issues: Read/Low → Read/Low",
		"+ delete_repository: none → Destructive/Critical",
		"- get_issue: Read/Low → none",
		"note: version 1.0.1 → 1.0.2",
	} {
		if !strings.Contains(out, want) {
			t.Errorf("verify output lacks %q:\n%s", want, out)
		}
	}
	if code, _, _ := run(t, "lock", "verify", "--db", db, "--lock", lock, "--fail-on", "critical", cfg); code != ExitFindings {
		t.Errorf("verify --fail-on critical with a Critical tool added: exit %d, want 1", code)
	}
	code, out, _ = run(t, "scan", "--db", db, "--verify-lock="+lock, "--format", "json", cfg)
	var res struct {
		Servers []lockfile.ServerDelta `json:"servers"`
	}
	if code != ExitFindings || json.Unmarshal([]byte(out), &res) != nil || len(res.Servers) != 1 || len(res.Servers[0].Changes) != 4 {
		t.Errorf("scan --verify-lock --format json: exit %d, want 1 and 4 changes\n%s", code, out)
	}

	code, out, errOut = run(t, "lock", "update", "--db", db, "--lock", lock, cfg)
	if code != ExitOK || !strings.Contains(out, "4 change(s) accepted") {
		t.Fatalf("update: exit %d, want 0 and 4 changes\n%s%s", code, out, errOut)
	}
	if code, out, errOut := run(t, "lock", "verify", "--db", db, "--lock", lock, cfg); code != ExitOK {
		t.Errorf("verify after update: exit %d, want 0\n%s%s", code, out, errOut)
	}
}

func TestLockFailures(t *testing.T) {
	dir := t.TempDir()
	db, lock := filepath.Join(dir, "reg.db"), filepath.Join(dir, "mcp.lock")
	good, broken := filepath.Join(dir, "good.json"), filepath.Join(dir, "broken.json")
	writeLockConfig(t, good, "v1")
	empty := filepath.Join(dir, "empty.json")
	if err := os.WriteFile(empty, []byte(`{"mcpServers": {}}`), 0o600); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(broken, []byte(`{"mcpServers": {"gone": {"command": "/no/such/binary"}}}`), 0o600); err != nil {
		t.Fatal(err)
	}
	if code, _, _ := run(t, "lock", "--db", db, "--lock", lock, good); code != ExitOK {
		t.Fatalf("lock: exit %d", code)
	}
	for _, tt := range []struct {
		name string
		args []string
		want int
		msg  string // in the error
	}{
		{"a server fails to start", []string{"lock", "verify", good, broken}, ExitUsage, "1 server(s) could not be read: gone: "},
		{"lock refuses to write without every server", []string{"lock", "--lock", filepath.Join(dir, "other.lock"), broken}, ExitUsage, "other.lock not written"},
		{"nothing to lock", []string{"lock", "--lock", filepath.Join(dir, "other.lock"), empty}, ExitUsage, "no server found"},
		{"no lock", []string{"lock", "verify", "--lock", filepath.Join(dir, "none.lock"), good}, ExitUsage, "none.lock does not exist"},
		{"lock is not json", []string{"lock", "verify", "--lock", broken, good}, ExitUsage, "lockfileVersion 0"},
		{"update of an unknown server", []string{"lock", "update", "--server", "nobody", good}, ExitUsage, `--server "nobody"`},
		{"scan --verify-lock FILE with a space", []string{"scan", "--verify-lock", lock}, ExitUsage, "write --verify-lock=" + lock},
		{"markdown for scan --verify-lock", []string{"scan", "--verify-lock=" + lock, "--format", "markdown", good}, ExitUsage, "want table, json or sarif"},
	} {
		t.Run(tt.name, func(t *testing.T) {
			args := append([]string{"--db", db}, tt.args...)
			if tt.args[0] == "lock" && !strings.Contains(strings.Join(tt.args, " "), "--lock") {
				args = append(args, "--lock", lock)
			}
			if code, out, errOut := run(t, args...); code != tt.want || !strings.Contains(errOut, tt.msg) {
				t.Errorf("exit %d, want %d and an error with %q\n%s%s", code, tt.want, tt.msg, out, errOut)
			}
		})
	}
	if _, err := os.Stat(filepath.Join(dir, "other.lock")); !os.IsNotExist(err) {
		t.Errorf("a lock was written though a server failed: %v", err)
	}
}

func TestLockDumpsAndRemovedServers(t *testing.T) {
	dir := t.TempDir()
	db, lock := filepath.Join(dir, "reg.db"), filepath.Join(dir, "mcp.lock")
	a, b := filepath.Join(dir, "a.json"), filepath.Join(dir, "b.json")
	for path, doc := range map[string]string{
		a: `{"server": "alpha", "tools": [{"name": "ping", "description": "Reply pong."}]}`,
		b: `{"server": {"name": "beta", "packages": [{"registryType": "npm", "identifier": "@x/beta", "version": "2.0.0", "transport": {"type": "stdio"}}]}, "tools": [{"name": "drop_table", "description": "Drop a database table."}]}`,
	} {
		if err := os.WriteFile(path, []byte(doc), 0o600); err != nil {
			t.Fatal(err)
		}
	}
	if code, out, errOut := run(t, "lock", "--db", db, "--lock", lock, a, b); code != ExitOK {
		t.Fatalf("lock: exit %d\n%s%s", code, out, errOut)
	}
	data, _ := os.ReadFile(lock)
	if !strings.Contains(string(data), `"package": "npm:@x/beta"`) || !strings.Contains(string(data), `"version": "2.0.0"`) {
		t.Errorf("lock lacks beta's package:\n%s", data)
	}
	// A removed tool counts at its approved severity.
	code, out, _ := run(t, "lock", "verify", "--db", db, "--lock", lock, "--fail-on", "critical", a)
	if code != ExitFindings || !strings.Contains(out, "beta: server removed") || !strings.Contains(out, "- drop_table: Destructive/Critical → none") {
		t.Errorf("--fail-on critical with beta gone: exit %d, want 1\n%s", code, out)
	}
	if code, out, _ := run(t, "lock", "verify", "--db", db, "--lock", lock, "--format", "sarif", a); code != ExitFindings || !strings.Contains(out, "MCPSCAN-LOCK-REMOVED") {
		t.Errorf("sarif: exit %d\n%s", code, out)
	}
	if code, out, errOut := run(t, "lock", "update", "--db", db, "--lock", lock, "--server", "beta", a); code != ExitOK {
		t.Fatalf("update --server beta: exit %d\n%s%s", code, out, errOut)
	}
	if code, out, _ := run(t, "lock", "verify", "--db", db, "--lock", lock, a); code != ExitOK {
		t.Errorf("verify after beta's removal was accepted: exit %d\n%s", code, out)
	}
}

func TestTargetSource(t *testing.T) {
	for _, tt := range []struct {
		name   string
		target introspect.Target
		want   lockfile.Source
	}{
		{"npx scoped", introspect.Target{Command: "npx", Args: []string{"-y", "@modelcontextprotocol/server-github@2025.4.8"}},
			lockfile.Source{Package: "npm:@modelcontextprotocol/server-github", Version: "2025.4.8"}},
		{"npx without version", introspect.Target{Command: "/usr/bin/npx", Args: []string{"--yes", "mcp-server-x"}},
			lockfile.Source{Package: "npm:mcp-server-x", Version: "9.9"}},
		{"npx -p", introspect.Target{Command: "npx", Args: []string{"-p", "other", "tool@1.0.0"}},
			lockfile.Source{Package: "npm:tool", Version: "1.0.0"}},
		{"uvx pinned", introspect.Target{Command: "uvx", Args: []string{"mcp-server-fetch==0.6.2"}},
			lockfile.Source{Package: "pypi:mcp-server-fetch", Version: "0.6.2"}},
		{"docker", introspect.Target{Command: "docker", Args: []string{"run", "-i", "--rm", "-e", "TOKEN", "ghcr.io/github/github-mcp-server:v0.5.0"}},
			lockfile.Source{Package: "oci:ghcr.io/github/github-mcp-server", Version: "v0.5.0"}},
		{"remote", introspect.Target{URL: "https://user:pw@mcp.example.com/mcp?key=secret#x"},
			lockfile.Source{URL: "https://mcp.example.com/mcp", Version: "9.9"}},
		{"command with a secret", introspect.Target{Command: "node", Args: []string{"server.js", "--api-key", "sk-123", "--token=abc", "--port", "3"}},
			lockfile.Source{Command: "node server.js --api-key *** --token=*** --port 3", Version: "9.9"}},
	} {
		t.Run(tt.name, func(t *testing.T) {
			if got := targetSource(tt.target, "9.9"); got != tt.want {
				t.Errorf("got %+v, want %+v", got, tt.want)
			}
		})
	}
}
