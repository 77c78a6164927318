package cli

import (
	"bytes"
	"context"
	"errors"
	"net/http"
	"net/http/httptest"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"testing"

	"github.com/mcpscan/mcpscan/catalog"
	"github.com/mcpscan/mcpscan/registry"
)

func run(t testing.TB, args ...string) (code int, stdout, stderr string) {
	t.Helper()
	var out, errb bytes.Buffer
	code = Run(context.Background(), args, &out, &errb)
	return code, out.String(), errb.String()
}

func TestHelpForEveryCommand(t *testing.T) {
	for _, tt := range []struct {
		args []string
		want []string // text the help must contain
	}{
		{[]string{"--help"}, []string{"up", "classify", "policy", "crawl", "scan", "site", "gateway", "audit", "codemode", "code", "tools", "--db", "--log-level"}},
		{[]string{"up", "--help"}, []string{"--addr", "--open", "--no-serve", "--scan", "snapshot"}},
		{[]string{"audit", "--help"}, []string{"--server", "--decision", "--since", "--parent"}},
		{[]string{"classify", "--help"}, []string{"--format", "table|json|sarif|markdown", "--fail-on", "low|medium|high|critical", "server.json"}},
		{[]string{"policy", "--help"}, []string{"generate", "check", "explain"}},
		{[]string{"policy", "generate", "--help"}, []string{"-o, --output"}},
		{[]string{"policy", "check", "--help"}, []string{"line:column"}},
		{[]string{"policy", "explain", "--help"}, []string{"--tool", "--args"}},
		{[]string{"crawl", "--help"}, []string{"--source", "registry|npm|html|config|file"}},
		{[]string{"scan", "--help"}, []string{"CLIENT_CONFIG"}},
		{[]string{"site", "build", "--help"}, []string{"-o, --output"}},
		{[]string{"site", "serve", "--help"}, []string{"--addr", "127.0.0.1:8080"}},
		{[]string{"gateway", "--help"}, []string{"--config", "--policies", "--listen", "--stdio"}},
		{[]string{"codemode", "--help"}, []string{"--config", "--listen", "--stdio"}},
		{[]string{"code", "exec", "--help"}, []string{"--code", "--input", "--config"}},
		{[]string{"tools", "list", "--help"}, []string{"--server", "--config"}},
		{[]string{"db", "--help"}, []string{"info", "search"}},
		{[]string{"auth", "--help"}, []string{"login", "logout", "list", "$BROWSER", "--non-interactive"}},
		{[]string{"auth", "login", "--help"}, []string{"--client-id", "--client-secret", "--scope", "--client-metadata-url", "--client-credentials"}},
	} {
		t.Run(strings.Join(tt.args, " "), func(t *testing.T) {
			code, out, errOut := run(t, tt.args...)
			if code != ExitOK {
				t.Fatalf("exit %d, want 0; stderr: %s", code, errOut)
			}
			for _, w := range tt.want {
				if !strings.Contains(out, w) {
					t.Errorf("help lacks %q:\n%s", w, out)
				}
			}
		})
	}
}

func TestUsageErrors(t *testing.T) {
	for _, tt := range []struct {
		args []string
		want string
	}{
		{[]string{"frobnicate"}, `unknown command "frobnicate"`},
		{[]string{"classify", "--format", "yaml"}, `"yaml" is not one of table|json|sarif|markdown`},
		{[]string{"classify", "--fail-on", "severe"}, `"severe" is not one of low|medium|high|critical`},
		{[]string{"crawl", "--source", "npm,ftp"}, `"ftp" is not one of registry|npm|html|config|file`},
		{[]string{"--log-level", "loud", "scan"}, `"loud" is not one of debug|info|warn|error`},
		{[]string{"policy", "check"}, "accepts 1 arg(s), received 0"},
		{[]string{"policy", "explain", "p.json"}, `required flag(s) "tool" not set`},
		{[]string{"gateway", "--config", "s.json", "--policies", "p", "--stdio", "--listen", ":1"}, "none of the others can be"},
		{[]string{"classify", "--no-such-flag"}, "unknown flag: --no-such-flag"},
	} {
		t.Run(strings.Join(tt.args, " "), func(t *testing.T) {
			code, _, errOut := run(t, tt.args...)
			if code != ExitUsage {
				t.Errorf("exit %d, want %d", code, ExitUsage)
			}
			if !strings.Contains(errOut, tt.want) {
				t.Errorf("stderr %q, want it to contain %q", errOut, tt.want)
			}
		})
	}
}

