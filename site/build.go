package site

import (
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"io/fs"
	"log/slog"
	"os"
	"path/filepath"
	"runtime"
	"slices"
	"strings"
	"sync"
	"time"

	"github.com/a-h/templ"

	"github.com/mcpscan/mcpscan/catalog"
	"github.com/mcpscan/mcpscan/policy"
	"github.com/mcpscan/mcpscan/registry"
)

// Options say where to build and which stored assessments and policies to
// publish.
type Options struct {
	// Dir is the output directory. It must be new, empty or a site built
	// before (it then holds the build manifest).
	Dir string
	// RulesetVersion selects the stored assessments to show; tools without
	// one under it are shown as unclassified.
	RulesetVersion string
	// PolicyVersion selects the stored policies; servers without one show
	// that none has been generated.
	PolicyVersion string
	// Workers bounds how many servers are rendered at once; 0 means one per
	// CPU.
	Workers int
	// PageSize is the number of rows of a listing page (default 100).
	PageSize int
	// Log receives progress; nil discards it.
	Log *slog.Logger
	// ScannerVersion is mcpscan's version, named in each server's scan
	// receipt in the registry API.
	ScannerVersion string
	// Stamp, when set, is a digest of the registry's content
	// (registry.Store.Stamp). A build whose stamp, options and program are
	// those of the last complete build in Dir returns that build's result
	// without rendering anything (Skipped).
	Stamp string
}

// Result says what a build produced.
type Result struct {
	Servers, Tools int
	Files          int   // files the site has
	Written        int   // files whose bytes changed and were written
	Unchanged      int   // files left alone because their bytes were the same
	Removed        int   // files of an earlier build the catalogue no longer has
	Bytes          int64 // total size of the site
	// LargestPage is the biggest HTML page and its size.
	LargestPage      string
	LargestPageBytes int
	SearchIndexBytes int
	Duration         time.Duration
	// Skipped is set when nothing the site is made from changed since the
	// last build, which is then the site as it stands.
	Skipped bool
}

// defaultPageSize is the rows of a listing page, and the servers of an API
// page (the official registry's largest page).
const defaultPageSize = 100

// serverToolsPerPage bounds the tool table of one server page so a server
// with thousands of tools still stays under the page-size budget.
const serverToolsPerPage = 100

// relatedTools is how many related tools a tool page links to.
const relatedTools = 6

// Build renders the registry into a static site in opts.Dir. It reads the
// registry twice: once for a compact index of every tool (listings, search,
// related tools), then server by server, rendering each server's pages in a
// pool of workers, so memory grows with the index, not with the pages.
// Only files whose bytes changed are written.
func Build(ctx context.Context, store *registry.Store, opts Options) (Result, error) {
	start := time.Now()
	var res Result
	if opts.Dir == "" {
		return res, errors.New("site build: no output directory")
	}
	if opts.PageSize <= 0 {
		opts.PageSize = defaultPageSize
	}
	if opts.Workers <= 0 {
		opts.Workers = runtime.GOMAXPROCS(0)
	}
	log := opts.Log
	if log == nil {
		log = slog.New(slog.DiscardHandler)
	}
	stamp := buildStamp(opts)
	if prev, ok := upToDate(opts.Dir, stamp); ok {
		prev.Written, prev.Unchanged, prev.Removed = 0, prev.Files, 0
		prev.Skipped, prev.Duration = true, time.Since(start)
		return prev, nil
	}
	out, err := openOutput(opts.Dir)
	if err != nil {
		return res, fmt.Errorf("site build: %w", err)
	}
	if err := os.Remove(filepath.Join(opts.Dir, stampName)); err != nil && !errors.Is(err, os.ErrNotExist) {
		return res, fmt.Errorf("site build: %w", err)
	}
	cat, err := loadCatalogue(ctx, store, opts.RulesetVersion)
	if err != nil {
		return res, fmt.Errorf("site build: %w", err)
	}
	res.Servers, res.Tools = len(cat.servers), len(cat.entries)
	log.Info("catalogue indexed", "servers", res.Servers, "tools", res.Tools)

	b := &builder{store: store, opts: opts, cat: cat, out: out, results: make([]serverResult, len(cat.servers))}
	if err := b.renderServers(ctx); err != nil {
		return res, fmt.Errorf("site build: %w", err)
	}
	log.Info("server pages rendered")
	steps := []func(context.Context) error{b.assets, b.home, b.serverIndex, b.browse, b.searchPages, b.api, b.feed}
	for _, step := range steps {
		if err := step(ctx); err != nil {
			return res, fmt.Errorf("site build: %w", err)
		}
	}
	removed, err := out.finish()
	if err != nil {
		return res, fmt.Errorf("site build: %w", err)
	}
	res.Files, res.Written, res.Unchanged, res.Removed = len(out.now), out.written, out.unchanged, removed
	res.Bytes, res.LargestPage, res.LargestPageBytes = out.bytes, out.largest, out.largestN
	res.SearchIndexBytes = b.indexBytes
	res.Duration = time.Since(start)
	if err := writeStampFile(opts.Dir, stamp, res); err != nil {
		return res, fmt.Errorf("site build: %w", err)
	}
	return res, nil
}

