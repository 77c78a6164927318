package cli

import (
	"github.com/spf13/cobra"
)

func (a *app) gatewayCommand() *cobra.Command {
	cmd := &cobra.Command{
		Use:   "gateway --config SERVERS.json --policies DIR [--listen ADDR | --stdio]",
		Short: "Run the MCP gateway that enforces policies on every tool call",
		Long: `Gateway connects to every upstream server in SERVERS.json and serves one MCP
endpoint that lists and forwards their tools, namespaced as server__tool, applying
DIR/<server>.policy.json to each call. A missing or broken policy stops the start
(fail closed).`,
		RunE: notImplemented,
	}
	serversConfigFlag(cmd, new(string), true)
	cmd.Flags().String("policies", "", "directory holding <server>.policy.json files (required)")
	_ = cmd.MarkFlagRequired("policies")
	serveFlags(cmd)
	return cmd
}
