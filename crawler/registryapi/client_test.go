package registryapi

import (
	"context"
	"errors"
	"fmt"
	"net/http"
	"net/http/httptest"
	"slices"
	"strings"
	"sync"
	"sync/atomic"
	"testing"
	"time"

	"github.com/mcpscan/mcpscan/internal/httpx"
)

// sleeps replaces httpx's waits so retries run instantly, and remembers the
// delays asked for.
type sleeps struct {
	mu     sync.Mutex
	delays []time.Duration
}

func (s *sleeps) sleep(ctx context.Context, d time.Duration) error {
	s.mu.Lock()
	s.delays = append(s.delays, d)
	s.mu.Unlock()
	return ctx.Err()
}

func newTestClient(baseURL string, s *sleeps) *Client {
	if s == nil {
		s = &sleeps{}
	}
	return New(baseURL, httpx.New(httpx.WithSleep(s.sleep), httpx.WithPerHostInterval(0)))
}

// collect lists with opts and returns the name:version of every entry.
func collect(t *testing.T, c *Client, opts ListOptions) ([]string, ListStats) {
	t.Helper()
	var got []string
	stats, err := c.List(context.Background(), opts, func(e Entry) error {
		got = append(got, e.Server.Name+":"+e.Server.Version)
		return nil
	})
	if err != nil {
		t.Fatalf("List: %v", err)
	}
	return got, stats
}

func TestListWalksEveryEntry(t *testing.T) {
	f := newFakeRegistry(1000, 3)
	srv := f.start(t)
	since := fakeEpoch.Add(2000 * time.Minute)
	for _, tt := range []struct {
		name string
		opts ListOptions
		keep func(fakeEntry) bool
	}{
		{"default", ListOptions{}, func(e fakeEntry) bool { return e.status != StatusDeleted }},
		{"include deleted, odd page size", ListOptions{Limit: 97, IncludeDeleted: true}, func(fakeEntry) bool { return true }},
		{"latest only", ListOptions{Version: "latest"}, func(e fakeEntry) bool { return e.latest && e.status != StatusDeleted }},
		{"exact version", ListOptions{Version: "1.2.0", Limit: 50}, func(e fakeEntry) bool { return e.version == "1.2.0" && e.status != StatusDeleted }},
		{"search", ListOptions{Search: "org07/", Limit: 10}, func(e fakeEntry) bool {
			return strings.Contains(e.name, "org07/") && e.status != StatusDeleted
		}},
		// updated_since brings deleted entries too, so a crawl sees removals.
		{"updated since", ListOptions{UpdatedSince: since}, func(e fakeEntry) bool { return e.updated.After(since) }},
		{"nothing matches", ListOptions{Search: "no-such-server"}, func(fakeEntry) bool { return false }},
	} {
		t.Run(tt.name, func(t *testing.T) {
			var want []string
			var newest time.Time
			for _, e := range f.entries {
				if tt.keep(e) {
					want = append(want, e.key())
					if e.updated.After(newest) {
						newest = e.updated
					}
				}
			}
			got, stats := collect(t, newTestClient(srv.URL, nil), tt.opts)
			if !slices.Equal(got, want) {
				t.Fatalf("got %d entries, want %d in registry order (first difference at %d)", len(got), len(want), firstDiff(got, want))
			}
			limit := cmp(tt.opts.Limit, MaxLimit)
			if wantPages := max(1, (len(want)+limit-1)/limit); stats.Pages != wantPages {
				t.Errorf("pages: got %d, want %d", stats.Pages, wantPages)
			}
			if stats.Entries != len(want) || stats.Invalid != 0 {
				t.Errorf("stats: got %d entries and %d invalid, want %d and 0", stats.Entries, stats.Invalid, len(want))
			}
			if !stats.NewestUpdate.Equal(newest) {
				t.Errorf("newest update: got %v, want %v", stats.NewestUpdate, newest)
			}
		})
	}
	if n := len(f.entries); n != 3000 {
		t.Errorf("fake registry: got %d entries, want 3000", n)
	}
}

func cmp(v, fallback int) int {
	if v == 0 {
		return fallback
	}
	return v
}