func TestFlagValuesAreCaseInsensitive(t *testing.T) {
	code, out, errOut := run(t, "classify", "--no-cache", "--format", "JSON", "../../examples/demo-server.json")
	if code != ExitOK || !strings.HasPrefix(out, "{") {
		t.Errorf("got exit %d and %q, want the flag accepted", code, errOut)
	}
}

func TestVersion(t *testing.T) {
	code, out, _ := run(t, "--version")
	if code != ExitOK || !strings.HasPrefix(out, "mcpscan ") {
		t.Errorf("got exit %d and %q, want 0 and a version line", code, out)
	}
}

func TestCompletion(t *testing.T) {
	for _, shell := range []string{"bash", "zsh", "fish", "powershell"} {
		code, out, errOut := run(t, "completion", shell)
		if code != ExitOK || !strings.Contains(out, "mcpscan") {
			t.Errorf("%s: exit %d, stderr %q, output of %d bytes", shell, code, errOut, len(out))
		}
	}
	// Dynamic completion of enum flag values.
	code, out, _ := run(t, "__complete", "classify", "--format", "")
	if code != ExitOK || !strings.Contains(out, "sarif") {
		t.Errorf("completion of --format: got %q", out)
	}
}

func TestDBInfoAndSearch(t *testing.T) {
	path := filepath.Join(t.TempDir(), "data", "reg.db")
	s, err := registry.Open(context.Background(), path)
	if err != nil {
		t.Fatal(err)
	}
	srv := catalog.Server{Name: "codemode", Tools: []catalog.Tool{
		{Name: "execute_code", Description: "Execute TypeScript/JavaScript code with access to other MCP servers."},
	}}
	if _, err := s.UpsertServer(context.Background(), srv); err != nil {
		t.Fatal(err)
	}
	_ = s.Close()

	code, out, errOut := run(t, "db", "info", "--db", path)
	if code != ExitOK {
		t.Fatalf("exit %d: %s", code, errOut)
	}
	for _, want := range []string{path, "schema version  " + strconv.Itoa(registry.SchemaVersion()), "servers         1", "tools           1 current"} {
		if !strings.Contains(out, want) {
			t.Errorf("db info lacks %q:\n%s", want, out)
		}
	}
	code, out, errOut = run(t, "db", "search", "--db", path, "execute")
	if code != ExitOK || !strings.Contains(out, "codemode") || !strings.Contains(out, "execute_code") {
		t.Errorf("db search: exit %d, stdout %q, stderr %q", code, out, errOut)
	}
	code, _, errOut = run(t, "db", "search", "--db", path, "nothing-like-this")
	if code != ExitOK || !strings.Contains(errOut, "no tools match") {
		t.Errorf("empty search: exit %d, stderr %q", code, errOut)
	}
	code, _, errOut = run(t, "db", "info", "--db", filepath.Join(t.TempDir(), "bad?name.db"))
	if code == ExitOK || !strings.Contains(errOut, "must not contain '?'") {
		t.Errorf("bad db path: exit %d, stderr %q", code, errOut)
	}
}

