package htmlsrc

import (
	"bytes"
	"context"
	"fmt"
	"net/http"
	"net/url"
	"strings"

	"github.com/mcpscan/mcpscan/internal/httpx"
)

// DefaultMaxPages is the page cap Fetch uses when given none.
const DefaultMaxPages = 50

// Fetch reads the named site from startURL, following next-page links,
// and calls fn once per distinct entry across all pages. It stops after
// maxPages pages (0 means DefaultMaxPages), at a page it has already read
// (pagination that loops), or at a next link to another host, so a
// catalogue cannot send the crawler elsewhere. An error from fn stops the
// crawl and is returned as is.
func Fetch(ctx context.Context, hc *httpx.Client, site, startURL string, maxPages int, fn func(Entry) error) error {
	if _, ok := sites[site]; !ok {
		return fmt.Errorf("htmlsrc: unknown site %q (known: %s)", site, knownSites())
	}
	start, err := url.Parse(startURL)
	if err != nil || (start.Scheme != "http" && start.Scheme != "https") || start.Host == "" {
		return fmt.Errorf("htmlsrc %s: start URL %q is not an http(s) URL", site, startURL)
	}
	if maxPages <= 0 {
		maxPages = DefaultMaxPages
	}
	seenPages := make(map[string]bool)
	seenEntries := make(map[string]bool)
	next := withoutFragment(start)
	for page := 1; next != "" && page <= maxPages; page++ {
		if seenPages[next] {
			break
		}
		seenPages[next] = true
		resp, err := hc.Get(ctx, next, http.Header{"Accept": {"text/html,application/xhtml+xml"}})
		if err != nil {
			return fmt.Errorf("htmlsrc %s page %d: %w", site, page, err)
		}
		entries, nextPage, err := Extract(site, next, bytes.NewReader(resp.Body))
		if err != nil {
			return err
		}
		for _, e := range entries {
			if k := e.key(); !seenEntries[k] {
				seenEntries[k] = true
				if err := fn(e); err != nil {
					return err
				}
			}
		}
		next = ""
		if u, err := url.Parse(nextPage); err == nil && nextPage != "" && strings.EqualFold(u.Host, start.Host) {
			next = withoutFragment(u)
		}
	}
	return nil
}