// builder holds one build's state.
type builder struct {
	store      *registry.Store
	opts       Options
	cat        *catalogue
	out        *output
	results    []serverResult
	indexBytes int
}

// serverResult is what the pages built after the server pages need to know
// about one server.
type serverResult struct {
	score     scoreCard
	highest   string
	dangerous int
	api       []byte      // the server's entry in the registry API
	feed      []feedEntry // the server's newest risk changes, for the catalogue's feed
}

func (b *builder) renderServers(ctx context.Context) error {
	ctx, cancel := context.WithCancel(ctx)
	defer cancel()
	jobs := make(chan int)
	var wg sync.WaitGroup
	var mu sync.Mutex
	var firstErr error
	for range b.opts.Workers {
		wg.Go(func() {
			var buf bytes.Buffer
			for i := range jobs {
				if err := b.renderServer(ctx, i, &buf); err != nil {
					mu.Lock()
					if firstErr == nil {
						firstErr = err
						cancel()
					}
					mu.Unlock()
				}
			}
		})
	}
	for i := range b.cat.servers {
		select {
		case jobs <- i:
			continue
		case <-ctx.Done():
		}
		break
	}
	close(jobs)
	wg.Wait()
	if firstErr != nil {
		return firstErr
	}
	return ctx.Err()
}

// render writes a component's HTML to rel.
func (b *builder) render(ctx context.Context, buf *bytes.Buffer, rel string, c templ.Component) error {
	buf.Reset()
	if err := c.Render(ctx, buf); err != nil {
		return fmt.Errorf("render %s: %w", rel, err)
	}
	return b.out.write(rel, visibleBytes(buf.Bytes()))
}

