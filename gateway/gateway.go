package gateway

import (
	"context"
	"crypto/sha256"
	"encoding/json"
	"errors"
	"fmt"
	"log/slog"
	"slices"
	"sync"
	"time"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"

	"github.com/mcpscan/mcpscan/catalog"
	"github.com/mcpscan/mcpscan/crawler/introspect"
	"github.com/mcpscan/mcpscan/internal/upstream"
	"github.com/mcpscan/mcpscan/policy"
	"github.com/mcpscan/mcpscan/registry"
	"github.com/mcpscan/mcpscan/sandbox"
)

// Options configure New.
type Options struct {
	Config    Config
	PolicyDir string
	// Store receives the audit log: one record per decision. Required.
	Store *registry.Store
	// Counters hold the rate-limit counters; nil keeps them in memory.
	// Several gateways sharing one Redis (policy.OpenRedis) share limits.
	Counters policy.Counters
	// AuditArgs keeps whole call arguments in the audit log; by default
	// only their names are kept, since arguments carry users' data.
	AuditArgs bool
	// Upstream tunes the connections to the upstream servers (timeouts,
	// calls in flight per server, restart backoff). OnChange and OnError
	// are the gateway's own.
	Upstream upstream.Options
	// Runtime runs code-mode scripts; nil builds one from the config's
	// codemode section.
	Runtime *sandbox.Runtime
	// ReloadInterval is how often the policy files are checked for
	// changes (default 1s; negative: only when Reload is called).
	ReloadInterval time.Duration
	Log            *slog.Logger
	Version        string
}

// Gateway is a running gateway: the upstream connections, the policies,
// and the MCP servers that serve them downstream. Serve its MCP servers
// over stdio (Aggregate) or HTTP (Handler).
type Gateway struct {
	opts      Options
	log       *slog.Logger
	names     []string // every server served, config order, the built-in last
	pool      *upstream.Pool
	policies  *policySet
	audit     *auditLog
	approvals *approvals
	codemode  *builtin

	aggregate *server.MCPServer
	servers   map[string]*server.MCPServer

	mu       sync.Mutex
	upstream map[string][]catalog.Tool // each server's tools as it lists them
	listed   map[string][32]byte       // fingerprint of what each MCP server lists ("" is the aggregate)

	refreshMu sync.Mutex // one refresh at a time; it calls out while not holding mu
	cancel    context.CancelFunc
	wg        sync.WaitGroup
	closeOnce sync.Once
}

// New connects to the upstream servers, loads every policy and builds the
// downstream MCP servers. A server without a policy, a policy that does
// not parse, or two tools that map to one namespaced name stop the start:
// the gateway does not guess (fail closed). An upstream server that is down
// does not: it is retried with backoff and its calls fail fast meanwhile.
func New(ctx context.Context, opts Options) (*Gateway, error) {
	if opts.Store == nil {
		return nil, errors.New("gateway: an audit store is required")
	}
	if opts.Log == nil {
		opts.Log = slog.New(slog.DiscardHandler)
	}
	if opts.Counters == nil {
		opts.Counters = policy.NewMemoryCounters(nil)
	}
	if opts.ReloadInterval == 0 {
		opts.ReloadInterval = time.Second
	}
	if opts.Version == "" {
		opts.Version = "dev"
	}
	g := &Gateway{
		opts:      opts,
		log:       opts.Log,
		names:     opts.Config.Names(),
		approvals: newApprovals(time.Now),
		servers:   map[string]*server.MCPServer{},
		upstream:  map[string][]catalog.Tool{},
		listed:    map[string][32]byte{},
	}
	ps, err := loadPolicies(opts.PolicyDir, g.names, opts.Counters)
	if err != nil {
		return nil, err
	}
	g.policies = ps

	newServer := func(name, endpoint string) *server.MCPServer {
		hooks := &server.Hooks{}
		hooks.AddOnError(g.auditRefused(endpoint))
		return server.NewMCPServer(name, opts.Version,
			server.WithToolCapabilities(true), server.WithRecovery(), server.WithHooks(hooks),
			server.WithInstructions("Tools behind the mcpscan gateway: every call is checked against the server's policy and audited."))
	}
	g.aggregate = newServer("mcpscan-gateway", "")
	for _, name := range g.names {
		g.servers[name] = newServer("mcpscan-gateway/"+name, name)
	}

	uo := opts.Upstream
	uo.OnChange = g.upstreamChanged
	uo.OnError = func(server string, err error) { g.log.Warn("upstream server", "server", server, "error", err) }
	if uo.Limits.Timeout == 0 {
		uo.Limits = introspect.DefaultLimits
		uo.Limits.Timeout = 30 * time.Second
	}
	g.pool = upstream.NewPoolWithOptions(upstreamTargets(opts.Config.Targets), uo)

	if cm := opts.Config.Codemode; cm != nil {
		rt := opts.Runtime
		if rt == nil {
			rt = sandbox.New(cm.RuntimeConfig())
		}
		b, err := newBuiltin(g, rt, *cm)
		if err != nil {
			return nil, err
		}
		g.codemode = b
	}

	g.audit = newAuditLog(opts.Store, g.log)
	runCtx, cancel := context.WithCancel(context.WithoutCancel(ctx))
	g.cancel = cancel
	g.pool.Supervise(runCtx) // returns once every server has had a first try
	if err := g.refresh(ctx, true); err != nil {
		g.Close()
		return nil, err
	}
	g.warnUnknownTools()
	if opts.ReloadInterval > 0 {
		g.wg.Add(1)
		go g.watchPolicies(runCtx, opts.ReloadInterval)
	}
	return g, nil
}

