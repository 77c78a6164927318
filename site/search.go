package site

import (
	"bytes"
	"context"
	"encoding/json"
	"fmt"
)

// The search index is JSON wrapped in one function call (JSONP),
// search/index.js, so the search page can load it with a script element:
// that works from file://, where fetch() does not. Its shape:
//
//	mcpscanSearch({"version": 1,
//	  "servers": [[name, slug], ...],
//	  "categories": [...], "severities": [..., ""],
//	  "tools": [[name, slug or "" when the slug is the name, server index,
//	             category index, severity index, description cut short], ...]})
//
// Indexes instead of repeated strings keep 100,000 tools to a few
// megabytes. Every string goes through encoding/json, which escapes <, >
// and &, so no description can end the script or inject markup.

// indexDescription is how much of a description the search index keeps.
const indexDescription = 90

func (b *builder) searchPages(ctx context.Context) error {
	var buf bytes.Buffer
	if err := b.render(ctx, &buf, "search/index.html", searchPage(page{Title: "Search tools", Root: "../", Nav: "search",
		Description: "Search every MCP tool in the catalogue by name, description, server, category and severity.",
		Scripts:     []string{"assets/search.js"}})); err != nil {
		return err
	}
	buf.Reset()
	buf.Grow(len(b.cat.entries) * 120)
	str := func(s string) {
		q, _ := json.Marshal(visible(s)) // a string always marshals
		buf.Write(q)
	}
	// array writes n elements, each written by one call of elem.
	array := func(n int, elem func(i int)) {
		buf.WriteByte('[')
		for i := range n {
			if i > 0 {
				buf.WriteByte(',')
			}
			elem(i)
		}
		buf.WriteByte(']')
	}
	cats := categoryOrder(b.cat.byCategory)
	sevs := append(append([]string{}, severities...), "")
	catIdx, sevIdx := map[string]int{}, map[string]int{}
	for i, x := range cats {
		catIdx[x] = i
	}
	for i, x := range sevs {
		sevIdx[x] = i
	}
	buf.WriteString(`mcpscanSearch({"version":1,"servers":`)
	array(len(b.cat.servers), func(i int) {
		s := b.cat.servers[i]
		array(2, func(k int) { str([]string{s.name, s.slug}[k]) })
	})
	buf.WriteString(`,"categories":`)
	array(len(cats), func(i int) { str(cats[i]) })
	buf.WriteString(`,"severities":`)
	array(len(sevs), func(i int) { str(sevs[i]) })
	buf.WriteString(`,"tools":`)
	array(len(b.cat.entries), func(i int) {
		e := b.cat.entries[i]
		slug := e.slug
		if slug == e.name {
			slug = ""
		}
		buf.WriteByte('[')
		str(e.name)
		buf.WriteByte(',')
		str(slug)
		fmt.Fprintf(&buf, ",%d,%d,%d,", e.server, catIdx[e.category], sevIdx[e.severity])
		str(cut(e.desc, indexDescription))
		buf.WriteByte(']')
	})
	buf.WriteString("});\n")
	b.indexBytes = buf.Len()
	return b.out.write("search/index.js", buf.Bytes())
}