func (b *builder) renderServer(ctx context.Context, i int, buf *bytes.Buffer) error {
	si := b.cat.servers[i]
	fail := func(err error) error { return fmt.Errorf("server %q: %w", si.name, err) }
	versions, err := b.store.ServerVersions(ctx, si.name)
	if err != nil {
		return fail(err)
	}
	var srv catalog.Server
	if err := json.Unmarshal(versions[len(versions)-1].Document, &srv); err != nil {
		return fail(fmt.Errorf("decode server: %w", err))
	}
	all, err := b.store.ToolVersions(ctx, si.name)
	if err != nil {
		return fail(err)
	}
	assess, err := b.store.ServerAssessments(ctx, si.name, b.opts.RulesetVersion)
	if err != nil {
		return fail(err)
	}
	var pol *policy.Document
	var polRaw []byte
	var serverFindings []finding
	state := ""
	stored, err := b.store.Policy(ctx, si.name, b.opts.PolicyVersion)
	switch {
	case errors.Is(err, registry.ErrNotFound):
		state = "missing"
	case err != nil:
		return fail(err)
	default:
		if pol, err = policy.Parse(stored.Document); err != nil {
			return fail(fmt.Errorf("stored policy: %w", err))
		}
		polRaw = stored.Document
		serverFindings = decodeFindings(stored.Findings)
	}

	head := newServerHead(srv, si.slug, si.first, si.last)
	root2 := "../../"
	slugOf := map[string]string{}
	for e := si.start; e < si.end; e++ {
		slugOf[b.cat.entries[e].name] = b.cat.entries[e].slug
	}
	var tools []toolView
	var facts []toolFacts
	hashes := map[string]string{}
	history := map[string][]registry.StoredTool{}
	for _, st := range all {
		history[st.Name] = append(history[st.Name], st)
	}
	changes := drift(all, assess, versions, si.first, slugOf)
	for k := range changes {
		if changes[k].slug != "" {
			changes[k].URL = toolURL(root2, si.slug, changes[k].slug)
		}
	}
	var scanned []catalog.Tool // the definitions the receipt binds
	for _, st := range all {
		if !st.Current {
			continue
		}
		scanned = append(scanned, st.Tool)
		slug, ok := slugOf[st.Name]
		if !ok {
			continue // the tool appeared after the index was read
		}
		var a *assessment
		if stored, ok := assess[st.Hash]; ok {
			a = new(assessment)
			if err := json.Unmarshal(stored.Document, a); err != nil {
				return fail(fmt.Errorf("tool %q assessment: %w", st.Name, err))
			}
		}
		v, err := newToolView(st, a, si.slug, slug)
		if err != nil {
			return fail(err)
		}
		v.ServerName = displayName(srv)
		v.Snippet, v.Effect, v.RuleKind, v.Limit = ruleSnippet(pol, st.Name)
		v.History = historyRows(history[st.Name], assess, versions)
		v.RiskChange = latestRiskChange(changes, st.Name, st.Hash)
		hashes[st.Name] = st.Hash
		tools = append(tools, v)
		facts = append(facts, v.facts)
	}
	if state == "" && registry.ToolSetHash(hashes) != stored.ToolsHash {
		state = "stale"
	}

	card := score(facts, serverFindings)
	tokens, heaviest, heaviestN := 0, "", 0
	for _, t := range tools {
		tokens += t.Tokens
		if t.Tokens > heaviestN {
			heaviest, heaviestN = t.Name, t.Tokens
		}
	}
	best, avoid, gotchas := advice(adviceInput{tools: tools, serverFindings: serverFindings, local: head.Local, tokens: tokens})

	// Tool pages.
	for k := range tools {
		t := &tools[k]
		e := b.cat.entries[si.start+int32(k)] //nolint:gosec // k < tools of one server
		if e.name != t.Name {
			return fail(fmt.Errorf("tool %q: index out of step with the registry", t.Name))
		}
		for _, o := range b.cat.related(si.start+int32(k), relatedTools) { //nolint:gosec // see above
			oe := b.cat.entries[o]
			other := b.cat.servers[oe.server]
			t.Related = append(t.Related, relatedTool{Name: oe.name, URL: toolURL("../../../", other.slug, oe.slug),
				Server: other.name, Severity: oe.severity})
		}
		pv := toolPageView{page: page{Title: t.Name + " on " + head.Name, Root: "../../../",
			Description: cut(t.Category+" / "+orUnclassified(t.Severity)+" risk. "+t.Description, 155)},
			Tool: *t, Head: head}
		pv.FAQ = toolFAQ(*t, head)
		if err := b.render(ctx, buf, "tools/"+si.slug+"/"+t.Slug+"/index.html", toolPage(pv)); err != nil {
			return fail(err)
		}
	}

	// Server pages: the first page of the tool table with everything
	// else, further pages with the table only.
	sv := serverView{page: page{Title: head.Name, Root: root2, Nav: "servers",
		Description: cut(fmt.Sprintf("%d tools, risk grade %s. %s", len(tools), card.Grade, srv.Description), 155)},
		Head: head, ToolCount: len(tools), Score: card, Best: best, Avoid: avoid, Gotchas: gotchas,
		Tokens: tokens, Heaviest: heaviest, HeaviestTokens: heaviestN, PolicyState: state, ServerFindings: serverFindings,
		PolicyURL: policyURL(root2, si.slug), PolicyFile: si.slug + ".policy.json"}
	sv.Counts = countTools(tools)
	if polRaw != nil {
		sv.Policy = strings.TrimSpace(string(polRaw))
		if len(sv.Policy) > maxSnippet {
			sv.Policy, sv.PolicyTruncated = cutLines(sv.Policy, maxSnippet), true
		}
		if err := b.out.write("policies/"+si.slug+".policy.json", polRaw); err != nil {
			return fail(err)
		}
	}
	for _, v := range versions {
		sv.Versions = append(sv.Versions, versionRow{Version: v.Version, FirstSeen: day(v.FirstSeen), LastSeen: day(v.LastSeen), Tools: v.ToolCount})
	}
	slices.Reverse(sv.Versions)
	sv.Drift = changes[:min(len(changes), maxDrift)]
	pages := max(1, (len(tools)+serverToolsPerPage-1)/serverToolsPerPage)
	for p := 1; p <= pages; p++ {
		v := sv
		v.Tools = tools[(p-1)*serverToolsPerPage : min(p*serverToolsPerPage, len(tools))]
		rel := "servers/" + si.slug + "/index.html"
		if p > 1 {
			v.Root = "../../../../"
			v.PolicyURL = policyURL(v.Root, si.slug)
			v.Title = fmt.Sprintf("%s: tools, page %d", head.Name, p)
			rel = fmt.Sprintf("servers/%s/tools/%d/index.html", si.slug, p)
		}
		v.Pager = pager{Page: p, Pages: pages, Root: v.Root, Base: "servers/" + si.slug + "/tools"}
		if err := b.render(ctx, buf, rel, serverPage(v)); err != nil {
			return fail(err)
		}
	}

	r := serverResult{score: card, feed: feedEntries(si, changes)}
	for _, t := range tools {
		if severityRank(t.Severity) > severityRank(r.highest) {
			r.highest = t.Severity
		}
		if severityRank(t.Severity) >= severityRank("High") {
			r.dangerous++
		}
	}
	srv.Tools = scanned
	api, err := apiEntry(srv, si, tools, card, r.highest, serverFindings, polRaw != nil, b.opts)
	if err != nil {
		return fail(err)
	}
	r.api = api
	b.results[i] = r
	return nil
}

