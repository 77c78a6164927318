package gateway

import (
	"encoding/json"
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"regexp"
	"strings"

	"github.com/mcpscan/mcpscan/crawler/clientconfig"
	"github.com/mcpscan/mcpscan/crawler/introspect"
	"github.com/mcpscan/mcpscan/gateway/oauth"
	oauthclient "github.com/mcpscan/mcpscan/internal/oauth"
	"github.com/mcpscan/mcpscan/internal/upstream"
	"github.com/mcpscan/mcpscan/policy"
	"github.com/mcpscan/mcpscan/sandbox"
)

// CodemodeServer is the name of the built-in code-mode server.
const CodemodeServer = "codemode"

// Separator joins a server's name and a tool's name on the aggregate
// endpoint: files__read_file.
const Separator = "__"

// Config is what the gateway serves: the upstream servers and, when the
// file has a "codemode" section, the built-in code-mode server.
type Config struct {
	Targets  []introspect.Target
	Codemode *sandbox.ServerConfig
	// OAuth is the "oauth" section: the authorization server whose
	// access tokens the HTTP endpoint accepts (see package oauth).
	OAuth *oauth.Config
	// Problems are what a client would report about the file's entries;
	// none of them stops the gateway.
	Problems []string
}

// LoadConfig reads SERVERS.json: the "mcpServers" entries (as Claude
// Desktop, Cursor and Claude Code write them) and the code-mode server's
// options, as a "codemode" object or as top-level code_execution keys
// (see sandbox.ParseServerConfig), e.g.
//
//	"codemode": {"code_execution_timeout_ms": 30000, "allowed_servers": ["files"]}
//
// An "oauth" section makes the HTTP endpoint an OAuth protected
// resource (see oauth.Config). Clients ignore those members, so one file
// can serve both.
func LoadConfig(path string) (Config, error) {
	targets, problems, err := upstream.LoadConfig(path)
	if err != nil {
		return Config{}, err
	}
	cfg := Config{Targets: targets, Problems: problems}
	data, err := os.ReadFile(path) //nolint:gosec // the config file the user named
	if err != nil {
		return Config{}, fmt.Errorf("read %s: %w", path, err)
	}
	plain := clientconfig.JSONCToJSON(data)
	cm, found, err := sandbox.ParseServerConfig(plain)
	if err != nil {
		return Config{}, fmt.Errorf("%s: %w", path, err)
	}
	// The built-in code-mode server runs when the file asks for it: a
	// "codemode" object, or "enable_code_execution": true at the top.
	var top map[string]json.RawMessage
	_ = json.Unmarshal(plain, &top)
	_, object := top["codemode"]
	_, enable := top["enable_code_execution"]
	if found && (object || enable) && cm.EnableCodeExecution {
		cfg.Codemode = &cm
	}
	if raw, ok := top["oauth"]; ok {
		oc, err := oauth.ParseConfig(raw)
		if err != nil {
			return Config{}, fmt.Errorf("%s: %w", path, err)
		}
		cfg.OAuth = &oc
	}
	if len(cfg.Targets) == 0 && cfg.Codemode == nil {
		// A gateway with nothing behind it is a config of the wrong shape
		// far more often than an intent.
		msg := fmt.Sprintf(`%s: no servers to serve: want {"mcpServers": {"NAME": {"command": …} or {"url": …}}}`, path)
		if len(cfg.Problems) > 0 {
			msg += "; " + strings.Join(cfg.Problems, "; ")
		}
		return Config{}, errors.New(msg)
	}
	return cfg, cfg.check()
}

var serverName = regexp.MustCompile(`^[A-Za-z0-9][A-Za-z0-9_.-]{0,63}$`)

// check refuses server names that cannot be served: they name the URL
// path /mcp/{server} and the prefix of every namespaced tool.
func (c Config) check() error {
	seen := map[string]string{} // lower-cased name → name
	var errs []error
	for _, t := range c.Targets {
		key := strings.ToLower(t.Name)
		switch {
		case !serverName.MatchString(t.Name):
			errs = append(errs, fmt.Errorf("server %q: a gateway server name is 1-64 letters, digits, '.', '_' or '-', starting with a letter or digit", t.Name))
		case strings.Contains(t.Name, Separator):
			errs = append(errs, fmt.Errorf("server %q: the name may not contain %q, which separates server and tool names", t.Name, Separator))
		case strings.EqualFold(t.Name, CodemodeServer) && c.Codemode != nil:
			errs = append(errs, fmt.Errorf("server %q: the name is taken by the built-in code-mode server; rename the entry or drop the codemode section", t.Name))
		case WindowsDeviceName(t.Name):
			errs = append(errs, fmt.Errorf("server %q: the name is a Windows device name, and its policy file %s could not be read there; rename the entry",
				t.Name, PolicyPath("", t.Name)))
		case seen[key] == t.Name:
			errs = append(errs, fmt.Errorf("server %q is declared twice", t.Name))
		case seen[key] != "":
			// Each reads DIR/<name>.policy.json, one file on a
			// case-insensitive file system: one policy would govern both.
			errs = append(errs, fmt.Errorf("servers %q and %q differ only in case, and would share one policy file; rename one", seen[key], t.Name))
		}
		seen[key] = t.Name
	}
	return errors.Join(errs...)
}

