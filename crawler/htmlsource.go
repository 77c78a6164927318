package crawler

import (
	"context"
	"strings"

	"github.com/mcpscan/mcpscan/catalog"
	"github.com/mcpscan/mcpscan/crawler/htmlsrc"
	"github.com/mcpscan/mcpscan/internal/httpx"
)

// HTMLSource extracts server entries from catalogue pages of a known
// layout, following their next-page links.
type HTMLSource struct {
	HTTP     *httpx.Client
	Site     string // a layout of htmlsrc.Sites()
	URLs     []string
	MaxPages int
}

// Name implements Source.
func (s *HTMLSource) Name() string { return string(catalog.SourceHTML) }

// Target implements Source.
func (s *HTMLSource) Target() string { return s.Site + " " + strings.Join(s.URLs, ",") }

// Find implements Source.
func (s *HTMLSource) Find(ctx context.Context, state string, emit func(Item) error) (string, error) {
	for _, u := range s.URLs {
		err := htmlsrc.Fetch(ctx, s.HTTP, s.Site, u, s.MaxPages, func(e htmlsrc.Entry) error {
			return emit(Item{Server: e.Server(), Location: e.Source})
		})
		if err != nil {
			return state, err
		}
	}
	return state, nil
}
