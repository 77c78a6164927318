package crawler

import (
	"context"
	"fmt"
	"maps"
	"os"
	"slices"
	"strconv"
	"strings"
	"sync"

	"github.com/mcpscan/mcpscan/catalog"
	"github.com/mcpscan/mcpscan/crawler/clientconfig"
	"github.com/mcpscan/mcpscan/crawler/introspect"
)

// ConfigSource reads the MCP servers configured in client config files
// (Claude Desktop, Claude Code, Cursor, VS Code, Windsurf, Gemini CLI) and
// introspects each one. Problems with a file or an entry are collected, not
// fatal.
type ConfigSource struct {
	// Paths are config files to read; empty means discover them on this
	// machine.
	Paths []string
	// Env locates the well-known files (clientconfig.DefaultEnv when zero).
	Env clientconfig.Env
	// IncludeDisabled also introspects servers the config turns off.
	IncludeDisabled bool
	// Getenv resolves ${env:NAME} references (os.Getenv when nil).
	Getenv func(string) string
	// CleanEnv starts stdio servers with only PATH, their config's
	// variables and a fresh temporary HOME, instead of the environment
	// their client would give them (see introspect.Target.ClientEnv).
	CleanEnv bool

	mu       sync.Mutex
	problems []string
	files    []ConfigFile
	entries  []ConfigEntry
}

// ConfigEntry is a server as a client config declares it, before any
// reference in it is resolved: what a gateway config must repeat so the
// gateway starts the server as the client would have.
type ConfigEntry struct {
	Name     string            // the server's name in the crawl (the key, or key@client)
	Key      string            // the name it is declared under
	Target   introspect.Target // as written: ${env:NAME} and ${input:id} kept
	Location string            // file:line:column of the first declaration
	// Files are the config files that declare this very server (the same
	// name, started or reached the same way), in the order read.
	Files []string
	// Disabled is set when the config turns the server off; it was not
	// introspected unless IncludeDisabled asked for it.
	Disabled bool
	// EnvFile is VS Code's "envFile", as written.
	EnvFile string
	// Inputs are the declarations of the ${input:id} references the entry
	// uses (an id its file does not declare has only the ID).
	Inputs []clientconfig.Input
}

// ConfigFile is one client config file that was read.
type ConfigFile struct {
	Path   string
	Client string // one of the clientconfig.Client* constants, or ""
	// ServersKey is where the file lists its servers (see
	// clientconfig.Config.ServersKey).
	ServersKey string
	// Skipped are the server entries that could not be used (Problems
	// says why): nothing was made of them.
	Skipped []string
}

// Name implements Source.
func (s *ConfigSource) Name() string { return string(catalog.SourceConfig) }

// Target implements Source.
func (s *ConfigSource) Target() string {
	if len(s.Paths) == 0 {
		return "discovered client configs"
	}
	return strings.Join(s.Paths, ",")
}

// Problems returns what Find could not use: unreadable files, unknown
// shapes, disabled servers skipped.
func (s *ConfigSource) Problems() []string {
	s.mu.Lock()
	defer s.mu.Unlock()
	return append([]string(nil), s.problems...)
}

// Files returns the paths of the config files Find read.
func (s *ConfigSource) Files() []string {
	s.mu.Lock()
	defer s.mu.Unlock()
	out := make([]string, len(s.files))
	for i, f := range s.files {
		out[i] = f.Path
	}
	return out
}

// ConfigFiles returns the config files Find read, with their client and
// the entries that could not be used.
func (s *ConfigSource) ConfigFiles() []ConfigFile {
	s.mu.Lock()
	defer s.mu.Unlock()
	return append([]ConfigFile(nil), s.files...)
}

func (s *ConfigSource) problem(format string, args ...any) {
	s.mu.Lock()
	defer s.mu.Unlock()
	s.problems = append(s.problems, fmt.Sprintf(format, args...))
}

// Entries returns the servers Find emitted, as their configs declare them.
func (s *ConfigSource) Entries() []ConfigEntry {
	s.mu.Lock()
	defer s.mu.Unlock()
	return append([]ConfigEntry(nil), s.entries...)
}

