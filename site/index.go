package site

import (
	"cmp"
	"context"
	"fmt"
	"slices"
	"strings"
	"time"

	"github.com/mcpscan/mcpscan/catalog"
	"github.com/mcpscan/mcpscan/registry"
)

// entry is one current tool in the catalogue-wide index: just enough for
// listings, search, related tools and the home page. A whole catalogue of
// these stays small (about 300 bytes a tool); full definitions are read
// per server while its pages are rendered.
type entry struct {
	server   int32
	name     string
	slug     string
	desc     string // cut for listings
	category string
	severity string
	versions int32
	first    time.Time
}

// serverInfo is one server in the index; its tools are
// entries[start:end].
type serverInfo struct {
	name, slug, title, desc, version string
	first, last                      time.Time
	start, end                       int32
}

// catalogue is the index built in the first pass over the registry.
type catalogue struct {
	servers    []serverInfo
	entries    []entry
	byCategory map[string][]int32 // entry indexes, in catalogue order
	bySeverity map[string][]int32
	words      map[string][]int32 // category + "\x00" + name word → entries, capped
}

// maxWordPostings caps how many tools one name word remembers for related
// tools: common words ("get", "list") would otherwise hold most of the
// catalogue.
const maxWordPostings = 48

func loadCatalogue(ctx context.Context, store *registry.Store, rulesetVersion string) (*catalogue, error) {
	sums, err := store.Servers(ctx, "", 0)
	if err != nil {
		return nil, fmt.Errorf("read servers: %w", err)
	}
	c := &catalogue{servers: make([]serverInfo, len(sums)), byCategory: map[string][]int32{},
		bySeverity: map[string][]int32{}, words: map[string][]int32{}}
	index := make(map[string]int32, len(sums))
	slugs := slugger{}
	for i, s := range sums {
		c.servers[i] = serverInfo{name: s.Name, slug: slugs.slug(s.Name), title: s.Title, desc: cut(s.Description, listDescription),
			version: s.Version, first: s.FirstSeen, last: s.LastSeen}
		index[s.Name] = int32(i) //nolint:gosec // a catalogue has far fewer than 2^31 servers
	}
	// Tools arrive grouped by server in the order servers were added; the
	// catalogue keeps them in server-name order, so they are gathered per
	// server first.
	perServer := make([][]entry, len(sums))
	err = store.EachCurrentTool(ctx, rulesetVersion, listDescription+40, func(t registry.ToolSummary) error {
		si, ok := index[t.Server]
		if !ok {
			return nil // added after the server list was read; the next build shows it
		}
		perServer[si] = append(perServer[si], entry{server: si, name: t.Name, desc: cut(t.Description, listDescription),
			category: orUnclassified(t.Category), severity: t.Severity, versions: int32(t.Versions), first: t.FirstSeen}) //nolint:gosec // version counts are small
		return nil
	})
	if err != nil {
		return nil, err
	}
	for si, tools := range perServer {
		c.servers[si].start = int32(len(c.entries)) //nolint:gosec // see above
		slugs := slugger{}
		for _, e := range tools {
			n := int32(len(c.entries)) //nolint:gosec // see above
			e.slug = slugs.slug(e.name)
			c.entries = append(c.entries, e)
			c.byCategory[e.category] = append(c.byCategory[e.category], n)
			c.bySeverity[e.severity] = append(c.bySeverity[e.severity], n)
			for _, w := range nameWords(e.name) {
				k := e.category + "\x00" + w
				if len(c.words[k]) < maxWordPostings {
					c.words[k] = append(c.words[k], n)
				}
			}
		}
		c.servers[si].end = int32(len(c.entries)) //nolint:gosec // see above
		perServer[si] = nil
	}
	return c, nil
}

// nameWords are the distinct words of a tool name worth matching on.
func nameWords(name string) []string {
	var out []string
	for _, w := range catalog.NameWords(name) {
		w = strings.ToLower(w)
		if len(w) >= 3 && !slices.Contains(out, w) {
			out = append(out, w)
		}
	}
	return out
}

// related picks up to n tools of the same category on other servers,
// preferring those whose names share the most words with this one, then
// the nearest in catalogue order. The choice depends only on the
// catalogue, so an unchanged catalogue renders the same pages.
func (c *catalogue) related(e int32, n int) []int32 {
	me := c.entries[e]
	// A few words with at most maxWordPostings tools each: counting in a
	// slice is cheaper than a map.
	type cand struct {
		id    int32
		score int
	}
	var cands []cand
	for _, w := range nameWords(me.name) {
	next:
		for _, o := range c.words[me.category+"\x00"+w] {
			if c.entries[o].server == me.server {
				continue
			}
			for i := range cands {
				if cands[i].id == o {
					cands[i].score++
					continue next
				}
			}
			cands = append(cands, cand{o, 1})
		}
	}
	slices.SortFunc(cands, func(a, b cand) int {
		return cmp.Or(b.score-a.score, cmp.Compare(dist(a.id, e), dist(b.id, e)), cmp.Compare(a.id, b.id))
	})
	out := make([]int32, 0, n)
	for _, x := range cands[:min(n, len(cands))] {
		out = append(out, x.id)
	}
	if len(out) < n {
		list := c.byCategory[me.category]
		pos, _ := slices.BinarySearch(list, e)
		for step := 1; len(out) < n && (pos-step >= 0 || pos+step < len(list)); step++ {
			for _, p := range []int{pos + step, pos - step} {
				if p < 0 || p >= len(list) || len(out) >= n {
					continue
				}
				o := list[p]
				if c.entries[o].server != me.server && !slices.Contains(out, o) {
					out = append(out, o)
				}
			}
		}
	}
	return out
}

func dist(a, b int32) int32 {
	if a > b {
		return a - b
	}
	return b - a
}
