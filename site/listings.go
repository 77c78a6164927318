package site

import (
	"bytes"
	"cmp"
	"context"
	"embed"
	"fmt"
	"slices"
	"strings"
)

//go:embed assets
var assetFS embed.FS

// homeView is the home page.
type homeView struct {
	page
	Servers, Tools int
	Categories     []countRow
	Severities     []countRow
	Dangerous      []serverCard
	Recent         []recentRow
}

// serverCard is a server in a listing.
type serverCard struct {
	Name, URL, Grade, Highest, Desc string
	Score, Tools, Dangerous         int
}

type recentRow struct {
	Tool, URL, Server, Severity, Category, When, Kind string
}

// listRow is a tool in a listing.
type listRow struct {
	Tool, URL, Server, ServerURL, Category, Severity, Desc string
}

// listView is a paginated listing of tools (by risk or by category).
type listView struct {
	page
	Heading, Intro string
	Class          string
	Total          int
	Rows           []listRow
	Pager          pager
}

// serversView is the paginated list of servers.
type serversView struct {
	page
	Total int
	Rows  []serverCard
	Pager pager
}

// countsView is the index of the risk levels or the categories.
type countsView struct {
	page
	Heading, Intro string
	Rows           []countRow
}

// Home-page list lengths.
const (
	homeDangerous = 10
	homeRecent    = 15
)

func (b *builder) card(i int, root string) serverCard {
	s, r := b.cat.servers[i], b.results[i]
	return serverCard{Name: s.name, URL: serverURL(root, s.slug), Grade: r.score.Grade, Score: r.score.Score,
		Highest: r.highest, Tools: int(s.end - s.start), Dangerous: r.dangerous, Desc: s.desc}
}

func (b *builder) home(ctx context.Context) error {
	v := homeView{page: page{Title: "MCP tools by risk", Nav: "home",
		Description: fmt.Sprintf("Risk classification of %d MCP tools from %d servers, with a recommended policy.json for each server.", len(b.cat.entries), len(b.cat.servers))},
		Servers: len(b.cat.servers), Tools: len(b.cat.entries)}
	v.Categories = b.chartRows("", categoryOrder(b.cat.byCategory), b.cat.byCategory, categoryURL, "cat-")
	v.Severities = b.chartRows("", severities, b.cat.bySeverity, riskURL, "sev-")
	if n := len(b.cat.bySeverity[""]); n > 0 {
		v.Severities = append(v.Severities, countRow{Label: unclassified, Count: n, Class: "sev-none"})
		b.scaleRows(v.Severities)
	}

	rated := make([]int, 0, len(b.cat.servers))
	for i := range b.cat.servers {
		if b.results[i].score.Grade != "–" {
			rated = append(rated, i)
		}
	}
	slices.SortStableFunc(rated, func(x, y int) int {
		rx, ry := b.results[x], b.results[y]
		return cmp.Or(cmp.Compare(rx.score.Score, ry.score.Score), cmp.Compare(ry.dangerous, rx.dangerous))
	})
	for _, i := range rated[:min(homeDangerous, len(rated))] {
		v.Dangerous = append(v.Dangerous, b.card(i, ""))
	}

	recent := make([]int32, 0, homeRecent+1)
	newer := func(x, y int32) int {
		ex, ey := b.cat.entries[x], b.cat.entries[y]
		return cmp.Or(ey.first.Compare(ex.first), cmp.Compare(x, y))
	}
	for e := range b.cat.entries {
		recent = append(recent, int32(e)) //nolint:gosec // fewer than 2^31 tools
		slices.SortFunc(recent, newer)
		if len(recent) > homeRecent {
			recent = recent[:homeRecent]
		}
	}
	for _, e := range recent {
		en := b.cat.entries[e]
		s := b.cat.servers[en.server]
		kind := "new"
		if en.versions > 1 {
			kind = "changed"
		}
		v.Recent = append(v.Recent, recentRow{Tool: en.name, URL: toolURL("", s.slug, en.slug), Server: s.name,
			Severity: en.severity, Category: en.category, When: day(en.first), Kind: kind})
	}
	var buf bytes.Buffer
	if err := b.render(ctx, &buf, "index.html", homePage(v)); err != nil {
		return err
	}
	return b.render(ctx, &buf, "404.html", notFoundPage(page{Title: "Page not found", Root: "/"}))
}

// categoryOrder lists the categories in risk order, unclassified last when
// there are such tools.
func categoryOrder(by map[string][]int32) []string {
	out := slices.Clone(categories)
	if len(by[unclassified]) > 0 {
		out = append(out, unclassified)
	}
	return out
}

func (b *builder) chartRows(root string, labels []string, by map[string][]int32, url func(string, string) string, class string) []countRow {
	rows := make([]countRow, 0, len(labels))
	for _, l := range labels {
		r := countRow{Label: l, Count: len(by[l]), Class: class + strings.ToLower(l)}
		if l != unclassified {
			r.URL = url(root, l)
		}
		rows = append(rows, r)
	}
	b.scaleRows(rows)
	return rows
}

// chartWidth is the length of the longest bar of a chart.
const chartWidth = 300

func (b *builder) scaleRows(rows []countRow) {
	top := 0
	for _, r := range rows {
		top = max(top, r.Count)
	}
	for i := range rows {
		if top > 0 {
			rows[i].Width = rows[i].Count * chartWidth / top
		}
	}
}

