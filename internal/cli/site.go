package cli

import (
	"github.com/spf13/cobra"
)

func (a *app) siteCommand() *cobra.Command {
	cmd := &cobra.Command{
		Use:   "site",
		Short: "Build or serve the static catalogue website",
	}
	build := &cobra.Command{
		Use:   "build",
		Short: "Render the registry into a static site",
		RunE:  notImplemented,
	}
	build.Flags().StringP("output", "o", "site-out", "directory to write the site into")
	serve := &cobra.Command{
		Use:   "serve",
		Short: "Serve a built site (building it first if needed)",
		RunE:  notImplemented,
	}
	serve.Flags().String("addr", "127.0.0.1:8080", "address to listen on")
	cmd.AddCommand(build, serve)
	return cmd
}