func firstDiff(a, b []string) int {
	for i := range min(len(a), len(b)) {
		if a[i] != b[i] {
			return i
		}
	}
	return min(len(a), len(b))
}

func TestListSendsTheQuery(t *testing.T) {
	f := newFakeRegistry(30, 1)
	srv := f.start(t)
	since := time.Date(2025, 12, 31, 23, 4, 5, 600000000, time.FixedZone("CET", 3600))
	got, stats := collect(t, newTestClient(srv.URL, nil), ListOptions{
		Limit: 3, UpdatedSince: since, Version: "latest", Search: "org0", IncludeDeleted: true,
	})
	reqs := f.listRequests()
	// Ten servers match "org0", three to a page.
	if len(got) != 10 || len(reqs) != 4 || stats.Pages != 4 {
		t.Fatalf("got %d entries, %d requests and %d pages, want 10, 4 and 4", len(got), len(reqs), stats.Pages)
	}
	want := map[string]string{
		"limit": "3", "updated_since": "2025-12-31T22:04:05.6Z", "version": "latest",
		"search": "org0", "include_deleted": "true",
	}
	for i, q := range reqs {
		for k, v := range want {
			if q[k] != v {
				t.Errorf("request %d: %s: got %q, want %q", i+1, k, q[k], v)
			}
		}
		if _, has := q["cursor"]; has != (i > 0) {
			t.Errorf("request %d: cursor sent: got %v, want %v", i+1, has, i > 0)
		}
	}
}

func TestListIncremental(t *testing.T) {
	f := newFakeRegistry(500, 2)
	srv := f.start(t)
	c := newTestClient(srv.URL, nil)

	all, full := collect(t, c, ListOptions{IncludeDeleted: true})
	if len(all) != 1000 {
		t.Fatalf("full crawl: got %d entries, want 1000", len(all))
	}
	// The update minutes are a permutation of 0..999.
	if want := fakeEpoch.Add(999*time.Minute + 250*time.Millisecond); !full.NewestUpdate.Equal(want) {
		t.Fatalf("newest update: got %v, want %v", full.NewestUpdate, want)
	}
	for _, tt := range []struct {
		name  string
		since time.Time
		want  int
	}{
		{"nothing new", full.NewestUpdate, 0},
		// Sub-second precision matters: cut to whole seconds, the cursor
		// would list the newest entry again.
		{"just before the newest", full.NewestUpdate.Add(-time.Millisecond), 1},
		{"last ten minutes", full.NewestUpdate.Add(-10 * time.Minute), 10},
	} {
		t.Run(tt.name, func(t *testing.T) {
			got, stats := collect(t, c, ListOptions{UpdatedSince: tt.since})
			if len(got) != tt.want {
				t.Errorf("got %d entries, want %d", len(got), tt.want)
			}
			if tt.want == 0 && !stats.NewestUpdate.IsZero() {
				t.Errorf("newest update: got %v, want zero", stats.NewestUpdate)
			}
			if tt.want > 0 && !stats.NewestUpdate.Equal(full.NewestUpdate) {
				t.Errorf("newest update: got %v, want %v", stats.NewestUpdate, full.NewestUpdate)
			}
		})
	}
}

// item renders one list item for hand-built pages.
func item(name string) []byte {
	return renderEntry(fakeEntry{name: name, version: "1.0.0", status: StatusActive, updated: fakeEpoch, latest: true}, 1)
}

func TestListCursorLoop(t *testing.T) {
	for _, tt := range []struct {
		name     string
		cursors  map[string]string // cursor sent → next cursor returned
		wantPage int
		wantCur  string
	}{
		{"back to an earlier cursor", map[string]string{"": "io.example/a:1.0.0", "io.example/a:1.0.0": "io.example/b:1.0.0", "io.example/b:1.0.0": "io.example/a:1.0.0"},
			3, "io.example/a:1.0.0"},
		{"same cursor again", map[string]string{"": "c1", "c1": "c1"}, 2, "c1"},
	} {
		t.Run(tt.name, func(t *testing.T) {
			f := &fakeRegistry{}
			f.intercept = func(w http.ResponseWriter, r *http.Request, _ int) bool {
				writePage(w, [][]byte{item("io.example/x")}, tt.cursors[r.URL.Query().Get("cursor")])
				return true
			}
			srv := f.start(t)
			stats, err := newTestClient(srv.URL, nil).List(context.Background(), ListOptions{}, func(Entry) error { return nil })
			if !errors.Is(err, ErrCursorLoop) {
				t.Fatalf("got error %v, want ErrCursorLoop", err)
			}
			wantMsg := fmt.Sprintf("list registry page %d: registry paging loops: next cursor %q was already followed", tt.wantPage, tt.wantCur)
			if err.Error() != wantMsg {
				t.Errorf("got error %q, want %q", err, wantMsg)
			}
			if stats.Pages != tt.wantPage || stats.Entries != tt.wantPage {
				t.Errorf("got %d pages and %d entries, want %d of each", stats.Pages, stats.Entries, tt.wantPage)
			}
		})
	}
}

