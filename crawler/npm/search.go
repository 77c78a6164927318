// Package npm finds MCP server packages on the npm registry: it searches by
// keyword, reads a package's metadata document (the "packument"), and turns
// what it finds into catalog.Server records, including the environment
// variables a package's README tells users to set.
//
// All fetching goes through internal/httpx, so retries, backoff and
// per-host politeness are the shared client's business, not this package's.
package npm

import (
	"context"
	"errors"
	"fmt"
	"net/url"
	"strconv"
	"strings"
	"time"

	"github.com/mcpscan/mcpscan/internal/httpx"
)

// DefaultBaseURL is the public npm registry.
const DefaultBaseURL = "https://registry.npmjs.org"

// DefaultKeywords are the package keywords MCP servers are usually published
// under.
var DefaultKeywords = []string{"mcp", "modelcontextprotocol", "mcp-server"}

const (
	// maxPageSize is the largest page the search endpoint serves.
	maxPageSize = 250
	// defaultMaxPages bounds how many pages one keyword query may take, so
	// a registry that reports an ever-growing total (or ignores "from")
	// cannot keep a crawl busy forever. 40 pages of 250 is 10,000 results,
	// more than the registry will page through for one query.
	defaultMaxPages = 40
)

// Client talks to an npm registry.
type Client struct {
	base string
	hc   *httpx.Client
}

// New returns a client for the registry at baseURL ("" for DefaultBaseURL)
// that fetches through hc (nil for a default httpx client).
func New(baseURL string, hc *httpx.Client) *Client {
	if baseURL == "" {
		baseURL = DefaultBaseURL
	}
	if hc == nil {
		hc = httpx.New()
	}
	return &Client{base: strings.TrimRight(baseURL, "/"), hc: hc}
}

// SearchOptions says what Search looks for.
type SearchOptions struct {
	// Keywords are searched one at a time as "keywords:<k>"; nil means
	// DefaultKeywords.
	Keywords []string
	// Text, if set, is added to every keyword query to narrow it
	// ("keywords:mcp github").
	Text string
	// Limit caps the number of distinct packages reported across all
	// keywords; 0 means no cap.
	Limit int
	// PageSize is the number of results asked for per request, at most
	// 250 (the registry's maximum, and the default).
	PageSize int
	// MaxPages caps the requests made for one keyword; 0 means 40.
	MaxPages int
}

// SearchHit is one package in a search answer.
type SearchHit struct {
	Name        string    `json:"name"`
	Version     string    `json:"version"`
	Description string    `json:"description,omitempty"`
	Keywords    []string  `json:"keywords,omitempty"`
	Links       Links     `json:"links"`
	Publisher   string    `json:"publisher,omitempty"` // npm user name
	Date        time.Time `json:"date"`                // when Version was published
	Downloads   Downloads `json:"downloads"`
	Score       float64   `json:"score"`       // the registry's final score
	SearchScore float64   `json:"searchScore"` // relevance to the query
	// Keyword is the query keyword that first found the package.
	Keyword string `json:"keyword"`
}

// Links are the URLs a search answer gives for a package.
type Links struct {
	NPM        string `json:"npm,omitempty"`
	Homepage   string `json:"homepage,omitempty"`
	Repository string `json:"repository,omitempty"`
	Bugs       string `json:"bugs,omitempty"`
}

// Downloads are recent download counts, zero when the registry omits them.
type Downloads struct {
	Monthly int `json:"monthly"`
	Weekly  int `json:"weekly"`
}

// SearchStats summarises a Search.
type SearchStats struct {
	Requests   int            // search requests made
	Hits       int            // distinct packages passed to fn
	Duplicates int            // results skipped because an earlier page or keyword had them
	Totals     map[string]int // the total the registry reported, per keyword
	// Truncated lists the keywords whose paging stopped at MaxPages or
	// at a page that repeated earlier results, before reaching the total.
	Truncated []string
}

