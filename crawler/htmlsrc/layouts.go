package htmlsrc

import (
	"strings"

	"github.com/PuerkitoBio/goquery"
	"golang.org/x/net/html"
)

// nonServerHosts are where list items link when they are not about a server
// (chat invites, social posts, videos, badge images).
var nonServerHosts = map[string]bool{
	"discord.gg": true, "discord.com": true, "twitter.com": true, "x.com": true,
	"youtube.com": true, "www.youtube.com": true, "youtu.be": true, "reddit.com": true,
	"www.reddit.com": true, "img.shields.io": true, "shields.io": true, "badge.fury.io": true,
	"t.me": true, "linkedin.com": true, "www.linkedin.com": true,
}

// list reads a rendered Markdown list page. Headings and items are visited
// in document order, so each item takes the category of the nearest
// heading above it even though GitHub wraps headings in their own divs.
func (x extractor) list(root *goquery.Selection) []Entry {
	var out []Entry
	category, skip := "", false
	root.Find(x.site.headings + ", " + x.site.items).Each(func(_ int, sel *goquery.Selection) {
		if sel.Is(x.site.headings) {
			category = cleanHeading(sel.Text())
			skip = x.site.skipSections != nil && x.site.skipSections.MatchString(category)
			return
		}
		if skip {
			return
		}
		if e, ok := x.listItem(sel); ok {
			e.Category = category
			out = append(out, e)
		}
	})
	return out
}

// listItem reads one item: its first text link names the server, the text
// after that link describes it. Items of nested lists are read on their
// own, so the parent ignores them.
func (x extractor) listItem(li *goquery.Selection) (Entry, bool) {
	own := li.Clone()
	own.Find("ul, ol").Remove()

	var first *goquery.Selection
	own.Find("a[href]").EachWithBreak(func(_ int, a *goquery.Selection) bool {
		if cleanText(a.Text()) == "" {
			return true // an image-only link: a badge or logo
		}
		first = a
		return false
	})
	// The server's link opens the item; an item that starts with prose
	// ("See also the docs") is a remark, not an entry.
	if first == nil || trimLead(cleanText(textBefore(own.Get(0), first.Get(0)))) != "" {
		return Entry{}, false
	}
	l, ok := x.classify(first.AttrOr("href", ""))
	if !ok || l.samePage || nonServerHosts[strings.ToLower(l.url.Hostname())] {
		return Entry{}, false // table of contents, mailto:, social links
	}
	if l.repo == "" && isGitHub(l) {
		return Entry{}, false // a profile or a GitHub page, not a repository
	}
	if l.repo != "" && strings.EqualFold(l.repo, x.pageRepo) {
		return Entry{}, false // the list's own files (CONTRIBUTING.md, translations)
	}
	e := Entry{Name: cleanText(first.Text())}
	x.applyLink(&e, l, false)
	// A later link may give what the first did not (the repository after
	// a website link, or an npm page).
	own.Find("a[href]").Each(func(_ int, a *goquery.Selection) {
		if o, ok := x.classify(a.AttrOr("href", "")); ok && !strings.EqualFold(o.repo, x.pageRepo) {
			x.applyLink(&e, o, true)
		}
	})
	e.Description = trimLead(cleanText(textAfter(own.Get(0), first.Get(0))))
	return e, true
}

func isGitHub(l link) bool {
	h := strings.ToLower(l.url.Hostname())
	return h == "github.com" || h == "www.github.com"
}

// applyLink records what a link points at. The first link of an entry may
// set the homepage or detail page; later ones only fill the repository
// and package.
func (x extractor) applyLink(e *Entry, l link, later bool) {
	switch {
	case l.repo != "":
		if e.RepoURL == "" {
			e.RepoURL, e.RepoSubfolder = l.repo, l.sub
		}
	case l.pkg != "":
		if e.PackageName == "" {
			e.PackageName = l.pkg
		}
	case later || isGitHub(l) || l.samePage:
	case l.sameHost:
		if e.DetailURL == "" {
			e.DetailURL = l.url.String()
		}
	default:
		if e.Homepage == "" {
			e.Homepage = l.url.String()
		}
	}
}

// textBefore is the text of root's nodes that come before target in
// document order.
func textBefore(root, target *html.Node) string {
	var b strings.Builder
	var walk func(n *html.Node) bool
	walk = func(n *html.Node) bool {
		if n == target {
			return false
		}
		if n.Type == html.TextNode {
			b.WriteString(n.Data)
		}
		for c := n.FirstChild; c != nil; c = c.NextSibling {
			if !walk(c) {
				return false
			}
		}
		return true
	}
	walk(root)
	return b.String()
}

// textAfter is the text of root's nodes that come after target in document
// order, leaving out target's own text.
func textAfter(root, target *html.Node) string {
	var b strings.Builder
	after := false
	var walk func(n *html.Node)
	walk = func(n *html.Node) {
		if n == target {
			after = true
			return
		}
		if after && n.Type == html.TextNode {
			b.WriteString(n.Data)
		}
		for c := n.FirstChild; c != nil; c = c.NextSibling {
			walk(c)
		}
	}
	walk(root)
	return b.String()
}

