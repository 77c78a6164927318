package clientconfig

import (
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"
)

// fakeEnv returns a Getenv that reads only vars.
func fakeEnv(vars map[string]string) func(string) string {
	return func(k string) string { return vars[k] }
}

func TestDiscover(t *testing.T) {
	home := t.TempDir()
	project := t.TempDir()
	appData := filepath.Join(t.TempDir(), "Roaming")
	xdg := t.TempDir()
	j := filepath.Join

	// The locations every platform shares, in Discover's order around the
	// platform-specific ones.
	claudeCode := func(managed string) []Candidate {
		c := []Candidate{
			{ClientClaudeCode, j(home, ".claude.json"), ScopeUser},
			{ClientClaudeCode, j(project, ".mcp.json"), ScopeProject},
		}
		if managed != "" {
			c = append(c, Candidate{ClientClaudeCode, managed, ScopeManaged})
		}
		return append(c,
			Candidate{ClientCursor, j(home, ".cursor", "mcp.json"), ScopeUser},
			Candidate{ClientCursor, j(project, ".cursor", "mcp.json"), ScopeProject})
	}
	vscode := func(userDir string) []Candidate {
		return []Candidate{
			{ClientVSCode, j(userDir, "mcp.json"), ScopeUser},
			{ClientVSCode, j(userDir, "settings.json"), ScopeUser},
			{ClientVSCode, j(project, ".vscode", "mcp.json"), ScopeProject},
			{ClientWindsurf, j(home, ".codeium", "windsurf", "mcp_config.json"), ScopeUser},
			{ClientGeminiCLI, j(home, ".gemini", "settings.json"), ScopeUser},
			{ClientGeminiCLI, j(project, ".gemini", "settings.json"), ScopeProject},
		}
	}
	list := func(desktop string, managed string, vscodeUser string) []Candidate {
		out := []Candidate{{ClientClaudeDesktop, desktop, ScopeUser}}
		out = append(out, claudeCode(managed)...)
		return append(out, vscode(vscodeUser)...)
	}
	const linuxManaged = "/etc/claude-code/managed-mcp.json"
	macSupport := j(home, "Library", "Application Support")

	for _, tt := range []struct {
		name string
		env  Env
		want []Candidate
	}{
		{"linux", Env{GOOS: "linux", Home: home, ProjectDir: project},
			list(j(home, ".config", "Claude", "claude_desktop_config.json"), linuxManaged, j(home, ".config", "Code", "User"))},
		{"linux with XDG_CONFIG_HOME", Env{GOOS: "linux", Home: home, ProjectDir: project,
			Getenv: fakeEnv(map[string]string{"XDG_CONFIG_HOME": xdg})},
			list(j(xdg, "Claude", "claude_desktop_config.json"), linuxManaged, j(xdg, "Code", "User"))},
		{"linux with a relative XDG_CONFIG_HOME", Env{GOOS: "linux", Home: home, ProjectDir: project,
			Getenv: fakeEnv(map[string]string{"XDG_CONFIG_HOME": "conf"})},
			list(j(home, ".config", "Claude", "claude_desktop_config.json"), linuxManaged, j(home, ".config", "Code", "User"))},
		{"freebsd is laid out like linux", Env{GOOS: "freebsd", Home: home, ProjectDir: project},
			list(j(home, ".config", "Claude", "claude_desktop_config.json"), linuxManaged, j(home, ".config", "Code", "User"))},
		{"darwin", Env{GOOS: "darwin", Home: home, ProjectDir: project},
			list(j(macSupport, "Claude", "claude_desktop_config.json"),
				"/Library/Application Support/ClaudeCode/managed-mcp.json", j(macSupport, "Code", "User"))},
		{"windows with APPDATA", Env{GOOS: "windows", Home: home, ProjectDir: project,
			Getenv: fakeEnv(map[string]string{"APPDATA": appData})},
			list(j(appData, "Claude", "claude_desktop_config.json"), "", j(appData, "Code", "User"))},
		{"windows without APPDATA", Env{GOOS: "windows", Home: home, ProjectDir: project},
			list(j(home, "AppData", "Roaming", "Claude", "claude_desktop_config.json"), "",
				j(home, "AppData", "Roaming", "Code", "User"))},
		{"no home", Env{GOOS: "linux", ProjectDir: project}, []Candidate{
			{ClientClaudeCode, j(project, ".mcp.json"), ScopeProject},
			{ClientClaudeCode, linuxManaged, ScopeManaged},
			{ClientCursor, j(project, ".cursor", "mcp.json"), ScopeProject},
			{ClientVSCode, j(project, ".vscode", "mcp.json"), ScopeProject},
			{ClientGeminiCLI, j(project, ".gemini", "settings.json"), ScopeProject},
		}},
		{"no project", Env{GOOS: "linux", Home: home}, []Candidate{
			{ClientClaudeDesktop, j(home, ".config", "Claude", "claude_desktop_config.json"), ScopeUser},
			{ClientClaudeCode, j(home, ".claude.json"), ScopeUser},
			{ClientClaudeCode, linuxManaged, ScopeManaged},
			{ClientCursor, j(home, ".cursor", "mcp.json"), ScopeUser},
			{ClientVSCode, j(home, ".config", "Code", "User", "mcp.json"), ScopeUser},
			{ClientVSCode, j(home, ".config", "Code", "User", "settings.json"), ScopeUser},
			{ClientWindsurf, j(home, ".codeium", "windsurf", "mcp_config.json"), ScopeUser},
			{ClientGeminiCLI, j(home, ".gemini", "settings.json"), ScopeUser},
		}},
		{"project is home: listed once, as user files", Env{GOOS: "linux", Home: home, ProjectDir: home}, []Candidate{
			{ClientClaudeDesktop, j(home, ".config", "Claude", "claude_desktop_config.json"), ScopeUser},
			{ClientClaudeCode, j(home, ".claude.json"), ScopeUser},
			{ClientClaudeCode, j(home, ".mcp.json"), ScopeProject},
			{ClientClaudeCode, linuxManaged, ScopeManaged},
			{ClientCursor, j(home, ".cursor", "mcp.json"), ScopeUser},
			{ClientVSCode, j(home, ".config", "Code", "User", "mcp.json"), ScopeUser},
			{ClientVSCode, j(home, ".config", "Code", "User", "settings.json"), ScopeUser},
			{ClientVSCode, j(home, ".vscode", "mcp.json"), ScopeProject},
			{ClientWindsurf, j(home, ".codeium", "windsurf", "mcp_config.json"), ScopeUser},
			{ClientGeminiCLI, j(home, ".gemini", "settings.json"), ScopeUser},
		}},
	} {
		t.Run(tt.name, func(t *testing.T) {
			got := Discover(tt.env)
			if !slices.Equal(got, tt.want) {
				t.Errorf("got\n%s\nwant\n%s", candidateLines(got), candidateLines(tt.want))
			}
		})
	}
}

