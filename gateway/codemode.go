package gateway

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"slices"
	"sync"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"

	"github.com/mcpscan/mcpscan/catalog"
	"github.com/mcpscan/mcpscan/sandbox"
)

// builtin is the code-mode server running inside the gateway. Its
// execute_code is listed and policed like any upstream tool; the scripts
// it runs reach tools only through policedCaller, so every nested call is
// decided by the called server's policy.
type builtin struct {
	g       *Gateway
	cfg     sandbox.ServerConfig
	caller  *policedCaller
	handler server.ToolHandlerFunc

	mu   sync.Mutex
	tool catalog.Tool
}

func newBuiltin(g *Gateway, rt *sandbox.Runtime, cfg sandbox.ServerConfig) (*builtin, error) {
	b := &builtin{g: g, cfg: cfg, caller: &policedCaller{g: g, allowed: cfg.AllowedServers}}
	// Built before any upstream is connected: the description is written
	// again (describe) once their tools are known.
	s, err := sandbox.NewMCPServer(context.Background(), rt, b.caller, cfg, g.opts.Version)
	if err != nil {
		return nil, fmt.Errorf("code-mode server: %w", err)
	}
	st := s.GetTool("execute_code")
	if st == nil {
		return nil, errors.New("code-mode server: execute_code is missing")
	}
	b.handler = st.Handler
	b.tool = catalog.Tool{Name: st.Tool.Name, Description: st.Tool.Description, InputSchema: st.Tool.RawInputSchema}
	return b, nil
}

// describe rewrites execute_code's definition from the tools scripts may
// call now (after an upstream or policy change).
func (b *builtin) describe(ctx context.Context) {
	tool, err := sandbox.ExecuteCodeTool(ctx, b.caller, b.cfg)
	if err != nil {
		b.g.log.Warn("code-mode description", "error", err)
		return
	}
	b.mu.Lock()
	b.tool = tool
	b.mu.Unlock()
}

// tools is the built-in server's tool list.
func (b *builtin) tools() []catalog.Tool {
	b.mu.Lock()
	defer b.mu.Unlock()
	return []catalog.Tool{b.tool}
}

// run executes an allowed execute_code call; nested calls name it as
// parent and may ask the same client for approvals.
func (b *builtin) run(ctx context.Context, c *call) (json.RawMessage, error) {
	ctx = sandbox.WithAuditID(ctx, c.id)
	if c.x != nil {
		ctx = context.WithValue(ctx, exchangeKey, c.x)
	}
	ctx = WithIdentity(ctx, c.identity)
	req := mcp.CallToolRequest{}
	req.Params.Name = c.tool
	req.Params.Arguments = c.args
	res, err := b.handler(ctx, req)
	if err != nil {
		return nil, err
	}
	return json.Marshal(res)
}

// policedCaller is the ToolCaller of scripts run by the built-in server:
// the upstream servers (never the code-mode server itself), only the tools
// their policies let a client see, every call through the policy engine.
type policedCaller struct {
	g       *Gateway
	allowed []string
}

func (p *policedCaller) permits(name string) bool {
	if name == CodemodeServer {
		return false
	}
	if _, ok := p.g.pool.Target(name); !ok {
		return false
	}
	return len(p.allowed) == 0 || slices.Contains(p.allowed, name)
}

// Servers implements sandbox.ToolCaller.
func (p *policedCaller) Servers(context.Context) ([]sandbox.ServerInfo, error) {
	var out []sandbox.ServerInfo
	for _, name := range p.g.pool.Names() {
		if !p.permits(name) {
			continue
		}
		info := sandbox.ServerInfo{Name: name, Description: p.g.pool.Description(name)}
		if p.g.tools(name) == nil {
			info.Description = "unavailable: not connected"
		}
		info.Tools = len(p.g.visibleTools(name))
		out = append(out, info)
	}
	return out, nil
}

// Tools implements sandbox.ToolCaller.
func (p *policedCaller) Tools(_ context.Context, server string) ([]catalog.Tool, error) {
	if !p.permits(server) {
		return nil, fmt.Errorf("%q: %w", server, sandbox.ErrServerNotAllowed)
	}
	if p.g.tools(server) == nil {
		return nil, fmt.Errorf("server %q is not connected", server)
	}
	return p.g.visibleTools(server), nil
}

// CallTool implements sandbox.ToolCaller.
func (p *policedCaller) CallTool(ctx context.Context, c sandbox.Call) (*mcp.CallToolResult, error) {
	if !p.permits(c.Server) {
		return nil, fmt.Errorf("%q: %w", c.Server, sandbox.ErrServerNotAllowed)
	}
	return p.g.nestedCall(ctx, c)
}
