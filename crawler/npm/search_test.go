package npm

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"net/http"
	"net/http/httptest"
	"os"
	"reflect"
	"strconv"
	"strings"
	"sync"
	"sync/atomic"
	"testing"
	"time"

	"github.com/mcpscan/mcpscan/internal/httpx"
)

// testHTTP returns a client that retries without sleeping and does not
// space out requests, so tests run fast and stay deterministic.
func testHTTP(opts ...httpx.Option) *httpx.Client {
	base := []httpx.Option{
		httpx.WithSleep(func(ctx context.Context, _ time.Duration) error { return ctx.Err() }),
		httpx.WithPerHostInterval(0),
	}
	return httpx.New(append(base, opts...)...)
}

// fakeSearch serves /-/v1/search from testdata/search-<keyword>.json,
// slicing the fixture's objects by "from" and "size" the way the registry
// pages, and records every query it answers.
type fakeSearch struct {
	t       *testing.T
	mu      sync.Mutex
	queries []string // "text|from|size"
}

// searchFixtures maps a keyword to the fixture holding its results.
var searchFixtures = map[string]string{
	"mcp":                  "testdata/search-mcp.json",
	"modelcontextprotocol": "testdata/search-modelcontextprotocol.json",
	"mcp-server":           "testdata/search-mcp-server.json",
}

func (f *fakeSearch) ServeHTTP(w http.ResponseWriter, r *http.Request) {
	if r.URL.Path != "/-/v1/search" {
		http.NotFound(w, r)
		return
	}
	q := r.URL.Query()
	text, from, size := q.Get("text"), q.Get("from"), q.Get("size")
	f.mu.Lock()
	f.queries = append(f.queries, text+"|"+from+"|"+size)
	f.mu.Unlock()
	kw, _, _ := strings.Cut(strings.TrimPrefix(text, "keywords:"), " ")
	file, ok := searchFixtures[kw]
	if !ok {
		_, _ = w.Write([]byte(`{"objects":[],"total":0,"time":"2026-11-20T10:00:00.000Z"}`))
		return
	}
	raw, err := os.ReadFile(file)
	if err != nil {
		f.t.Errorf("fixture: %v", err)
		http.Error(w, err.Error(), http.StatusInternalServerError)
		return
	}
	var page struct {
		Objects []json.RawMessage `json:"objects"`
		Total   int               `json:"total"`
		Time    string            `json:"time"`
	}
	if err := json.Unmarshal(raw, &page); err != nil {
		f.t.Errorf("fixture %s: %v", kw, err)
		http.Error(w, err.Error(), 500)
		return
	}
	start, _ := strconv.Atoi(from)
	n, _ := strconv.Atoi(size)
	start = min(start, len(page.Objects))
	end := min(start+n, len(page.Objects))
	page.Objects = page.Objects[start:end]
	w.Header().Set("Content-Type", "application/json")
	_ = json.NewEncoder(w).Encode(page)
}

func (f *fakeSearch) seen() []string {
	f.mu.Lock()
	defer f.mu.Unlock()
	return append([]string(nil), f.queries...)
}

func collect(t *testing.T, c *Client, opts SearchOptions) ([]SearchHit, SearchStats) {
	t.Helper()
	var hits []SearchHit
	stats, err := c.Search(context.Background(), opts, func(h SearchHit) error {
		hits = append(hits, h)
		return nil
	})
	if err != nil {
		t.Fatalf("Search: %v", err)
	}
	return hits, stats
}

func hitNames(hits []SearchHit) []string {
	var out []string
	for _, h := range hits {
		out = append(out, h.Name)
	}
	return out
}

