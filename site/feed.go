package site

import (
	"bytes"
	"cmp"
	"context"
	"crypto/sha256"
	"encoding/hex"
	"encoding/xml"
	"fmt"
	"slices"
	"strings"
	"time"
)

// The risk feed is an Atom feed (RFC 4287) of the catalogue's risk
// changes: one entry per tool whose category or severity changed with its
// definition, and per tool added at High or over, newest first.

// feedPath is where the feed is written; pages link to it.
const feedPath = "feeds/risk.xml"

// maxFeedEntries bounds the feed to the newest changes of the catalogue.
const maxFeedEntries = 200

// feedEntry is one risk change, ready to be written.
type feedEntry struct {
	id, title, summary, link, term string
	updated                        time.Time
}

// feedEntries are a server's changes that belong in the feed, at most
// maxFeedEntries of them (changes are newest first, so a server cannot
// crowd out the catalogue's newest).
func feedEntries(si serverInfo, changes []driftRow) []feedEntry {
	var out []feedEntry
	for _, d := range changes {
		if len(out) == maxFeedEntries {
			break
		}
		if !d.riskChanged() && !d.newlyHighRisk() {
			continue
		}
		subject := si.name + "/" + d.Tool
		e := feedEntry{id: entryID(si.name, d), updated: d.at, link: serverURL("../", si.slug), term: d.Kind}
		if d.slug != "" {
			e.link = toolURL("../", si.slug, d.slug)
		}
		if d.Kind == "added" {
			e.title = subject + ": added at " + d.New.String()
		} else {
			e.term = directionWord(d.Direction)
			e.title = subject + ": risk " + cmp.Or(e.term, "changed") + " to " + d.New.String()
		}
		e.summary = subject + ": " + d.Delta()
		if d.Since != "" {
			e.summary += " (since " + d.Since + ")"
		}
		out = append(out, e)
	}
	return out
}

// entryID names one change for good: a name-based UUID (RFC 9562 version
// 8) of the server, the tool, the definitions before and after and when
// the change was seen, so a rebuild or a later crawl gives the same entry
// the same id, and a tool that goes back and forth gets an entry per move.
func entryID(server string, d driftRow) string {
	sum := sha256.Sum256([]byte(strings.Join([]string{"mcpscan risk change", server, d.Tool, d.Kind, d.oldFull, d.newFull,
		d.at.UTC().Format(time.RFC3339Nano)}, "\x00")))
	return uuidURN(sum)
}

// uuidURN formats the first 16 bytes of a digest as a version 8 UUID URN.
func uuidURN(sum [32]byte) string {
	u := sum[:16]
	u[6] = u[6]&0x0f | 0x80 // version 8
	u[8] = u[8]&0x3f | 0x80 // RFC 9562 variant
	h := hex.EncodeToString(u)
	return "urn:uuid:" + h[0:8] + "-" + h[8:12] + "-" + h[12:16] + "-" + h[16:20] + "-" + h[20:32]
}

// The Atom elements the feed uses.
type (
	atomFeed struct {
		XMLName  xml.Name    `xml:"http://www.w3.org/2005/Atom feed"`
		ID       string      `xml:"id"`
		Title    atomText    `xml:"title"`
		Subtitle atomText    `xml:"subtitle"`
		Updated  string      `xml:"updated"`
		Author   atomPerson  `xml:"author"`
		Links    []atomLink  `xml:"link"`
		Entries  []atomEntry `xml:"entry"`
	}
	atomText struct {
		Type string `xml:"type,attr"`
		Text string `xml:",chardata"`
	}
	atomPerson struct {
		Name string `xml:"name"`
	}
	atomLink struct {
		Rel  string `xml:"rel,attr"`
		Type string `xml:"type,attr,omitempty"`
		Href string `xml:"href,attr"`
	}
	atomCategory struct {
		Term string `xml:"term,attr"`
	}
	atomEntry struct {
		ID       string        `xml:"id"`
		Title    atomText      `xml:"title"`
		Updated  string        `xml:"updated"`
		Links    []atomLink    `xml:"link"`
		Category *atomCategory `xml:"category"`
		Summary  atomText      `xml:"summary"`
	}
)

func atomTime(t time.Time) string { return t.UTC().Format(time.RFC3339) }

// feed writes the risk feed from every server's newest changes. Links are
// relative to the feed, like every link of the site.
func (b *builder) feed(context.Context) error {
	var entries []feedEntry
	for _, r := range b.results {
		entries = append(entries, r.feed...)
	}
	slices.SortFunc(entries, func(a, b feedEntry) int {
		if c := b.updated.Compare(a.updated); c != 0 {
			return c
		}
		return strings.Compare(a.title, b.title)
	})
	entries = entries[:min(len(entries), maxFeedEntries)]
	// Updated is the newest change, or with none the newest server's
	// arrival: a time that moves only when the catalogue does, so an
	// unchanged catalogue rebuilds the same bytes.
	var updated time.Time
	if len(entries) > 0 {
		updated = entries[0].updated
	} else {
		for _, s := range b.cat.servers {
			if s.first.After(updated) {
				updated = s.first
			}
		}
	}
	f := atomFeed{
		ID:       uuidURN(sha256.Sum256([]byte("mcpscan catalogue risk feed"))),
		Title:    atomText{Type: "text", Text: "mcpscan catalogue: risk changes"},
		Subtitle: atomText{Type: "text", Text: fmt.Sprintf("MCP tools whose category or severity changed, and tools added at High or Critical; the newest %d.", maxFeedEntries)},
		Updated:  atomTime(updated),
		Author:   atomPerson{Name: "mcpscan"},
		Links: []atomLink{{Rel: "self", Type: "application/atom+xml", Href: "risk.xml"},
			{Rel: "alternate", Type: "text/html", Href: "../index.html"}},
	}
	for _, e := range entries {
		ae := atomEntry{ID: e.id, Title: atomText{Type: "text", Text: e.title}, Updated: atomTime(e.updated),
			Links:   []atomLink{{Rel: "alternate", Type: "text/html", Href: e.link}},
			Summary: atomText{Type: "text", Text: e.summary}}
		if e.term != "" {
			ae.Category = &atomCategory{Term: e.term}
		}
		f.Entries = append(f.Entries, ae)
	}
	var buf bytes.Buffer
	buf.WriteString(xml.Header)
	enc := xml.NewEncoder(&buf)
	enc.Indent("", "  ")
	if err := enc.Encode(f); err != nil {
		return fmt.Errorf("risk feed: %w", err)
	}
	buf.WriteByte('\n')
	// Names come from servers: their invisible characters are shown
	// escaped, as on the pages (the markup itself is ASCII).
	return b.out.write(feedPath, visibleBytes(buf.Bytes()))
}