func TestDataDir(t *testing.T) {
	home := func() (string, error) { return "/home/u", nil }
	noHome := func() (string, error) { return "", errors.New("no home") }
	env := func(m map[string]string) func(string) string { return func(k string) string { return m[k] } }
	for _, tt := range []struct {
		name, goos string
		env        map[string]string
		home       func() (string, error)
		want       string
	}{
		{"linux default", "linux", nil, home, "/home/u/.local/share"},
		{"xdg", "linux", map[string]string{"XDG_DATA_HOME": "/data"}, home, "/data"},
		{"relative xdg ignored", "linux", map[string]string{"XDG_DATA_HOME": "rel"}, home, "/home/u/.local/share"},
		{"darwin", "darwin", nil, home, "/home/u/Library/Application Support"},
		{"windows", "windows", map[string]string{"LocalAppData": `C:\Users\u\AppData\Local`}, home, `C:\Users\u\AppData\Local`},
		{"no home", "linux", nil, noHome, "."},
	} {
		t.Run(tt.name, func(t *testing.T) {
			if got := dataDir(tt.goos, env(tt.env), tt.home); filepath.ToSlash(got) != filepath.ToSlash(tt.want) {
				t.Errorf("got %q, want %q", got, tt.want)
			}
		})
	}
	t.Setenv("XDG_DATA_HOME", "/xdg")
	if got, want := defaultDBPath(), filepath.Join("/xdg", "mcpscan", "mcpscan.db"); got != want {
		t.Errorf("defaultDBPath: got %q, want %q", got, want)
	}
}

func TestLogLevel(t *testing.T) {
	a := &app{stderr: &bytes.Buffer{}}
	a.logLevel = newEnum("warn", "debug", "info", "warn", "error")
	if err := a.logLevel.Set("debug"); err != nil {
		t.Fatal(err)
	}
	if err := a.setup(); err != nil {
		t.Fatal(err)
	}
	a.log.Debug("hello", "k", "v")
	if got := a.stderr.(*bytes.Buffer).String(); !strings.Contains(got, "level=DEBUG msg=hello k=v") {
		t.Errorf("got %q, want a debug record", got)
	}
}

func TestCrawlFiles(t *testing.T) {
	db := filepath.Join(t.TempDir(), "reg.db")
	code, out, errOut := run(t, "crawl", "--db", db, "../../examples")
	if code != ExitOK {
		t.Fatalf("exit %d: %s", code, errOut)
	}
	if !strings.Contains(out, "file (../../examples): 1 servers found, 1 new") || !strings.Contains(out, "6 tools") {
		t.Errorf("summary: %s", out)
	}
	code, out, _ = run(t, "crawl", "--db", db, "--source", "file", "../../examples")
	if code != ExitOK || !strings.Contains(out, "1 unchanged") {
		t.Errorf("re-crawl: exit %d, %s", code, out)
	}
	code, out, _ = run(t, "db", "info", "--db", db)
	if code != ExitOK || !strings.Contains(out, "crawl runs      2") || !strings.Contains(out, "tools           6 current") {
		t.Errorf("db info after crawls: %s", out)
	}
}

func TestCrawlUsageErrors(t *testing.T) {
	for _, tt := range []struct {
		args []string
		want string
	}{
		{[]string{"crawl"}, "choose at least one --source"},
		{[]string{"crawl", "--source", "file"}, "--source file needs FILE or DIR arguments"},
		{[]string{"crawl", "--source", "npm", "--server-arg", "nonsense"}, `--server-arg "nonsense": want PACKAGE=ARG`},
		{[]string{"crawl", "no/such/dir"}, "no/such/dir"},
	} {
		t.Run(strings.Join(tt.args, " "), func(t *testing.T) {
			db := filepath.Join(t.TempDir(), "reg.db")
			code, _, errOut := run(t, append(tt.args, "--db", db)...)
			if code != ExitUsage || !strings.Contains(errOut, tt.want) {
				t.Errorf("exit %d, stderr %q; want 2 and %q", code, errOut, tt.want)
			}
		})
	}
}

