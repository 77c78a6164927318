package htmlsrc

import (
	"bytes"
	"encoding/json"
	"flag"
	"os"
	"path/filepath"
	"reflect"
	"strings"
	"testing"

	"github.com/mcpscan/mcpscan/catalog"
)

var update = flag.Bool("update", false, "rewrite the golden files in testdata")

// golden is what a golden file holds for one page.
type golden struct {
	Entries  []Entry `json:"entries"`
	NextPage string  `json:"nextPage"`
}

func TestExtractGolden(t *testing.T) {
	tests := []struct {
		site, file, pageURL string
	}{
		{"awesome-list", "awesome-list", "https://github.com/awesome-owner/awesome-mcp-list"},
		{"catalogue-grid", "catalogue-grid-1", "https://hub.example.com/servers"},
		{"catalogue-grid", "catalogue-grid-2", "https://hub.example.com/servers?page=2"},
		{"table-directory", "table-directory", "https://dir.example.net/mcp/servers?sort=name"},
	}
	for _, tt := range tests {
		t.Run(tt.file, func(t *testing.T) {
			page, err := os.ReadFile(filepath.Join("testdata", tt.file+".html"))
			if err != nil {
				t.Fatal(err)
			}
			entries, next, err := Extract(tt.site, tt.pageURL, bytes.NewReader(page))
			if err != nil {
				t.Fatalf("Extract: %v", err)
			}
			var buf bytes.Buffer
			enc := json.NewEncoder(&buf)
			enc.SetEscapeHTML(false)
			enc.SetIndent("", "  ")
			if err := enc.Encode(golden{Entries: entries, NextPage: next}); err != nil {
				t.Fatal(err)
			}
			got := buf.Bytes()
			path := filepath.Join("testdata", tt.file+".golden.json")
			if *update {
				if err := os.WriteFile(path, got, 0o644); err != nil {
					t.Fatal(err)
				}
				return
			}
			want, err := os.ReadFile(path)
			if err != nil {
				t.Fatalf("%v (run go test -update to create it)", err)
			}
			if !bytes.Equal(got, want) {
				t.Errorf("entries differ from %s (run go test -update after checking):\ngot:\n%s", path, got)
			}
		})
	}
}

// TestExtractAwesomeListRules checks, apart from the golden file, the
// rules that decide what an awesome list contributes.
func TestExtractAwesomeListRules(t *testing.T) {
	page, err := os.ReadFile("testdata/awesome-list.html")
	if err != nil {
		t.Fatal(err)
	}
	entries, next, err := Extract("awesome-list", "https://github.com/awesome-owner/awesome-mcp-list", bytes.NewReader(page))
	if err != nil {
		t.Fatal(err)
	}
	if next != "" {
		t.Errorf("next page: got %q, want none", next)
	}
	byName := make(map[string]Entry)
	for _, e := range entries {
		byName[e.Name] = e
	}
	for _, absent := range []string{
		"Legend", "Browser Automation", "Deutsch", "More databases", "@someone", "the docs",
		"Build your first MCP server", "the guide", "Open a pull request", "Suggest a server by mail",
		"Copilot", "Docs", "dbtools/pg-mcp-server",
	} {
		if _, ok := byName[absent]; ok {
			t.Errorf("%q was extracted; want it skipped", absent)
		}
	}
	checks := []struct {
		name string
		want Entry
	}{
		{"pagepilot/pagepilot-mcp", Entry{
			Description: "Drive a headless browser: open pages, click, fill forms and take screenshots.",
			RepoURL:     "https://github.com/pagepilot/pagepilot-mcp", Category: "Browser Automation",
		}},
		{"webgrab/grab-mcp", Entry{
			Description: "Fetch web pages and return clean Markdown for agents",
			RepoURL:     "https://github.com/webgrab/grab-mcp", Category: "Browser Automation",
		}},
		{"mcp-examples/fetch", Entry{
			Description: "Reference server for fetching URLs (npm)",
			RepoURL:     "https://github.com/mcp-examples/servers", RepoSubfolder: "src/fetch",
			PackageName: "@mcp-examples/server-fetch", Category: "Browser Automation",
		}},
		{"pg-mcp-server", Entry{
			Description: "Read-only SQL against PostgreSQL, with schema inspection.",
			RepoURL:     "https://github.com/dbtools/pg-mcp-server", PackageName: "pg-mcp-server", Category: "Databases",
		}},
		{"quack-mcp", Entry{
			Description: "Run DuckDB queries over local files",
			RepoURL:     "https://github.com/qdb/quack-mcp", Category: "Databases",
		}},
		{"Vectra MCP", Entry{
			Description: "Hosted similarity search over your embeddings (source)",
			RepoURL:     "https://github.com/vectra-io/vectra-mcp", Homepage: "https://vectra.example.io/mcp",
			Category: "Vector Stores",
		}},
		{"EmbedKeeper", Entry{
			Description: `"Keep embeddings next to your docs"`,
			Homepage:    "https://embedkeeper.example.com", Category: "Vector Stores",
		}},
		{"Notes", Entry{
			Description: "Team notes for any client (@acme/notes-mcp)",
			RepoURL:     "https://github.com/acme/mcp-servers", RepoSubfolder: "packages/notes",
			PackageName: "@acme/notes-mcp", Category: "Cloud Platforms",
		}},
		{"terra-mcp", Entry{
			Description: "Plan and apply infrastructure changes",
			RepoURL:     "https://gitlab.com/infra-group/tools/terra-mcp", Category: "Cloud Platforms",
		}},
		{"shellsmith/run-mcp", Entry{
			Description: "Run shell commands in a sandbox",
			RepoURL:     "https://github.com/shellsmith/run-mcp", Category: "Developer Tools",
		}},
	}
	for _, c := range checks {
		t.Run(c.name, func(t *testing.T) {
			got, ok := byName[c.name]
			if !ok {
				t.Fatalf("not extracted")
			}
			c.want.Name = c.name
			c.want.Source = "https://github.com/awesome-owner/awesome-mcp-list"
			if !reflect.DeepEqual(got, c.want) {
				t.Errorf("got  %+v\nwant %+v", got, c.want)
			}
		})
	}
	if _, ok := byName["Tasks"]; !ok {
		t.Errorf("Tasks: a second folder of the same monorepo must not be merged away")
	}
}