func candidateLines(cs []Candidate) string {
	var b strings.Builder
	for _, c := range cs {
		b.WriteString("  " + c.Client + " " + c.Scope + " " + c.Path + "\n")
	}
	return b.String()
}

// TestExisting creates some of the files Discover lists under a fake home
// and project, plus a directory where a file is expected, and checks that
// Existing finds exactly the files. Managed locations are outside the fake
// home, so they are left out rather than probed on the real machine.
func TestExisting(t *testing.T) {
	for _, tt := range []struct {
		goos  string
		files []string // relative to home ("~/") or project ("./")
		dir   string   // a directory made where Discover expects a file
	}{
		{"linux", []string{"~/.claude.json", "~/.config/Code/User/settings.json", "./.mcp.json", "./.gemini/settings.json"}, "~/.cursor/mcp.json"},
		{"darwin", []string{"~/Library/Application Support/Claude/claude_desktop_config.json", "~/.codeium/windsurf/mcp_config.json", "./.vscode/mcp.json"}, "~/.gemini/settings.json"},
		{"windows", []string{"~/AppData/Roaming/Claude/claude_desktop_config.json", "~/AppData/Roaming/Code/User/mcp.json", "~/.cursor/mcp.json", "./.cursor/mcp.json"}, "./.mcp.json"},
	} {
		t.Run(tt.goos, func(t *testing.T) {
			home, project := t.TempDir(), t.TempDir()
			resolve := func(rel string) string {
				base := home
				if strings.HasPrefix(rel, "./") {
					base = project
				}
				return filepath.Join(base, filepath.FromSlash(rel[2:]))
			}
			var want []string
			for _, f := range tt.files {
				p := resolve(f)
				if err := os.MkdirAll(filepath.Dir(p), 0o755); err != nil {
					t.Fatal(err)
				}
				if err := os.WriteFile(p, []byte(`{"mcpServers": {}}`), 0o600); err != nil {
					t.Fatal(err)
				}
				want = append(want, p)
			}
			if err := os.MkdirAll(resolve(tt.dir), 0o755); err != nil {
				t.Fatal(err)
			}

			var cands []Candidate
			for _, c := range Discover(Env{GOOS: tt.goos, Home: home, ProjectDir: project}) {
				if c.Scope != ScopeManaged {
					cands = append(cands, c)
				}
			}
			var got []string
			for _, c := range Existing(cands) {
				got = append(got, c.Path)
			}
			slices.Sort(got)
			slices.Sort(want)
			if !slices.Equal(got, want) {
				t.Errorf("got %q, want %q", got, want)
			}
		})
	}
}