func TestSearchPagesAndDedupes(t *testing.T) {
	fake := &fakeSearch{t: t}
	srv := httptest.NewServer(fake)
	defer srv.Close()
	c := New(srv.URL, testHTTP())

	hits, stats := collect(t, c, SearchOptions{PageSize: 2})

	wantNames := []string{
		"weather-mcp", "@acme/notes-mcp", "mcp-shell-runner", "pg-mcp-server", "mcp-lint-rules",
		"kv-memory-mcp", "fetch-lite-mcp",
	}
	if got := hitNames(hits); !reflect.DeepEqual(got, wantNames) {
		t.Errorf("names: got %q, want %q", got, wantNames)
	}
	wantQueries := []string{
		"keywords:mcp|0|2", "keywords:mcp|2|2", "keywords:mcp|4|2",
		"keywords:modelcontextprotocol|0|2", "keywords:modelcontextprotocol|2|2",
		"keywords:mcp-server|0|2",
	}
	if got := fake.seen(); !reflect.DeepEqual(got, wantQueries) {
		t.Errorf("queries: got %q, want %q", got, wantQueries)
	}
	if stats.Requests != 6 || stats.Hits != 7 || stats.Duplicates != 3 || len(stats.Truncated) != 0 {
		t.Errorf("stats: got %+v, want 6 requests, 7 hits, 3 duplicates, none truncated", stats)
	}
	wantTotals := map[string]int{"mcp": 5, "modelcontextprotocol": 3, "mcp-server": 2}
	if !reflect.DeepEqual(stats.Totals, wantTotals) {
		t.Errorf("totals: got %v, want %v", stats.Totals, wantTotals)
	}

	first := hits[0]
	wantFirst := SearchHit{
		Name:        "weather-mcp",
		Version:     "2.3.1",
		Description: "Forecasts and current conditions as MCP tools",
		Keywords:    []string{"mcp", "weather", "modelcontextprotocol"},
		Links: Links{
			NPM:        "https://www.npmjs.com/package/weather-mcp",
			Homepage:   "https://github.com/skyfolk/weather-mcp#readme",
			Repository: "git+https://github.com/skyfolk/weather-mcp.git",
			Bugs:       "https://github.com/skyfolk/weather-mcp/issues",
		},
		Publisher:   "skyfolk",
		Date:        time.Date(2026, 9, 14, 8, 12, 33, 506e6, time.UTC),
		Downloads:   Downloads{Monthly: 48210, Weekly: 11904},
		Score:       1104.33,
		SearchScore: 1104.33,
		Keyword:     "mcp",
	}
	if !reflect.DeepEqual(first, wantFirst) {
		t.Errorf("first hit:\n got %+v\nwant %+v", first, wantFirst)
	}
	if d := hits[2].Downloads; d != (Downloads{}) {
		t.Errorf("a hit without downloads: got %+v, want zero", d)
	}
	if kw := hits[5].Keyword; kw != "modelcontextprotocol" {
		t.Errorf("keyword of kv-memory-mcp: got %q, want modelcontextprotocol", kw)
	}
}

func TestSearchOptions(t *testing.T) {
	tests := []struct {
		name        string
		opts        SearchOptions
		wantNames   []string
		wantQueries []string
	}{
		{
			name:        "limit stops mid-keyword",
			opts:        SearchOptions{Limit: 3, PageSize: 2},
			wantNames:   []string{"weather-mcp", "@acme/notes-mcp", "mcp-shell-runner"},
			wantQueries: []string{"keywords:mcp|0|2", "keywords:mcp|2|2"},
		},
		{
			name:      "limit counts distinct packages across keywords",
			opts:      SearchOptions{Keywords: []string{"mcp-server", "mcp"}, Limit: 4},
			wantNames: []string{"pg-mcp-server", "fetch-lite-mcp", "weather-mcp", "@acme/notes-mcp"},
			wantQueries: []string{
				"keywords:mcp-server|0|250", "keywords:mcp|0|250",
			},
		},
		{
			name:        "text narrows each keyword and page size is capped",
			opts:        SearchOptions{Keywords: []string{"mcp-server"}, Text: " fetch ", PageSize: 1000},
			wantNames:   []string{"pg-mcp-server", "fetch-lite-mcp"},
			wantQueries: []string{"keywords:mcp-server fetch|0|250"},
		},
		{
			name:        "empty keyword list searches nothing",
			opts:        SearchOptions{Keywords: []string{}},
			wantNames:   nil,
			wantQueries: nil,
		},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			fake := &fakeSearch{t: t}
			srv := httptest.NewServer(fake)
			defer srv.Close()
			hits, _ := collect(t, New(srv.URL, testHTTP()), tt.opts)
			if got := hitNames(hits); !reflect.DeepEqual(got, tt.wantNames) {
				t.Errorf("names: got %q, want %q", got, tt.wantNames)
			}
			if got := fake.seen(); !reflect.DeepEqual(got, tt.wantQueries) {
				t.Errorf("queries: got %q, want %q", got, tt.wantQueries)
			}
		})
	}
}

