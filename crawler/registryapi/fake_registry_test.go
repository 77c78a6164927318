package registryapi

import (
	"encoding/json"
	"fmt"
	"net/http"
	"net/http/httptest"
	"slices"
	"strconv"
	"strings"
	"sync"
	"testing"
	"time"
)

// fakeEntry is one version of one server in the fake registry.
type fakeEntry struct {
	name, version string
	status        string
	updated       time.Time
	latest        bool
	body          []byte // the whole list item, rendered once
}

func (e fakeEntry) key() string { return e.name + ":" + e.version }

// fakeRegistry serves GET /v0.1/servers and
// GET /v0.1/servers/{name}/versions/{version} over entries in the official
// registry's response shape, honouring limit, cursor, updated_since,
// version, search and include_deleted as the real one does.
type fakeRegistry struct {
	entries  []fakeEntry    // sorted by name, then version
	byCursor map[string]int // cursor → index of the entry it follows

	// intercept, when set, may answer a list request itself (page counts
	// from 1 per distinct request, retries included); it returns false to
	// let the fake answer normally.
	intercept func(w http.ResponseWriter, r *http.Request, request int) bool

	mu       sync.Mutex
	requests []*http.Request
}

var fakeEpoch = time.Date(2026, 1, 1, 0, 0, 0, 0, time.UTC)

// newFakeRegistry generates servers × versions entries. Update times are
// spread so that they do not follow name order, statuses mix active,
// deprecated and deleted, and the last version of each server is latest.
func newFakeRegistry(servers, versions int) *fakeRegistry {
	f := &fakeRegistry{entries: make([]fakeEntry, 0, servers*versions)}
	total := servers * versions
	for i := range servers {
		name := fmt.Sprintf("io.github.org%02d/server-%05d", i%40, i)
		for v := range versions {
			n := i*versions + v
			e := fakeEntry{
				name:    name,
				version: fmt.Sprintf("1.%d.0", v),
				status:  StatusActive,
				// 7919 is prime and does not divide total, so this is a
				// permutation of the minutes 0..total-1.
				updated: fakeEpoch.Add(time.Duration((n*7919)%total)*time.Minute + 250*time.Millisecond),
				latest:  v == versions-1,
			}
			switch {
			case n%97 == 0:
				e.status = StatusDeleted
			case n%31 == 0:
				e.status = StatusDeprecated
			}
			e.body = renderEntry(e, i)
			f.entries = append(f.entries, e)
		}
	}
	slices.SortFunc(f.entries, func(a, b fakeEntry) int { return strings.Compare(a.key(), b.key()) })
	f.byCursor = make(map[string]int, len(f.entries))
	for i, e := range f.entries {
		f.byCursor[cursorFor(e)] = i
	}
	return f
}

// renderEntry writes a list item as the official registry does.
func renderEntry(e fakeEntry, i int) []byte {
	srv := map[string]any{
		"$schema":     "https://static.modelcontextprotocol.io/schemas/2025-12-11/server.schema.json",
		"name":        e.name,
		"description": fmt.Sprintf("Synthetic server %d for paging tests.", i),
		"version":     e.version,
		"repository":  map[string]any{"url": fmt.Sprintf("https://github.com/org%02d/server-%05d", i%40, i), "source": "github"},
	}
	if i%5 == 4 {
		srv["remotes"] = []any{map[string]any{"type": "streamable-http", "url": fmt.Sprintf("https://mcp%d.example.com/mcp", i),
			"headers": []any{map[string]any{"name": "Authorization", "isRequired": true, "isSecret": true}}}}
	} else {
		srv["packages"] = []any{map[string]any{
			"registryType": "npm", "identifier": fmt.Sprintf("@org%02d/server-%05d", i%40, i), "version": e.version,
			"runtimeHint": "npx", "transport": map[string]any{"type": "stdio"},
			"environmentVariables": []any{map[string]any{"name": "API_KEY", "isRequired": true, "isSecret": true}},
		}}
	}
	official := map[string]any{
		"status":      e.status,
		"publishedAt": fakeEpoch.Format(time.RFC3339Nano),
		"updatedAt":   e.updated.Format(time.RFC3339Nano),
		"isLatest":    e.latest,
	}
	b, err := json.Marshal(map[string]any{"server": srv, "_meta": map[string]any{OfficialMetaKey: official}})
	if err != nil {
		panic(err)
	}
	return b
}