// Find implements Source.
func (s *ConfigSource) Find(ctx context.Context, state string, emit func(Item) error) (string, error) {
	env := s.Env
	if env.Getenv == nil {
		env = clientconfig.DefaultEnv()
	}
	var cands []clientconfig.Candidate
	if len(s.Paths) > 0 {
		for _, p := range s.Paths {
			cands = append(cands, clientconfig.Identify(env, p))
		}
	} else {
		cands = clientconfig.Existing(clientconfig.Discover(env))
	}
	// The same key in two files is the same server only if it is started
	// the same way (command, arguments, environment, directory, or URL and
	// headers); otherwise the second gets the client's name appended.
	seen := map[string]string{}
	index := map[string]int{} // name → entries
	for _, c := range cands {
		if err := ctx.Err(); err != nil {
			return state, err
		}
		cfg, err := clientconfig.Load(c)
		if err != nil {
			s.problem("%v", err)
			continue
		}
		s.mu.Lock()
		s.files = append(s.files, ConfigFile{Path: cfg.Path, Client: cfg.Client, ServersKey: cfg.ServersKey, Skipped: cfg.Skipped})
		s.mu.Unlock()
		for _, p := range cfg.Problems {
			s.problem("%s", p)
		}
		declared := map[string]clientconfig.Input{}
		for _, in := range cfg.Inputs {
			declared[in.ID] = in
		}
		for _, srv := range cfg.Servers {
			loc := fmt.Sprintf("%s:%d:%d", cfg.Path, srv.Line, srv.Column)
			key := targetKey(srv.Target, srv.EnvFile, srv.Disabled)
			name, again := srv.Name, false
			for i := 1; ; i++ {
				prev, ok := seen[name]
				if !ok {
					break
				}
				if prev == key {
					again = true // the same server configured in two clients
					break
				}
				name = srv.Name + "@" + cfg.Client
				if i > 1 {
					name = fmt.Sprintf("%s@%s-%d", srv.Name, cfg.Client, i)
				}
			}
			s.mu.Lock()
			if again {
				e := &s.entries[index[name]]
				if !slices.Contains(e.Files, cfg.Path) {
					e.Files = append(e.Files, cfg.Path)
				}
				s.mu.Unlock()
				continue
			}
			seen[name] = key
			raw := srv.Target
			raw.Name = name
			entry := ConfigEntry{Name: name, Key: srv.Name, Target: raw, Location: loc, Files: []string{cfg.Path},
				Disabled: srv.Disabled, EnvFile: srv.EnvFile}
			for _, id := range srv.Inputs {
				in, ok := declared[id]
				if !ok {
					in = clientconfig.Input{ID: id}
				}
				entry.Inputs = append(entry.Inputs, in)
			}
			index[name] = len(s.entries)
			s.entries = append(s.entries, entry)
			s.mu.Unlock()
			if srv.Disabled && !s.IncludeDisabled {
				s.problem("%s: server %q is disabled; not introspected", loc, srv.Name)
				continue
			}
			target, err := clientconfig.WithEnvFile(s.resolve(srv.Target), srv.EnvFile, cfg.Path)
			if err != nil {
				s.problem("%s: server %q: %v", loc, srv.Name, err)
			}
			target.Name = name
			target.ClientEnv = !s.CleanEnv
			item := Item{
				Server:   catalog.Server{Name: name, Source: catalog.SourceConfig},
				Target:   &target,
				Location: loc,
			}
			if target.Transport == introspect.TransportStreamableHTTP || target.Transport == introspect.TransportSSE {
				item.Server.Remotes = []catalog.Transport{{Type: target.Transport, URL: target.URL}}
			}
			if err := emit(item); err != nil {
				return state, err
			}
		}
	}
	return state, nil
}

// resolve fills ${env:NAME} from the environment, as the client would, and
// ${input:id} with a dummy value: mcpscan cannot prompt the user, and
// listing tools should not need the real secret.
func (s *ConfigSource) resolve(t introspect.Target) introspect.Target {
	getenv := s.Getenv
	if getenv == nil {
		getenv = os.Getenv
	}
	return clientconfig.Resolve(t, getenv, func(string) string { return DummyValue })
}

// targetKey identifies how a server is started or reached, as written:
// two entries that differ in an environment variable, a header, the
// directory or the envFile are two servers.
func targetKey(t introspect.Target, envFile string, disabled bool) string {
	var b strings.Builder
	field := func(s string) {
		b.WriteString(strconv.Quote(s))
		b.WriteByte(' ')
	}
	sorted := func(m map[string]string) {
		for _, k := range slices.Sorted(maps.Keys(m)) {
			field(k)
			field(m[k])
		}
		b.WriteByte('|')
	}
	field(t.Transport)
	field(t.URL)
	field(t.Command)
	for _, a := range t.Args {
		field(a)
	}
	b.WriteByte('|')
	sorted(t.Env)
	sorted(t.Headers)
	field(t.Dir)
	field(envFile)
	field(strconv.FormatBool(disabled))
	return b.String()
}
