// Package htmlsrc reads MCP server entries from HTML catalogue pages:
// awesome lists rendered by GitHub, card grids of server directories, and
// table-based directories. Each kind of page is a "site" with its own set
// of selectors; Extract reads one page and Fetch follows a site's
// pagination.
//
// Catalogue pages say less than a registry does: a name, a blurb, a link to
// the code and perhaps an npm package. Entry.Server turns that into a
// catalog.Server to be enriched later by the npm and live sources.
package htmlsrc

import (
	"fmt"
	"io"
	"net/url"
	"path"
	"regexp"
	"slices"
	"strings"
	"unicode"

	"github.com/PuerkitoBio/goquery"
	"github.com/mcpscan/mcpscan/catalog"
)

// Entry is one server as a catalogue page lists it.
type Entry struct {
	Name        string `json:"name"`
	Description string `json:"description,omitempty"`
	// RepoURL is the repository as https://github.com/owner/repo (other
	// hosts are kept as linked), and RepoSubfolder the server's folder in
	// it when the page links into a monorepo.
	RepoURL       string `json:"repoUrl,omitempty"`
	RepoSubfolder string `json:"repoSubfolder,omitempty"`
	PackageName   string `json:"packageName,omitempty"` // npm
	Homepage      string `json:"homepage,omitempty"`
	// DetailURL is the catalogue's own page about the server, when the
	// listing links to one.
	DetailURL string   `json:"detailUrl,omitempty"`
	Category  string   `json:"category,omitempty"`
	Tags      []string `json:"tags,omitempty"`
	// Source is the URL of the page the entry was read from.
	Source string `json:"source"`
}

// Server returns the entry as a catalog record. Name is the registry-style
// "io.github.owner/repo" when the repository is on GitHub, else the npm
// package name, else a reverse-DNS name from the homepage; the name shown on
// the page becomes Title.
func (e Entry) Server() catalog.Server {
	s := catalog.Server{
		Name:        e.serverName(),
		Title:       e.Name,
		Description: e.Description,
		Source:      catalog.SourceHTML,
		WebsiteURL:  e.Homepage,
	}
	if e.RepoURL != "" {
		s.Repository = &catalog.Repository{URL: e.RepoURL, Source: catalog.RepoSource(e.RepoURL), Subfolder: e.RepoSubfolder}
	}
	if e.PackageName != "" {
		s.Packages = []catalog.Package{{
			RegistryType: "npm",
			Identifier:   e.PackageName,
			RuntimeHint:  "npx",
			Transport:    catalog.Transport{Type: catalog.TransportStdio},
		}}
	}
	return s
}

func (e Entry) serverName() string {
	if u, err := url.Parse(e.RepoURL); err == nil && u.Host == "github.com" {
		if owner, repo, ok := strings.Cut(strings.Trim(u.Path, "/"), "/"); ok {
			// A monorepo holds many servers; the folder tells them apart.
			if e.RepoSubfolder != "" {
				repo = path.Base(e.RepoSubfolder)
			}
			return "io.github." + owner + "/" + repo
		}
	}
	if e.PackageName != "" {
		return e.PackageName
	}
	if u, err := url.Parse(e.Homepage); err == nil && u.Hostname() != "" {
		labels := strings.Split(strings.TrimPrefix(strings.ToLower(u.Hostname()), "www."), ".")
		for i, j := 0, len(labels)-1; i < j; i, j = i+1, j-1 {
			labels[i], labels[j] = labels[j], labels[i]
		}
		rest := slug(e.Name)
		if first, _, _ := strings.Cut(strings.Trim(u.Path, "/"), "/"); first != "" && strings.HasSuffix(u.Hostname(), ".github.io") {
			rest = first // owner.github.io/repo is the repo's site
		}
		if rest == "" {
			rest = "server"
		}
		return strings.Join(labels, ".") + "/" + rest
	}
	return slug(e.Name)
}

// key identifies an entry for deduplication: its repository (and folder)
// if known, else its homepage, package or name.
func (e Entry) key() string {
	switch {
	case e.RepoURL != "":
		return strings.ToLower(e.RepoURL + "/" + e.RepoSubfolder)
	case e.Homepage != "":
		return strings.ToLower(e.Homepage)
	case e.PackageName != "":
		return "npm:" + e.PackageName
	}
	return "name:" + strings.ToLower(e.Name)
}

// merge fills e's empty fields from a later duplicate.
func (e *Entry) merge(o Entry) {
	fill := func(dst *string, src string) {
		if *dst == "" {
			*dst = src
		}
	}
	fill(&e.Description, o.Description)
	fill(&e.PackageName, o.PackageName)
	fill(&e.Homepage, o.Homepage)
	fill(&e.DetailURL, o.DetailURL)
	fill(&e.Category, o.Category)
	if len(e.Tags) == 0 {
		e.Tags = o.Tags
	}
}