func (b *builder) serverIndex(ctx context.Context) error {
	var buf bytes.Buffer
	n := len(b.cat.servers)
	pages := max(1, (n+b.opts.PageSize-1)/b.opts.PageSize)
	for p := 1; p <= pages; p++ {
		root := "../"
		rel := "servers/index.html"
		if p > 1 {
			root, rel = "../../", fmt.Sprintf("servers/%d/index.html", p)
		}
		v := serversView{page: page{Title: fmt.Sprintf("Servers (page %d of %d)", p, pages), Root: root, Nav: "servers",
			Description: fmt.Sprintf("Every MCP server in the catalogue, %d in all, with its risk grade.", n)},
			Total: n, Pager: pager{Page: p, Pages: pages, Root: root, Base: "servers"}}
		if p == 1 {
			v.Title = "Servers"
		}
		for i := (p - 1) * b.opts.PageSize; i < min(p*b.opts.PageSize, n); i++ {
			v.Rows = append(v.Rows, b.card(i, root))
		}
		if err := b.render(ctx, &buf, rel, serversPage(v)); err != nil {
			return err
		}
	}
	return nil
}

// intros introduce the browse pages of each severity and category.
var intros = map[string]string{
	"Low":         "Tools that only read. Safe to allow by default.",
	"Medium":      "Tools that change things reversibly, and reads that touch secrets or fetch what the agent points them at. Rate-limit them.",
	"High":        "Tools that run what the agent supplies, and writes with a wide reach. Rate-limit them and check their arguments.",
	"Critical":    "Tools that delete, overwrite, revoke or move money. Require a person's approval.",
	"Read":        "Retrieves, searches or inspects; no lasting change.",
	"Write":       "Creates or modifies reversibly, including sending messages.",
	"Execute":     "Runs agent-supplied code, commands or queries, or triggers jobs and workflows.",
	"Destructive": "Deletes, kills, overwrites or revokes: cannot simply be undone.",
	"Financial":   "Moves or commits money.",
}

// browse writes /risk/<level>/ and /categories/<category>/, paginated, and
// their index pages.
func (b *builder) browse(ctx context.Context) error {
	var buf bytes.Buffer
	for _, s := range severities {
		if err := b.list(ctx, &buf, "risk/"+strings.ToLower(s), s+" risk", intros[s], "sev-"+strings.ToLower(s), b.cat.bySeverity[s], "risk"); err != nil {
			return err
		}
	}
	for _, c := range categories {
		if err := b.list(ctx, &buf, "categories/"+strings.ToLower(c), c+" tools", intros[c], "cat-"+strings.ToLower(c), b.cat.byCategory[c], "categories"); err != nil {
			return err
		}
	}
	riskRows := b.chartRows("../", severities, b.cat.bySeverity, riskURL, "sev-")
	if err := b.render(ctx, &buf, "risk/index.html", countsPage(countsView{page: page{Title: "Tools by risk level", Root: "../", Nav: "risk",
		Description: "MCP tools grouped by severity: Low, Medium, High, Critical."},
		Heading: "Tools by risk level", Intro: "Severity follows from what a tool can do and whether it can be undone.", Rows: riskRows})); err != nil {
		return err
	}
	catRows := b.chartRows("../", categories, b.cat.byCategory, categoryURL, "cat-")
	return b.render(ctx, &buf, "categories/index.html", countsPage(countsView{page: page{Title: "Tools by category", Root: "../", Nav: "categories",
		Description: "MCP tools grouped by what they do: Read, Write, Execute, Destructive, Financial."},
		Heading: "Tools by category", Intro: "Each tool has one primary category: the most dangerous thing it can do.", Rows: catRows}))
}

func (b *builder) list(ctx context.Context, buf *bytes.Buffer, base, heading, intro, class string, ids []int32, nav string) error {
	pages := max(1, (len(ids)+b.opts.PageSize-1)/b.opts.PageSize)
	depth := strings.Count(base, "/") + 1
	for p := 1; p <= pages; p++ {
		root := strings.Repeat("../", depth)
		rel := base + "/index.html"
		if p > 1 {
			root += "../"
			rel = fmt.Sprintf("%s/%d/index.html", base, p)
		}
		title := heading
		if pages > 1 {
			title = fmt.Sprintf("%s (page %d of %d)", heading, p, pages)
		}
		v := listView{page: page{Title: title, Root: root, Nav: nav, Description: fmt.Sprintf("%d MCP tools. %s", len(ids), intro)},
			Heading: heading, Intro: intro, Class: class, Total: len(ids), Pager: pager{Page: p, Pages: pages, Root: root, Base: base}}
		for _, e := range ids[(p-1)*b.opts.PageSize : min(p*b.opts.PageSize, len(ids))] {
			en := b.cat.entries[e]
			s := b.cat.servers[en.server]
			v.Rows = append(v.Rows, listRow{Tool: en.name, URL: toolURL(root, s.slug, en.slug), Server: s.name,
				ServerURL: serverURL(root, s.slug), Category: en.category, Severity: en.severity, Desc: en.desc})
		}
		if err := b.render(ctx, buf, rel, listPage(v)); err != nil {
			return err
		}
	}
	return nil
}
