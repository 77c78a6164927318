package htmlsrc

import (
	"context"
	"errors"
	"fmt"
	"net/http"
	"net/http/httptest"
	"os"
	"path/filepath"
	"reflect"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/mcpscan/mcpscan/internal/httpx"
)

func testHTTP() *httpx.Client {
	return httpx.New(
		httpx.WithSleep(func(ctx context.Context, _ time.Duration) error { return ctx.Err() }),
		httpx.WithPerHostInterval(0),
		httpx.WithRetries(2),
	)
}

// pages serves HTML by request URI ("/servers?page=2") and records the
// URIs asked for; fail429 makes the first request for a URI answer 429.
type pages struct {
	mu      sync.Mutex
	byURI   map[string]string
	fail429 map[string]bool
	asked   []string
}

func (p *pages) ServeHTTP(w http.ResponseWriter, r *http.Request) {
	p.mu.Lock()
	p.asked = append(p.asked, r.RequestURI)
	body, ok := p.byURI[r.RequestURI]
	busy := p.fail429[r.RequestURI]
	delete(p.fail429, r.RequestURI)
	p.mu.Unlock()
	switch {
	case busy:
		w.Header().Set("Retry-After", "2")
		http.Error(w, "slow down", http.StatusTooManyRequests)
	case !ok:
		http.NotFound(w, r)
	default:
		w.Header().Set("Content-Type", "text/html; charset=utf-8")
		_, _ = w.Write([]byte(body))
	}
}

func (p *pages) requests() []string {
	p.mu.Lock()
	defer p.mu.Unlock()
	return append([]string(nil), p.asked...)
}

func gridPages(t *testing.T) *pages {
	t.Helper()
	return &pages{byURI: map[string]string{
		"/servers":        readFixture(t, "catalogue-grid-1.html"),
		"/servers?page=2": readFixture(t, "catalogue-grid-2.html"),
	}, fail429: map[string]bool{}}
}

func readFixture(t *testing.T, name string) string {
	t.Helper()
	b, err := os.ReadFile(filepath.Join("testdata", name))
	if err != nil {
		t.Fatal(err)
	}
	return string(b)
}

func fetchAll(t *testing.T, srvURL, site, start string, maxPages int) ([]Entry, error) {
	t.Helper()
	var got []Entry
	err := Fetch(context.Background(), testHTTP(), site, srvURL+start, maxPages, func(e Entry) error {
		got = append(got, e)
		return nil
	})
	return got, err
}

func entryNames(entries []Entry) []string {
	var out []string
	for _, e := range entries {
		out = append(out, e.Name)
	}
	return out
}

func TestFetchFollowsPagination(t *testing.T) {
	p := gridPages(t)
	p.fail429["/servers?page=2"] = true
	srv := httptest.NewServer(p)
	defer srv.Close()

	got, err := fetchAll(t, srv.URL, "catalogue-grid", "/servers", 0)
	if err != nil {
		t.Fatal(err)
	}
	// "Weather (mirror)" on page 2 links the same repository as "Weather"
	// on page 1, so it is not reported again.
	wantNames := []string{"Weather", "KV Memory", "run-mcp", "PostgreSQL", "Acme Notes", "Fetch Lite"}
	if names := entryNames(got); !reflect.DeepEqual(names, wantNames) {
		t.Errorf("names: got %q, want %q", names, wantNames)
	}
	wantReqs := []string{"/servers", "/servers?page=2", "/servers?page=2"}
	if reqs := p.requests(); !reflect.DeepEqual(reqs, wantReqs) {
		t.Errorf("requests: got %q, want %q", reqs, wantReqs)
	}
	if src, want := got[4].Source, srv.URL+"/servers?page=2"; src != want {
		t.Errorf("source of a page-2 entry: got %q, want %q", src, want)
	}
	if d, want := got[0].DetailURL, srv.URL+"/servers/weather-mcp"; d != want {
		t.Errorf("detail URL: got %q, want %q", d, want)
	}
}

func TestFetchStops(t *testing.T) {
	loopPage := func(next string) string {
		return fmt.Sprintf(`<div class="card"><h3>%s</h3><a href="https://github.com/o/%s">src</a></div><a rel="next" href="%s">next</a>`,
			next, strings.NewReplacer("/", "", "?", "", "=", "").Replace(next), next)
	}
	tests := []struct {
		name     string
		byURI    map[string]string
		start    string
		maxPages int
		wantReqs []string
	}{
		{
			name:     "page cap",
			byURI:    gridPages(t).byURI,
			start:    "/servers",
			maxPages: 1,
			wantReqs: []string{"/servers"},
		},
		{
			name: "pagination that loops",
			byURI: map[string]string{
				"/a":       loopPage("/b"),
				"/b":       loopPage("/a#again"),
				"/a#again": "unreachable: fragments are not sent",
			},
			start:    "/a",
			wantReqs: []string{"/a", "/b"},
		},
		{
			name:     "next page on another host",
			byURI:    map[string]string{"/start": loopPage("https://elsewhere.example/page/2")},
			start:    "/start",
			wantReqs: []string{"/start"},
		},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			p := &pages{byURI: tt.byURI, fail429: map[string]bool{}}
			srv := httptest.NewServer(p)
			defer srv.Close()
			if _, err := fetchAll(t, srv.URL, "catalogue-grid", tt.start, tt.maxPages); err != nil {
				t.Fatal(err)
			}
			if reqs := p.requests(); !reflect.DeepEqual(reqs, tt.wantReqs) {
				t.Errorf("requests: got %q, want %q", reqs, tt.wantReqs)
			}
		})
	}
}

func TestFetchErrors(t *testing.T) {
	p := gridPages(t)
	srv := httptest.NewServer(p)
	defer srv.Close()

	t.Run("unknown site", func(t *testing.T) {
		_, err := fetchAll(t, srv.URL, "nope", "/servers", 0)
		if err == nil || !strings.Contains(err.Error(), "known: awesome-list, catalogue-grid, table-directory") {
			t.Errorf("got %v, want an error listing the known sites", err)
		}
	})
	t.Run("start URL is not http", func(t *testing.T) {
		err := Fetch(context.Background(), testHTTP(), "catalogue-grid", "file:///etc/passwd", 0, func(Entry) error { return nil })
		if err == nil || !strings.Contains(err.Error(), "not an http(s) URL") {
			t.Errorf("got %v, want a start URL error", err)
		}
	})
	t.Run("missing page", func(t *testing.T) {
		_, err := fetchAll(t, srv.URL, "catalogue-grid", "/gone", 0)
		var se *httpx.StatusError
		if !errors.As(err, &se) || se.Status != http.StatusNotFound || !strings.Contains(err.Error(), "catalogue-grid page 1") {
			t.Errorf("got %v, want a 404 naming the site and page", err)
		}
	})
	t.Run("callback error", func(t *testing.T) {
		stop := errors.New("enough")
		n := 0
		err := Fetch(context.Background(), testHTTP(), "catalogue-grid", srv.URL+"/servers", 0, func(Entry) error {
			n++
			return stop
		})
		if !errors.Is(err, stop) || n != 1 {
			t.Errorf("got %v after %d entries, want %v after 1", err, n, stop)
		}
	})
	t.Run("layout changed", func(t *testing.T) {
		_, err := fetchAll(t, srv.URL, "awesome-list", "/servers", 0)
		if err == nil || !strings.Contains(err.Error(), "has no article.markdown-body") {
			t.Errorf("got %v, want a missing-root error", err)
		}
	})
}
