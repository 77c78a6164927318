package sandbox

import (
	"context"
	"fmt"
	"slices"

	"github.com/mark3labs/mcp-go/mcp"

	"github.com/mcpscan/mcpscan/catalog"
	"github.com/mcpscan/mcpscan/internal/upstream"
)

// DirectCaller reaches the upstream servers of a pool directly, limited to
// an allowed list. It is the standalone code-mode server's caller; behind
// the gateway, a caller that goes through the policy engine is used
// instead.
type DirectCaller struct {
	Pool *upstream.Pool
	// Allowed lists the servers scripts may call; empty allows every
	// server in the pool.
	Allowed []string
}

func (d *DirectCaller) allowed(name string) bool {
	return len(d.Allowed) == 0 || slices.Contains(d.Allowed, name)
}

// Servers implements ToolCaller: the allowed servers, with their tool
// counts (connecting to each).
func (d *DirectCaller) Servers(ctx context.Context) ([]ServerInfo, error) {
	var out []ServerInfo
	for _, name := range d.Pool.Names() {
		if !d.allowed(name) {
			continue
		}
		info := ServerInfo{Name: name}
		if tools, err := d.Pool.Tools(ctx, name); err == nil {
			info.Tools = len(tools)
			info.Description = d.Pool.Description(name)
		} else {
			info.Description = "unavailable: " + err.Error()
		}
		out = append(out, info)
	}
	return out, nil
}

// Tools implements ToolCaller.
func (d *DirectCaller) Tools(ctx context.Context, server string) ([]catalog.Tool, error) {
	if !d.allowed(server) {
		return nil, fmt.Errorf("%q: %w", server, ErrServerNotAllowed)
	}
	return d.Pool.Tools(ctx, server)
}

// CallTool implements ToolCaller.
func (d *DirectCaller) CallTool(ctx context.Context, c Call) (*mcp.CallToolResult, error) {
	if !d.allowed(c.Server) {
		return nil, fmt.Errorf("%q: %w", c.Server, ErrServerNotAllowed)
	}
	return d.Pool.CallTool(ctx, c.Server, c.Tool, c.Args)
}