func TestIdentify(t *testing.T) {
	home, project := t.TempDir(), t.TempDir()
	env := Env{GOOS: "linux", Home: home, ProjectDir: project}
	j := filepath.Join
	for _, tt := range []struct {
		name, path string
		want       Candidate
	}{
		{"user Cursor file", j(home, ".cursor", "mcp.json"), Candidate{ClientCursor, j(home, ".cursor", "mcp.json"), ScopeUser}},
		{"project Cursor file, relative", j(".cursor", "mcp.json"), Candidate{ClientCursor, j(".cursor", "mcp.json"), ScopeProject}},
		{"user Gemini settings", j(home, ".gemini", "settings.json"), Candidate{ClientGeminiCLI, j(home, ".gemini", "settings.json"), ScopeUser}},
		{"VS Code user settings", j(home, ".config", "Code", "User", "settings.json"), Candidate{ClientVSCode, j(home, ".config", "Code", "User", "settings.json"), ScopeUser}},
		{"uncleaned path", home + "/./.claude.json", Candidate{ClientClaudeCode, home + "/./.claude.json", ScopeUser}},
		{"other project's .mcp.json", "/src/other/.mcp.json", Candidate{ClientClaudeCode, "/src/other/.mcp.json", ScopeProject}},
		{"other project's .vscode/mcp.json", "/src/other/.vscode/mcp.json", Candidate{ClientVSCode, "/src/other/.vscode/mcp.json", ScopeProject}},
		{"other project's .cursor/mcp.json", "/src/other/.cursor/mcp.json", Candidate{ClientCursor, "/src/other/.cursor/mcp.json", ScopeProject}},
		{"other project's Gemini settings", "/src/other/.gemini/settings.json", Candidate{ClientGeminiCLI, "/src/other/.gemini/settings.json", ScopeProject}},
		{"Windows Claude Desktop path", `C:\Users\ada\AppData\Roaming\Claude\claude_desktop_config.json`, Candidate{ClientClaudeDesktop, `C:\Users\ada\AppData\Roaming\Claude\claude_desktop_config.json`, ScopeUser}},
		{"Windows VS Code path", `C:\Users\ada\AppData\Roaming\Code\User\mcp.json`, Candidate{ClientVSCode, `C:\Users\ada\AppData\Roaming\Code\User\mcp.json`, ScopeUser}},
		{"Windsurf elsewhere", "/backup/windsurf/mcp_config.json", Candidate{ClientWindsurf, "/backup/windsurf/mcp_config.json", ScopeUser}},
		{"managed file", "/opt/managed-mcp.json", Candidate{ClientClaudeCode, "/opt/managed-mcp.json", ScopeManaged}},
		{"unknown file", "servers.json", Candidate{"", "servers.json", ""}},
		{"bare mcp.json", "/tmp/mcp.json", Candidate{"", "/tmp/mcp.json", ""}},
	} {
		t.Run(tt.name, func(t *testing.T) {
			if got := Identify(env, tt.path); got != tt.want {
				t.Errorf("got %+v, want %+v", got, tt.want)
			}
		})
	}
}

