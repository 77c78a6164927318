package cli

import (
	"context"
	"crypto/sha256"
	"encoding/hex"
	"errors"
	"fmt"
	"net"
	"os"
	"os/exec"
	"path/filepath"
	"runtime"
	"time"

	"github.com/spf13/cobra"

	"github.com/mcpscan/mcpscan/crawler"
	"github.com/mcpscan/mcpscan/internal/snapshot"
	"github.com/mcpscan/mcpscan/registry"
	"github.com/mcpscan/mcpscan/site"
)

// snapshotSource names the embedded snapshot's runs in the crawl log.
const snapshotSource = "snapshot"

type upFlags struct {
	addr, out string
	open      bool
	noServe   bool
	scan      bool
	site      siteFlags
	crawl     crawlFlags
}

func (a *app) upCommand() *cobra.Command {
	f := &upFlags{}
	cmd := &cobra.Command{
		Use:   "up [FILE|DIR]... [--scan] [--open]",
		Short: "Build the catalogue from the embedded snapshot and your sources, and serve it",
		Long: `Up does the whole job on this machine, with no setup and no network: it loads the
embedded snapshot of real MCP servers (crawled from npm by mcpscan's own crawler),
adds the tool dumps and server.json files given as arguments and, with --scan, the
servers of this machine's MCP client configs; classifies every tool; generates every
server's policy; stores it all in the registry (--db); builds the catalogue website
(--out) and serves it on 127.0.0.1 until Ctrl-C.

Running it again is fast: a snapshot already loaded is not read again, tools already
classified under the same rules are not classified again, and site pages whose bytes
did not change are not rewritten.`,
		Example: `  mcpscan up
  mcpscan up --open
  mcpscan up dumps/ --scan --addr 127.0.0.1:9000
  mcpscan up --no-serve --out public/`,
		RunE: func(cmd *cobra.Command, args []string) error {
			return a.runUp(cmd, f, args)
		},
	}
	fl := cmd.Flags()
	fl.StringVar(&f.addr, "addr", "127.0.0.1:8080", "address to serve the site on (another free port is used if it is taken)")
	fl.StringVarP(&f.out, "out", "o", defaultSiteDir(), "directory the site is built into (kept, so rebuilds are incremental)")
	fl.BoolVar(&f.open, "open", false, "open the site in a browser once it is served")
	fl.BoolVar(&f.noServe, "no-serve", false, "build and stop, without serving")
	fl.BoolVar(&f.scan, "scan", false, "also introspect the servers of this machine's MCP client configs")
	fl.DurationVar(&f.crawl.timeout, "timeout", 30*time.Second, "time allowed to introspect one server (--scan)")
	f.site.register(cmd)
	return cmd
}

// defaultSiteDir keeps the built site beside the registry.
func defaultSiteDir() string {
	return filepath.Join(filepath.Dir(defaultDBPath()), "site")
}

func (a *app) runUp(cmd *cobra.Command, f *upFlags, args []string) error {
	ctx := cmd.Context()
	start := time.Now()
	err := a.withStore(cmd, func(store *registry.Store) error {
		if err := a.loadSnapshot(ctx, store); err != nil {
			return err
		}
		var sources []crawler.Source
		if len(args) > 0 {
			sources = append(sources, &crawler.FileSource{Paths: args})
		}
		if f.scan {
			sources = append(sources, &crawler.ConfigSource{})
		}
		for _, src := range sources {
			sum, err := a.crawlOne(cmd, store, src, &f.crawl)
			if err != nil {
				return err
			}
			a.printSummary(sum)
			if sum.Status == registry.RunFailed {
				return &exitError{code: ExitUsage, err: fmt.Errorf("%s: %w", src.Name(), sum.Err)}
			}
		}
		return nil
	})
	if err != nil {
		return err
	}
	res, err := a.buildSite(ctx, f.out, f.site)
	if err != nil {
		return err
	}
	fmt.Fprintf(a.stdout, "ready in %s: %d servers, %d tools; policies in %s\n", time.Since(start).Round(time.Millisecond),
		res.Servers, res.Tools, filepath.Join(f.out, "policies"))
	if f.noServe {
		fmt.Fprintf(a.stdout, "open %s in a browser, or serve it: mcpscan site serve --dir %s\n", filepath.Join(f.out, "index.html"), f.out)
		return nil
	}
	ln, err := listenNear(ctx, f.addr)
	if err != nil {
		return usageError("--addr: %w", err)
	}
	url := "http://" + ln.Addr().String() + "/"
	fmt.Fprintf(a.stdout, "serving the catalogue at %s (Ctrl-C to stop)\n", url)
	if f.open {
		if err := openBrowser(ctx, url); err != nil {
			fmt.Fprintf(a.stdout, "could not open a browser (%v); open %s yourself\n", err, url)
		}
	}
	return site.Serve(ctx, ln, f.out)
}

