package crawler

import (
	"context"
	"errors"
	"fmt"
	"io/fs"
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
	failures []ConfigFailure
	files    []ConfigFile
	entries  []ConfigEntry
}

// ConfigFailure is a config file, or a server entry in one, that could not
// be used at all: nothing of it was scanned.
type ConfigFailure struct {
	Location string // the file, or file:line:column of the entry
	Server   string // the entry's name; "" when the whole file failed
	Reason   string
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

// Failures returns the config files Find could not read or make sense of
// (missing, a directory, not JSON; a file named in Paths that is not a
// client config) and the entries that say neither how to start nor how to
// reach a server. What is here is not repeated in Problems.
func (s *ConfigSource) Failures() []ConfigFailure {
	s.mu.Lock()
	defer s.mu.Unlock()
	return append([]ConfigFailure(nil), s.failures...)
}

func (s *ConfigSource) fail(f ConfigFailure) {
	s.mu.Lock()
	defer s.mu.Unlock()
	s.failures = append(s.failures, f)
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
			// The location names the file; the reason is what is wrong
			// with it ("no such file or directory", "line 1, column 2: …").
			reason := strings.TrimPrefix(err.Error(), c.Path+": ")
			var pe *fs.PathError
			if errors.As(err, &pe) {
				reason = pe.Err.Error()
			}
			s.fail(ConfigFailure{Location: c.Path, Reason: reason})
			continue
		}
		s.mu.Lock()
		s.files = append(s.files, ConfigFile{Path: cfg.Path, Client: cfg.Client, ServersKey: cfg.ServersKey, Skipped: cfg.Skipped})
		s.mu.Unlock()
		for _, p := range s.fileFailures(cfg, len(s.Paths) > 0) {
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

// fileFailures records what of cfg failed as a whole: the entries it
// skipped and, when the user named the file, a file with no servers key at
// all. It returns the problems that are notes rather than failures.
func (s *ConfigSource) fileFailures(cfg clientconfig.Config, named bool) []string {
	notes := cfg.Problems
	take := func(match func(string) bool) (string, bool) {
		for i, p := range notes {
			if match(p) {
				notes = slices.Delete(slices.Clone(notes), i, i+1)
				return p, true
			}
		}
		return "", false
	}
	for _, name := range cfg.Skipped {
		marker := ": server " + strconv.Quote(name) + ": "
		f := ConfigFailure{Location: cfg.Path, Server: name,
			Reason: `the entry says neither how to start nor how to reach a server`}
		if p, ok := take(func(p string) bool { return strings.Contains(p, marker) }); ok {
			i := strings.Index(p, marker)
			f.Location, f.Reason = p[:i], p[i+len(marker):]
		}
		s.fail(f)
	}
	if named && cfg.ServersKey == "" {
		f := ConfigFailure{Location: cfg.Path,
			Reason: `no "mcpServers", "servers" or "mcp"."servers" key: lists no MCP server`}
		if p, ok := take(func(p string) bool { return !strings.Contains(p, ": server ") }); ok {
			f.Location, f.Reason = splitProblem(cfg.Path, p)
		}
		s.fail(f)
	}
	return notes
}

// splitProblem cuts a clientconfig problem, "path: reason" or
// "path:line:column: reason", into its location and its reason.
func splitProblem(path, p string) (loc, reason string) {
	rest, ok := strings.CutPrefix(p, path)
	if !ok {
		return path, p
	}
	if r, ok := strings.CutPrefix(rest, ": "); ok {
		return path, r
	}
	if i := strings.Index(rest, ": "); i >= 0 {
		return path + rest[:i], rest[i+2:]
	}
	return path, p
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
