package htmlsrc

import (
	"regexp"
	"slices"
	"strings"
)

// layout is the shape of a page: how entries are laid out on it.
type layout int

const (
	// layoutList is a rendered Markdown list: headings name categories and
	// each list item holds one link to a server.
	layoutList layout = iota
	// layoutCards is a grid of cards, one per server.
	layoutCards
	// layoutTable is an HTML table, one row per server, with columns named
	// in its header.
	layoutTable
)

// site is everything Extract needs to know about one kind of page. All the
// selectors of a site live in its entry in sites below, so a page redesign
// is fixed in one place. Where a field is a list, earlier selectors win.
type site struct {
	layout layout
	// root is the content area; entries outside it (navigation, footers)
	// are ignored. "" means the whole document. A page without it is an
	// error, because that means the layout changed.
	root string
	// next finds the link to the following page.
	next string

	// List layout.
	headings     string         // elements whose text is the category of what follows
	items        string         // one candidate entry each
	skipSections *regexp.Regexp // categories that list no servers

	// Card layout.
	card        string
	title       []string
	description []string
	category    []string
	tags        string
	homepage    string // an explicit link to the server's own website

	// Table layout.
	table   string
	columns map[column][]string // words that name each column in the header
}

// column is a field a directory table may have a column for.
type column int

const (
	colName column = iota
	colDescription
	colCategory
	colRepo
	colPackage
	colHomepage
)

// nextLink is the pagination link every layout understands.
const nextLink = `a[rel~="next"], link[rel~="next"]`

var sites = map[string]site{
	// A README rendered by GitHub: <article class="markdown-body"> holding
	// h2/h3 headings (each inside a div.markdown-heading) and lists whose
	// items start with a link to the server, followed by legend emoji and
	// " - description".
	"awesome-list": {
		layout:   layoutList,
		root:     "article.markdown-body",
		next:     nextLink,
		headings: "h2, h3",
		items:    "li",
		skipSections: regexp.MustCompile(`(?i)^(table of )?contents$|^legend|contribut|^licen[cs]e|` +
			`star history|tutorial|^clients?$|^frameworks?$|^community|^resources$|^related|` +
			`^acknowledg|^sponsors?$|^faq`),
	},
	// A catalogue's listing page: a grid of cards, each with a title that
	// links to the catalogue's own page for the server, a description,
	// category and tag chips, and links to the repository and package.
	"catalogue-grid": {
		layout:      layoutCards,
		next:        nextLink + `, nav.pagination a.next, li.next > a`,
		card:        "a.server-card, article.server-card, div.server-card, div.card",
		title:       []string{".card-title", "h2", "h3", "h4"},
		description: []string{".card-description", ".description", "p"},
		category:    []string{".card-category", ".category"},
		tags:        ".tag, .chip, .badge",
		homepage:    "a.website, a.homepage, a[data-link=website]",
	},
	// A directory as one data table per page, with a header row naming the
	// columns (in any order) and pagination links under it.
	"table-directory": {
		layout: layoutTable,
		next:   nextLink + `, nav.pagination a.next, .pagination li.next > a`,
		table:  "table",
		columns: map[column][]string{
			colName:        {"name", "server", "title"},
			colDescription: {"description", "summary", "about", "what it does"},
			colCategory:    {"category", "type", "topic"},
			colRepo:        {"repository", "repo", "source", "github", "code"},
			colPackage:     {"package", "npm", "install"},
			colHomepage:    {"website", "homepage", "home page", "url"},
		},
	},
}

// Sites lists the site names Extract and Fetch accept.
func Sites() []string {
	names := make([]string, 0, len(sites))
	for name := range sites {
		names = append(names, name)
	}
	slices.Sort(names)
	return names
}

// knownSites is the list for error messages.
func knownSites() string { return strings.Join(Sites(), ", ") }