func TestExtractErrors(t *testing.T) {
	tests := []struct {
		name, site, pageURL, html, want string
	}{
		{"unknown site", "rss", "https://x.example", "<html></html>",
			`unknown site "rss" (known: awesome-list, catalogue-grid, table-directory)`},
		{"bad page URL", "catalogue-grid", "http://[::1", "<html></html>", "page URL"},
		{"not a GitHub README", "awesome-list", "https://x.example", "<html><body><ul><li>x</li></ul></body></html>",
			"has no article.markdown-body"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			_, _, err := Extract(tt.site, tt.pageURL, strings.NewReader(tt.html))
			if err == nil || !strings.Contains(err.Error(), tt.want) {
				t.Errorf("got %v, want an error containing %q", err, tt.want)
			}
		})
	}
}

func TestExtractSmallPages(t *testing.T) {
	tests := []struct {
		name, site, pageURL, html string
		want                      []Entry
		wantNext                  string
	}{
		{
			name: "relative card links resolve against the page",
			site: "catalogue-grid", pageURL: "https://hub.example.com/list/index.html?page=3",
			html: `<div class="card"><h3><a href="../servers/x">X</a></h3><p>Does x.</p>
				<a href="//github.com/o/x/issues">issues</a></div>
				<a rel="next" href="index.html?page=4#top">next</a>`,
			want: []Entry{{Name: "X", Description: "Does x.", RepoURL: "https://github.com/o/x",
				DetailURL: "https://hub.example.com/servers/x", Source: "https://hub.example.com/list/index.html?page=3"}},
			wantNext: "https://hub.example.com/list/index.html?page=4",
		},
		{
			name: "a next link to this same page is no next page",
			site: "catalogue-grid", pageURL: "https://hub.example.com/s?page=9",
			html:     `<a rel="next" href="/s?page=9">next</a>`,
			want:     nil,
			wantNext: "",
		},
		{
			name: "nested cards are one entry",
			site: "catalogue-grid", pageURL: "https://hub.example.com/",
			html: `<article class="server-card"><h3 class="card-title">Outer</h3>
				<div class="card"><h3>Inner</h3></div><a href="https://github.com/o/outer">src</a></article>`,
			want: []Entry{{Name: "Outer", RepoURL: "https://github.com/o/outer", Source: "https://hub.example.com/"}},
		},
		{
			name: "a table without a name column is not a directory",
			site: "table-directory", pageURL: "https://d.example/",
			html: `<table><tr><th>Key</th><th>Value</th></tr><tr><td>a</td><td>b</td></tr></table>`,
			want: nil,
		},
		{
			name: "a header-less awesome list item still needs a leading link",
			site: "awesome-list", pageURL: "https://github.com/a/b",
			html: `<article class="markdown-body"><ul><li><a href="https://github.com/c/d">c/d</a>: thing</li>
				<li>see <a href="https://github.com/e/f">e/f</a></li></ul></article>`,
			want: []Entry{{Name: "c/d", Description: "thing", RepoURL: "https://github.com/c/d", Source: "https://github.com/a/b"}},
		},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			got, next, err := Extract(tt.site, tt.pageURL, strings.NewReader(tt.html))
			if err != nil {
				t.Fatal(err)
			}
			if !reflect.DeepEqual(got, tt.want) {
				t.Errorf("entries:\n got %+v\nwant %+v", got, tt.want)
			}
			if next != tt.wantNext {
				t.Errorf("next: got %q, want %q", next, tt.wantNext)
			}
		})
	}
}