func TestSearchStopsARunawayRegistry(t *testing.T) {
	tests := []struct {
		name         string
		page         func(from int) string // the names on the page at from
		opts         SearchOptions
		wantRequests int
		wantHits     int
	}{
		{
			name:         "ignores from and repeats page one",
			page:         func(int) string { return "same-a,same-b" },
			opts:         SearchOptions{Keywords: []string{"mcp"}, PageSize: 2},
			wantRequests: 2,
			wantHits:     2,
		},
		{
			name:         "new names forever",
			page:         func(from int) string { return fmt.Sprintf("pkg-%d,pkg-%d", from, from+1) },
			opts:         SearchOptions{Keywords: []string{"mcp"}, PageSize: 2, MaxPages: 5},
			wantRequests: 5,
			wantHits:     10,
		},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			var calls atomic.Int32
			srv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
				calls.Add(1)
				from, _ := strconv.Atoi(r.URL.Query().Get("from"))
				var objs []string
				for n := range strings.SplitSeq(tt.page(from), ",") {
					objs = append(objs, fmt.Sprintf(`{"package":{"name":%q,"version":"1.0.0"},"score":{"final":1}}`, n))
				}
				fmt.Fprintf(w, `{"objects":[%s],"total":1000000000}`, strings.Join(objs, ","))
			}))
			defer srv.Close()
			hits, stats := collect(t, New(srv.URL, testHTTP()), tt.opts)
			if int(calls.Load()) != tt.wantRequests || stats.Requests != tt.wantRequests {
				t.Errorf("requests: got %d (stats %d), want %d", calls.Load(), stats.Requests, tt.wantRequests)
			}
			if len(hits) != tt.wantHits {
				t.Errorf("hits: got %d, want %d", len(hits), tt.wantHits)
			}
			if want := []string{"mcp"}; !reflect.DeepEqual(stats.Truncated, want) {
				t.Errorf("truncated: got %q, want %q", stats.Truncated, want)
			}
		})
	}
}

func TestSearchRetriesTooManyRequests(t *testing.T) {
	fake := &fakeSearch{t: t}
	var calls atomic.Int32
	srv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		if calls.Add(1) == 1 {
			w.Header().Set("Retry-After", "3")
			http.Error(w, `{"error":"rate limited"}`, http.StatusTooManyRequests)
			return
		}
		fake.ServeHTTP(w, r)
	}))
	defer srv.Close()
	hits, stats := collect(t, New(srv.URL, testHTTP()), SearchOptions{Keywords: []string{"mcp-server"}})
	if got, want := hitNames(hits), []string{"pg-mcp-server", "fetch-lite-mcp"}; !reflect.DeepEqual(got, want) {
		t.Errorf("names: got %q, want %q", got, want)
	}
	if calls.Load() != 2 || stats.Requests != 1 {
		t.Errorf("got %d HTTP calls for %d searches, want 2 for 1", calls.Load(), stats.Requests)
	}
}

func TestSearchErrors(t *testing.T) {
	t.Run("server keeps failing", func(t *testing.T) {
		srv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, _ *http.Request) {
			http.Error(w, "upstream down", http.StatusBadGateway)
		}))
		defer srv.Close()
		c := New(srv.URL, testHTTP(httpx.WithRetries(1)))
		_, err := c.Search(context.Background(), SearchOptions{}, func(SearchHit) error { return nil })
		var se *httpx.StatusError
		if !errors.As(err, &se) || se.Status != http.StatusBadGateway || !strings.Contains(err.Error(), `npm search "keywords:mcp"`) {
			t.Errorf("got %v, want a 502 StatusError naming the query", err)
		}
	})
	t.Run("callback error stops the search", func(t *testing.T) {
		fake := &fakeSearch{t: t}
		srv := httptest.NewServer(fake)
		defer srv.Close()
		stop := errors.New("stop here")
		n := 0
		_, err := New(srv.URL, testHTTP()).Search(context.Background(), SearchOptions{}, func(SearchHit) error {
			n++
			if n == 2 {
				return stop
			}
			return nil
		})
		if !errors.Is(err, stop) || n != 2 || len(fake.seen()) != 1 {
			t.Errorf("got err %v after %d hits and %d queries, want %v after 2 hits and 1 query", err, n, len(fake.seen()), stop)
		}
	})
	t.Run("malformed JSON", func(t *testing.T) {
		srv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, _ *http.Request) {
			_, _ = w.Write([]byte(`{"objects": [`))
		}))
		defer srv.Close()
		_, err := New(srv.URL, testHTTP()).Search(context.Background(), SearchOptions{}, func(SearchHit) error { return nil })
		if err == nil || !strings.Contains(err.Error(), "decode JSON") {
			t.Errorf("got %v, want a decode error", err)
		}
	})
}
