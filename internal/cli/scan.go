package cli

import (
	"context"
	"fmt"
	"slices"
	"strings"
	"time"

	"github.com/spf13/cobra"

	"github.com/mcpscan/mcpscan/catalog"
	"github.com/mcpscan/mcpscan/classifier"
	"github.com/mcpscan/mcpscan/crawler"
	"github.com/mcpscan/mcpscan/crawler/introspect"
	"github.com/mcpscan/mcpscan/internal/lockfile"
	"github.com/mcpscan/mcpscan/internal/report"
	"github.com/mcpscan/mcpscan/internal/termtext"
	"github.com/mcpscan/mcpscan/registry"
)

func (a *app) scanCommand() *cobra.Command {
	var timeout time.Duration
	var concurrency int
	var includeDisabled, cleanEnv, allowFailures bool
	format := newEnum("table", "table", "json", "sarif", "markdown")
	failOn := newEnum("", "low", "medium", "high", "critical")
	var rulesFile, protect, verifyLock string
	cmd := &cobra.Command{
		Use:   "scan [CLIENT_CONFIG]... [--protect DIR]",
		Short: "Scan this machine's MCP client configs and report the risk of every tool",
		Long: `Scan finds the MCP client configurations on this machine (Claude Desktop, Claude
Code, Cursor, VS Code, Windsurf, Gemini CLI) or reads the ones given, starts or
connects to each configured server, lists its tools (never calling one), stores
them in the registry and prints a report: where each server is configured, how it
is reached, and what it offers.

Servers run with the environment their client would give them: the variables
their config names (and its envFile's) over HOME, USER, LOGNAME, SHELL, TERM and
PATH from yours; --clean-env gives them only PATH, their config's variables and a
temporary HOME instead. ${env:NAME} references are read from your environment;
${input:id} prompts get a dummy value.

With --protect DIR, scan also writes what it takes to put the gateway in front of
these servers: DIR/servers.json (the servers as configured, for the gateway) and
DIR/policies/<server>.policy.json (the recommended policy of each), and prints the
gateway command and the mcpServers entry that replaces them in your client config.

Every format lists what could not be scanned (a config file that is missing or
malformed, an entry that says neither how to start nor how to reach a server, a
server that did not start or answer) with the stage and the whole reason.

Exit codes: 0 every server scanned and nothing at or over --fail-on; 1 findings
at or over --fail-on; 2 a usage error, something that could not be scanned, or
nothing scanned at all (--allow-failures reports those and exits 0 or 1).`,
		Example: `  mcpscan scan
  mcpscan scan .vscode/mcp.json ~/.cursor/mcp.json
  mcpscan scan --protect ~/.config/mcpscan/gateway`,
		RunE: func(cmd *cobra.Command, args []string) error {
			if err := lockAmongConfigs(args); err != nil {
				return err
			}
			rs, err := loadRuleset(rulesFile)
			if err != nil {
				return err
			}
			src := &crawler.ConfigSource{Paths: args, IncludeDisabled: includeDisabled, CleanEnv: cleanEnv}
			return a.withStore(cmd, func(store *registry.Store) error {
				var outcomes []crawler.Outcome
				bar := a.progress("scan")
				sum, err := crawler.Crawl(cmd.Context(), store, src, crawler.Options{
					Concurrency: concurrency,
					Limits:      introspect.Limits{Timeout: timeout},
					Log:         a.log,
					OnItem: func(o crawler.Outcome) {
						outcomes = append(outcomes, o)
						if bar != nil {
							_ = bar.Add(1)
						}
					},
				})
				if bar != nil {
					_ = bar.Finish()
				}
				if err != nil {
					return err
				}
				failures := scanFailures(src, outcomes)
				if format.value == "table" {
					a.printScan(src, sum, outcomes, failures)
				}
				reps, err := a.scanReports(cmd.Context(), store, rs, outcomes)
				if err != nil {
					return err
				}
				if verifyLock != "" {
					return a.scanVerifyLock(cmd.Context(), store, rs, src, outcomes, verifyLock, format.value, failOn.value)
				}
				if format.value != "table" {
					err = a.render(format.value, reps, failures...)
				} else if len(reps) > 0 {
					fmt.Fprintln(a.stdout, "\nRisk of each tool:")
					err = a.render(format.value, reps) // the failures are listed above
				}
				if err != nil {
					return err
				}
				if protect != "" {
					if err := a.protect(cmd.Context(), store, rs, src, outcomes, protect, format.value == "table"); err != nil {
						return err
					}
				} else if format.value == "table" && len(reps) > 0 {
					fmt.Fprintln(a.stdout, "\nTo enforce a policy on these tools, put the gateway in front of them:\n  mcpscan scan --protect DIR   (writes DIR/servers.json, DIR/policies/ and the client config entry)")
				}
				if err := scanVerdict(src, outcomes, failures, allowFailures); err != nil {
					return err
				}
				return failOnCheck(failOn.value, reps)
			})
		},
	}
	cmd.Flags().DurationVar(&timeout, "timeout", 30*time.Second, "time allowed to introspect one server")
	cmd.Flags().IntVar(&concurrency, "concurrency", 0, "servers introspected at once (default: number of CPUs)")
	cmd.Flags().BoolVar(&includeDisabled, "include-disabled", false, "also introspect servers the config turns off")
	cmd.Flags().BoolVar(&allowFailures, "allow-failures", false, "report configs and servers that could not be read, and a scan of nothing, without exit 2")
	cmd.Flags().BoolVar(&cleanEnv, "clean-env", false, "start servers with only PATH, their config's env and a temporary HOME, not the environment a client gives them")
	enumFlag(cmd, &format, "format", "output format")
	enumFlag(cmd, &failOn, "fail-on", "exit 1 when a tool or finding is at or over this severity")
	cmd.Flags().StringVar(&rulesFile, "rules", "", "ruleset file that extends or overrides the built-in rules")
	cmd.Flags().StringVar(&protect, "protect", "", "write a gateway config and policies for the scanned servers into DIR")
	cmd.Flags().StringVar(&verifyLock, "verify-lock", "", "report what changed since the lock, instead of every tool's risk (--verify-lock[=mcp.lock])")
	cmd.Flags().Lookup("verify-lock").NoOptDefVal = lockfile.DefaultPath
	return cmd
}

