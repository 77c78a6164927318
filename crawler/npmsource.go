package crawler

import (
	"context"
	"fmt"
	"os"
	"strings"

	"github.com/mcpscan/mcpscan/catalog"
	"github.com/mcpscan/mcpscan/crawler/introspect"
	"github.com/mcpscan/mcpscan/crawler/npm"
)

// NPMSource finds MCP servers on npm: the packages named, or else those
// found by keyword search. With Deep, each package is installed (scripts
// disabled) and introspected over stdio with dummy values for the
// environment variables its README names.
type NPMSource struct {
	Client   *npm.Client
	Registry string   // the registry's base URL, recorded with the run
	Packages []string // name or name@version; empty means search
	Search   npm.SearchOptions
	Deep     bool
	Install  InstallOptions // Cache and Registry are used; Dir and Env are set per package
	// ServerArgs are extra arguments for a package's server binary, by
	// package name (a filesystem server needs a root to serve, say).
	ServerArgs map[string][]string
}

// Name implements Source.
func (s *NPMSource) Name() string { return string(catalog.SourceNPM) }

// Target implements Source.
func (s *NPMSource) Target() string {
	if len(s.Packages) > 0 {
		return s.Registry + " " + strings.Join(s.Packages, ",")
	}
	return s.Registry + " search " + strings.Join(s.Search.Keywords, ",")
}

// Find implements Source.
func (s *NPMSource) Find(ctx context.Context, state string, emit func(Item) error) (string, error) {
	if len(s.Packages) > 0 {
		for _, spec := range s.Packages {
			name, version := splitSpec(spec)
			pkg, err := s.Client.Package(ctx, name)
			if err != nil {
				// One missing package is that package's failure, not the
				// source's.
				if err := emit(Item{Server: catalog.Server{Name: name, Source: catalog.SourceNPM}, Prepare: failWith(err)}); err != nil {
					return state, err
				}
				continue
			}
			if version != "" {
				pkg.Version = version
			}
			if err := emit(s.item(pkg)); err != nil {
				return state, err
			}
		}
		return state, nil
	}
	_, err := s.Client.Search(ctx, s.Search, func(hit npm.SearchHit) error {
		pkg, err := s.Client.Package(ctx, hit.Name)
		if err != nil {
			return emit(Item{Server: catalog.Server{Name: hit.Name, Source: catalog.SourceNPM}, Prepare: failWith(err)})
		}
		if !pkg.IsMCPServer() {
			return nil // a library that mentions MCP, not a server
		}
		return emit(s.item(pkg))
	})
	return state, err
}

func (s *NPMSource) item(pkg npm.Package) Item {
	srv := pkg.Server()
	it := Item{Server: srv, Location: "npm:" + pkg.Name + "@" + pkg.Version}
	if !s.Deep {
		return it
	}
	var envNames []string
	for _, p := range srv.Packages {
		for _, e := range p.Environment {
			envNames = append(envNames, e.Name)
		}
	}
	spec := pkg.Name + "@" + pkg.Version
	it.GuessEnv = true
	it.Prepare = func(ctx context.Context) (introspect.Target, func(), error) {
		dir, err := os.MkdirTemp("", "mcpscan-npm-")
		if err != nil {
			return introspect.Target{}, nil, err
		}
		cleanup := func() { _ = os.RemoveAll(dir) }
		opts := s.Install
		opts.Dir = dir
		opts.Env = DummyEnv(envNames)
		opts.Args = s.ServerArgs[pkg.Name]
		inst, err := InstallNPM(ctx, spec, opts)
		if err != nil {
			return introspect.Target{}, cleanup, err
		}
		inst.Target.Name = srv.Name
		return inst.Target, cleanup, nil
	}
	return it
}

// failWith makes an item that fails with err when processed, so a package
// that cannot be read is recorded as a failed server.
func failWith(err error) func(context.Context) (introspect.Target, func(), error) {
	return func(context.Context) (introspect.Target, func(), error) {
		return introspect.Target{}, nil, fmt.Errorf("read package: %w", err)
	}
}
