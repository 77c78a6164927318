package clientconfig

import (
	"os"
	"path/filepath"
	"runtime"
	"strings"
)

// Clients whose configuration files Discover knows.
const (
	ClientClaudeDesktop = "claude-desktop"
	ClientClaudeCode    = "claude-code"
	ClientCursor        = "cursor"
	ClientVSCode        = "vscode"
	ClientWindsurf      = "windsurf"
	ClientGeminiCLI     = "gemini-cli"
)

// Scopes of a configuration file: who it applies to.
const (
	// ScopeUser files apply to everything one user runs.
	ScopeUser = "user"
	// ScopeProject files live in a project directory and are usually
	// committed with it, so a finding there is a finding in the repository.
	ScopeProject = "project"
	// ScopeManaged files are placed by an administrator and override the
	// user's own configuration.
	ScopeManaged = "managed"
)

// Env is the part of the machine discovery depends on. Tests build one
// around a temporary directory so they never touch the real home.
type Env struct {
	// GOOS picks the platform's locations: "darwin", "windows", anything
	// else is treated as Linux (XDG layout).
	GOOS string
	// Home is the user's home directory; "" skips every location in it.
	Home string
	// ProjectDir is the directory project-scoped files are looked for in,
	// usually the working directory; "" skips them. Parent directories are
	// not searched.
	ProjectDir string
	// Getenv reads APPDATA (Windows) and XDG_CONFIG_HOME (Linux); nil reads
	// nothing.
	Getenv func(string) string
}

// DefaultEnv describes the running process: its platform, the current
// user's home directory and the working directory. A home or working
// directory that cannot be determined is left empty, which skips the
// locations under it.
func DefaultEnv() Env {
	home, err := os.UserHomeDir()
	if err != nil {
		home = ""
	}
	wd, err := os.Getwd()
	if err != nil {
		wd = ""
	}
	return Env{GOOS: runtime.GOOS, Home: home, ProjectDir: wd, Getenv: os.Getenv}
}

// Candidate is one place a client may keep its MCP configuration.
type Candidate struct {
	// Client is one of the Client* constants, or "" when not known.
	Client string `json:"client"`
	Path   string `json:"path"`
	// Scope is one of the Scope* constants, or "" when not known.
	Scope string `json:"scope"`
}

// Discover lists every well-known configuration location for env, whether
// or not the file exists (see Existing), in a fixed order: Claude Desktop,
// Claude Code, Cursor, VS Code, Windsurf, Gemini CLI; user files before
// project and managed ones. A path is listed once even when two locations
// coincide (the project directory being the home directory), under the
// first.
func Discover(env Env) []Candidate {
	getenv := env.Getenv
	if getenv == nil {
		getenv = func(string) string { return "" }
	}
	home, project := env.Home, env.ProjectDir

	// appData is where Electron apps (Claude Desktop, VS Code) keep
	// per-user settings; managed is Claude Code's administrator file.
	var appData, managed string
	switch env.GOOS {
	case "darwin":
		if home != "" {
			appData = filepath.Join(home, "Library", "Application Support")
		}
		managed = "/Library/Application Support/ClaudeCode/managed-mcp.json"
	case "windows":
		appData = getenv("APPDATA")
		if appData == "" && home != "" {
			appData = filepath.Join(home, "AppData", "Roaming")
		}
	default:
		// The XDG spec says a relative XDG_CONFIG_HOME is to be ignored.
		if x := getenv("XDG_CONFIG_HOME"); filepath.IsAbs(x) {
			appData = x
		} else if home != "" {
			appData = filepath.Join(home, ".config")
		}
		managed = "/etc/claude-code/managed-mcp.json"
	}

	var out []Candidate
	seen := make(map[string]bool)
	add := func(client, scope, base string, elem ...string) {
		if base == "" {
			return
		}
		p := filepath.Join(append([]string{base}, elem...)...)
		if seen[p] {
			return
		}
		seen[p] = true
		out = append(out, Candidate{Client: client, Path: p, Scope: scope})
	}

	add(ClientClaudeDesktop, ScopeUser, appData, "Claude", "claude_desktop_config.json")

	add(ClientClaudeCode, ScopeUser, home, ".claude.json")
	add(ClientClaudeCode, ScopeProject, project, ".mcp.json")
	add(ClientClaudeCode, ScopeManaged, managed)

	add(ClientCursor, ScopeUser, home, ".cursor", "mcp.json")
	add(ClientCursor, ScopeProject, project, ".cursor", "mcp.json")

	add(ClientVSCode, ScopeUser, appData, "Code", "User", "mcp.json")
	add(ClientVSCode, ScopeUser, appData, "Code", "User", "settings.json")
	add(ClientVSCode, ScopeProject, project, ".vscode", "mcp.json")

	add(ClientWindsurf, ScopeUser, home, ".codeium", "windsurf", "mcp_config.json")

	add(ClientGeminiCLI, ScopeUser, home, ".gemini", "settings.json")
	add(ClientGeminiCLI, ScopeProject, project, ".gemini", "settings.json")
	return out
}

// Existing returns the candidates whose path is a regular file (following
// symbolic links, since dotfile managers link these files). A file that
// cannot be examined, for lack of permission say, counts as absent.
func Existing(cands []Candidate) []Candidate {
	var out []Candidate
	for _, c := range cands {
		if fi, err := os.Stat(c.Path); err == nil && fi.Mode().IsRegular() {
			out = append(out, c)
		}
	}
	return out
}

// Identify tells which client and scope a configuration file named by the
// user belongs to. A path that is one of Discover(env)'s locations gets that
// candidate's client and scope; any other path is judged by its name
// (".mcp.json" is Claude Code's project file, ".vscode/mcp.json" VS Code's,
// and so on), and an unrecognised name gets an empty client and scope.
// The returned Path is path as given. A relative path is taken relative to
// env.ProjectDir.
func Identify(env Env, path string) Candidate {
	abs := path
	if !filepath.IsAbs(abs) && env.ProjectDir != "" {
		abs = filepath.Join(env.ProjectDir, abs)
	}
	abs = filepath.Clean(abs)
	// macOS and Windows file systems ignore case by default.
	foldCase := env.GOOS == "darwin" || env.GOOS == "windows"
	for _, c := range Discover(env) {
		if c.Path == abs || (foldCase && strings.EqualFold(c.Path, abs)) {
			c.Path = path
			return c
		}
	}
	client, scope := guessClient(path)
	return Candidate{Client: client, Path: path, Scope: scope}
}

// guessClient recognises a configuration file by its name and the name of
// its directory.
func guessClient(path string) (client, scope string) {
	base := baseName(path)
	dir := baseName(strings.TrimRight(path[:len(path)-len(base)], `/\`))
	switch {
	case base == "claude_desktop_config.json":
		return ClientClaudeDesktop, ScopeUser
	case base == ".claude.json":
		return ClientClaudeCode, ScopeUser
	case base == ".mcp.json":
		return ClientClaudeCode, ScopeProject
	case base == "managed-mcp.json":
		return ClientClaudeCode, ScopeManaged
	case base == "mcp_config.json" && dir == "windsurf":
		return ClientWindsurf, ScopeUser
	case base == "mcp.json" && dir == ".cursor":
		return ClientCursor, ScopeProject
	case base == "mcp.json" && dir == ".vscode":
		return ClientVSCode, ScopeProject
	case (base == "mcp.json" || base == "settings.json") && dir == "User":
		return ClientVSCode, ScopeUser
	case base == "settings.json" && dir == ".gemini":
		return ClientGeminiCLI, ScopeProject
	}
	return "", ""
}