func displayName(srv catalog.Server) string {
	if srv.Title != "" {
		return srv.Title
	}
	return srv.Name
}

// cutLines shortens text to at most n bytes at a line break.
func cutLines(text string, n int) string {
	if len(text) <= n {
		return text
	}
	text = text[:n]
	if i := strings.LastIndexByte(text, '\n'); i > 0 {
		text = text[:i]
	}
	return text + "\n…"
}

type versionRow struct {
	Version, FirstSeen, LastSeen string
	Tools                        int
}

// countRow is one bar of a count chart or one line of a count table.
type countRow struct {
	Label, URL, Class string
	Count             int
	Width             int // bar length in chart units (0–300)
}

func countTools(tools []toolView) []countRow {
	counts := map[string]int{}
	for _, t := range tools {
		counts[t.Category]++
	}
	var out []countRow
	for _, c := range append(slices.Clone(categories), unclassified) {
		if counts[c] > 0 {
			out = append(out, countRow{Label: c, Count: counts[c], Class: "cat-" + strings.ToLower(c)})
		}
	}
	return out
}

// serverView is a server page.
type serverView struct {
	page
	Head                   serverHead
	Tools                  []toolView
	ToolCount              int
	Pager                  pager
	Counts                 []countRow
	Score                  scoreCard
	Best, Avoid, Gotchas   []string
	Tokens, HeaviestTokens int
	Heaviest               string
	Policy                 string
	PolicyTruncated        bool
	PolicyState            string // "", "missing" or "stale"
	PolicyURL, PolicyFile  string
	Versions               []versionRow
	Drift                  []driftRow
	ServerFindings         []finding
}

// toolPageView is a tool page.
type toolPageView struct {
	page
	Tool toolView
	Head serverHead
	FAQ  []faq
}

// assetFiles are the stylesheet and scripts, written as they are.
func (b *builder) assets(context.Context) error {
	return fs.WalkDir(assetFS, "assets", func(path string, d fs.DirEntry, err error) error {
		if err != nil || d.IsDir() {
			return err
		}
		data, err := fs.ReadFile(assetFS, path)
		if err != nil {
			return err
		}
		return b.out.write(path, data)
	})
}
