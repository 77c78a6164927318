package cli

import (
	"bytes"
	"context"
	"errors"
	"fmt"
	"io"
	"maps"
	"os"
	"path/filepath"
	"slices"
	"time"

	"github.com/spf13/cobra"

	"github.com/mcpscan/mcpscan/classifier"
	"github.com/mcpscan/mcpscan/crawler"
	"github.com/mcpscan/mcpscan/internal/lockfile"
	"github.com/mcpscan/mcpscan/internal/report"
	"github.com/mcpscan/mcpscan/registry"
)

// lockFlags are the settings every lock command shares.
type lockFlags struct {
	path      string
	rulesFile string
	timeout   time.Duration
}

func (a *app) lockCommand() *cobra.Command {
	f := &lockFlags{}
	cmd := &cobra.Command{
		Use:   "lock [CLIENT_CONFIG|SERVERS.json|DUMP]...",
		Short: "Write mcp.lock: the tools a team approved, with their digests and risk",
		Long: `Lock reads the servers of client configs or SERVERS.json files (started or reached as
scan does; with no inputs, this machine's client configs) and tool dumps (anything
classify reads), classifies every tool and writes the lock (--lock, default mcp.lock):
for each server where it comes from, and for each tool its digest, canonical
definition, category, severity and findings.

Commit the lock; 'mcpscan lock verify' (or 'mcpscan scan --verify-lock') then reports
every tool added, removed, renamed or changed since, with its risk delta, and
'mcpscan lock update' accepts the changes.

Nothing is written when a server cannot be read (exit 2).`,
		Example: `  mcpscan lock .vscode/mcp.json
  mcpscan lock --lock ci/mcp.lock dumps/
  mcpscan lock verify --fail-on high --format sarif > lock.sarif
  mcpscan lock update --server github`,
		RunE: func(cmd *cobra.Command, args []string) error {
			return a.withLive(cmd, f, args, func(_ *registry.Store, live *liveServers) error {
				if err := failures(live); err != nil {
					return fmt.Errorf("%s not written: %w", f.path, err)
				}
				if len(live.lock.Servers) == 0 {
					return usageError("%s not written: no server found; name a client config, SERVERS.json or dump", f.path)
				}
				if err := writeLock(f.path, live.lock); err != nil {
					return err
				}
				tools := 0
				for _, s := range live.lock.Servers {
					tools += len(s.Tools)
				}
				fmt.Fprintf(a.stdout, "wrote %s: %d server(s), %d tool(s)\n", f.path, len(live.lock.Servers), tools)
				return nil
			})
		},
	}
	pf := cmd.PersistentFlags()
	pf.StringVar(&f.path, "lock", lockfile.DefaultPath, "lock file")
	pf.StringVar(&f.rulesFile, "rules", "", "ruleset file that extends or overrides the built-in rules")
	pf.DurationVar(&f.timeout, "timeout", 30*time.Second, "time allowed to introspect one server")
	cmd.AddCommand(a.lockVerifyCommand(f), a.lockUpdateCommand(f))
	return cmd
}

func (a *app) lockVerifyCommand(f *lockFlags) *cobra.Command {
	format := newEnum("table", "table", "json", "sarif")
	failOn := newEnum("low", "low", "medium", "high", "critical")
	cmd := &cobra.Command{
		Use:   "verify [CLIENT_CONFIG|SERVERS.json|DUMP]...",
		Short: "Compare the servers with mcp.lock and report every change with its risk delta",
		Long: `Verify reads the servers as 'mcpscan lock' does and compares them with the lock:
servers and tools added, removed or renamed (a renamed tool is found by its content,
or, when that changed too, by how alike the rest of it is), definitions changed (which
field, and for schemas and annotations the JSON pointers inside that changed), and
verdicts that differ under the current rules. Each change shows its risk delta, such
as "create_issue: Write/Medium → Execute/High".

Exit codes: 0 no change at or over --fail-on, 1 a change at or over it (a change
counts at the tool's severity now, or that of a finding the lock did not approve; a
removed tool at its approved severity), 2 a server could not be read or the lock
could not be.`,
		RunE: func(cmd *cobra.Command, args []string) error {
			locked, err := readLock(f.path)
			if err != nil {
				return err
			}
			return a.withLive(cmd, f, args, func(_ *registry.Store, live *liveServers) error {
				return a.reportLock(f.path, locked, live, format.value, failOn.value)
			})
		},
	}
	enumFlag(cmd, &format, "format", "output format")
	enumFlag(cmd, &failOn, "fail-on", "exit 1 when a change is at or over this severity")
	return cmd
}

