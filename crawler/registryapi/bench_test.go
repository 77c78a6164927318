package registryapi

import (
	"context"
	"fmt"
	"path/filepath"
	"testing"

	"github.com/mcpscan/mcpscan/catalog"
	"github.com/mcpscan/mcpscan/internal/httpx"
	"github.com/mcpscan/mcpscan/registry"
)

// BenchmarkCrawl50k lists 50,000 entries in 500 pages from a local fake
// registry and writes them into a fresh SQLite registry per iteration, in
// batches of 500: the whole path of a first full crawl but the network.
func BenchmarkCrawl50k(b *testing.B) {
	const (
		servers = 50000
		limit   = 100
		batch   = 500
	)
	f := newFakeRegistry(servers, 1)
	srv := f.start(b)
	// No politeness gap: it exists for real registries, and here it would
	// only measure the sleep.
	c := New(srv.URL, httpx.New(httpx.WithPerHostInterval(0)))
	ctx := context.Background()
	b.ReportAllocs()
	b.ResetTimer()
	for i := range b.N {
		b.StopTimer()
		store, err := registry.Open(ctx, filepath.Join(b.TempDir(), fmt.Sprintf("crawl%d.db", i)))
		if err != nil {
			b.Fatal(err)
		}
		b.StartTimer()

		pending := make([]catalog.Server, 0, batch)
		flush := func() error {
			if len(pending) == 0 {
				return nil
			}
			if _, err := store.UpsertServers(ctx, pending); err != nil {
				return fmt.Errorf("store batch: %w", err)
			}
			pending = pending[:0]
			return nil
		}
		stats, err := c.List(ctx, ListOptions{Limit: limit, IncludeDeleted: true}, func(e Entry) error {
			pending = append(pending, e.Server)
			if len(pending) == batch {
				return flush()
			}
			return nil
		})
		if err == nil {
			err = flush()
		}
		if err != nil {
			b.Fatal(err)
		}

		b.StopTimer()
		if stats.Entries != servers || stats.Pages != servers/limit {
			b.Fatalf("got %d entries on %d pages, want %d on %d", stats.Entries, stats.Pages, servers, servers/limit)
		}
		st, err := store.Stats(ctx)
		if err != nil {
			b.Fatal(err)
		}
		if st.Servers != servers {
			b.Fatalf("stored %d servers, want %d", st.Servers, servers)
		}
		if err := store.Close(); err != nil {
			b.Fatal(err)
		}
		b.StartTimer()
	}
	b.ReportMetric(float64(servers)*float64(b.N)/b.Elapsed().Seconds(), "entries/s")
}
