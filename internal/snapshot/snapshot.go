// Package snapshot embeds a catalogue of real MCP servers, so that a fresh
// machine with no network can build its registry from something true.
//
// Every file under servers/ is a dump written by mcpscan's own crawler
// ("mcpscan crawl --source npm --deep … --dump DIR"): an npm package
// installed with its install scripts disabled, started over stdio, and its
// tools/list answer recorded as the server sent it. Tool schemas are the
// server's own bytes. README.md beside this file records the date, the
// command lines, the crawler's commit and every package crawled; the tests
// keep that table and the files in step.
//
// The files are data, not code: they are never edited by hand. To refresh
// the snapshot, crawl again and replace the directory.
package snapshot

import (
	"embed"
	"errors"
	"fmt"
	"io/fs"
	"path"
	"runtime"
	"slices"
	"strings"
	"sync"

	"github.com/mcpscan/mcpscan/catalog"
)

// Date is the day the servers were crawled (YYYY-MM-DD).
const Date = "2026-11-22"

// dir is where the dumps live inside files.
const dir = "servers"

//go:embed servers/*.json
var files embed.FS

// Servers decodes every embedded dump and returns the servers sorted by name.
// Each call decodes afresh, so callers may change what they get.
//
// The decoder marks whatever it reads from a file as coming from a file; the
// snapshot's servers were found on npm, so their Source says so.
func Servers() ([]catalog.Server, error) {
	names, err := Files()
	if err != nil {
		return nil, err
	}
	out := make([]catalog.Server, len(names))
	errs := make([]error, len(names))
	// Decoding is CPU-bound and the files are independent, so they are
	// spread over the processors; each result goes to its own slot, which
	// keeps the result and the order of any errors deterministic.
	var wg sync.WaitGroup
	next := make(chan int)
	for range min(runtime.GOMAXPROCS(0), len(names)) {
		wg.Go(func() {
			for i := range next {
				out[i], errs[i] = decodeFile(names[i])
			}
		})
	}
	for i := range names {
		next <- i
	}
	close(next)
	wg.Wait()
	if err := errors.Join(errs...); err != nil {
		return nil, err
	}
	slices.SortFunc(out, func(a, b catalog.Server) int { return strings.Compare(a.Name, b.Name) })
	for i := 1; i < len(out); i++ {
		if out[i].Name == out[i-1].Name {
			return nil, fmt.Errorf("snapshot: server %q appears twice", out[i].Name)
		}
	}
	return out, nil
}

// Files lists the embedded dump files by base name, sorted.
func Files() ([]string, error) {
	entries, err := fs.ReadDir(files, dir)
	if err != nil {
		return nil, fmt.Errorf("snapshot: %w", err)
	}
	names := make([]string, 0, len(entries))
	for _, e := range entries {
		if !e.IsDir() && strings.HasSuffix(e.Name(), ".json") {
			names = append(names, e.Name())
		}
	}
	slices.Sort(names)
	return names, nil
}

// Raw returns the bytes of one embedded dump file, by base name.
func Raw(name string) ([]byte, error) {
	data, err := files.ReadFile(path.Join(dir, name))
	if err != nil {
		return nil, fmt.Errorf("snapshot: %w", err)
	}
	return data, nil
}

// Count reports how many servers and tools the snapshot holds.
func Count() (servers, tools int, err error) {
	all, err := Servers()
	if err != nil {
		return 0, 0, err
	}
	for _, s := range all {
		tools += len(s.Tools)
	}
	return len(all), tools, nil
}

// decodeFile reads one dump; a dump holds exactly one server.
func decodeFile(name string) (catalog.Server, error) {
	data, err := Raw(name)
	if err != nil {
		return catalog.Server{}, err
	}
	got, err := catalog.DecodeServers(data, strings.TrimSuffix(name, ".json"))
	if err != nil {
		return catalog.Server{}, fmt.Errorf("snapshot: %s: %w", name, err)
	}
	if len(got) != 1 {
		return catalog.Server{}, fmt.Errorf("snapshot: %s: holds %d servers, want 1", name, len(got))
	}
	srv := got[0]
	srv.Source = catalog.SourceNPM
	return srv, nil
}