// loadSnapshot stores the embedded snapshot's servers in the registry,
// unless this very snapshot was loaded before: its digest is kept as the
// state of the last snapshot run.
func (a *app) loadSnapshot(ctx context.Context, store *registry.Store) error {
	started := time.Now()
	digest, err := snapshotDigest()
	if err != nil {
		return err
	}
	if last, err := store.LastSuccessfulCrawl(ctx, snapshotSource); err == nil && last.State == digest {
		fmt.Fprintf(a.stdout, "snapshot of %s: %d servers, already in the registry\n", snapshot.Date, last.ServersFound)
		return nil
	} else if err != nil && !errors.Is(err, registry.ErrNotFound) {
		return err
	}
	servers, err := snapshot.Servers()
	if err != nil {
		return err
	}
	id, err := store.StartCrawl(ctx, snapshotSource, snapshot.Date)
	if err != nil {
		return err
	}
	run := registry.CrawlRun{ID: id, Status: registry.RunOK, ServersFound: len(servers), State: digest}
	results, err := store.UpsertServers(ctx, servers)
	if err != nil {
		run.Status, run.Error = registry.RunFailed, err.Error()
		_ = store.FinishCrawl(context.WithoutCancel(ctx), run)
		return err
	}
	for i, r := range results {
		run.ToolsFound += len(servers[i].Tools)
		switch {
		case r.NewServer:
			run.ServersNew++
		case r.Modified():
			run.ServersChanged++
		}
	}
	if err := store.FinishCrawl(ctx, run); err != nil {
		return err
	}
	fmt.Fprintf(a.stdout, "snapshot of %s: %d servers, %d tools (%d new, %d changed) in %s\n", snapshot.Date,
		run.ServersFound, run.ToolsFound, run.ServersNew, run.ServersChanged, time.Since(started).Round(time.Millisecond))
	return nil
}

// snapshotDigest identifies the embedded snapshot's content.
func snapshotDigest() (string, error) {
	names, err := snapshot.Files()
	if err != nil {
		return "", err
	}
	h := sha256.New()
	for _, n := range names {
		data, err := snapshot.Raw(n)
		if err != nil {
			return "", err
		}
		fmt.Fprintf(h, "%s %d\n", n, len(data))
		h.Write(data)
	}
	return hex.EncodeToString(h.Sum(nil)), nil
}

// listenNear listens on addr, or, when that port is taken, on a free port
// of the same host: a second catalogue should not fail for want of 8080.
func listenNear(ctx context.Context, addr string) (net.Listener, error) {
	var lc net.ListenConfig
	ln, err := lc.Listen(ctx, "tcp", addr)
	if err == nil {
		return ln, nil
	}
	host, _, serr := net.SplitHostPort(addr)
	if serr != nil {
		return nil, err
	}
	ln, err2 := lc.Listen(ctx, "tcp", net.JoinHostPort(host, "0"))
	if err2 != nil {
		return nil, err
	}
	return ln, nil
}

// openBrowser asks the desktop to open url, without waiting for it.
func openBrowser(ctx context.Context, url string) error {
	var name string
	var args []string
	switch runtime.GOOS {
	case "darwin":
		name = "open"
	case "windows":
		name, args = "rundll32", []string{"url.dll,FileProtocolHandler"}
	default:
		if os.Getenv("DISPLAY") == "" && os.Getenv("WAYLAND_DISPLAY") == "" {
			return errors.New("no graphical session")
		}
		name = "xdg-open"
	}
	path, err := exec.LookPath(name)
	if err != nil {
		return err
	}
	cmd := exec.CommandContext(context.WithoutCancel(ctx), path, append(args, url)...) //nolint:gosec // the system's URL opener
	if err := cmd.Start(); err != nil {
		return err
	}
	go func() { _ = cmd.Wait() }()
	return nil
}