// Extract reads the entries on one page of the named site. pageURL is where
// the page came from; relative links are resolved against it (or against
// the page's <base href>). nextPage is the absolute URL of the following
// page, or "" on the last one. Entries are deduplicated by repository.
func Extract(site string, pageURL string, r io.Reader) (entries []Entry, nextPage string, err error) {
	s, ok := sites[site]
	if !ok {
		return nil, "", fmt.Errorf("htmlsrc: unknown site %q (known: %s)", site, knownSites())
	}
	page, err := url.Parse(pageURL)
	if err != nil {
		return nil, "", fmt.Errorf("htmlsrc %s: page URL: %w", site, err)
	}
	doc, err := goquery.NewDocumentFromReader(r)
	if err != nil {
		return nil, "", fmt.Errorf("htmlsrc %s: parse %s: %w", site, pageURL, err)
	}
	base := page
	if href, ok := doc.Find("base[href]").First().Attr("href"); ok {
		if b, err := page.Parse(strings.TrimSpace(href)); err == nil {
			base = b
		}
	}
	root := doc.Selection
	if s.root != "" {
		root = doc.Find(s.root).First()
		if root.Length() == 0 {
			return nil, "", fmt.Errorf("htmlsrc %s: %s has no %s", site, pageURL, s.root)
		}
	}
	x := extractor{site: s, page: page, base: base, pageRepo: githubRepoOf(page)}
	var found []Entry
	switch s.layout {
	case layoutList:
		found = x.list(root)
	case layoutCards:
		found = x.cards(root)
	case layoutTable:
		found = x.tables(root)
	}
	for i := range found {
		found[i].Source = pageURL
	}
	return dedupe(found), x.nextPage(doc), nil
}

// extractor carries one page's context through the layout readers.
type extractor struct {
	site     site
	page     *url.URL
	base     *url.URL
	pageRepo string // the repository the page itself belongs to, if on GitHub
}

func dedupe(entries []Entry) []Entry {
	var out []Entry
	at := make(map[string]int)
	for _, e := range entries {
		k := e.key()
		if i, ok := at[k]; ok {
			out[i].merge(e)
			continue
		}
		at[k] = len(out)
		out = append(out, e)
	}
	return out
}

// nextPage finds the pagination link, ignoring links back to this page.
func (x extractor) nextPage(doc *goquery.Document) string {
	if x.site.next == "" {
		return ""
	}
	var next string
	doc.Find(x.site.next).EachWithBreak(func(_ int, a *goquery.Selection) bool {
		u := x.resolve(a.AttrOr("href", ""))
		if u == nil || (u.Scheme != "http" && u.Scheme != "https") {
			return true
		}
		u.Fragment, u.RawFragment = "", ""
		if u.String() == withoutFragment(x.page) {
			return true
		}
		next = u.String()
		return false
	})
	return next
}

func withoutFragment(u *url.URL) string {
	c := *u
	c.Fragment, c.RawFragment = "", ""
	return c.String()
}

// resolve makes href absolute; nil for an empty or unparsable href.
func (x extractor) resolve(href string) *url.URL {
	href = strings.TrimSpace(href)
	if href == "" {
		return nil
	}
	u, err := x.base.Parse(href)
	if err != nil {
		return nil
	}
	return u
}

// link is what a page's link turns out to point at.
type link struct {
	url       *url.URL
	repo, sub string // GitHub repository and folder
	pkg       string // npm package
	samePage  bool   // an anchor within this page
	sameHost  bool   // the catalogue's own site
}

func (x extractor) classify(href string) (link, bool) {
	u := x.resolve(href)
	if u == nil || (u.Scheme != "http" && u.Scheme != "https") {
		return link{}, false
	}
	l := link{url: u}
	l.samePage = strings.HasPrefix(strings.TrimSpace(href), "#") ||
		(u.Fragment != "" && withoutFragment(u) == withoutFragment(x.page))
	l.sameHost = strings.EqualFold(u.Host, x.page.Host)
	l.repo, l.sub = codeRepo(u)
	l.pkg = npmPackageFromURL(u)
	return l, true
}

// reservedOwners are github.com paths that are site pages, not users.
var reservedOwners = map[string]bool{
	"about": true, "apps": true, "collections": true, "customer-stories": true, "enterprise": true,
	"explore": true, "features": true, "login": true, "marketplace": true, "new": true,
	"notifications": true, "orgs": true, "organizations": true, "pricing": true, "pulls": true,
	"issues": true, "search": true, "settings": true, "signup": true, "site": true, "sponsors": true,
	"topics": true, "trending": true, "users": true, "security": true, "codespaces": true,
	"resources": true, "solutions": true,
}

