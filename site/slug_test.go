package site

import (
	"context"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/mcpscan/mcpscan/catalog"
	"github.com/mcpscan/mcpscan/internal/publish"
	"github.com/mcpscan/mcpscan/registry"
)

// A server's slug shares the servers/ directory with the pages of the
// server listing (servers/2/index.html), so a server named "2" must not
// take the listing's page, nor stop the whole catalogue from building.
func TestServerNamedLikeAListingPage(t *testing.T) {
	tests := []struct {
		name  string
		names []string
	}{
		{"a number", []string{"2", "a", "b"}},
		{"a number after slugging", []string{"io/3", "a", "b", "c"}},
		{"a number with a leading zero", []string{"02", "a", "b"}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			var servers []catalog.Server
			for _, n := range tt.names {
				servers = append(servers, catalog.Server{Name: n, Tools: []catalog.Tool{{Name: "get_item", Description: "Reads one item."}}})
			}
			dir := buildServers(t, servers, 1)
			for p := 2; p <= len(tt.names); p++ {
				page := readFile(t, filepath.Join(dir, "servers", itoa(p), "index.html"))
				if !strings.Contains(page, "(page "+itoa(p)+" of") {
					t.Errorf("servers/%d/index.html: got a page that is not the listing's page %d", p, p)
				}
			}
		})
	}
}

func TestSlugifyNumbers(t *testing.T) {
	tests := []struct{ in, want string }{
		{"2", "n2"},
		{"io/3", "io-3"},
		{"007", "n007"},
		{"v2", "v2"},
		{"2.0", "2.0"},
	}
	for _, tt := range tests {
		t.Run(tt.in, func(t *testing.T) {
			if got := slugify(tt.in); got != tt.want {
				t.Errorf("slugify(%q): got %q, want %q", tt.in, got, tt.want)
			}
		})
	}
}

// buildServers builds a site of the given servers alone, pageSize rows to
// a listing page, and returns its directory.
func buildServers(t testing.TB, servers []catalog.Server, pageSize int) string {
	t.Helper()
	return buildCrawls(t, [][]catalog.Server{servers}, pageSize)
}

// buildCrawls is buildServers over several crawls, a day apart, so the
// site shows what changed between them.
func buildCrawls(t testing.TB, crawls [][]catalog.Server, pageSize int) string {
	t.Helper()
	ctx := context.Background()
	clock := &testClock{t: fixtureTime}
	store, err := registry.Open(ctx, filepath.Join(t.TempDir(), "r.db"), registry.WithClock(clock.now))
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { _ = store.Close() })
	for i, servers := range crawls {
		clock.set(fixtureTime.Add(time.Duration(i) * 24 * time.Hour))
		if _, err := store.UpsertServers(ctx, servers); err != nil {
			t.Fatal(err)
		}
	}
	prep, err := publish.Prepare(ctx, store, publish.Options{Workers: 1})
	if err != nil {
		t.Fatal(err)
	}
	dir := t.TempDir()
	_, err = Build(ctx, store, Options{Dir: dir, RulesetVersion: prep.RulesetVersion,
		PolicyVersion: prep.PolicyVersion, Workers: 1, PageSize: pageSize})
	if err != nil {
		t.Fatalf("build: got %v, want the catalogue built", err)
	}
	return dir
}
