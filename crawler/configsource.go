package crawler

import (
	"context"
	"fmt"
	"os"
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

	mu       sync.Mutex
	problems []string
	files    []string
	entries  []ConfigEntry
}

// ConfigEntry is a server as a client config declares it, before any
// reference in it is resolved: what a gateway config must repeat so the
// gateway starts the server as the client would have.
type ConfigEntry struct {
	Name     string            // the server's name in the crawl (the key, or key@client)
	Target   introspect.Target // as written: ${env:NAME} and ${input:id} kept
	Location string            // file:line:column of the declaration
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

// Files returns the config files Find read.
func (s *ConfigSource) Files() []string {
	s.mu.Lock()
	defer s.mu.Unlock()
	return append([]string(nil), s.files...)
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
	// the same way; otherwise the second gets the client's name appended.
	seen := map[string]string{}
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
		s.files = append(s.files, cfg.Path)
		s.mu.Unlock()
		for _, p := range cfg.Problems {
			s.problem("%s", p)
		}
		for _, srv := range cfg.Servers {
			loc := fmt.Sprintf("%s:%d:%d", cfg.Path, srv.Line, srv.Column)
			if srv.Disabled && !s.IncludeDisabled {
				s.problem("%s: server %q is disabled; not introspected", loc, srv.Name)
				continue
			}
			target := s.resolve(srv.Target)
			key := targetKey(target)
			name := srv.Name
			if prev, ok := seen[name]; ok {
				if prev == key {
					continue // the same server configured in two clients
				}
				name = srv.Name + "@" + cfg.Client
			}
			seen[name] = key
			target.Name = name
			raw := srv.Target
			raw.Name = name
			s.mu.Lock()
			s.entries = append(s.entries, ConfigEntry{Name: name, Target: raw, Location: loc})
			s.mu.Unlock()
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

// targetKey identifies how a server is started or reached.
func targetKey(t introspect.Target) string {
	if t.URL != "" {
		return t.Transport + " " + t.URL
	}
	return t.Transport + " " + t.Command + " " + strings.Join(t.Args, "\x00")
}
