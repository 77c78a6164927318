package cli

import (
	"fmt"
	"slices"
	"strings"
	"text/tabwriter"
	"time"

	"github.com/spf13/cobra"

	"github.com/mcpscan/mcpscan/crawler"
	"github.com/mcpscan/mcpscan/crawler/introspect"
	"github.com/mcpscan/mcpscan/registry"
)

func (a *app) scanCommand() *cobra.Command {
	var timeout time.Duration
	var concurrency int
	var includeDisabled bool
	cmd := &cobra.Command{
		Use:   "scan [CLIENT_CONFIG]...",
		Short: "Scan this machine's MCP client configs and report the risk of every tool",
		Long: `Scan finds the MCP client configurations on this machine (Claude Desktop, Claude
Code, Cursor, VS Code, Windsurf, Gemini CLI) or reads the ones given, starts or
connects to each configured server, lists its tools (never calling one), stores
them in the registry and prints a report: where each server is configured, how it
is reached, and what it offers.

Servers run with a clean environment: only the variables their config names, and
a temporary HOME. ${env:NAME} references are read from your environment;
${input:id} prompts get a dummy value.`,
		Example: `  mcpscan scan
  mcpscan scan .vscode/mcp.json ~/.cursor/mcp.json`,
		RunE: func(cmd *cobra.Command, args []string) error {
			src := &crawler.ConfigSource{Paths: args, IncludeDisabled: includeDisabled}
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
				a.printScan(src, sum, outcomes)
				return nil
			})
		},
	}
	cmd.Flags().DurationVar(&timeout, "timeout", 30*time.Second, "time allowed to introspect one server")
	cmd.Flags().IntVar(&concurrency, "concurrency", 0, "servers introspected at once (default: number of CPUs)")
	cmd.Flags().BoolVar(&includeDisabled, "include-disabled", false, "also introspect servers the config turns off")
	return cmd
}

func (a *app) printScan(src *crawler.ConfigSource, sum *crawler.Summary, outcomes []crawler.Outcome) {
	files := src.Files()
	if len(files) == 0 {
		fmt.Fprintln(a.stdout, "No MCP client configuration found. Name one: mcpscan scan PATH/TO/mcp.json")
	} else {
		fmt.Fprintf(a.stdout, "Read %d client config file(s):\n", len(files))
		for _, f := range files {
			fmt.Fprintf(a.stdout, "  %s\n", f)
		}
	}
	if len(outcomes) > 0 {
		slices.SortFunc(outcomes, func(x, y crawler.Outcome) int { return strings.Compare(x.Location, y.Location) })
		fmt.Fprintln(a.stdout)
		w := tabwriter.NewWriter(a.stdout, 0, 0, 2, ' ', 0)
		fmt.Fprintln(w, "SERVER\tCONFIGURED AT\tTOOLS\tSTATUS")
		for _, o := range outcomes {
			status := "ok"
			tools := fmt.Sprint(o.Tools)
			switch {
			case o.Err != nil:
				status, tools = "failed: "+oneLine(o.Err.Error(), 160), "-"
			case len(o.Result.Changed) > 0:
				status = fmt.Sprintf("%d tool(s) changed since the last scan", len(o.Result.Changed))
			case o.Result.NewServer:
				status = "new"
			}
			fmt.Fprintf(w, "%s\t%s\t%s\t%s\n", o.Server, o.Location, tools, status)
		}
		_ = w.Flush()
	}
	for _, d := range sum.Drift {
		fmt.Fprintf(a.stdout, "drift: %s/%s changed its definition (%s → %s)\n", d.Server, d.Tool, shortHash(d.OldHash), shortHash(d.NewHash))
	}
	if p := src.Problems(); len(p) > 0 {
		fmt.Fprintln(a.stdout, "\nNotes:")
		for _, line := range p {
			fmt.Fprintf(a.stdout, "  %s\n", line)
		}
	}
	fmt.Fprintf(a.stdout, "\n%d server(s), %d tool(s), %d failed, in %s.\n", sum.Found, sum.Tools, sum.Failed, sum.Duration.Round(time.Millisecond))
}