// cards reads a grid of server cards. A card nested in another card is
// part of it, not an entry of its own.
func (x extractor) cards(root *goquery.Selection) []Entry {
	var out []Entry
	root.Find(x.site.card).Each(func(_ int, card *goquery.Selection) {
		if card.ParentsFiltered(x.site.card).Length() > 0 {
			return
		}
		e := Entry{
			Name:        firstText(card, x.site.title),
			Description: firstText(card, x.site.description),
			Category:    firstText(card, x.site.category),
		}
		card.Find(x.site.tags).Each(func(_ int, t *goquery.Selection) {
			if tag := cleanText(t.Text()); tag != "" {
				e.Tags = append(e.Tags, tag)
			}
		})
		if e.Category == "" && len(e.Tags) > 0 {
			e.Category = e.Tags[0]
		}
		if l, ok := x.classify(card.AttrOr("href", "")); ok { // the card is itself a link
			x.applyLink(&e, l, false)
		}
		if l, ok := x.classify(card.Find(x.site.homepage).First().AttrOr("href", "")); ok && l.repo == "" && l.pkg == "" {
			e.Homepage = l.url.String()
		}
		// The title's link is the server's page (on the catalogue or its
		// own site); other links in the card only count for the repository
		// and package, since the rest are authors, docs and share buttons.
		title := card.Find(strings.Join(x.site.title, ", "))
		title.Find("a[href]").AddSelection(title.Closest("a[href]")).Each(func(_ int, a *goquery.Selection) {
			if l, ok := x.classify(a.AttrOr("href", "")); ok {
				x.applyLink(&e, l, false)
			}
		})
		card.Find("a[href]").Each(func(_ int, a *goquery.Selection) {
			if l, ok := x.classify(a.AttrOr("href", "")); ok {
				x.applyLink(&e, l, true)
			}
		})
		if e.Name != "" {
			out = append(out, e)
		}
	})
	return out
}

// firstText is the text of the first element matched by the earliest
// selector in sels that matches anything.
func firstText(s *goquery.Selection, sels []string) string {
	for _, sel := range sels {
		if m := s.Find(sel).First(); m.Length() > 0 {
			if t := cleanText(m.Text()); t != "" {
				return t
			}
		}
	}
	return ""
}

// tables reads directory tables. A table whose header has no name column
// is layout, not a directory, and is skipped.
func (x extractor) tables(root *goquery.Selection) []Entry {
	var out []Entry
	root.Find(x.site.table).Each(func(_ int, table *goquery.Selection) {
		header := table.Find("thead tr").First()
		if header.Length() == 0 {
			header = table.Find("tr").First()
		}
		cols := make(map[column]int)
		header.Children().Filter("th, td").Each(func(i int, th *goquery.Selection) {
			text := strings.ToLower(cleanText(th.Text()))
			for c := colName; c <= colHomepage; c++ {
				if _, taken := cols[c]; taken {
					continue
				}
				for _, w := range x.site.columns[c] {
					if text == w || strings.HasPrefix(text, w+" ") {
						cols[c] = i
						break
					}
				}
			}
		})
		nameCol, ok := cols[colName]
		if !ok {
			return
		}
		width := header.Children().Filter("th, td").Length()
		table.Find("tr").Each(func(_ int, tr *goquery.Selection) {
			if tr.IsSelection(header) || tr.Closest("table").Get(0) != table.Get(0) {
				return
			}
			cells := tr.Children().Filter("td, th")
			if cells.Length() < width {
				return // a banner or group row spanning the table
			}
			if e, ok := x.tableRow(cells, cols, nameCol); ok {
				out = append(out, e)
			}
		})
	})
	return out
}

func (x extractor) tableRow(cells *goquery.Selection, cols map[column]int, nameCol int) (Entry, bool) {
	cell := func(c column) *goquery.Selection {
		i, ok := cols[c]
		if !ok {
			return nil
		}
		return cells.Eq(i)
	}
	text := func(c column) string {
		if s := cell(c); s != nil {
			return cleanText(s.Text())
		}
		return ""
	}
	// The name cell's link text is the name; badges beside it are not.
	nameCell := cells.Eq(nameCol)
	name := cleanText(nameCell.Find("a[href]").First().Text())
	if name == "" {
		name = cleanText(nameCell.Text())
	}
	e := Entry{
		Name:        name,
		Description: text(colDescription),
		Category:    text(colCategory),
	}
	if e.Name == "" {
		return Entry{}, false
	}
	// Name cell first: its link is the server's page or repository.
	for _, c := range []column{colName, colRepo, colPackage, colHomepage} {
		s := cell(c)
		if s == nil {
			continue
		}
		s.Find("a[href]").Each(func(_ int, a *goquery.Selection) {
			if l, ok := x.classify(a.AttrOr("href", "")); ok {
				x.applyLink(&e, l, false)
			}
		})
		// A bare URL written as text, not as a link.
		if t := cleanText(s.Text()); c == colHomepage && e.Homepage == "" &&
			(strings.HasPrefix(t, "https://") || strings.HasPrefix(t, "http://")) {
			if l, ok := x.classify(t); ok && l.repo == "" && l.pkg == "" {
				e.Homepage = l.url.String()
			}
		}
	}
	if e.PackageName == "" {
		e.PackageName = packageFromText(text(colPackage))
	}
	return e, true
}
