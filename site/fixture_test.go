package site

import (
	"cmp"
	"context"
	"encoding/json"
	"os"
	"path/filepath"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/mcpscan/mcpscan/catalog"
	"github.com/mcpscan/mcpscan/internal/publish"
	"github.com/mcpscan/mcpscan/registry"
)

// The fixture registry: the demo server, two real servers from the
// classifier's corpus, and a hostile server whose strings try to break out
// of HTML, JSON and scripts. It is crawled twice, a day apart, with one
// tool of the demo server changed and one removed, so pages show drift.
var fixtureFiles = []string{
	"../examples/demo-server.json",
	"../classifier/testdata/corpus/servers/io.github.formulahendry_code-runner.json",
	"../classifier/testdata/corpus/servers/io.github.modelcontextprotocol_server-memory.json",
	"testdata/hostile.json",
}

// fixtureTime is when the fixture was first crawled.
var fixtureTime = time.Date(2026, 11, 1, 9, 0, 0, 0, time.UTC)

// hugeDescription is longer than any page may be, to check listings and
// tool pages cut it.
var hugeDescription = strings.Repeat("Lists records in the archive. ", 8000)

type testClock struct {
	mu sync.Mutex
	t  time.Time
}

func (c *testClock) now() time.Time {
	c.mu.Lock()
	defer c.mu.Unlock()
	return c.t
}

func (c *testClock) set(t time.Time) {
	c.mu.Lock()
	defer c.mu.Unlock()
	c.t = t
}

// fixture is a registry ready to be built into a site.
type fixture struct {
	store *registry.Store
	clock *testClock
	prep  publish.Result
	demo  catalog.Server
}

func newFixture(t testing.TB) *fixture {
	t.Helper()
	ctx := context.Background()
	clock := &testClock{t: fixtureTime}
	store, err := registry.Open(ctx, filepath.Join(t.TempDir(), "fixture.db"), registry.WithClock(clock.now))
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { _ = store.Close() })
	f := &fixture{store: store, clock: clock}
	var servers []catalog.Server
	for _, name := range fixtureFiles {
		data, err := os.ReadFile(name)
		if err != nil {
			t.Fatal(err)
		}
		got, err := catalog.DecodeServers(data, strings.TrimSuffix(filepath.Base(name), ".json"))
		if err != nil {
			t.Fatalf("%s: %v", name, err)
		}
		servers = append(servers, got...)
	}
	for i := range servers {
		if strings.HasPrefix(servers[i].Name, "io.example/hostile") {
			servers[i].Tools = append(servers[i].Tools, catalog.Tool{Name: "list_everything", Description: hugeDescription,
				InputSchema: json.RawMessage(`{"type":"object","properties":{"limit":{"type":"integer","description":"How many."}}}`)})
		}
		if servers[i].Name == "demo-workspace" {
			f.demo = servers[i]
		}
	}
	if _, err := store.UpsertServers(ctx, servers); err != nil {
		t.Fatal(err)
	}
	// A day later the demo server changed one tool and dropped another.
	f.republish(t, fixtureTime.Add(24*time.Hour), "0.2.0", func(tool *catalog.Tool) bool {
		switch tool.Name {
		case "send_message":
			return false
		case "write_file":
			tool.Description += " Existing files are overwritten."
		}
		return true
	})
	f.prepare(t)
	return f
}

// republish stores the demo server as seen at the given time: version ""
// keeps its version, edit changes a tool or drops it (false), and extra
// tools are added. The caller prepares the registry again.
func (f *fixture) republish(t testing.TB, at time.Time, version string, edit func(*catalog.Tool) bool, extra ...catalog.Tool) {
	t.Helper()
	f.clock.set(at)
	next := f.demo
	next.Version = cmp.Or(version, next.Version)
	next.Tools = nil
	for _, tool := range f.demo.Tools {
		if edit(&tool) {
			next.Tools = append(next.Tools, tool)
		}
	}
	next.Tools = append(next.Tools, extra...)
	if _, err := f.store.UpsertServer(context.Background(), next); err != nil {
		t.Fatal(err)
	}
	f.demo = next
}

func (f *fixture) prepare(t testing.TB) {
	t.Helper()
	prep, err := publish.Prepare(context.Background(), f.store, publish.Options{Workers: 2})
	if err != nil {
		t.Fatal(err)
	}
	f.prep = prep
}

func (f *fixture) build(t testing.TB, dir string, pageSize int) Result {
	t.Helper()
	res, err := Build(context.Background(), f.store, Options{Dir: dir, RulesetVersion: f.prep.RulesetVersion,
		PolicyVersion: f.prep.PolicyVersion, Workers: 2, PageSize: pageSize})
	if err != nil {
		t.Fatal(err)
	}
	return res
}

func readFile(t testing.TB, path string) string {
	t.Helper()
	data, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	return string(data)
}