func TestListMaxPages(t *testing.T) {
	f := &fakeRegistry{}
	f.intercept = func(w http.ResponseWriter, _ *http.Request, n int) bool {
		writePage(w, nil, fmt.Sprintf("page-%d", n+1)) // a registry that never ends
		return true
	}
	srv := f.start(t)
	stats, err := newTestClient(srv.URL, nil).List(context.Background(), ListOptions{MaxPages: 5}, func(Entry) error { return nil })
	if !errors.Is(err, ErrTooManyPages) {
		t.Fatalf("got error %v, want ErrTooManyPages", err)
	}
	if stats.Pages != 5 || len(f.listRequests()) != 5 {
		t.Errorf("got %d pages and %d requests, want 5 and 5", stats.Pages, len(f.listRequests()))
	}
}

func TestListRetriesTooManyRequests(t *testing.T) {
	f := newFakeRegistry(250, 2)
	f.intercept = func(w http.ResponseWriter, _ *http.Request, n int) bool {
		if n != 3 { // the first attempt at page 3
			return false
		}
		w.Header().Set("Retry-After", "2")
		http.Error(w, `{"title":"Too Many Requests"}`, http.StatusTooManyRequests)
		return true
	}
	srv := f.start(t)
	s := &sleeps{}
	got, stats := collect(t, newTestClient(srv.URL, s), ListOptions{IncludeDeleted: true})
	if len(got) != 500 || stats.Pages != 5 {
		t.Errorf("got %d entries on %d pages, want 500 on 5", len(got), stats.Pages)
	}
	if n := len(f.listRequests()); n != 6 {
		t.Errorf("got %d requests, want 6 (5 pages and one retry)", n)
	}
	if !slices.Equal(s.delays, []time.Duration{2 * time.Second}) {
		t.Errorf("got waits %v, want [2s] from Retry-After", s.delays)
	}
}

func TestListBadPages(t *testing.T) {
	for _, tt := range []struct {
		name, body string
		status     int
		want       []string
		requests   int
	}{
		{"truncated JSON", `{"servers":[{"server":{"name":"a/b"`, 200,
			[]string{"list registry page 2: decode ", "unexpected end of JSON input"}, 2},
		{"syntax error", "{\"servers\":\n[}", 200,
			[]string{"list registry page 2: decode ", "line 2, column 2: invalid character '}'"}, 2},
		{"not a server list", `{"items":[]}`, 200, []string{`list registry page 2: decode `, `no "servers" member`}, 2},
		{"servers not an array", `{"servers":{}}`, 200, []string{"servers: want an array, got an object"}, 2},
		{"client error is final", `{"title":"invalid cursor"}`, 400,
			[]string{"list registry page 2: GET ", "400 Bad Request", "invalid cursor"}, 2},
		{"server error is retried", `oops`, 503, []string{"list registry page 2: GET ", "503 Service Unavailable"}, 6},
	} {
		t.Run(tt.name, func(t *testing.T) {
			f := &fakeRegistry{}
			f.intercept = func(w http.ResponseWriter, _ *http.Request, n int) bool {
				if n == 1 {
					writePage(w, [][]byte{item("io.example/first")}, "next")
					return true
				}
				w.WriteHeader(tt.status)
				_, _ = w.Write([]byte(tt.body))
				return true
			}
			srv := f.start(t)
			stats, err := newTestClient(srv.URL, nil).List(context.Background(), ListOptions{}, func(Entry) error { return nil })
			if err == nil {
				t.Fatal("got no error, want one")
			}
			for _, w := range tt.want {
				if !strings.Contains(err.Error(), w) {
					t.Errorf("got error %q, want it to contain %q", err, w)
				}
			}
			if stats.Pages != 1 || stats.Entries != 1 {
				t.Errorf("got %d pages and %d entries, want 1 and 1", stats.Pages, stats.Entries)
			}
			if n := len(f.listRequests()); n != tt.requests {
				t.Errorf("got %d requests, want %d", n, tt.requests)
			}
		})
	}
}