// githubRepo normalises a link into a GitHub repository to
// https://github.com/owner/repo, dropping anchors, queries and pages within
// the repository; a /tree/<ref>/<dir> or /blob/<ref>/<dir>/<file> link
// also gives the folder.
func githubRepo(u *url.URL) (repo, subfolder string, ok bool) {
	host := strings.ToLower(u.Hostname())
	if host != "github.com" && host != "www.github.com" {
		return "", "", false
	}
	segs := strings.FieldsFunc(u.Path, func(r rune) bool { return r == '/' })
	if len(segs) < 2 || reservedOwners[strings.ToLower(segs[0])] {
		return "", "", false
	}
	name := strings.TrimSuffix(segs[1], ".git")
	if name == "" {
		return "", "", false
	}
	if len(segs) > 4 {
		switch segs[2] {
		case "tree":
			subfolder = strings.Join(segs[4:], "/")
		case "blob":
			if dir := path.Dir(strings.Join(segs[4:], "/")); dir != "." {
				subfolder = dir
			}
		}
	}
	return "https://github.com/" + segs[0] + "/" + name, subfolder, true
}

// codeRepo reads a link into a repository on GitHub or another common code
// host, giving the repository URL and the folder linked to, if any.
func codeRepo(u *url.URL) (repo, subfolder string) {
	if repo, sub, ok := githubRepo(u); ok {
		return repo, sub
	}
	host := strings.ToLower(u.Hostname())
	segs := strings.FieldsFunc(u.Path, func(r rune) bool { return r == '/' })
	switch host {
	case "gitlab.com":
		// Groups nest, so the project path runs up to GitLab's "/-/".
		if i := slices.Index(segs, "-"); i >= 0 {
			segs = segs[:i]
		}
	case "codeberg.org", "bitbucket.org":
		segs = segs[:min(len(segs), 2)]
	default:
		return "", ""
	}
	if len(segs) < 2 {
		return "", ""
	}
	segs[len(segs)-1] = strings.TrimSuffix(segs[len(segs)-1], ".git")
	return "https://" + host + "/" + strings.Join(segs, "/"), ""
}

// githubRepoOf is the repository a GitHub page belongs to, "" if none.
func githubRepoOf(u *url.URL) string {
	repo, _, _ := githubRepo(u)
	return repo
}

// npmPackageFromURL reads npmjs.com/package/<name> and
// npmjs.com/package/@scope/<name> links.
func npmPackageFromURL(u *url.URL) string {
	host := strings.ToLower(u.Hostname())
	if host != "npmjs.com" && host != "www.npmjs.com" {
		return ""
	}
	p, err := url.PathUnescape(u.EscapedPath())
	if err != nil {
		return ""
	}
	rest, ok := strings.CutPrefix(p, "/package/")
	if !ok {
		return ""
	}
	segs := strings.Split(strings.Trim(rest, "/"), "/")
	name := segs[0]
	if strings.HasPrefix(name, "@") && len(segs) > 1 {
		name += "/" + segs[1]
	}
	if !npmNameRe.MatchString(name) {
		return ""
	}
	return name
}

var npmNameRe = regexp.MustCompile(`^(?:@[a-z0-9][a-z0-9._~-]*/)?[a-z0-9][a-z0-9._~-]*$`)

// packageFromText reads a package name from text such as "@acme/notes-mcp",
// "npx -y weather-mcp" or "weather-mcp@2.3.1".
func packageFromText(s string) string {
	fields := strings.Fields(s)
	if len(fields) == 0 {
		return ""
	}
	name := strings.Trim(fields[len(fields)-1], "`'\"")
	if i := strings.LastIndex(name, "@"); i > 0 {
		name = name[:i] // a version or tag
	}
	name = strings.ToLower(name)
	if !npmNameRe.MatchString(name) {
		return ""
	}
	return name
}

// cleanText collapses whitespace.
func cleanText(s string) string {
	return strings.Join(strings.Fields(s), " ")
}

// trimLead strips what sits between a list item's link and its
// description: spaces, dashes and colons, and the emoji many lists use as a
// legend (language, local or cloud, platform). Opening brackets and quotes
// stay, since they begin the text.
func trimLead(s string) string {
	return strings.TrimLeftFunc(s, func(r rune) bool {
		switch r {
		case '(', '[', '"', '\'', '`', '@', '«', '“', '‘', '¿', '¡':
			return false
		}
		return unicode.IsSpace(r) || unicode.IsPunct(r) || unicode.IsSymbol(r) ||
			unicode.Is(unicode.Mn, r) || unicode.Is(unicode.Cf, r) || unicode.Is(unicode.Co, r) ||
			r == '\uFFFD'
	})
}

// cleanHeading removes decoration (emoji, symbols) around a heading.
func cleanHeading(s string) string {
	s = trimLead(cleanText(s))
	return strings.TrimRightFunc(s, func(r rune) bool {
		return unicode.IsSpace(r) || unicode.IsSymbol(r) || unicode.Is(unicode.Mn, r) || unicode.Is(unicode.Cf, r)
	})
}

var nonSlug = regexp.MustCompile(`[^a-z0-9._-]+`)

// slug turns a display name into a name-safe word.
func slug(s string) string {
	return strings.Trim(nonSlug.ReplaceAllString(strings.ToLower(s), "-"), "-.")
}
