package site

import (
	"encoding/json"
	"io/fs"
	"net/http/httptest"
	"path/filepath"
	"strings"
	"testing"

	"github.com/chromedp/chromedp"

	"github.com/mcpscan/mcpscan/catalog"
)

// hostileServers publish markup, script and links in every field the
// catalogue shows. Each payload, if it took effect, sets window.__pwned,
// adds an element with id "pwned", or leaves a link with a scheme other
// than http(s).
func hostileServers() []catalog.Server {
	const (
		tag    = `"><img id=pwned src=x onerror="window.__pwned=1">`
		script = `</script><script>window.__pwned=1</script>`
		style  = `</style><style>body{display:none}</style><p id=pwned style="x:expression(1)">`
	)
	long := strings.Repeat("averyveryverylongtoolnamewithoutanyspaces", 12)
	schema, _ := json.Marshal(map[string]any{"type": "object", "properties": map[string]any{
		tag: map[string]any{"type": "string", "description": script + "\u2028\u2029" + tag},
	}})
	return []catalog.Server{
		{Name: "io.example/" + tag, Title: script, Description: style + script, Version: tag,
			WebsiteURL: "javascript:window.__pwned=1", Repository: &catalog.Repository{URL: "data:text/html,<script>window.__pwned=1</script>"},
			Remotes: []catalog.Transport{{Type: "streamable-http", URL: "javascript:window.__pwned=1//" + tag}},
			Tools: []catalog.Tool{
				{Name: tag, Title: script, Description: "Reads " + tag + script + style, InputSchema: schema},
				{Name: "get_\u2028item\u2029" + script, Description: "Reads an item. \u2028</script>\u2029", InputSchema: schema},
				{Name: long, Description: long + " reads an item."},
			}},
		{Name: "io.example/links", WebsiteURL: " JAVASCRIPT:window.__pwned=1", Repository: &catalog.Repository{URL: "\tjavascript:window.__pwned=1"},
			Tools: []catalog.Tool{{Name: "get_item", Description: "Reads an item."}}},
		{Name: "io.example/vbscript", WebsiteURL: "vbscript:msgbox(1)", Repository: &catalog.Repository{URL: "//evil.example/"},
			Tools: []catalog.Tool{{Name: "get_item", Description: "Reads an item."}}},
	}
}

// TestHostileFieldsInChromium opens every HTML page built from hostile
// servers, and the search for their tools, in Chromium: no script of
// theirs runs, no element of theirs appears, every link is http(s) or
// within the site, and a name with no spaces does not widen the page.
func TestHostileFieldsInChromium(t *testing.T) {
	ctx := newBrowser(t)
	dir := buildServers(t, hostileServers(), 0)
	srv := httptest.NewServer(Handler(dir))
	defer srv.Close()
	var pages []string
	err := filepath.WalkDir(dir, func(p string, d fs.DirEntry, err error) error {
		if err == nil && !d.IsDir() && strings.HasSuffix(p, ".html") && strings.Contains(p, "example") {
			rel, _ := filepath.Rel(dir, p)
			pages = append(pages, "/"+filepath.ToSlash(rel))
		}
		return err
	})
	if err != nil {
		t.Fatal(err)
	}
	if len(pages) < 4 {
		t.Fatalf("got %d pages of the hostile servers, want their server and tool pages", len(pages))
	}
	pages = append(pages, "/index.html", "/servers/index.html", "/search/index.html?q=reads", "/search/index.html?q=img")
	for _, p := range pages {
		t.Run(p, func(t *testing.T) {
			do(ctx, t, chromedp.Navigate(srv.URL+p), chromedp.WaitVisible("h1"))
			if strings.HasPrefix(p, "/search/") {
				do(ctx, t, chromedp.Poll[chromedp.Void](`document.querySelector('#results a') !== null`))
			}
			if got := eval[bool](ctx, t, `window.__pwned === 1`); got {
				t.Error("a script from a server ran")
			}
			if got := eval[int](ctx, t, `document.querySelectorAll("#pwned, img, iframe, object, embed").length`); got != 0 {
				t.Errorf("got %d elements from a server's text, want none", got)
			}
			bad := eval[[]string](ctx, t, `[...document.querySelectorAll("a[href]")].map(a => a.href).filter(h => !/^https?:/.test(h))`)
			if len(bad) > 0 {
				t.Errorf("links with another scheme: %q", bad)
			}
			if got := eval[string](ctx, t, `getComputedStyle(document.body).display`); got == "none" {
				t.Error("a server's style hid the page")
			}
			if got := eval[bool](ctx, t, `document.documentElement.scrollWidth > window.innerWidth + 1`); got {
				w := eval[int](ctx, t, `document.documentElement.scrollWidth`)
				wide := eval[[]string](ctx, t, `[...document.querySelectorAll("body *")].filter(e => e.scrollWidth > e.clientWidth + 1 && getComputedStyle(e).overflowX === "visible").slice(-3).map(e => e.tagName + "." + e.className + " " + e.scrollWidth + " " + (e.textContent || "").slice(0, 40))`)
				t.Errorf("the page is %d px wide in a 1280 px window: a long name widened it; too wide: %q", w, wide)
			}
		})
	}
}

// TestHostileFieldsInTheFeed builds the feed from tools whose names and
// descriptions carry markup, XML that would close the entry, control
// characters XML forbids, and line separators: the feed stays one
// well-formed Atom document whose entries hold that text as text.
func TestHostileFieldsInTheFeed(t *testing.T) {
	before, servers := hostileServers(), hostileServers()
	evil := "</title></entry><entry><title>forged</title>]]><![CDATA[\x01\x0b\ufffe\u2028"
	servers[0].Tools = append(servers[0].Tools, catalog.Tool{Name: "delete_" + evil, Description: "Deletes every file. " + evil,
		InputSchema: json.RawMessage(`{"type":"object","properties":{"path":{"type":"string"}}}`)})
	dir := buildCrawls(t, [][]catalog.Server{before, servers}, 0)
	root, err := parseXML([]byte(readFile(t, filepath.Join(dir, filepath.FromSlash(feedPath)))))
	if err != nil {
		t.Fatalf("the feed is not well-formed XML: %v", err)
	}
	for _, p := range atomProblems(root) {
		t.Error(p)
	}
	var found bool
	for _, e := range root.all("entry") {
		for _, title := range e.all("title") {
			if title.text == "forged" {
				t.Error("a tool name closed its entry and forged another")
			}
			found = found || strings.Contains(title.text, "</title></entry>")
		}
	}
	if !found {
		t.Error("no entry title holds the hostile name as text, want the Critical tool's entry")
	}
}