func (a *app) lockUpdateCommand(f *lockFlags) *cobra.Command {
	var servers []string
	cmd := &cobra.Command{
		Use:   "update [CLIENT_CONFIG|SERVERS.json|DUMP]... [--server NAME]...",
		Short: "Accept the changes into mcp.lock, for every server or the ones named",
		Long: `Update reads the servers as 'mcpscan lock' does, prints what changed since the lock,
and rewrites the lock with it: every server, or only those named with --server (a
named server that is gone is dropped from the lock). Nothing is written when a server
to update cannot be read (exit 2).`,
		RunE: func(cmd *cobra.Command, args []string) error {
			locked, err := readLock(f.path)
			if err != nil {
				return err
			}
			return a.withLive(cmd, f, args, func(_ *registry.Store, live *liveServers) error {
				for _, name := range servers {
					_, inLock := locked.Server(name)
					_, inLive := live.lock.Server(name)
					if _, failed := live.failed[name]; !inLock && !inLive && !failed {
						return usageError("--server %q: neither in %s nor in the inputs", name, f.path)
					}
				}
				var bad []error
				for name, reason := range live.failed {
					if len(servers) == 0 || slices.Contains(servers, name) {
						bad = append(bad, fmt.Errorf("%s: %s", name, reason))
					}
				}
				if len(bad) > 0 {
					return &exitError{code: ExitUsage, err: fmt.Errorf("%s not written: %w", f.path, errors.Join(bad...))}
				}
				failed := map[string]bool{}
				for name := range live.failed {
					failed[name] = true
				}
				next := lockfile.Update(locked, live.lock, failed, servers)
				accepted := lockfile.Compare(locked, next, nil, locked.ServersLine)
				if err := report.LockTable(a.stdout, accepted); err != nil {
					return err
				}
				if err := writeLock(f.path, next); err != nil {
					return err
				}
				fmt.Fprintf(a.stdout, "updated %s: %d change(s) accepted\n", f.path, len(accepted.Over(classifier.Low)))
				return nil
			})
		},
	}
	cmd.Flags().StringArrayVar(&servers, "server", nil, "server whose changes to accept, repeatable (default: all)")
	return cmd
}

// withLive opens the registry, loads the rules and reads the inputs.
func (a *app) withLive(cmd *cobra.Command, f *lockFlags, args []string, fn func(*registry.Store, *liveServers) error) error {
	rs, err := loadRuleset(f.rulesFile)
	if err != nil {
		return err
	}
	return a.withStore(cmd, func(store *registry.Store) error {
		live, err := a.readLive(cmd, store, rs, args, f.timeout)
		if err != nil {
			return err
		}
		return fn(store, live)
	})
}

// scanVerifyLock is scan --verify-lock: the servers scan read, compared
// with the lock.
func (a *app) scanVerifyLock(ctx context.Context, store *registry.Store, rs *classifier.Ruleset, src *crawler.ConfigSource,
	outcomes []crawler.Outcome, path, format, failOn string) error {
	if format != "table" && format != "json" && format != "sarif" {
		return usageError("--verify-lock: --format %s: want table, json or sarif", format)
	}
	locked, err := readLock(path)
	if err != nil {
		return err
	}
	live := &liveServers{failed: map[string]string{}}
	servers, err := a.configServers(ctx, store, rs, src, outcomes, live.failed)
	if err != nil {
		return err
	}
	live.lock = lockfile.New(servers)
	if format == "table" {
		fmt.Fprintf(a.stdout, "\nCompared with %s:\n", path)
	}
	if failOn == "" {
		failOn = "low"
	}
	return a.reportLock(path, locked, live, format, failOn)
}

