package cli

import (
	"fmt"
	"slices"
	"text/tabwriter"
	"time"

	"github.com/spf13/cobra"

	"github.com/mcpscan/mcpscan/classifier"
	"github.com/mcpscan/mcpscan/crawler/introspect"
	"github.com/mcpscan/mcpscan/internal/report"
	"github.com/mcpscan/mcpscan/internal/upstream"
)

// openPool reads SERVERS.json and prepares connections to its servers,
// reporting the entries it cannot use.
func (a *app) openPool(config string, timeout time.Duration) (*upstream.Pool, error) {
	if config == "" {
		return upstream.NewPool(nil, introspect.Limits{Timeout: timeout}), nil
	}
	targets, problems, err := upstream.LoadConfig(config)
	if err != nil {
		return nil, usageError("--config: %w", err)
	}
	for _, p := range problems {
		a.log.Warn("server config", "problem", p)
	}
	return upstream.NewPool(targets, introspect.Limits{Timeout: timeout}), nil
}

func (a *app) toolsCommand() *cobra.Command {
	cmd := &cobra.Command{
		Use:   "tools",
		Short: "Inspect the tools of configured MCP servers",
	}
	var server, config string
	var timeout time.Duration
	format := newEnum("table", "table", "json")
	list := &cobra.Command{
		Use:   "list [--server NAME] --config SERVERS.json",
		Short: "List the tools of the configured servers, with their risk",
		Long: `List connects to the servers of SERVERS.json (the "mcpServers" format of Claude
Desktop, Cursor and Claude Code), lists their tools and shows each tool's risk
category and severity. A server that cannot be reached is reported and the others
are still listed.`,
		Example: `  mcpscan tools list --config servers.json
  mcpscan tools list --config servers.json --server files --format json`,
		Args: cobra.NoArgs,
		RunE: func(cmd *cobra.Command, _ []string) error {
			pool, err := a.openPool(config, timeout)
			if err != nil {
				return err
			}
			defer pool.Close()
			names := pool.Names()
			if server != "" {
				if !slices.Contains(names, server) {
					return usageError("--server %q: not in %s (servers: %v)", server, config, names)
				}
				names = []string{server}
			}
			var reps []report.Server
			failed := 0
			for _, name := range names {
				tools, err := pool.Tools(cmd.Context(), name)
				if err != nil {
					failed++
					fmt.Fprintf(a.stderr, "%s: %v\n", name, err)
					continue
				}
				rep := classifier.ServerReport{Name: name}
				for _, t := range tools {
					rep.Tools = append(rep.Tools, classifier.Classify(t))
				}
				reps = append(reps, report.Server{ServerReport: rep, File: config})
			}
			if format.value == "json" {
				if err := report.JSON(a.stdout, reps); err != nil {
					return err
				}
			} else {
				w := tabwriter.NewWriter(a.stdout, 0, 0, 2, ' ', 0)
				fmt.Fprintln(w, "SERVER\tTOOL\tCATEGORY\tSEVERITY")
				for _, r := range reps {
					for _, t := range r.Tools {
						fmt.Fprintf(w, "%s\t%s\t%s\t%s\n", r.Name, t.Tool, t.Category, t.Severity)
					}
				}
				if err := w.Flush(); err != nil {
					return err
				}
			}
			if failed > 0 && failed == len(names) {
				return &exitError{code: ExitUsage, err: fmt.Errorf("no server could be reached")}
			}
			return nil
		},
	}
	list.Flags().StringVar(&server, "server", "", "only this server")
	serversConfigFlag(list, &config, true)
	list.Flags().DurationVar(&timeout, "timeout", 30*time.Second, "time allowed to start and list each server")
	enumFlag(list, &format, "format", "output format")
	cmd.AddCommand(list)
	return cmd
}