// upstreamTargets asks upstreams for protocol 2025-11-25 first. It keeps
// the session state the gateway relies on (an upstream's list_changed
// reaches the gateway on its session; with mcp-go's 2026-07-28 client an
// HTTP upstream's does not) and costs less per call: mcp-go's 2026-07-28
// client builds per-request metadata even on a pipe (measured: 0.31 →
// 0.22 ms per stdio call, 0.53 → 0.38 ms per HTTP call). A server that
// speaks only 2026-07-28 is asked again without the preference.
func upstreamTargets(targets []introspect.Target) []introspect.Target {
	out := slices.Clone(targets)
	for i, t := range out {
		if t.Protocol == "" {
			out[i].Protocol = mcp.LATEST_LEGACY_PROTOCOL_VERSION
		}
	}
	return out
}

// Aggregate is the MCP server with every server's tools, namespaced
// server__tool.
func (g *Gateway) Aggregate() *server.MCPServer { return g.aggregate }

// Server is the MCP server with one server's tools under their own names,
// or nil for an unknown server.
func (g *Gateway) Server(name string) *server.MCPServer { return g.servers[name] }

// Names lists the servers the gateway serves, the built-in one last.
func (g *Gateway) Names() []string { return slices.Clone(g.names) }

// Close stops the gateway: upstream servers are shut down and every audit
// record still queued is written.
func (g *Gateway) Close() {
	g.closeOnce.Do(func() {
		g.cancel()
		g.wg.Wait()
		g.pool.Close()
		g.audit.close()
	})
}

// Reload re-reads the policy files now; changed ones that parse replace
// the old, broken ones are reported and the last good policy stays.
func (g *Gateway) Reload(ctx context.Context) error {
	changed, problems := g.policies.reload(g.names)
	for _, p := range problems {
		g.log.Error("policy reload", "error", p)
	}
	if len(changed) > 0 {
		g.log.Info("policy reloaded", "servers", changed)
		if err := g.refresh(ctx, false); err != nil {
			problems = append(problems, err)
		}
		g.warnUnknownTools()
	}
	return errors.Join(problems...)
}

func (g *Gateway) watchPolicies(ctx context.Context, every time.Duration) {
	defer g.wg.Done()
	t := time.NewTicker(every)
	defer t.Stop()
	for {
		select {
		case <-ctx.Done():
			return
		case <-t.C:
			_ = g.Reload(ctx)
		}
	}
}

// upstreamChanged hears a server's (new) tool list from the supervisor.
func (g *Gateway) upstreamChanged(name string, tools []catalog.Tool) {
	g.mu.Lock()
	g.upstream[name] = tools
	g.mu.Unlock()
	if err := g.refresh(context.Background(), false); err != nil {
		g.log.Error("tool list", "server", name, "error", err)
	}
}

// tools is a server's current upstream listing (nil before it is known).
func (g *Gateway) tools(name string) []catalog.Tool {
	if g.codemode != nil && name == CodemodeServer {
		return g.codemode.tools()
	}
	g.mu.Lock()
	defer g.mu.Unlock()
	return g.upstream[name]
}

// visibleTools is what a server's policy lets a client see of its tools.
func (g *Gateway) visibleTools(name string) []catalog.Tool {
	eng := g.policies.engine(name)
	if eng == nil {
		return nil
	}
	var out []catalog.Tool
	for _, t := range g.tools(name) {
		if eng.Visible(t.Name) {
			out = append(out, t)
		}
	}
	return out
}

