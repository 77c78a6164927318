package site

import (
	"bytes"
	"encoding/xml"
	"errors"
	"fmt"
	"io"
	"net/http"
	"net/http/httptest"
	"net/url"
	"os"
	"path"
	"path/filepath"
	"strings"
	"testing"
	"time"
)

const atomNS = "http://www.w3.org/2005/Atom"

// element is an XML element read without the feed's own types, so the
// checks below read the feed as a feed reader would.
type element struct {
	name     xml.Name
	attrs    map[string]string
	children []*element
	text     string
}

func (e *element) all(local string) []*element {
	var out []*element
	for _, c := range e.children {
		if c.name.Space == atomNS && c.name.Local == local {
			out = append(out, c)
		}
	}
	return out
}

// parseXML reads a whole document strictly: a document that is not
// well-formed is an error.
func parseXML(data []byte) (*element, error) {
	dec := xml.NewDecoder(bytes.NewReader(data))
	dec.Strict = true
	var stack []*element
	var root *element
	for {
		tok, err := dec.Token()
		if errors.Is(err, io.EOF) {
			break
		}
		if err != nil {
			return nil, err
		}
		switch tok := tok.(type) {
		case xml.StartElement:
			e := &element{name: tok.Name, attrs: map[string]string{}}
			for _, a := range tok.Attr {
				e.attrs[a.Name.Local] = a.Value
			}
			if len(stack) > 0 {
				parent := stack[len(stack)-1]
				parent.children = append(parent.children, e)
			} else if root != nil {
				return nil, fmt.Errorf("a second root element %s", tok.Name.Local)
			} else {
				root = e
			}
			stack = append(stack, e)
		case xml.EndElement:
			stack = stack[:len(stack)-1]
		case xml.CharData:
			if len(stack) > 0 {
				stack[len(stack)-1].text += string(tok)
			}
		}
	}
	if root == nil {
		return nil, fmt.Errorf("no root element")
	}
	return root, nil
}

// atomProblems lists where a feed departs from the structure RFC 4287
// requires: the feed's and each entry's id, title and updated exactly once,
// ids that are absolute IRIs, RFC 3339 dates, an author, entries with an
// alternate link (they carry no content), at most one summary.
func atomProblems(root *element) []string {
	var out []string
	if root.name.Space != atomNS || root.name.Local != "feed" {
		return []string{fmt.Sprintf("root element {%s}%s, want an Atom feed", root.name.Space, root.name.Local)}
	}
	once := func(where string, e *element, names ...string) {
		for _, n := range names {
			if got := len(e.all(n)); got != 1 {
				out = append(out, fmt.Sprintf("%s: %d %s elements, want 1", where, got, n))
			}
		}
	}
	checkCommon := func(where string, e *element) {
		once(where, e, "id", "title", "updated")
		for _, id := range e.all("id") {
			if u, err := url.Parse(strings.TrimSpace(id.text)); err != nil || u.Scheme == "" {
				out = append(out, fmt.Sprintf("%s: id %q is not an absolute IRI", where, id.text))
			}
		}
		for _, up := range e.all("updated") {
			if _, err := time.Parse(time.RFC3339, strings.TrimSpace(up.text)); err != nil {
				out = append(out, fmt.Sprintf("%s: updated %q is not an RFC 3339 date", where, up.text))
			}
		}
		for _, l := range e.all("link") {
			if l.attrs["href"] == "" {
				out = append(out, where+": a link without href")
			}
		}
	}
	checkCommon("feed", root)
	entries := root.all("entry")
	authored := len(root.all("author")) > 0
	ids := map[string]bool{}
	for i, e := range entries {
		where := fmt.Sprintf("entry %d", i+1)
		checkCommon(where, e)
		if len(e.all("author")) == 0 && !authored {
			out = append(out, where+": no author in it or in the feed")
		}
		alternate := 0
		for _, l := range e.all("link") {
			if rel := l.attrs["rel"]; rel == "" || rel == "alternate" {
				alternate++
			}
		}
		if alternate == 0 && len(e.all("content")) == 0 {
			out = append(out, where+": neither an alternate link nor content")
		}
		if len(e.all("summary")) > 1 {
			out = append(out, where+": more than one summary")
		}
		for _, id := range e.all("id") {
			if ids[id.text] {
				out = append(out, where+": id "+id.text+" used twice")
			}
			ids[id.text] = true
		}
	}
	return out
}

func readFeed(t *testing.T, dir string) atomFeed {
	t.Helper()
	var f atomFeed
	if err := xml.Unmarshal([]byte(readFile(t, filepath.Join(dir, filepath.FromSlash(feedPath)))), &f); err != nil {
		t.Fatalf("decode the feed: %v", err)
	}
	return f
}