func TestEntryServer(t *testing.T) {
	stdioNPM := func(name string) []catalog.Package {
		return []catalog.Package{{RegistryType: "npm", Identifier: name, RuntimeHint: "npx",
			Transport: catalog.Transport{Type: catalog.TransportStdio}}}
	}
	tests := []struct {
		name  string
		entry Entry
		want  catalog.Server
	}{
		{
			name: "github repository",
			entry: Entry{Name: "Weather", Description: "Forecasts", RepoURL: "https://github.com/skyfolk/weather-mcp",
				PackageName: "weather-mcp", Homepage: "https://weather-mcp.example.org/", Source: "https://hub.example.com/servers"},
			want: catalog.Server{Name: "io.github.skyfolk/weather-mcp", Title: "Weather", Description: "Forecasts",
				Source: catalog.SourceHTML, WebsiteURL: "https://weather-mcp.example.org/",
				Repository: &catalog.Repository{URL: "https://github.com/skyfolk/weather-mcp", Source: "github"},
				Packages:   stdioNPM("weather-mcp")},
		},
		{
			name:  "monorepo folder",
			entry: Entry{Name: "Notes", RepoURL: "https://github.com/acme/mcp-servers", RepoSubfolder: "packages/notes"},
			want: catalog.Server{Name: "io.github.acme/notes", Title: "Notes", Source: catalog.SourceHTML,
				Repository: &catalog.Repository{URL: "https://github.com/acme/mcp-servers", Source: "github", Subfolder: "packages/notes"}},
		},
		{
			name:  "package but no GitHub",
			entry: Entry{Name: "Fetch Lite", RepoURL: "https://gitlab.com/fetcher/fetch-lite-mcp", PackageName: "fetch-lite-mcp"},
			want: catalog.Server{Name: "fetch-lite-mcp", Title: "Fetch Lite", Source: catalog.SourceHTML,
				Repository: &catalog.Repository{URL: "https://gitlab.com/fetcher/fetch-lite-mcp", Source: "gitlab"},
				Packages:   stdioNPM("fetch-lite-mcp")},
		},
		{
			name:  "homepage only",
			entry: Entry{Name: "Vectra MCP", Homepage: "https://www.vectra.example.io/mcp"},
			want: catalog.Server{Name: "io.example.vectra/vectra-mcp", Title: "Vectra MCP", Source: catalog.SourceHTML,
				WebsiteURL: "https://www.vectra.example.io/mcp"},
		},
		{
			name:  "github pages site",
			entry: Entry{Name: "Docs Search", Homepage: "https://someone.github.io/docs-search/"},
			want: catalog.Server{Name: "io.github.someone/docs-search", Title: "Docs Search", Source: catalog.SourceHTML,
				WebsiteURL: "https://someone.github.io/docs-search/"},
		},
		{
			name:  "name only",
			entry: Entry{Name: "Unlinked Server!"},
			want:  catalog.Server{Name: "unlinked-server", Title: "Unlinked Server!", Source: catalog.SourceHTML},
		},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			if got := tt.entry.Server(); !reflect.DeepEqual(got, tt.want) {
				t.Errorf("got  %+v\nwant %+v", got, tt.want)
			}
		})
	}
}

func TestSites(t *testing.T) {
	want := []string{"awesome-list", "catalogue-grid", "table-directory"}
	if got := Sites(); !reflect.DeepEqual(got, want) {
		t.Errorf("got %q, want %q", got, want)
	}
}

func FuzzExtract(f *testing.F) {
	for _, name := range []string{"awesome-list.html", "catalogue-grid-1.html", "table-directory.html"} {
		b, err := os.ReadFile(filepath.Join("testdata", name))
		if err != nil {
			f.Fatal(err)
		}
		f.Add(string(b))
	}
	f.Add(`<article class="markdown-body"><h2>x</h2><ul><li><a href="#a">a</a><ul><li><a href="/b">b</a></li></ul></li></ul></article>`)
	f.Add(`<table><tr><th>Name</th><th>Repo</th></tr><tr><td colspan=9>x</td></tr><tr><td><a href="%zz">n</a></td><td>https://github.com/a</td></tr></table>`)
	f.Add(`<a class="server-card" href="javascript:alert(1)"><h3>t</h3></a><base href="::"><link rel=next href="http://[::1">`)
	f.Fuzz(func(t *testing.T, page string) {
		for _, site := range Sites() {
			entries, next, err := Extract(site, "https://example.com/list", strings.NewReader(page))
			if err != nil {
				continue
			}
			if next != "" && !strings.HasPrefix(next, "http") {
				t.Errorf("%s: next page %q is not absolute", site, next)
			}
			for _, e := range entries {
				_ = e.Server()
			}
		}
	})
}