func TestScan(t *testing.T) {
	dir := t.TempDir()
	cfg := filepath.Join(dir, "mcp.json")
	doc := `{"servers": {
  "local": {"type": "stdio", "command": ` + strconv.Quote(os.Args[0]) + `, "env": {"` + cliServerEnv + `": "1"}},
  "broken": {"command": "/no/such/binary"}
}}`
	if err := os.WriteFile(cfg, []byte(doc), 0o600); err != nil {
		t.Fatal(err)
	}
	db := filepath.Join(dir, "reg.db")
	code, out, errOut := run(t, "scan", "--db", db, cfg)
	if code != ExitFailed || !strings.Contains(errOut, "could not scan 1 of 2 server(s): broken") {
		t.Fatalf("exit %d, stderr %q; want %d and the failed server named", code, errOut, ExitFailed)
	}
	for _, want := range []string{cfg, "local", cfg + ":2:3", "2      new", "broken", "failed (see below)", "1 server(s) scanned, 2 tool(s); 1 could not be scanned"} {
		if !strings.Contains(out, want) {
			t.Errorf("scan report lacks %q:\n%s", want, out)
		}
	}
	if !strings.Contains(out, "Risk of each tool:") || !strings.Contains(out, "execute_code  Execute") {
		t.Errorf("scan report lacks the risk table:\n%s", out)
	}
	code, out, _ = run(t, "db", "search", "--db", db, "execute")
	if code != ExitOK || !strings.Contains(out, "execute_code") {
		t.Errorf("scanned tools not stored: %s", out)
	}
	code, out, _ = run(t, "scan", "--db", db, "--format", "sarif", "--fail-on", "high", "--allow-failures", cfg)
	if code != ExitFindings || !strings.Contains(out, `"uri": "`+filepath.ToSlash(cfg)+`"`) || !strings.Contains(out, `"startLine": 2`) {
		t.Errorf("scan sarif: exit %d\n%s", code, out)
	}
}

func TestScanFindsNothing(t *testing.T) {
	home := t.TempDir()
	t.Setenv("HOME", home)
	t.Setenv("XDG_CONFIG_HOME", "")
	t.Setenv("APPDATA", "")
	t.Chdir(home)
	code, out, errOut := run(t, "scan", "--db", filepath.Join(home, "reg.db"))
	if code != ExitFailed || !strings.Contains(out, "No MCP client configuration found") || !strings.Contains(errOut, "nothing scanned") {
		t.Errorf("exit %d, stdout %q, stderr %q", code, out, errOut)
	}
}

// fakeRegistry serves two pages of the official registry's list shape and
// records the updated_since of each request.
func fakeRegistry(t *testing.T, since *[]string) *httptest.Server {
	t.Helper()
	entry := func(name, updated string) string {
		return `{"server": {"name": "` + name + `", "description": "d", "version": "1.0.0",
		  "packages": [{"registryType": "npm", "identifier": "` + name + `", "transport": {"type": "stdio"}}]},
		 "_meta": {"io.modelcontextprotocol.registry/official": {"status": "active", "publishedAt": "2026-01-01T00:00:00Z",
		  "updatedAt": "` + updated + `", "isLatest": true}}}`
	}
	return httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		*since = append(*since, r.URL.Query().Get("updated_since"))
		switch r.URL.Query().Get("cursor") {
		case "":
			_, _ = w.Write([]byte(`{"servers": [` + entry("io.github.a/one", "2026-10-01T00:00:00Z") + `,` +
				entry("io.github.a/two", "2026-10-03T00:00:00Z") + `], "metadata": {"count": 2, "nextCursor": "p2"}}`))
		default:
			_, _ = w.Write([]byte(`{"servers": [` + entry("io.github.b/three", "2026-10-02T00:00:00Z") + `], "metadata": {"count": 1}}`))
		}
	}))
}

func TestCrawlRegistryIncremental(t *testing.T) {
	var since []string
	srv := fakeRegistry(t, &since)
	defer srv.Close()
	db := filepath.Join(t.TempDir(), "reg.db")
	code, out, errOut := run(t, "crawl", "--db", db, "--source", "registry", "--registry-url", srv.URL)
	if code != ExitOK || !strings.Contains(out, "3 servers found, 3 new") {
		t.Fatalf("exit %d: %s %s", code, out, errOut)
	}
	code, out, _ = run(t, "crawl", "--db", db, "--source", "registry", "--registry-url", srv.URL)
	if code != ExitOK || !strings.Contains(out, "3 unchanged") {
		t.Errorf("second crawl: %s", out)
	}
	// The second run asks only for what changed after the newest update seen.
	if len(since) != 4 || since[0] != "" || !strings.HasPrefix(since[2], "2026-10-03T00:00:00") {
		t.Errorf("updated_since per request: %q", since)
	}
	code, out, _ = run(t, "crawl", "--db", db, "--source", "registry", "--registry-url", srv.URL, "--full")
	if code != ExitOK || since[len(since)-1] != "" {
		t.Errorf("--full still sent updated_since: %q (%s)", since, out)
	}
}