// refresh recomputes what every MCP server lists and replaces the lists
// that changed; mcp-go then tells connected clients (list_changed). At
// start a namespacing collision is an error; later the second tool is
// left out and logged, so one upstream's change cannot stop the others.
func (g *Gateway) refresh(ctx context.Context, starting bool) error {
	g.refreshMu.Lock()
	defer g.refreshMu.Unlock()
	if g.codemode != nil {
		g.codemode.describe(ctx)
	}
	var aggregate []server.ServerTool
	owner := map[string]string{}
	var errs []error
	for _, name := range g.names {
		var own []server.ServerTool
		for _, t := range g.visibleTools(name) {
			mt, err := toMCPTool(t, t.Name)
			if err != nil {
				g.log.Warn("tool left out", "server", name, "tool", t.Name, "error", err)
				continue
			}
			own = append(own, server.ServerTool{Tool: mt, Handler: g.handler(name, t.Name, g.servers[name])})
			full := name + Separator + t.Name
			if prev, clash := owner[full]; clash {
				err := fmt.Errorf("tool %q of server %q and a tool of server %q are both named %q on the aggregate endpoint; rename a server in the config",
					t.Name, name, prev, full)
				if starting {
					errs = append(errs, err)
				} else {
					g.log.Error("tool left out", "error", err)
				}
				continue
			}
			owner[full] = name
			nt := mt
			nt.Name = full
			aggregate = append(aggregate, server.ServerTool{Tool: nt, Handler: g.handler(name, t.Name, g.aggregate)})
		}
		g.setTools(name, g.servers[name], own)
	}
	if err := errors.Join(errs...); err != nil {
		return err
	}
	g.setTools("", g.aggregate, aggregate)
	return nil
}

// setTools replaces an MCP server's tools when they differ from what it
// lists, so clients are told of real changes only.
func (g *Gateway) setTools(key string, s *server.MCPServer, tools []server.ServerTool) {
	h := sha256.New()
	for _, t := range tools {
		b, _ := json.Marshal(t.Tool)
		h.Write(b)
		h.Write([]byte{0})
	}
	var sum [32]byte
	copy(sum[:], h.Sum(nil))
	g.mu.Lock()
	old, seen := g.listed[key]
	g.listed[key] = sum
	g.mu.Unlock()
	if seen && old == sum {
		return
	}
	s.SetTools(tools...)
}

// warnUnknownTools logs policy rules that name tools the server does not
// have: usually a typo, or a tool the server renamed.
func (g *Gateway) warnUnknownTools() {
	for _, name := range g.names {
		eng := g.policies.engine(name)
		tools := g.tools(name)
		if eng == nil || tools == nil {
			continue
		}
		names := make([]string, len(tools))
		for i, t := range tools {
			names[i] = t.Name
		}
		for _, w := range eng.Document().Validate(names) {
			g.log.Warn("policy", "server", name, "warning", w.String())
		}
	}
}

// toMCPTool re-exposes an upstream tool under name, schemas byte-exact.
func toMCPTool(t catalog.Tool, name string) (mcp.Tool, error) {
	in := t.InputSchema
	if len(in) == 0 {
		in = json.RawMessage(`{"type":"object"}`)
	}
	mt := mcp.Tool{
		Name:           name,
		Title:          t.Title,
		Description:    t.Description,
		RawInputSchema: in,
		Annotations: mcp.ToolAnnotation{
			Title:           t.Annotations.Title,
			ReadOnlyHint:    t.Annotations.ReadOnlyHint,
			DestructiveHint: t.Annotations.DestructiveHint,
			IdempotentHint:  t.Annotations.IdempotentHint,
			OpenWorldHint:   t.Annotations.OpenWorldHint,
		},
	}
	if len(t.OutputSchema) > 0 {
		mt.RawOutputSchema = t.OutputSchema
	}
	if len(t.Meta) > 0 {
		var fields map[string]any
		if err := json.Unmarshal(t.Meta, &fields); err == nil && len(fields) > 0 {
			mt.Meta = mcp.NewMetaFromMap(fields)
		}
	}
	// mcp-go refuses (panics on) a tool with invalid x-mcp-header
	// annotations; an upstream must not be able to crash the gateway.
	if err := mcp.ValidateParamHeaderAnnotations(&mt); err != nil {
		return mt, err
	}
	return mt, nil
}