func TestListCallbackErrorStops(t *testing.T) {
	f := newFakeRegistry(300, 1)
	srv := f.start(t)
	errStop := errors.New("stop here")
	calls := 0
	stats, err := newTestClient(srv.URL, nil).List(context.Background(), ListOptions{IncludeDeleted: true}, func(Entry) error {
		calls++
		if calls == 150 {
			return errStop
		}
		return nil
	})
	if !errors.Is(err, errStop) {
		t.Fatalf("got error %v, want the callback's", err)
	}
	if calls != 150 || stats.Entries != 149 || stats.Pages != 2 {
		t.Errorf("got %d calls, %d entries, %d pages; want 150, 149, 2", calls, stats.Entries, stats.Pages)
	}
	if n := len(f.listRequests()); n != 2 {
		t.Errorf("got %d requests, want 2: no page after the stop", n)
	}
}

func TestListInvalidEntries(t *testing.T) {
	page := [][]byte{
		item("io.example/good-1"),
		[]byte(`{"server":{"name":5},"_meta":{}}`),
		[]byte(`{"server":{"name":"io.example/bad-packages","packages":"npm"}}`),
		[]byte(`{"server":{"name":"io.example/bad-time"},"_meta":{"` + OfficialMetaKey + `":{"updatedAt":"soon"}}}`),
		item("io.example/good-2"),
	}
	f := &fakeRegistry{}
	f.intercept = func(w http.ResponseWriter, _ *http.Request, _ int) bool {
		writePage(w, page, "")
		return true
	}
	srv := f.start(t)
	c := newTestClient(srv.URL, nil)

	t.Run("reported and skipped", func(t *testing.T) {
		var names, reasons []string
		got := 0
		stats, err := c.List(context.Background(), ListOptions{OnInvalid: func(name string, err error) error {
			names = append(names, name)
			reasons = append(reasons, err.Error())
			return nil
		}}, func(Entry) error { got++; return nil })
		if err != nil {
			t.Fatal(err)
		}
		if got != 2 || stats.Entries != 2 || stats.Invalid != 3 {
			t.Errorf("got %d entries (stats %d) and %d invalid, want 2 and 3", got, stats.Entries, stats.Invalid)
		}
		wantNames := []string{"", "io.example/bad-packages", "io.example/bad-time"}
		if !slices.Equal(names, wantNames) {
			t.Errorf("names: got %q, want %q", names, wantNames)
		}
		wantReasons := []string{
			"registry page 1: servers[1].server.name: want a string, got a number",
			"registry page 1: servers[2].server.packages: want an array, got a string",
			`registry page 1: servers[3]._meta["io.modelcontextprotocol.registry/official"].updatedAt: want an RFC 3339 time, got "soon"`,
		}
		if !slices.Equal(reasons, wantReasons) {
			t.Errorf("reasons:\n got %q\nwant %q", reasons, wantReasons)
		}
	})
	t.Run("skipped silently by default", func(t *testing.T) {
		_, stats := collect(t, c, ListOptions{})
		if stats.Entries != 2 || stats.Invalid != 3 {
			t.Errorf("got %d entries and %d invalid, want 2 and 3", stats.Entries, stats.Invalid)
		}
	})
	t.Run("OnInvalid can stop the listing", func(t *testing.T) {
		errBad := errors.New("bad entry")
		_, err := c.List(context.Background(), ListOptions{OnInvalid: func(string, error) error { return errBad }},
			func(Entry) error { return nil })
		if !errors.Is(err, errBad) {
			t.Errorf("got error %v, want OnInvalid's", err)
		}
	})
}