// reportLock prints the comparison and turns it into the exit code.
func (a *app) reportLock(path string, locked *lockfile.Lock, live *liveServers, format, failOn string) error {
	limit, err := classifier.ParseSeverity(failOn)
	if err != nil {
		return usageError("--fail-on: %w", err)
	}
	res := lockfile.Compare(locked, live.lock, live.failed, locked.ServersLine)
	switch format {
	case "json":
		err = report.LockJSON(a.stdout, path, res)
	case "sarif":
		err = report.LockSARIF(a.stdout, path, res, buildVersion())
	default:
		err = report.LockTable(a.stdout, res)
		if err == nil {
			all := len(res.Over(classifier.Low))
			fmt.Fprintf(a.stdout, "%s: %d server(s) compared, %d change(s), %d at or over %s, %d failed\n",
				path, len(res.Servers), all, len(res.Over(limit)), limit, len(res.Failed()))
		}
	}
	if err != nil {
		return err
	}
	if err := failures(live); err != nil {
		return err
	}
	if n := len(res.Over(limit)); n > 0 {
		return &exitError{code: ExitFindings, err: fmt.Errorf("%d change(s) since %s at or over %s; review them and run 'mcpscan lock update'", n, path, limit)}
	}
	return nil
}

// failures is exit 2 naming the servers that could not be read.
func failures(live *liveServers) error {
	if len(live.failed) == 0 {
		return nil
	}
	var errs []error
	for _, name := range slices.Sorted(maps.Keys(live.failed)) {
		errs = append(errs, fmt.Errorf("%s: %s", name, live.failed[name]))
	}
	return &exitError{code: ExitUsage, err: fmt.Errorf("%d server(s) could not be read: %w", len(errs), errors.Join(errs...))}
}

// readLock reads and checks a lock; any problem is exit 2.
func readLock(path string) (*lockfile.Lock, error) {
	data, err := os.ReadFile(path)
	if err != nil {
		if errors.Is(err, os.ErrNotExist) {
			return nil, usageError("%s does not exist; write it with 'mcpscan lock'", path)
		}
		return nil, usageError("read lock: %w", err)
	}
	l, err := lockfile.Parse(data)
	if err != nil {
		return nil, usageError("%s: %w", path, err)
	}
	return l, nil
}

// writeLock replaces the lock in one rename, so a reader never sees half
// of it.
func writeLock(path string, l *lockfile.Lock) error {
	tmp, err := os.CreateTemp(filepath.Dir(path), ".mcp.lock-*")
	if err != nil {
		return fmt.Errorf("write lock: %w", err)
	}
	defer func() { _ = os.Remove(tmp.Name()) }()
	if _, err := tmp.Write(l.Marshal()); err != nil {
		_ = tmp.Close()
		return fmt.Errorf("write lock: %w", err)
	}
	if err := tmp.Chmod(0o644); err != nil { //nolint:gosec // a lock is meant to be committed and read by all
		_ = tmp.Close()
		return fmt.Errorf("write lock: %w", err)
	}
	if err := tmp.Close(); err != nil {
		return fmt.Errorf("write lock: %w", err)
	}
	if err := os.Rename(tmp.Name(), path); err != nil {
		return fmt.Errorf("write lock: %w", err)
	}
	return nil
}

// lockAmongConfigs refuses a lock file given as a client config: with
// "scan --verify-lock mcp.lock" the flag takes its default and the file
// becomes an argument, which would scan nothing but it.
func lockAmongConfigs(args []string) error {
	for _, arg := range args {
		f, err := os.Open(arg) //nolint:gosec // the user's own argument, only peeked at
		if err != nil {
			continue // scan reports it
		}
		head := make([]byte, 512)
		n, _ := io.ReadFull(f, head)
		_ = f.Close()
		if bytes.Contains(head[:n], []byte(`"lockfileVersion"`)) {
			return usageError("%s is a lock file, not a client config: write --verify-lock=%s", arg, arg)
		}
	}
	return nil
}