// searchResponse is the registry's answer to /-/v1/search.
type searchResponse struct {
	Total   int `json:"total"`
	Objects []struct {
		Package struct {
			Name        string    `json:"name"`
			Version     string    `json:"version"`
			Description string    `json:"description"`
			Keywords    []string  `json:"keywords"`
			Date        time.Time `json:"date"`
			Links       Links     `json:"links"`
			Publisher   struct {
				Username string `json:"username"`
			} `json:"publisher"`
		} `json:"package"`
		Downloads   Downloads `json:"downloads"`
		SearchScore float64   `json:"searchScore"`
		Score       struct {
			Final float64 `json:"final"`
		} `json:"score"`
	} `json:"objects"`
}

// errLimit ends paging once Limit packages have been reported.
var errLimit = errors.New("limit reached")

// Search pages through the registry's search for each keyword and calls fn
// once per distinct package, in the order the registry ranks them. An error
// from fn stops the search and is returned as is.
func (c *Client) Search(ctx context.Context, opts SearchOptions, fn func(SearchHit) error) (SearchStats, error) {
	keywords := opts.Keywords
	if keywords == nil {
		keywords = DefaultKeywords
	}
	size := opts.PageSize
	if size <= 0 || size > maxPageSize {
		size = maxPageSize
	}
	maxPages := opts.MaxPages
	if maxPages <= 0 {
		maxPages = defaultMaxPages
	}
	stats := SearchStats{Totals: make(map[string]int)}
	seen := make(map[string]bool)
	for _, kw := range keywords {
		err := c.searchKeyword(ctx, kw, opts, size, maxPages, seen, &stats, fn)
		if errors.Is(err, errLimit) {
			return stats, nil
		}
		if err != nil {
			return stats, err
		}
	}
	return stats, nil
}

func (c *Client) searchKeyword(ctx context.Context, kw string, opts SearchOptions, size, maxPages int,
	seen map[string]bool, stats *SearchStats, fn func(SearchHit) error) error {
	text := "keywords:" + kw
	if t := strings.TrimSpace(opts.Text); t != "" {
		text += " " + t
	}
	// thisQuery tells a registry that repeats itself from one whose later
	// pages merely hold packages another keyword already found.
	thisQuery := make(map[string]bool)
	from := 0
	for page := 0; ; page++ {
		if page == maxPages {
			stats.Truncated = append(stats.Truncated, kw)
			return nil
		}
		q := url.Values{}
		q.Set("text", text)
		q.Set("size", strconv.Itoa(size))
		q.Set("from", strconv.Itoa(from))
		u := c.base + "/-/v1/search?" + q.Encode()
		var res searchResponse
		stats.Requests++
		if err := c.hc.GetJSON(ctx, u, &res); err != nil {
			return fmt.Errorf("npm search %q: %w", text, err)
		}
		stats.Totals[kw] = res.Total
		fresh := 0
		for _, o := range res.Objects {
			p := o.Package
			if p.Name == "" {
				continue
			}
			if thisQuery[p.Name] {
				stats.Duplicates++
				continue
			}
			thisQuery[p.Name] = true
			fresh++
			if seen[p.Name] {
				stats.Duplicates++
				continue
			}
			seen[p.Name] = true
			hit := SearchHit{
				Name:        p.Name,
				Version:     p.Version,
				Description: p.Description,
				Keywords:    p.Keywords,
				Links:       p.Links,
				Publisher:   p.Publisher.Username,
				Date:        p.Date,
				Downloads:   o.Downloads,
				Score:       o.Score.Final,
				SearchScore: o.SearchScore,
				Keyword:     kw,
			}
			if err := fn(hit); err != nil {
				return err
			}
			stats.Hits++
			if opts.Limit > 0 && stats.Hits >= opts.Limit {
				return errLimit
			}
		}
		from += len(res.Objects)
		switch {
		case len(res.Objects) == 0 || from >= res.Total:
			return nil
		case fresh == 0:
			// A full page of names this query already returned: the
			// registry is ignoring "from", so more requests would loop.
			stats.Truncated = append(stats.Truncated, kw)
			return nil
		}
	}
}
