package cli

import (
	"strings"

	"github.com/spf13/cobra"
)

// enumFlag registers an enumValue flag with its completion.
func enumFlag(cmd *cobra.Command, v *enumValue, name, usage string) {
	cmd.Flags().Var(v, name, usage+": "+v.choices())
	_ = cmd.RegisterFlagCompletionFunc(name, v.complete)
}

// enumSlice is a repeatable flag whose every value must be one of a set.
type enumSlice struct {
	values  []string
	allowed []string
}

func (e *enumSlice) String() string { return strings.Join(e.values, ",") }
func (e *enumSlice) Type() string   { return "strings" }
func (e *enumSlice) Set(v string) error {
	for _, part := range strings.Split(v, ",") {
		one := newEnum("", e.allowed...)
		if err := one.Set(strings.TrimSpace(part)); err != nil {
			return err
		}
		e.values = append(e.values, one.value)
	}
	return nil
}

func (a *app) crawlCommand() *cobra.Command {
	f := &crawlFlags{sources: enumSlice{allowed: []string{"registry", "npm", "html", "config", "file"}}}
	cmd := &cobra.Command{
		Use:   "crawl [--source SOURCE]... [FILE|DIR]...",
		Short: "Find MCP servers and their tools and store them in the registry",
		Long: `Crawl reads servers from the chosen sources — the official MCP registry API, npm,
HTML catalogue pages, MCP client configs, tool dumps on disk — introspects the
servers it can start or reach, and records them in the registry (--db). Tools
whose definition changed since the last crawl are reported as drift; servers that
cannot be read are reported with the reason, and the crawl goes on.

A registry crawl continues from the last successful one (updated_since) unless
--full is given. Every run is recorded (see 'mcpscan db info').`,
		Example: `  mcpscan crawl dumps/                                   # tool dumps on disk
  mcpscan crawl --source config                         # this machine's MCP client configs
  mcpscan crawl --source npm --npm-package @modelcontextprotocol/server-memory --deep
  mcpscan crawl --source registry --source npm --limit 500`,
		RunE: func(cmd *cobra.Command, args []string) error {
			return a.runCrawl(cmd, f, args)
		},
	}
	cmd.Flags().Var(&f.sources, "source", "source to crawl, repeatable: "+strings.Join(f.sources.allowed, "|"))
	_ = cmd.RegisterFlagCompletionFunc("source", func(*cobra.Command, []string, string) ([]cobra.Completion, cobra.ShellCompDirective) {
		return f.sources.allowed, cobra.ShellCompDirectiveNoFileComp
	})
	f.register(cmd)
	return cmd
}

// serversConfigFlag adds --config, the mcpServers file of the upstream
// servers, shared by gateway, codemode, code and tools.
func serversConfigFlag(cmd *cobra.Command, dst *string, required bool) {
	cmd.Flags().StringVar(dst, "config", "", `SERVERS.json in the "mcpServers" format of Claude Desktop, Cursor and Claude Code`)
	if required {
		_ = cmd.MarkFlagRequired("config")
	}
}