// TestListLegacyShape reads the earlier API: items that are the server.json
// itself and a snake_case next_cursor.
func TestListLegacyShape(t *testing.T) {
	legacy := func(name, updated string) []byte {
		return []byte(`{"name":"` + name + `","description":"d","version_detail":{"version":"0.1.0"},` +
			`"_meta":{"` + OfficialMetaKey + `":{"is_latest":true,"updated_at":"` + updated + `"}}}`)
	}
	f := &fakeRegistry{}
	f.intercept = func(w http.ResponseWriter, r *http.Request, _ int) bool {
		w.Header().Set("Content-Type", "application/json")
		if r.URL.Query().Get("cursor") == "" {
			fmt.Fprintf(w, `{"servers":[%s],"metadata":{"next_cursor":"p2","count":1}}`, legacy("io.example/a", "2025-08-01T00:00:00Z"))
		} else {
			fmt.Fprintf(w, `{"servers":[%s],"metadata":{"count":1}}`, legacy("io.example/b", "2025-09-01T00:00:00Z"))
		}
		return true
	}
	srv := f.start(t)
	got, stats := collect(t, newTestClient(srv.URL, nil), ListOptions{})
	if want := []string{"io.example/a:0.1.0", "io.example/b:0.1.0"}; !slices.Equal(got, want) {
		t.Errorf("got %q, want %q", got, want)
	}
	if want := time.Date(2025, 9, 1, 0, 0, 0, 0, time.UTC); !stats.NewestUpdate.Equal(want) {
		t.Errorf("newest update: got %v, want %v", stats.NewestUpdate, want)
	}
}

func TestListRejectsBadOptions(t *testing.T) {
	f := &fakeRegistry{}
	srv := f.start(t)
	c := newTestClient(srv.URL, nil)
	for _, tt := range []struct {
		name string
		opts ListOptions
		want string
	}{
		{"limit too large", ListOptions{Limit: 101}, "limit 101 is outside 1..100"},
		{"negative limit", ListOptions{Limit: -1}, "limit -1 is outside 1..100"},
		{"negative max pages", ListOptions{MaxPages: -1}, "MaxPages -1 is negative"},
	} {
		t.Run(tt.name, func(t *testing.T) {
			_, err := c.List(context.Background(), tt.opts, func(Entry) error { return nil })
			if err == nil || !strings.Contains(err.Error(), tt.want) {
				t.Errorf("got error %v, want one containing %q", err, tt.want)
			}
		})
	}
	if n := len(f.listRequests()); n != 0 {
		t.Errorf("got %d requests, want none", n)
	}
}

func TestListCancelled(t *testing.T) {
	f := newFakeRegistry(300, 1)
	srv := f.start(t)
	ctx, cancel := context.WithCancel(context.Background())
	defer cancel()
	stats, err := newTestClient(srv.URL, nil).List(ctx, ListOptions{}, func(Entry) error {
		cancel()
		return nil
	})
	if !errors.Is(err, context.Canceled) {
		t.Fatalf("got error %v, want context.Canceled", err)
	}
	if stats.Pages != 1 {
		t.Errorf("got %d pages, want 1", stats.Pages)
	}
}