func TestCrawlHTML(t *testing.T) {
	page, err := os.ReadFile("../../crawler/htmlsrc/testdata/awesome-list.html")
	if err != nil {
		t.Fatal(err)
	}
	srv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, _ *http.Request) { _, _ = w.Write(page) }))
	defer srv.Close()
	db := filepath.Join(t.TempDir(), "reg.db")
	code, out, errOut := run(t, "crawl", "--db", db, "--source", "html", "--html-url", srv.URL+"/awesome", "--html-site", "awesome-list")
	if code != ExitOK || !strings.Contains(out, "html (awesome-list") || strings.Contains(out, " 0 servers found") {
		t.Errorf("exit %d: %s %s", code, out, errOut)
	}
	code, _, errOut = run(t, "crawl", "--db", db, "--source", "html", "--html-url", srv.URL, "--html-site", "nope")
	if code != ExitUsage || !strings.Contains(errOut, "known layouts are") {
		t.Errorf("bad site: exit %d, %s", code, errOut)
	}
}

func TestPolicyCommands(t *testing.T) {
	dir := t.TempDir()
	db := filepath.Join(dir, "reg.db")
	out := filepath.Join(dir, "policies")
	code, stdout, errOut := run(t, "policy", "generate", "--db", db, "-o", out, "--root", dir, "../../examples/demo-server.json")
	if code != ExitOK || !strings.Contains(stdout, "demo-workspace.policy.json (6 tools, 1 allowed, 3 rate-limited, 2 need approval, default deny)") {
		t.Fatalf("generate: exit %d, %s %s", code, stdout, errOut)
	}
	pol := filepath.Join(out, "demo-workspace.policy.json")
	if code, stdout, _ := run(t, "policy", "check", pol, "--tools", "../../examples/demo-server.json"); code != ExitOK || !strings.Contains(stdout, ": ok (") {
		t.Errorf("check: exit %d, %s", code, stdout)
	}
	for _, tt := range []struct {
		args []string
		want string
	}{
		{[]string{"--tool", "execute_code", "--args", `{"code": "1+1"}`}, "decision: allow\nrule:     tools.execute_code"},
		{[]string{"--tool", "delete_file", "--args", `{"path": "` + filepath.ToSlash(filepath.Join(dir, "a.txt")) + `"}`}, "decision: approval"},
		{[]string{"--tool", "delete_file", "--args", `{"path": "` + filepath.ToSlash(filepath.Join(dir, "a.txt")) + `"}`, "--approved"}, "decision: allow"},
		{[]string{"--tool", "delete_file", "--args", `{"path": "a.txt"}`}, "decision: deny\nrule:     tools.delete_file.require[0]"},
		{[]string{"--tool", "read_file", "--args", `{"path": "../../etc/passwd"}`}, "decision: deny\nrule:     tools.read_file.require[0]"},
		{[]string{"--tool", "read_file", "--args", `{"path": "` + filepath.ToSlash(filepath.Join(dir, "..", "..", "etc", "passwd")) + `"}`}, "decision: deny\nrule:     tools.read_file.require[0]"},
		{[]string{"--tool", "format_disk"}, "decision: deny\nrule:     default"},
	} {
		code, stdout, errOut := run(t, append([]string{"policy", "explain", pol}, tt.args...)...)
		if code != ExitOK || !strings.Contains(stdout, tt.want) {
			t.Errorf("explain %v: exit %d, %q %s; want %q", tt.args, code, stdout, errOut, tt.want)
		}
	}
	if code, _, errOut := run(t, "policy", "explain", pol, "--tool", "x", "--args", "{bad"); code != ExitUsage || !strings.Contains(errOut, "--args: want a JSON object") {
		t.Errorf("bad --args: exit %d, %s", code, errOut)
	}

	// A broken policy: exit 2, every problem at its line and column.
	bad := filepath.Join(dir, "bad.policy.json")
	src := "{\n  \"version\": \"1\",\n  \"default\": \"deny\",\n  \"tools\": {\n    \"x\": {\"limit\": []},\n    \"y\": {\"limits\": [{\"counter\": \"c\", \"window\": \"weekly\", \"max\": 5}]}\n  }\n}\n"
	if err := os.WriteFile(bad, []byte(src), 0o600); err != nil {
		t.Fatal(err)
	}
	code, _, errOut = run(t, "policy", "check", bad)
	if code != ExitUsage || !strings.Contains(errOut, bad+":5:11: tools.x: unknown field \"limit\" (did you mean \"limits\"?)") ||
		!strings.Contains(errOut, bad+":6:49: tools.y.limits[0].window: \"weekly\" is not allowed") {
		t.Errorf("check of a broken policy: exit %d\n%s", code, errOut)
	}
	// Warnings for rules about tools the server does not have.
	stray := filepath.Join(dir, "stray.policy.json")
	if err := os.WriteFile(stray, []byte(`{"version": "1", "default": "deny", "tools": {"delete_fil": {}}}`), 0o600); err != nil {
		t.Fatal(err)
	}
	code, _, errOut = run(t, "policy", "check", stray, "--tools", "../../examples/demo-server.json")
	if code != ExitOK || !strings.Contains(errOut, `warning: tools.delete_fil: the server has no tool of this name (did you mean "delete_file"?)`) {
		t.Errorf("warnings: exit %d, %s", code, errOut)
	}
	// Overrides.
	ov := filepath.Join(dir, "overrides.json")
	if err := os.WriteFile(ov, []byte(`{"categories": {"Destructive": {"action": "deny"}}}`), 0o600); err != nil {
		t.Fatal(err)
	}
	if code, stdout, errOut := run(t, "policy", "generate", "--db", db, "-o", out, "--overrides", ov, "../../examples/demo-server.json"); code != ExitOK ||
		!strings.Contains(stdout, "1 denied") {
		t.Errorf("overrides: exit %d, %s %s", code, stdout, errOut)
	}
	if err := os.WriteFile(ov, []byte(`{"categories": {"Destructive": {"action": "nuke"}}}`), 0o600); err != nil {
		t.Fatal(err)
	}
	if code, _, errOut := run(t, "policy", "generate", "--db", db, "-o", out, "--overrides", ov, "../../examples/demo-server.json"); code != ExitUsage ||
		!strings.Contains(errOut, `action "nuke"`) {
		t.Errorf("bad overrides: exit %d, %s", code, errOut)
	}
}

