package gateway

import (
	"context"
	"encoding/json"
	"errors"
	"log/slog"
	"slices"
	"sync"
	"sync/atomic"
	"time"

	"github.com/mark3labs/mcp-go/mcp"

	"github.com/mcpscan/mcpscan/catalog"
	"github.com/mcpscan/mcpscan/crawler/introspect"
	"github.com/mcpscan/mcpscan/internal/argcheck"
	"github.com/mcpscan/mcpscan/internal/mcpconn"
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
	// PlainNames lists tools and prompts on the aggregate endpoint under
	// their servers' own names instead of server__name; two servers
	// offering one name then refuse the start (and a later clash leaves
	// the second out).
	PlainNames bool
	Log        *slog.Logger
	Version    string
}

// Gateway is a running gateway: the upstream connections, the policies,
// and the clients' sessions. Serve it over stdio (ServeStdio) or HTTP
// (Handler, Serve).
type Gateway struct {
	opts      Options
	log       *slog.Logger
	names     []string // every server served, config order, the built-in last
	pool      *upstream.Pool
	policies  *policySet
	audit     *auditLog
	approvals *approvals
	desk      *approvalDesk // calls waiting for an approver
	codemode  *builtin
	sessions  *sessionTable
	routes    *resourceRoutes
	subs      *subscriptions
	schemas   *argcheck.Cache // compiled input schemas

	views atomic.Pointer[map[string]*toolView] // what each endpoint lists ("" is the aggregate)

	mu       sync.Mutex
	upstream map[string][]catalog.Tool // each server's tools as it lists them
	tasks    map[string]taskOwner      // task id → who started it where
	// early holds task statuses that came before the result naming their
	// task's owner (see relayTaskStatus).
	early map[string][]earlyStatus

	parkMu sync.Mutex
	parked map[string]*parked // upstream calls waiting on a 2026-07-28 client's retry

	progressMu  sync.Mutex
	progress    map[string]*exchange // relay progress token → the request it is about
	progressSeq atomic.Int64

	logMu     sync.Mutex
	logs      map[string]*upstreamLog // server → what is known of its log level (see loglevel.go)
	relevelMu sync.Mutex              // one change of an upstream's log level at a time

	lingerMu  sync.Mutex
	lingering map[string][]*lingering // server → requests given up on that may still be at work there

	refreshMu  sync.Mutex // one refresh at a time; it calls out while not holding mu
	runCtx     context.Context
	cancel     context.CancelFunc
	wg         sync.WaitGroup
	httpWG     sync.WaitGroup   // session sweepers of HTTP handlers
	ownRuntime *sandbox.Runtime // the code-mode runtime the gateway made, closed with it
	closeOnce  sync.Once
}

// clientCapabilities are what the gateway declares to every upstream: it
// relays sampling, elicitation and roots requests to the client a request
// is about (and refuses them when that client cannot answer).
var clientCapabilities = json.RawMessage(`{"sampling":{},"elicitation":{"form":{},"url":{}},"roots":{"listChanged":true}}`)

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
		desk:      newApprovalDesk(),
		sessions:  newSessionTable(),
		schemas:   argcheck.NewCache(0),
		routes:    newResourceRoutes(),
		subs:      newSubscriptions(),
		upstream:  map[string][]catalog.Tool{},
		tasks:     map[string]taskOwner{},
		progress:  map[string]*exchange{},
		parked:    map[string]*parked{},
		lingering: map[string][]*lingering{},
		logs:      map[string]*upstreamLog{},
	}
	ps, err := loadPolicies(opts.PolicyDir, g.names, opts.Counters)
	if err != nil {
		return nil, err
	}
	g.policies = ps
	g.sessions.ended = g.sessionEnded

	uo := opts.Upstream
	uo.OnChange = g.upstreamChanged
	uo.OnError = func(server string, err error) { g.log.Warn("upstream server", "server", server, "error", err) }
	uo.OnNotification = g.upstreamNotification
	uo.OnRequest = g.upstreamRequest
	uo.OnGiveUp = g.gaveUp
	connected := uo.OnConnect
	uo.OnConnect = func(server string, info mcpconn.Info) {
		g.upstreamConnected(server)
		if connected != nil {
			connected(server, info)
		}
	}
	uo.Capabilities = clientCapabilities
	if uo.Limits.Timeout == 0 {
		uo.Limits = introspect.DefaultLimits
		uo.Limits.Timeout = 30 * time.Second
	}
	g.opts.Upstream.Limits = uo.Limits
	g.pool = upstream.NewPoolWithOptions(upstreamTargets(opts.Config.Targets), uo)

	if cm := opts.Config.Codemode; cm != nil {
		rt := opts.Runtime
		if rt == nil {
			// Scripts reach the gateway from the network: each runs in a
			// child process of its own unless the config says otherwise.
			rcfg := cm.RuntimeConfig()
			rcfg.Isolate = cm.IsolateOr(true)
			rt = sandbox.New(rcfg)
			g.ownRuntime = rt
		}
		b, err := newBuiltin(g, rt, *cm)
		if err != nil {
			return nil, err
		}
		g.codemode = b
	}

	g.audit = newAuditLog(opts.Store, g.log)
	runCtx, cancel := context.WithCancel(context.WithoutCancel(ctx))
	g.runCtx, g.cancel = runCtx, cancel
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

// Names lists the servers the gateway serves, the built-in one last.
func (g *Gateway) Names() []string { return slices.Clone(g.names) }

// Close stops the gateway: upstream servers are shut down and every audit
// record still queued is written.
func (g *Gateway) Close() {
	g.closeOnce.Do(func() {
		g.cancel()
		g.wg.Wait()
		g.httpWG.Wait()
		g.pool.Close()
		if g.ownRuntime != nil {
			g.ownRuntime.Close()
		}
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
	before := g.upstream[name]
	g.upstream[name] = tools
	g.mu.Unlock()
	g.flagRedefined(name, before, tools)
	if err := g.refresh(context.Background(), false); err != nil {
		g.log.Error("tool list", "server", name, "error", err)
	}
}

// aggregateName is the name a server's tool or prompt has on the
// aggregate endpoint.
func (g *Gateway) aggregateName(server, name string) string {
	if g.opts.PlainNames {
		return name
	}
	return server + Separator + name
}

// flagRedefined warns of tools whose definition a server changed while
// connected: the policy decides by name, so the rule written for the
// definition as it was now stands in front of the new one (a server can
// describe a tool one way to win an allow and change it later). The
// lock file (mcpscan lock verify) is the check that refuses such a change.
func (g *Gateway) flagRedefined(server string, before, after []catalog.Tool) {
	if len(before) == 0 {
		return
	}
	was := make(map[string]string, len(before))
	for _, t := range before {
		was[t.Name] = t.Hash()
	}
	for _, t := range after {
		if old, ok := was[t.Name]; ok && old != t.Hash() {
			g.log.Warn("a server changed a tool's definition; its policy rule still applies by name: review it",
				"server", server, "tool", t.Name, "was", old, "now", t.Hash())
		}
	}
}
