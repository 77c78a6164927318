// Command mcpscan finds MCP servers and their tools, classifies each tool's
// risk, generates policies and enforces them. See the README for usage.
package main

import (
	"context"
	"os"
	"os/signal"
	"syscall"

	"github.com/mcpscan/mcpscan/internal/cli"
)

func main() {
	ctx, stop := signal.NotifyContext(context.Background(), os.Interrupt, syscall.SIGTERM)
	code := cli.Run(ctx, os.Args[1:], os.Stdout, os.Stderr)
	stop()
	os.Exit(code)
}
