package cli

import (
	"errors"
	"fmt"
	"net/http"
	"os"
	"slices"
	"strings"
	"time"

	"github.com/schollz/progressbar/v3"
	"github.com/spf13/cobra"
	"golang.org/x/term"

	"github.com/mcpscan/mcpscan/crawler"
	"github.com/mcpscan/mcpscan/crawler/htmlsrc"
	"github.com/mcpscan/mcpscan/crawler/introspect"
	"github.com/mcpscan/mcpscan/crawler/npm"
	"github.com/mcpscan/mcpscan/crawler/registryapi"
	"github.com/mcpscan/mcpscan/internal/httpx"
	"github.com/mcpscan/mcpscan/registry"
)

// crawlFlags are the crawl command's settings.
type crawlFlags struct {
	sources     enumSlice
	registryURL string
	npmURL      string
	npmPackages []string
	npmSearch   string
	limit       int
	deep        bool
	npmCache    string
	serverArgs  []string
	htmlURLs    []string
	htmlSite    string
	configs     []string
	concurrency int
	timeout     time.Duration
	dumpDir     string
	full        bool
}

func (f *crawlFlags) register(cmd *cobra.Command) {
	fl := cmd.Flags()
	fl.StringVar(&f.registryURL, "registry-url", "https://registry.modelcontextprotocol.io", "base URL of the MCP registry API (--source registry)")
	fl.StringVar(&f.npmURL, "npm-registry-url", "https://registry.npmjs.org", "base URL of the npm registry (--source npm)")
	fl.StringArrayVar(&f.npmPackages, "npm-package", nil, "npm package NAME[@VERSION] to crawl instead of searching, repeatable")
	fl.StringVar(&f.npmSearch, "npm-search", "", "extra search text for the npm keyword search")
	fl.IntVar(&f.limit, "limit", 0, "stop after this many servers from a searching source (0: no limit)")
	fl.BoolVar(&f.deep, "deep", false, "install npm packages (scripts disabled) and introspect them over stdio")
	fl.StringVar(&f.npmCache, "npm-cache", "", "npm download cache shared by --deep installs (npm's default when empty)")
	fl.StringArrayVar(&f.serverArgs, "server-arg", nil, "extra argument for a package's server, as PACKAGE=ARG, repeatable")
	fl.StringArrayVar(&f.htmlURLs, "html-url", nil, "catalogue page to crawl (--source html), repeatable")
	fl.StringVar(&f.htmlSite, "html-site", "awesome-list", "page layout of --html-url: "+strings.Join(htmlsrc.Sites(), "|"))
	fl.StringArrayVar(&f.configs, "client-config", nil, "MCP client config file to read (--source config); default: discover them")
	fl.IntVar(&f.concurrency, "concurrency", 0, "servers introspected at once (default: number of CPUs)")
	fl.DurationVar(&f.timeout, "timeout", introspect.DefaultLimits.Timeout, "time allowed to introspect one server")
	fl.StringVar(&f.dumpDir, "dump", "", "also write each introspected server's tools to DIR/<server>.json")
	fl.BoolVar(&f.full, "full", false, "crawl everything again instead of continuing from the last successful run")
}

func (a *app) runCrawl(cmd *cobra.Command, f *crawlFlags, files []string) error {
	// A crawl reaches many servers one after another: it signs in to
	// none of them in a browser. Those behind OAuth need a login first.
	a.useAuthenticator(false)
	sources, err := a.buildSources(f, files)
	if err != nil {
		return err
	}
	return a.withStore(cmd, func(store *registry.Store) error {
		var failed []error
		for _, src := range sources {
			sum, err := a.crawlOne(cmd, store, src, f)
			if err != nil {
				return err
			}
			a.printSummary(sum)
			if cs, ok := src.(*crawler.ConfigSource); ok {
				for _, f := range cs.Failures() {
					fmt.Fprintf(a.stdout, "  failed: %s\n", configFailure(f))
				}
				for _, p := range cs.Problems() {
					fmt.Fprintf(a.stdout, "  note: %s\n", p)
				}
			}
			if sum.Status == registry.RunFailed {
				failed = append(failed, fmt.Errorf("crawl %s: %w", src.Name(), sum.Err))
			}
		}
		if len(failed) > 0 {
			return &exitError{code: ExitUsage, err: errors.Join(failed...)}
		}
		return nil
	})
}

