package registryapi

import (
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"net/http"
	"net/url"
	"strconv"
	"strings"
	"time"

	"github.com/mcpscan/mcpscan/internal/httpx"
	"github.com/mcpscan/mcpscan/internal/jsonsplit"
)

// DefaultBaseURL is the official MCP registry.
const DefaultBaseURL = "https://registry.modelcontextprotocol.io"

// Paging limits.
const (
	// MaxLimit is the largest page the registry serves; asking for the
	// largest page means the fewest requests.
	MaxLimit = 100
	// DefaultMaxPages bounds a listing whose registry never stops handing
	// out new cursors: 10 million entries at 100 a page, far beyond any
	// real registry, yet a bound.
	DefaultMaxPages = 100000
)

// Errors a listing can stop with; test for them with errors.Is.
var (
	// ErrCursorLoop means the registry handed back a cursor that was
	// already followed, so paging on would never end.
	ErrCursorLoop = errors.New("registry paging loops")
	// ErrTooManyPages means the listing reached ListOptions.MaxPages with
	// more pages still announced.
	ErrTooManyPages = errors.New("registry listing exceeds the page limit")
)

// Client reads one registry's API. It is safe for concurrent use.
type Client struct {
	base string
	hc   *httpx.Client
}

// New returns a client for the registry at baseURL (for example
// DefaultBaseURL, or a mirror exposing the same API; a trailing slash is
// ignored). Every request goes through hc; a nil hc means httpx.New().
func New(baseURL string, hc *httpx.Client) *Client {
	if hc == nil {
		hc = httpx.New()
	}
	return &Client{base: strings.TrimRight(baseURL, "/"), hc: hc}
}

// ListOptions selects what List walks. The zero value lists every
// non-deleted version of every server, 100 to a page.
type ListOptions struct {
	// Limit is the page size, 1 to MaxLimit; 0 means MaxLimit.
	Limit int
	// UpdatedSince, when set, lists only entries updated after it. The
	// registry then includes deleted entries too, so that an incremental
	// crawl learns about removals.
	UpdatedSince time.Time
	// Version is "latest" for each server's newest version only, an exact
	// version string, or "" for every version.
	Version string
	// Search narrows the listing to servers whose name contains it (newer
	// registry versions also match the description).
	Search string
	// IncludeDeleted lists deleted entries as well.
	IncludeDeleted bool
	// MaxPages stops a listing that is still going after this many pages,
	// with ErrTooManyPages; 0 means DefaultMaxPages.
	MaxPages int
	// OnInvalid is called for an entry that cannot be read (a member of
	// the wrong type, no name) with the server's name if one could be
	// found and the reason. Returning nil skips the entry; returning an
	// error stops the listing with it. When OnInvalid is nil such entries
	// are skipped and only counted, so one bad entry does not cost a crawl
	// of thousands.
	OnInvalid func(name string, err error) error
}

// ListStats says what a listing covered.
type ListStats struct {
	Pages   int // pages fetched
	Entries int // entries accepted by the callback
	Invalid int // entries skipped because they could not be read
	// NewestUpdate is the latest UpdatedAt among the entries read. After
	// a listing that returned no error it is the UpdatedSince for the next
	// incremental crawl. After an error it is not: the registry lists in
	// name order, so older updates may lie on the pages not reached.
	NewestUpdate time.Time
}

// List walks GET /v0.1/servers from the first page to the last, calling fn
// for each entry in the order the registry returns them. It follows the
// registry's opaque cursor exactly as given until the registry returns none.
//
// An error from fn stops the listing and is returned as it is. The stats
// returned describe the pages read, also when List fails.
func (c *Client) List(ctx context.Context, opts ListOptions, fn func(Entry) error) (ListStats, error) {
	var stats ListStats
	query, err := opts.query()
	if err != nil {
		return stats, err
	}
	maxPages := opts.MaxPages
	switch {
	case maxPages == 0:
		maxPages = DefaultMaxPages
	case maxPages < 0:
		return stats, fmt.Errorf("list registry: MaxPages %d is negative", maxPages)
	}

	seen := make(map[string]bool) // cursors followed so far
	cursor := ""
	for page := 1; ; page++ {
		if page > maxPages {
			return stats, fmt.Errorf("list registry page %d: %w (%d pages; next cursor %q)", page, ErrTooManyPages, maxPages, cursor)
		}
		if cursor != "" {
			query.Set("cursor", cursor)
		}
		entries, next, err := c.fetchPage(ctx, c.base+"/v0.1/servers?"+query.Encode())
		if err != nil {
			return stats, fmt.Errorf("list registry page %d: %w", page, err)
		}
		stats.Pages++
		for i, raw := range entries {
			e, err := parseEntry(raw, fmt.Sprintf("servers[%d]", i))
			if err != nil {
				stats.Invalid++
				if opts.OnInvalid != nil {
					if err := opts.OnInvalid(entryName(raw), fmt.Errorf("registry page %d: %w", page, err)); err != nil {
						return stats, err
					}
				}
				continue
			}
			if e.UpdatedAt.After(stats.NewestUpdate) {
				stats.NewestUpdate = e.UpdatedAt
			}
			if err := fn(e); err != nil {
				return stats, err
			}
			stats.Entries++
		}
		if next == "" {
			return stats, nil
		}
		// A cursor seen before means the registry would serve the same
		// pages again, forever; so does one equal to the cursor just sent.
		seen[cursor] = true
		if seen[next] {
			return stats, fmt.Errorf("list registry page %d: %w: next cursor %q was already followed", page, ErrCursorLoop, next)
		}
		cursor = next
	}
}