// WindowsDeviceName reports whether a file named after name would be a
// device on Windows: CON, PRN, AUX, NUL, COM0-9 or LPT0-9, in any case,
// before the name's first dot. Windows opens the device whatever the
// extension ("nul.policy.json" is NUL), so such a server's policy would
// read as empty and be written nowhere.
func WindowsDeviceName(name string) bool {
	base, _, _ := strings.Cut(name, ".")
	base = strings.ToUpper(strings.TrimRight(base, " "))
	switch base {
	case "CON", "PRN", "AUX", "NUL":
		return true
	}
	return len(base) == 4 && (strings.HasPrefix(base, "COM") || strings.HasPrefix(base, "LPT")) && base[3] >= '0' && base[3] <= '9'
}

// Names lists every server the gateway serves, the built-in one last.
func (c Config) Names() []string {
	var names []string
	for _, t := range c.Targets {
		names = append(names, t.Name)
	}
	if c.Codemode != nil {
		names = append(names, CodemodeServer)
	}
	return names
}

// PolicyPath is where a server's policy lives in dir.
func PolicyPath(dir, server string) string {
	return filepath.Join(dir, server+".policy.json")
}

// LoadPolicies reads DIR/<server>.policy.json for every server. A server
// without a policy, or with one that does not parse, is an error: the
// gateway does not start on a guess (fail closed).
func LoadPolicies(dir string, servers []string) (map[string]*policy.Document, error) {
	ps, err := loadPolicies(dir, servers, policy.NewMemoryCounters(nil))
	if err != nil {
		return nil, err
	}
	docs := make(map[string]*policy.Document, len(ps.files))
	for name, pf := range ps.files {
		docs[name] = pf.engine.Document()
	}
	return docs, nil
}

// ServerEntry is one server of a SERVERS.json as EncodeServers writes it:
// the target as configured (references unresolved), and whether the
// client config had it turned off, and its envFile.
type ServerEntry struct {
	Target   introspect.Target
	Disabled bool
	EnvFile  string
}

// EncodeConfig writes targets as a SERVERS.json the gateway reads, with
// the code-mode section when codemode is set.
func EncodeConfig(targets []introspect.Target, codemode *sandbox.ServerConfig) ([]byte, error) {
	entries := make([]ServerEntry, len(targets))
	for i, t := range targets {
		entries[i] = ServerEntry{Target: t}
	}
	return EncodeServers(entries, codemode)
}

// EncodeServers writes entries as a SERVERS.json the gateway reads.
func EncodeServers(entries []ServerEntry, codemode *sandbox.ServerConfig) ([]byte, error) {
	type entry struct {
		Type    string            `json:"type,omitempty"`
		Command string            `json:"command,omitempty"`
		Args    []string          `json:"args,omitempty"`
		Env     map[string]string `json:"env,omitempty"`
		EnvFile string            `json:"envFile,omitempty"`
		Cwd     string            `json:"cwd,omitempty"`
		URL     string            `json:"url,omitempty"`
		Headers map[string]string `json:"headers,omitempty"`
		// OAuth keeps how the server's client identifies itself, its
		// secret's ${env:…} reference unresolved as declared.
		OAuth    *oauthclient.ClientConfig `json:"oauth,omitempty"`
		Disabled bool                      `json:"disabled,omitempty"`
	}
	servers := make(map[string]entry, len(entries))
	for _, se := range entries {
		t := se.Target
		if _, dup := servers[t.Name]; dup {
			return nil, fmt.Errorf("server %q is named twice", t.Name)
		}
		e := entry{Command: t.Command, Args: t.Args, Env: t.Env, EnvFile: se.EnvFile, Cwd: t.Dir, URL: t.URL,
			Headers: t.Headers, OAuth: t.OAuth, Disabled: se.Disabled}
		switch t.Transport {
		case introspect.TransportStreamableHTTP:
			e.Type = "http"
		case introspect.TransportSSE:
			e.Type = "sse"
		}
		servers[t.Name] = e
	}
	doc := struct {
		MCPServers map[string]entry      `json:"mcpServers"`
		Codemode   *sandbox.ServerConfig `json:"codemode,omitempty"`
	}{servers, codemode}
	return json.MarshalIndent(doc, "", "  ")
}

// ServerName turns a name into one the gateway can serve (letters,
// digits, '.', '_' and '-', at most 64, no "__"), e.g. for servers found in
// client configs.
func ServerName(name string) string {
	var b strings.Builder
	for _, r := range name {
		switch {
		case r >= 'a' && r <= 'z', r >= 'A' && r <= 'Z', r >= '0' && r <= '9', r == '.', r == '-':
			b.WriteRune(r)
		case r == '_':
			if !strings.HasSuffix(b.String(), "_") {
				b.WriteRune(r)
			}
		default:
			b.WriteByte('-')
		}
	}
	out := strings.TrimLeft(b.String(), "._-")
	if len(out) > 64 {
		out = out[:64]
	}
	if out == "" {
		out = "server"
	}
	return out
}