func TestToolsList(t *testing.T) {
	dir := t.TempDir()
	cfg := filepath.Join(dir, "servers.json")
	doc := `{"mcpServers": {
  "local": {"command": ` + strconv.Quote(os.Args[0]) + `, "env": {"` + cliServerEnv + `": "1"}},
  "broken": {"command": "/no/such/binary"}
}}`
	if err := os.WriteFile(cfg, []byte(doc), 0o600); err != nil {
		t.Fatal(err)
	}
	code, out, errOut := run(t, "tools", "list", "--config", cfg)
	if code != ExitOK || !strings.Contains(out, "local   execute_code  Execute   High") || !strings.Contains(errOut, "broken:") {
		t.Errorf("exit %d\n%s\n%s", code, out, errOut)
	}
	code, out, _ = run(t, "tools", "list", "--config", cfg, "--server", "local", "--format", "json")
	if code != ExitOK || !strings.Contains(out, `"category": "Execute"`) {
		t.Errorf("json: exit %d %s", code, out)
	}
	if code, _, errOut := run(t, "tools", "list", "--config", cfg, "--server", "nope"); code != ExitUsage || !strings.Contains(errOut, `--server "nope"`) {
		t.Errorf("unknown server: exit %d %s", code, errOut)
	}
	if code, _, errOut := run(t, "tools", "list", "--config", filepath.Join(dir, "missing.json")); code != ExitUsage || !strings.Contains(errOut, "--config") {
		t.Errorf("missing config: exit %d %s", code, errOut)
	}
}