// query builds the list query, without the cursor.
func (o ListOptions) query() (url.Values, error) {
	limit := o.Limit
	if limit == 0 {
		limit = MaxLimit
	}
	if limit < 1 || limit > MaxLimit {
		return nil, fmt.Errorf("list registry: limit %d is outside 1..%d", o.Limit, MaxLimit)
	}
	q := url.Values{"limit": {strconv.Itoa(limit)}}
	if !o.UpdatedSince.IsZero() {
		// Nanosecond precision: updated_since is exclusive, and cutting
		// NewestUpdate to whole seconds would list again every entry of
		// that second. RFC3339Nano is RFC 3339 and Go servers parse it.
		q.Set("updated_since", o.UpdatedSince.UTC().Format(time.RFC3339Nano))
	}
	if o.Version != "" {
		q.Set("version", o.Version)
	}
	if o.Search != "" {
		q.Set("search", o.Search)
	}
	if o.IncludeDeleted {
		q.Set("include_deleted", "true")
	}
	return q, nil
}

// fetchPage fetches one list page, {"servers": [...], "metadata":
// {"nextCursor": …}}, and returns its raw entries and the next cursor (""
// on the last page).
func (c *Client) fetchPage(ctx context.Context, pageURL string) ([]json.RawMessage, string, error) {
	resp, err := c.hc.Get(ctx, pageURL, http.Header{"Accept": {"application/json"}})
	if err != nil {
		return nil, "", err
	}
	body := bytes.TrimSpace(resp.Body)
	if err := syntaxCheck(body); err != nil {
		return nil, "", fmt.Errorf("decode %s: %w", pageURL, err)
	}
	// The entries are parsed one by one later, so that one bad entry is
	// not a bad page; here only the envelope is read.
	var perr error
	page := newObject(body, "", &perr)
	if perr == nil && !page.present("servers") {
		return nil, "", fmt.Errorf(`decode %s: no "servers" member: not a registry server list`, pageURL)
	}
	var entries []json.RawMessage
	if raw, path, ok := page.member("servers"); ok {
		if entries, ok = jsonsplit.SplitArray(raw); !ok {
			page.fail(path, "an array", raw)
		}
	}
	meta, _ := page.object("metadata")
	// next_cursor is the earlier API's spelling.
	next := meta.str("nextCursor", "next_cursor")
	if perr != nil {
		return nil, "", fmt.Errorf("decode %s: %w", pageURL, perr)
	}
	return entries, next, nil
}

// Get fetches one version of one server: GET
// /v0.1/servers/{name}/versions/{version}, with the name path-escaped
// ("io.github.acme/weather" → "io.github.acme%2Fweather"). Version
// "latest", or "", fetches the newest version. A missing server is an
// *httpx.StatusError with Status 404.
func (c *Client) Get(ctx context.Context, name, version string) (Entry, error) {
	if strings.TrimSpace(name) == "" {
		return Entry{}, errors.New("get registry server: empty name")
	}
	if version == "" {
		version = "latest"
	}
	u := c.base + "/v0.1/servers/" + url.PathEscape(name) + "/versions/" + url.PathEscape(version)
	resp, err := c.hc.Get(ctx, u, http.Header{"Accept": {"application/json"}})
	if err != nil {
		return Entry{}, fmt.Errorf("get registry server %q version %q: %w", name, version, err)
	}
	body := bytes.TrimSpace(resp.Body)
	if err := syntaxCheck(body); err != nil {
		return Entry{}, fmt.Errorf("get registry server %q version %q: decode %s: %w", name, version, u, err)
	}
	e, err := parseEntry(body, "")
	if err != nil {
		return Entry{}, fmt.Errorf("get registry server %q version %q: %w", name, version, err)
	}
	return e, nil
}