// TestFeedIsAtom reads the fixture's feed as a feed reader would: it must
// be well-formed XML with the structure Atom requires, its entries' links
// must lead to pages of the site, and every page must announce it.
func TestFeedIsAtom(t *testing.T) {
	f := newFixture(t)
	dir := t.TempDir()
	f.build(t, dir, 0)
	data, err := os.ReadFile(filepath.Join(dir, filepath.FromSlash(feedPath)))
	if err != nil {
		t.Fatal(err)
	}
	root, err := parseXML(data)
	if err != nil {
		t.Fatalf("the feed is not well-formed XML: %v", err)
	}
	for _, p := range atomProblems(root) {
		t.Error(p)
	}
	entries := root.all("entry")
	if len(entries) == 0 {
		t.Fatal("the fixture's feed has no entries, want the changed write_file")
	}
	for _, e := range entries {
		for _, l := range e.all("link") {
			target := path.Join(path.Dir(feedPath), l.attrs["href"])
			if _, err := os.Stat(filepath.Join(dir, filepath.FromSlash(target))); err != nil {
				t.Errorf("entry link %s: %s does not exist", l.attrs["href"], target)
			}
		}
	}

	for _, page := range []string{"index.html", "servers/demo-workspace/index.html", "tools/demo-workspace/write_file/index.html", "risk/high/index.html"} {
		t.Run(page, func(t *testing.T) {
			doc := loadPage(t, filepath.Join(dir, filepath.FromSlash(page)))
			href, ok := doc.Find(`head link[rel="alternate"][type="application/atom+xml"]`).Attr("href")
			if !ok {
				t.Fatal("no <link rel=alternate type=application/atom+xml> in the head")
			}
			if got := path.Join(path.Dir(page), href); got != feedPath {
				t.Errorf("feed link %s leads to %s, want %s", href, got, feedPath)
			}
		})
	}

	srv := httptest.NewServer(Handler(dir))
	defer srv.Close()
	req, err := http.NewRequestWithContext(t.Context(), http.MethodGet, srv.URL+"/"+feedPath, nil)
	if err != nil {
		t.Fatal(err)
	}
	resp, err := srv.Client().Do(req)
	if err != nil {
		t.Fatal(err)
	}
	_ = resp.Body.Close()
	if ct := resp.Header.Get("Content-Type"); resp.StatusCode != http.StatusOK || ct != "application/atom+xml; charset=utf-8" {
		t.Errorf("served feed: got %d %q, want 200 application/atom+xml", resp.StatusCode, ct)
	}
}

// TestAtomProblems checks the checker: each broken feed must be caught.
func TestAtomProblems(t *testing.T) {
	const head = `<feed xmlns="http://www.w3.org/2005/Atom"><id>urn:x:1</id><title>t</title><updated>2026-11-02T09:00:00Z</updated><author><name>a</name></author>`
	const entry = `<entry><id>urn:x:2</id><title>e</title><updated>2026-11-02T09:00:00Z</updated><link href="a.html"/></entry>`
	tests := []struct {
		name, doc, want string
	}{
		{"valid", head + entry + `</feed>`, ""},
		{"not Atom", `<feed><id>urn:x:1</id></feed>`, "want an Atom feed"},
		{"feed without id", strings.Replace(head, "<id>urn:x:1</id>", "", 1) + `</feed>`, "feed: 0 id elements"},
		{"relative id", strings.Replace(head, "urn:x:1", "x1", 1) + `</feed>`, "not an absolute IRI"},
		{"bad date", strings.Replace(head, "2026-11-02T09:00:00Z", "yesterday", 1) + `</feed>`, "not an RFC 3339 date"},
		{"entry without link or content", head + `<entry><id>urn:x:2</id><title>e</title><updated>2026-11-02T09:00:00Z</updated></entry></feed>`, "neither an alternate link nor content"},
		{"entry without title", head + strings.Replace(entry, "<title>e</title>", "", 1) + `</feed>`, "entry 1: 0 title elements"},
		{"duplicate ids", head + entry + entry + `</feed>`, "used twice"},
		{"no author", strings.Replace(head, "<author><name>a</name></author>", "", 1) + entry + `</feed>`, "no author"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			root, err := parseXML([]byte(tt.doc))
			if err != nil {
				t.Fatal(err)
			}
			got := strings.Join(atomProblems(root), "; ")
			if (tt.want == "") != (got == "") || !strings.Contains(got, tt.want) {
				t.Errorf("got %q, want %q", got, tt.want)
			}
		})
	}
	if _, err := parseXML([]byte(`<feed><id>unclosed</feed>`)); err == nil {
		t.Error("parseXML accepted a document that is not well-formed")
	}
}

func TestFeedEntriesAreBounded(t *testing.T) {
	si := serverInfo{name: "srv", slug: "srv"}
	var changes []driftRow
	for i := range maxFeedEntries + 50 {
		changes = append(changes, driftRow{Tool: fmt.Sprintf("tool_%03d", i), Kind: "changed",
			Old: risk{"Read", "Low"}, New: risk{"Execute", "High"}, Direction: riskRaised,
			oldFull: fmt.Sprint("old", i), newFull: fmt.Sprint("new", i), at: fixtureTime.Add(-time.Duration(i) * time.Minute)})
	}
	changes = append(changes, driftRow{Tool: "same", Kind: "changed", Old: risk{"Read", "Low"}, New: risk{"Read", "Low"}},
		driftRow{Tool: "low", Kind: "added", New: risk{"Write", "Medium"}})
	got := feedEntries(si, changes)
	if len(got) != maxFeedEntries {
		t.Fatalf("got %d entries, want %d", len(got), maxFeedEntries)
	}
	if got[0].summary != "srv/tool_000: Read/Low → Execute/High" || got[0].term != "raised" {
		t.Errorf("first entry: got %q (%s), want the newest change, raised", got[0].summary, got[0].term)
	}
	if n := len(feedEntries(si, changes[len(changes)-2:])); n != 0 {
		t.Errorf("a change that kept the risk and a tool added at Medium: got %d entries, want none", n)
	}
	if again := feedEntries(si, changes); again[7].id != got[7].id {
		t.Errorf("entry ids: got %s then %s, want the same id for the same change", got[7].id, again[7].id)
	}
}
