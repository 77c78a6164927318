package cli

import (
	"context"
	"fmt"
	"net"
	"os"
	"time"

	"github.com/spf13/cobra"

	"github.com/mcpscan/mcpscan/internal/publish"
	"github.com/mcpscan/mcpscan/policygen"
	"github.com/mcpscan/mcpscan/registry"
	"github.com/mcpscan/mcpscan/site"
)

// siteFlags are the options shared by site build and site serve.
type siteFlags struct {
	rules, overrides string
	workers          int
	force            bool
}

func (f *siteFlags) register(cmd *cobra.Command) {
	cmd.Flags().StringVar(&f.rules, "rules", "", "ruleset file that extends or overrides the built-in rules")
	cmd.Flags().StringVar(&f.overrides, "overrides", "", "JSON file that changes the generated policies' defaults (as policy generate)")
	cmd.Flags().IntVar(&f.workers, "workers", 0, "servers classified and rendered at once (default: number of CPUs)")
	cmd.Flags().BoolVar(&f.force, "force", false, "render every page even when nothing changed since the last build")
}

func (a *app) siteCommand() *cobra.Command {
	cmd := &cobra.Command{
		Use:   "site",
		Short: "Build or serve the static catalogue website",
		Long: `The catalogue website shows every server and tool in the registry with its risk:
a home page with counts by category and severity, a page per server (score
breakdown, advice, token cost, recommended policy.json, history) and per tool
(evidence, annotations, policy snippet, related tools, FAQ), browse pages by
risk level and category, a search page, and a registry-compatible static API at
/v0.1/servers with the risk data under _meta["io.mcpscan/risk"].

Before building, every current tool without an assessment is classified and
every server's policy is (re)generated, all stored in the registry.`,
	}
	var flags siteFlags
	var out string
	build := &cobra.Command{
		Use:   "build",
		Short: "Render the registry into a static site",
		Long: `Build renders the registry into DIR. Only files whose bytes changed are
written, and pages of servers and tools that are gone are removed; DIR must be
new, empty or a site built before. When neither the registry nor mcpscan changed
since the last build into DIR, nothing is rendered (--force renders anyway).`,
		Example: `  mcpscan site build -o public/
  mcpscan --db catalogue.db site build -o public/ --rules my-rules.json`,
		Args: cobra.NoArgs,
		RunE: func(cmd *cobra.Command, _ []string) error {
			_, err := a.buildSite(cmd.Context(), out, flags)
			return err
		},
	}
	build.Flags().StringVarP(&out, "output", "o", "site-out", "directory to write the site into")
	flags.register(build)

	var addr, dir string
	var serveFlags siteFlags
	serve := &cobra.Command{
		Use:   "serve",
		Short: "Serve a built site (building it first if needed)",
		Long: `Serve serves the site in --dir, or, without --dir, builds the registry into a
temporary directory and serves that. It stops on Ctrl-C.`,
		Example: `  mcpscan site serve
  mcpscan site serve --dir public/ --addr 127.0.0.1:9000`,
		Args: cobra.NoArgs,
		RunE: func(cmd *cobra.Command, _ []string) error {
			ctx := cmd.Context()
			if dir == "" {
				tmp, err := os.MkdirTemp("", "mcpscan-site-")
				if err != nil {
					return fmt.Errorf("site serve: %w", err)
				}
				defer func() { _ = os.RemoveAll(tmp) }()
				if _, err := a.buildSite(ctx, tmp, serveFlags); err != nil {
					return err
				}
				dir = tmp
			} else if !site.IsSite(dir) {
				return usageError("site serve: %s is not a built site (run mcpscan site build -o %s first)", dir, dir)
			}
			return a.serveSite(ctx, dir, addr)
		},
	}
	serve.Flags().StringVar(&addr, "addr", "127.0.0.1:8080", "address to listen on")
	serve.Flags().StringVar(&dir, "dir", "", "built site to serve (default: build the registry into a temporary directory)")
	serveFlags.register(serve)
	cmd.AddCommand(build, serve)
	return cmd
}

// buildSite gets the registry ready (every tool classified, every server's
// policy generated) and renders it into dir. A command that publishes the
// catalogue calls this, then serveSite.
func (a *app) buildSite(ctx context.Context, dir string, f siteFlags) (site.Result, error) {
	rs, err := loadRuleset(f.rules)
	if err != nil {
		return site.Result{}, err
	}
	popts := policygen.Options{}
	if f.overrides != "" {
		data, err := os.ReadFile(f.overrides)
		if err != nil {
			return site.Result{}, usageError("--overrides: %w", err)
		}
		if popts, err = policygen.ParseOptions(data); err != nil {
			return site.Result{}, usageError("--overrides %s: %w", f.overrides, err)
		}
	}
	store, err := registry.Open(ctx, a.dbPath)
	if err != nil {
		return site.Result{}, err
	}
	defer func() { _ = store.Close() }()
	started := time.Now()
	prep, err := publish.Prepare(ctx, store, publish.Options{Ruleset: rs, Policy: popts, Workers: f.workers, Log: a.log})
	if err != nil {
		return site.Result{}, err
	}
	fmt.Fprintf(a.stdout, "registry: %d servers, %d tools (%d classified now, %d policies written) in %s\n",
		prep.Servers, prep.Tools, prep.Classified, prep.Policies, time.Since(started).Round(time.Millisecond))
	// The registry's stamp lets an unchanged catalogue skip the build.
	stamp := ""
	if !f.force {
		if stamp, err = store.Stamp(ctx); err != nil {
			return site.Result{}, err
		}
	}
	res, err := site.Build(ctx, store, site.Options{Dir: dir, RulesetVersion: prep.RulesetVersion, ScannerVersion: buildVersion(),
		PolicyVersion: prep.PolicyVersion, Workers: f.workers, Log: a.log, Stamp: stamp})
	if err != nil {
		return res, err
	}
	if res.Skipped {
		fmt.Fprintf(a.stdout, "site: %s: unchanged since its last build (%d files, %.1f MB), checked in %s\n",
			dir, res.Files, float64(res.Bytes)/1e6, res.Duration.Round(time.Millisecond))
		return res, nil
	}
	fmt.Fprintf(a.stdout, "site: %s: %d files (%d written, %d unchanged, %d removed), %.1f MB, largest page %s (%d KB), search index %d KB, in %s\n",
		dir, res.Files, res.Written, res.Unchanged, res.Removed, float64(res.Bytes)/1e6, res.LargestPage, res.LargestPageBytes/1024,
		res.SearchIndexBytes/1024, res.Duration.Round(time.Millisecond))
	return res, nil
}

// serveSite serves a built site on addr until ctx ends.
func (a *app) serveSite(ctx context.Context, dir, addr string) error {
	ln, err := (&net.ListenConfig{}).Listen(ctx, "tcp", addr)
	if err != nil {
		return usageError("site serve: %w", err)
	}
	fmt.Fprintf(a.stdout, "serving %s at http://%s/ (Ctrl-C to stop)\n", dir, ln.Addr())
	return site.Serve(ctx, ln, dir)
}