func TestIdentifyIgnoresCaseOnDarwin(t *testing.T) {
	home := t.TempDir()
	env := Env{GOOS: "darwin", Home: home}
	path := filepath.Join(home, "Library", "Application Support", "claude", "Claude_Desktop_Config.json")
	if got := Identify(env, path); got.Client != ClientClaudeDesktop || got.Scope != ScopeUser {
		t.Errorf("got %+v, want the Claude Desktop user file", got)
	}
}

func TestLoad(t *testing.T) {
	home := t.TempDir()
	path := filepath.Join(home, ".claude.json")
	src := `{"mcpServers": {"u": {"command": "a"}}, "projects": {"/src/p": {"mcpServers": {"p": {"command": "b"}}}}}`
	if err := os.WriteFile(path, []byte(src), 0o600); err != nil {
		t.Fatal(err)
	}
	cfg, err := Load(Candidate{ClientClaudeCode, path, ScopeUser})
	if err != nil {
		t.Fatal(err)
	}
	var got []string
	for _, s := range cfg.Servers {
		got = append(got, s.Name+"="+s.Scope)
	}
	if want := []string{"u=user", "p=project:/src/p"}; !slices.Equal(got, want) {
		t.Errorf("got %q, want %q", got, want)
	}
	if cfg.Client != ClientClaudeCode || cfg.Path != path {
		t.Errorf("got client %q path %q, want %q %q", cfg.Client, cfg.Path, ClientClaudeCode, path)
	}
}

func TestLoadErrors(t *testing.T) {
	dir := t.TempDir()
	bad := filepath.Join(dir, "mcp.json")
	if err := os.WriteFile(bad, []byte("{\n  \"servers\": {,}\n}"), 0o600); err != nil {
		t.Fatal(err)
	}
	big := filepath.Join(dir, "big.json")
	if err := os.WriteFile(big, []byte(`{"servers": {}}`+strings.Repeat(" ", 100)), 0o600); err != nil {
		t.Fatal(err)
	}
	defer func(n int64) { maxFileSize = n }(maxFileSize)
	maxFileSize = 64

	for _, tt := range []struct {
		name, path string
		want       []string
	}{
		{"missing", filepath.Join(dir, "none.json"), []string{"read MCP client configuration", "none.json"}},
		{"malformed", bad, []string{bad + ": line 2, column 15: invalid character ','"}},
		{"too big", big, []string{"big.json is larger than"}},
		{"a directory", dir, []string{"read MCP client configuration"}},
	} {
		t.Run(tt.name, func(t *testing.T) {
			_, err := Load(Candidate{ClientVSCode, tt.path, ScopeProject})
			if err == nil {
				t.Fatalf("got no error, want %q", tt.want)
			}
			for _, w := range tt.want {
				if !strings.Contains(err.Error(), w) {
					t.Errorf("got %q, want it to contain %q", err, w)
				}
			}
		})
	}
}

func TestParseFile(t *testing.T) {
	dir := t.TempDir()
	path := filepath.Join(dir, ".mcp.json")
	if err := os.WriteFile(path, []byte(`{"mcpServers": {"x": {"command": "npx -y pkg"}}}`), 0o600); err != nil {
		t.Fatal(err)
	}
	cfg, err := ParseFile(path)
	if err != nil {
		t.Fatal(err)
	}
	if cfg.Client != ClientClaudeCode || len(cfg.Servers) != 1 || cfg.Servers[0].Scope != ScopeProject {
		t.Errorf("got %+v, want one Claude Code project server", cfg)
	}
}