func (a *app) buildSources(f *crawlFlags, files []string) ([]crawler.Source, error) {
	kinds := f.sources.values
	if len(kinds) == 0 {
		if len(files) > 0 {
			kinds = []string{"file"}
		} else {
			return nil, usageError("choose at least one --source (%s)", strings.Join(f.sources.allowed, "|"))
		}
	}
	hc := httpx.New(httpx.WithHTTPClient(&http.Client{Timeout: 30 * time.Second}))
	var out []crawler.Source
	for _, k := range kinds {
		switch k {
		case "file":
			if len(files) == 0 {
				return nil, usageError("--source file needs FILE or DIR arguments")
			}
			out = append(out, &crawler.FileSource{Paths: files})
		case "npm":
			args := map[string][]string{}
			for _, sa := range f.serverArgs {
				pkg, arg, ok := strings.Cut(sa, "=")
				if !ok || pkg == "" {
					return nil, usageError("--server-arg %q: want PACKAGE=ARG", sa)
				}
				args[pkg] = append(args[pkg], arg)
			}
			src := &crawler.NPMSource{
				Client:     npm.New(f.npmURL, hc),
				Registry:   f.npmURL,
				Packages:   f.npmPackages,
				Search:     npm.SearchOptions{Text: f.npmSearch, Limit: f.limit},
				Deep:       f.deep,
				Install:    crawler.InstallOptions{Cache: f.npmCache, Registry: f.npmURL},
				ServerArgs: args,
			}
			out = append(out, src)
		case "config":
			out = append(out, &crawler.ConfigSource{Paths: f.configs})
		case "registry":
			out = append(out, &crawler.RegistrySource{
				Client:  registryapi.New(f.registryURL, hc),
				BaseURL: f.registryURL,
				Options: registryapi.ListOptions{Limit: registryapi.MaxLimit},
				Limit:   f.limit,
			})
		case "html":
			if len(f.htmlURLs) == 0 {
				return nil, usageError("--source html needs --html-url")
			}
			if !slices.Contains(htmlsrc.Sites(), f.htmlSite) {
				return nil, usageError("--html-site %q: known layouts are %s", f.htmlSite, strings.Join(htmlsrc.Sites(), ", "))
			}
			out = append(out, &crawler.HTMLSource{HTTP: hc, Site: f.htmlSite, URLs: f.htmlURLs, MaxPages: htmlsrc.DefaultMaxPages})
		}
	}
	return out, nil
}

func (a *app) crawlOne(cmd *cobra.Command, store *registry.Store, src crawler.Source, f *crawlFlags) (*crawler.Summary, error) {
	bar := a.progress(src.Name())
	opts := crawler.Options{
		Concurrency: f.concurrency,
		Limits:      introspect.Limits{Timeout: f.timeout},
		Incremental: !f.full,
		DumpDir:     f.dumpDir,
		Log:         a.log,
		OnItem: func(o crawler.Outcome) {
			if bar != nil {
				bar.Describe(fmt.Sprintf("%s: %s", src.Name(), o.Server))
				_ = bar.Add(1)
			}
			if o.Err != nil {
				a.log.Warn("server failed", "server", o.Server, "err", o.Err)
			}
		},
	}
	sum, err := crawler.Crawl(cmd.Context(), store, src, opts)
	if bar != nil {
		_ = bar.Finish()
		fmt.Fprintln(a.stderr)
	}
	return sum, err
}

// progress returns a spinner-style bar on stderr when stderr is a terminal,
// nil otherwise (logs and CI output stay clean).
func (a *app) progress(desc string) *progressbar.ProgressBar {
	f, ok := a.stderr.(*os.File)
	if !ok || !term.IsTerminal(int(f.Fd())) { //nolint:gosec // a file descriptor fits an int
		return nil
	}
	return progressbar.NewOptions(-1,
		progressbar.OptionSetWriter(a.stderr),
		progressbar.OptionSetDescription(desc),
		progressbar.OptionShowCount(),
		progressbar.OptionShowIts(),
		progressbar.OptionSetItsString("servers"),
		progressbar.OptionThrottle(100*time.Millisecond),
		progressbar.OptionClearOnFinish(),
	)
}

func (a *app) printSummary(s *crawler.Summary) {
	w := a.stdout
	fmt.Fprintf(w, "%s (%s): %d servers found, %d new, %d changed, %d unchanged, %d failed; %d tools; %s [%s]\n",
		s.Source, s.Target, s.Found, s.New, s.Changed, s.Unchanged, s.Failed, s.Tools, s.Duration.Round(time.Millisecond), s.Status)
	for _, d := range s.Drift {
		fmt.Fprintf(w, "  drift: %s/%s %s → %s\n", d.Server, d.Tool, shortHash(d.OldHash), shortHash(d.NewHash))
	}
	for _, fl := range s.Failures {
		fmt.Fprintf(w, "  failed: %s: %s\n", fl.Server, oneLine(fl.Reason, 300))
	}
	if s.Err != nil {
		fmt.Fprintf(w, "  source error: %s\n", oneLine(s.Err.Error(), 300))
	}
}

// configFailure is one line for a config file or entry that failed.
func configFailure(f crawler.ConfigFailure) string {
	if f.Server == "" {
		return f.Location + ": " + f.Reason
	}
	return fmt.Sprintf("%s: server %q: %s", f.Location, f.Server, f.Reason)
}

func shortHash(h string) string {
	if len(h) > 15 {
		return h[:15] + "…"
	}
	return h
}