func TestGet(t *testing.T) {
	f := newFakeRegistry(10, 3)
	srv := f.start(t)
	c := newTestClient(srv.URL+"/", nil) // a trailing slash must not double up
	for _, tt := range []struct {
		name, server, version string
		wantPath              string
		wantVersion           string
		wantLatest            bool
	}{
		{"exact version", "io.github.org03/server-00003", "1.1.0", "/v0.1/servers/io.github.org03%2Fserver-00003/versions/1.1.0", "1.1.0", false},
		{"latest", "io.github.org03/server-00003", "latest", "/v0.1/servers/io.github.org03%2Fserver-00003/versions/latest", "1.2.0", true},
		{"empty version means latest", "io.github.org07/server-00007", "", "/v0.1/servers/io.github.org07%2Fserver-00007/versions/latest", "1.2.0", true},
	} {
		t.Run(tt.name, func(t *testing.T) {
			e, err := c.Get(context.Background(), tt.server, tt.version)
			if err != nil {
				t.Fatal(err)
			}
			eq(t, "name", e.Server.Name, tt.server)
			eq(t, "version", e.Server.Version, tt.wantVersion)
			if e.IsLatest != tt.wantLatest {
				t.Errorf("isLatest: got %v, want %v", e.IsLatest, tt.wantLatest)
			}
			eq(t, "request path", lastRequest(f).URL.EscapedPath(), tt.wantPath)
		})
	}
	t.Run("not found", func(t *testing.T) {
		_, err := c.Get(context.Background(), "@scope/odd name", "1.0.0+build.5")
		var se *httpx.StatusError
		if !errors.As(err, &se) || se.Status != http.StatusNotFound {
			t.Fatalf("got error %v, want a 404 StatusError", err)
		}
		if !strings.HasPrefix(err.Error(), `get registry server "@scope/odd name" version "1.0.0+build.5": GET `) {
			t.Errorf("got error %q, want it to name the server and version", err)
		}
		eq(t, "request path", lastRequest(f).URL.EscapedPath(), "/v0.1/servers/@scope%2Fodd%20name/versions/1.0.0+build.5")
	})
	t.Run("malformed answer", func(t *testing.T) {
		bad := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, _ *http.Request) {
			_, _ = w.Write([]byte("{\n  \"server\": {\"name\": \"a/b\",}\n}"))
		}))
		defer bad.Close()
		_, err := newTestClient(bad.URL, nil).Get(context.Background(), "a/b", "1.0.0")
		if err == nil || !strings.Contains(err.Error(), "line 2, column 28") {
			t.Errorf("got error %v, want one with the line and column", err)
		}
	})
	t.Run("empty name", func(t *testing.T) {
		if _, err := c.Get(context.Background(), " ", "1.0.0"); err == nil {
			t.Error("got no error, want one")
		}
	})
}

func lastRequest(f *fakeRegistry) *http.Request {
	f.mu.Lock()
	defer f.mu.Unlock()
	return f.requests[len(f.requests)-1]
}

// A registry that redirects its listing to another host would have the
// crawler read that host (a metadata address, a service on its network)
// as the registry. The listing stops at once, naming both, and is not
// retried; a redirect within the registry's own host is followed.
func TestListRedirects(t *testing.T) {
	other := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, _ *http.Request) {
		writePage(w, [][]byte{item("io.example/from-elsewhere")}, "")
	}))
	defer other.Close()
	otherURL := strings.Replace(other.URL, "127.0.0.1", "localhost", 1)
	for _, tt := range []struct {
		name    string
		target  func(self string) string
		wantErr string
		want    int // entries read
	}{
		{"to another host", func(string) string { return otherURL + "/v0.1/servers" }, "redirect refused", 0},
		{"to the same address by another name", func(self string) string {
			return strings.Replace(self, "127.0.0.1", "localhost", 1) + "/v0.1/servers?moved=1"
		}, "redirect refused", 0},
		{"within the registry", func(self string) string { return self + "/v0.1/servers?moved=1" }, "", 1},
	} {
		t.Run(tt.name, func(t *testing.T) {
			f := &fakeRegistry{}
			var self string
			var requests atomic.Int32
			f.intercept = func(w http.ResponseWriter, r *http.Request, _ int) bool {
				requests.Add(1)
				if r.URL.Query().Get("moved") != "" {
					writePage(w, [][]byte{item("io.example/moved")}, "")
					return true
				}
				http.Redirect(w, r, tt.target(self), http.StatusFound)
				return true
			}
			srv := f.start(t)
			self = srv.URL
			stats, err := newTestClient(srv.URL, &sleeps{}).List(context.Background(), ListOptions{}, func(Entry) error { return nil })
			switch {
			case tt.wantErr == "" && err != nil:
				t.Fatalf("got error %v, want the redirect followed", err)
			case tt.wantErr != "" && (err == nil || !strings.Contains(err.Error(), tt.wantErr) || !errors.Is(err, httpx.ErrRedirectRefused)):
				t.Fatalf("got error %v, want %q", err, tt.wantErr)
			}
			if stats.Entries != tt.want {
				t.Errorf("got %d entries, want %d", stats.Entries, tt.want)
			}
			if tt.wantErr != "" && requests.Load() != 1 {
				t.Errorf("got %d requests, want 1: a refused redirect is not retried", requests.Load())
			}
		})
	}
}