// cursorFor makes the opaque cursor that follows e. It holds characters
// ('+', '&', '=', '#', '/', space, non-ASCII) that break unless a client
// escapes the cursor when putting it back into the query.
func cursorFor(e fakeEntry) string {
	return e.key() + " +&=#/✓"
}

func (f *fakeRegistry) start(t testing.TB) *httptest.Server {
	t.Helper()
	mux := http.NewServeMux()
	mux.HandleFunc("GET /v0.1/servers", f.list)
	mux.HandleFunc("GET /v0.1/servers/{name}/versions/{version}", f.get)
	srv := httptest.NewServer(mux)
	t.Cleanup(srv.Close)
	return srv
}

func (f *fakeRegistry) record(r *http.Request) int {
	f.mu.Lock()
	defer f.mu.Unlock()
	f.requests = append(f.requests, r)
	return len(f.requests)
}

// listRequests returns the queries of the list requests received so far.
func (f *fakeRegistry) listRequests() []map[string]string {
	f.mu.Lock()
	defer f.mu.Unlock()
	var out []map[string]string
	for _, r := range f.requests {
		if r.URL.Path != "/v0.1/servers" {
			continue
		}
		q := map[string]string{}
		for k, v := range r.URL.Query() {
			q[k] = v[0]
		}
		out = append(out, q)
	}
	return out
}

func (f *fakeRegistry) list(w http.ResponseWriter, r *http.Request) {
	n := f.record(r)
	if f.intercept != nil && f.intercept(w, r, n) {
		return
	}
	q := r.URL.Query()
	limit := 30 // the registry's default
	if v := q.Get("limit"); v != "" {
		var err error
		if limit, err = strconv.Atoi(v); err != nil || limit < 1 || limit > 100 {
			http.Error(w, `{"title":"limit must be 1..100"}`, http.StatusUnprocessableEntity)
			return
		}
	}
	var since time.Time
	includeDeleted := q.Get("include_deleted") == "true"
	if v := q.Get("updated_since"); v != "" {
		var err error
		if since, err = time.Parse(time.RFC3339, v); err != nil {
			http.Error(w, `{"title":"bad updated_since"}`, http.StatusBadRequest)
			return
		}
		includeDeleted = true
	}
	version, search := q.Get("version"), q.Get("search")

	start := 0
	if c := q.Get("cursor"); c != "" {
		i, ok := f.byCursor[c]
		if !ok {
			http.Error(w, `{"title":"invalid cursor"}`, http.StatusBadRequest)
			return
		}
		start = i + 1
	}
	var page [][]byte
	next, last := "", -1
	for i := start; i < len(f.entries); i++ {
		e := f.entries[i]
		switch {
		case !includeDeleted && e.status == StatusDeleted,
			!since.IsZero() && !e.updated.After(since),
			version == "latest" && !e.latest,
			version != "" && version != "latest" && version != e.version,
			search != "" && !strings.Contains(e.name, search):
			continue
		}
		if len(page) == limit {
			// More matches remain: the cursor resumes after the last one sent.
			next = cursorFor(f.entries[last])
			break
		}
		page = append(page, e.body)
		last = i
	}
	writePage(w, page, next)
}

func writePage(w http.ResponseWriter, items [][]byte, next string) {
	w.Header().Set("Content-Type", "application/json")
	var b strings.Builder
	b.WriteString(`{"servers":[`)
	for i, it := range items {
		if i > 0 {
			b.WriteByte(',')
		}
		b.Write(it)
	}
	meta, _ := json.Marshal(map[string]any{"count": len(items), "nextCursor": next})
	if next == "" {
		meta, _ = json.Marshal(map[string]any{"count": len(items)})
	}
	fmt.Fprintf(&b, `],"metadata":%s}`, meta)
	_, _ = w.Write([]byte(b.String()))
}

func (f *fakeRegistry) get(w http.ResponseWriter, r *http.Request) {
	f.record(r)
	name, version := r.PathValue("name"), r.PathValue("version")
	var found *fakeEntry
	for i, e := range f.entries {
		if e.name == name && (e.version == version || version == "latest" && e.latest) {
			found = &f.entries[i]
		}
	}
	if found == nil {
		http.Error(w, `{"title":"Not Found","status":404,"detail":"Server not found"}`, http.StatusNotFound)
		return
	}
	w.Header().Set("Content-Type", "application/json")
	_, _ = w.Write(found.body)
}