// scanReports classifies the tools of every server that was read, located
// at its client config entry, and adds the toxic flows of each config file
// as a whole (an agent sees every server of its config at once).
func (a *app) scanReports(ctx context.Context, store *registry.Store, rs *classifier.Ruleset, outcomes []crawler.Outcome) ([]report.Server, error) {
	var reps []report.Server
	byFile := map[string][]classifier.Assessment{}
	serversOf := map[string][]catalog.Server{}
	var files []string
	for _, o := range outcomes {
		if o.Err != nil {
			continue
		}
		stored, err := store.Server(ctx, o.Server)
		if err != nil {
			return nil, err
		}
		rep := report.Server{ServerReport: classifyServer(ctx, store, rs, stored.Server, a)}
		rep.File, rep.Line, rep.Column = splitLocation(o.Location)
		serversOf[rep.File] = append(serversOf[rep.File], stored.Server)
		if _, seen := byFile[rep.File]; !seen {
			files = append(files, rep.File)
		}
		byFile[rep.File] = append(byFile[rep.File], rep.Tools...)
		reps = append(reps, rep)
	}
	// A tool that speaks of another server's tools of the same config
	// (cross-server shadowing) is found only with the config as a whole.
	for f, servers := range serversOf {
		shadow := classifier.CrossServerShadowing(servers)
		for i := range reps {
			if reps[i].File == f && shadow[reps[i].Name] != nil {
				reps[i].ServerReport = reps[i].AddToolFindings(shadow[reps[i].Name])
			}
		}
	}
	slices.SortFunc(reps, func(x, y report.Server) int { return strings.Compare(x.Name, y.Name) })
	for _, f := range files {
		findings := classifier.ToxicFlows(byFile[f], "the client config "+f)
		if len(findings) == 0 || len(byFile[f]) == 0 {
			continue
		}
		reps = append(reps, report.Server{ServerReport: classifier.ServerReport{Name: f, Findings: findings}, File: f})
	}
	return reps, nil
}

// splitLocation reads "path:line:column".
func splitLocation(loc string) (file string, line, col int) {
	return report.SplitLocation(loc)
}

func (a *app) printScan(src *crawler.ConfigSource, sum *crawler.Summary, outcomes []crawler.Outcome, failures []report.Failure) {
	files := src.Files()
	switch {
	case len(files) > 0:
		fmt.Fprintf(a.stdout, "Read %d client config file(s):\n", len(files))
		for _, f := range files {
			fmt.Fprintf(a.stdout, "  %s\n", f)
		}
	case len(src.Paths) == 0:
		fmt.Fprintln(a.stdout, "No MCP client configuration found. Name one: mcpscan scan PATH/TO/mcp.json")
	default:
		fmt.Fprintln(a.stdout, "No client config file could be read.")
	}
	if len(outcomes) > 0 {
		slices.SortFunc(outcomes, func(x, y crawler.Outcome) int { return strings.Compare(x.Location, y.Location) })
		fmt.Fprintln(a.stdout)
		tab := termtext.Table{Gap: 2}
		tab.Row("SERVER", "CONFIGURED AT", "TOOLS", "STATUS")
		for _, o := range outcomes {
			status := "ok"
			tools := fmt.Sprint(o.Tools)
			switch {
			case o.Err != nil:
				status, tools = "failed (see below)", "-"
			case len(o.Result.Changed) > 0:
				status = fmt.Sprintf("%d tool(s) changed since the last scan", len(o.Result.Changed))
			case o.Result.NewServer:
				status = "new"
			}
			tab.Row(termtext.Visible(o.Server), termtext.Visible(o.Location), tools, status)
		}
		_, _ = tab.WriteTo(a.stdout)
	}
	report.FailureList(a.stdout, failures)
	for _, d := range sum.Drift {
		fmt.Fprintf(a.stdout, "drift: %s/%s changed its definition (%s → %s)\n", d.Server, d.Tool, shortHash(d.OldHash), shortHash(d.NewHash))
	}
	if p := src.Problems(); len(p) > 0 {
		fmt.Fprintln(a.stdout, "\nNotes:")
		for _, line := range p {
			fmt.Fprintf(a.stdout, "  %s\n", line)
		}
	}
	fmt.Fprintf(a.stdout, "\n%d server(s) scanned, %d tool(s); %d could not be scanned; in %s.\n", sum.Found-sum.Failed, sum.Tools, len(failures), sum.Duration.Round(time.Millisecond))
}
