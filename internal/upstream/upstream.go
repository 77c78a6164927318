// Package upstream keeps connections to the MCP servers of a SERVERS.json
// file (the "mcpServers" format of Claude Desktop, Cursor and Claude Code):
// tools listed once and cached, a bounded number of calls in flight per
// server, each with a deadline, and a server that died reconnected after an
// exponential backoff while its calls fail fast. Unsupervised, a pool
// connects on first use and reconnects on the next call; supervised (the
// gateway), it connects at once, restarts a dead server by itself and
// reports tool-list changes. The code-mode server and the gateway reach
// upstream servers through it.
package upstream

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"os"
	"slices"
	"strings"
	"sync"
	"time"

	"github.com/mark3labs/mcp-go/mcp"

	"github.com/mcpscan/mcpscan/catalog"
	"github.com/mcpscan/mcpscan/crawler/clientconfig"
	"github.com/mcpscan/mcpscan/crawler/introspect"
	"github.com/mcpscan/mcpscan/internal/jsonrpc"
	"github.com/mcpscan/mcpscan/internal/mcpconn"
)

// ErrUnknownServer is returned for a server name the config does not have.
var ErrUnknownServer = errors.New("unknown server")

// LoadConfig reads a SERVERS.json and returns one target per enabled
// server, with ${env:NAME} references filled from the environment. Problems
// with entries are returned alongside, as the client would report them.
func LoadConfig(path string) ([]introspect.Target, []string, error) {
	cfg, err := clientconfig.ParseFile(path)
	if err != nil {
		return nil, nil, err
	}
	var targets []introspect.Target
	problems := cfg.Problems
	for _, s := range cfg.Servers {
		if s.Disabled {
			problems = append(problems, fmt.Sprintf("%s: server %q is disabled", path, s.Name))
			continue
		}
		// The gateway cannot prompt: an ${input:id} comes from the
		// environment its client starts it with, and a server whose input
		// is not there is not started (rather than started with an empty
		// secret).
		var missing []string
		t := clientconfig.Resolve(s.Target, os.Getenv, func(id string) string {
			v, ok := os.LookupEnv(clientconfig.InputEnvName(id))
			if !ok {
				missing = append(missing, fmt.Sprintf("%q (set %s)", id, clientconfig.InputEnvName(id)))
			}
			return v
		})
		if len(missing) > 0 {
			problems = append(problems, fmt.Sprintf("%s: server %q is not started: it needs input %s, which the gateway cannot prompt for",
				path, s.Name, strings.Join(slices.Compact(missing), ", ")))
			continue
		}
		t, err := clientconfig.WithEnvFile(t, s.EnvFile, path)
		if err != nil {
			problems = append(problems, fmt.Sprintf("%s: server %q is not started: %v", path, s.Name, err))
			continue
		}
		t.Name = s.Name
		// Servers get what their client would have given them; the
		// gateway's --clean-env takes it back.
		t.ClientEnv = t.Transport == introspect.TransportStdio
		targets = append(targets, t)
	}
	return targets, problems, nil
}

// Options tune a Pool. Zero fields take the defaults.
type Options struct {
	// Limits bound each connection's handshake and listing.
	Limits introspect.Limits
	// CallTimeout bounds one tool call, waiting for a free slot included
	// (default 60s).
	CallTimeout time.Duration
	// MaxConcurrent is how many calls one server may have in flight
	// (default 64); more wait for a slot until their deadline.
	MaxConcurrent int
	// Backoff is the first wait before reconnecting a server that failed
	// (default 1s); it doubles with each failure in a row up to MaxBackoff
	// (default 30s).
	Backoff, MaxBackoff time.Duration
	// OnChange, when set, runs after a server's tool list was (re)read by
	// the supervisor: on connect, on reconnect and on list_changed.
	OnChange func(server string, tools []catalog.Tool)
	// OnError, when set, is told about connection failures the supervisor
	// sees (for the log).
	OnError func(server string, err error)
	// OnConnect, when set, runs after a server (re)connected, before its
	// tools are listed: the gateway reads its capabilities.
	OnConnect func(server string, info mcpconn.Info)
	// OnNotification and OnRequest, when set, hear what a server sends on
	// its own initiative (list changes, progress, logging; sampling,
	// elicitation, roots), with the origin given to Call. A tool-list
	// change is also handled by the pool (OnChange).
	OnNotification func(server string, n *jsonrpc.Message, origin any)
	OnRequest      func(ctx context.Context, server string, r *jsonrpc.Message, origin any) (json.RawMessage, *jsonrpc.Error)
	// OnGiveUp, when set, hears of a request sent with origin whose call
	// ended without its answer (cancelled, or timed out): the server may
	// still be at work on it. The function it returns, if any, runs when
	// the server is done with it (its late answer came, or the
	// connection ended); see mcpconn.Handler.GaveUp.
	OnGiveUp func(server string, origin any) (settled func())
	// Capabilities are the client capabilities declared to every server
	// (default: none).
	Capabilities json.RawMessage
}

func (o Options) withDefaults() Options {
	if o.CallTimeout <= 0 {
		o.CallTimeout = 60 * time.Second
	}
	if o.MaxConcurrent <= 0 {
		o.MaxConcurrent = 64
	}
	if o.Backoff <= 0 {
		o.Backoff = time.Second
	}
	if o.MaxBackoff < o.Backoff {
		o.MaxBackoff = max(30*time.Second, o.Backoff)
	}
	return o
}

// Pool holds one session per upstream server.
type Pool struct {
	opts       Options
	now        func() time.Time
	supervised bool

	// Fixed at construction; each entry guards its own session.
	order   []string
	targets map[string]introspect.Target
	servers map[string]*entry
}

type entry struct {
	mu        sync.Mutex // serialises dialling
	session   *mcpconn.Conn
	tools     []catalog.Tool
	failedAt  time.Time
	failures  int // in a row, for the backoff
	lastError error
	slots     chan struct{}
	kick      chan struct{} // wakes the supervisor: the session broke or the tools changed
	relist    bool          // the server said its tools changed
}

// NewPool returns a pool for the targets; nothing is started until used.
// limits bound each connection's handshake and listing.
func NewPool(targets []introspect.Target, limits introspect.Limits) *Pool {
	return NewPoolWithOptions(targets, Options{Limits: limits, Backoff: 5 * time.Second})
}

// NewPoolWithOptions returns a pool for the targets with the options given.
func NewPoolWithOptions(targets []introspect.Target, opts Options) *Pool {
	opts = opts.withDefaults()
	p := &Pool{opts: opts, now: time.Now, targets: map[string]introspect.Target{}, servers: map[string]*entry{}}
	for _, t := range targets {
		p.order = append(p.order, t.Name)
		p.targets[t.Name] = t
		p.servers[t.Name] = &entry{slots: make(chan struct{}, opts.MaxConcurrent), kick: make(chan struct{}, 1)}
	}
	return p
}

// Names lists the servers in config order.
func (p *Pool) Names() []string { return slices.Clone(p.order) }

// Target is how a server is reached.
func (p *Pool) Target(name string) (introspect.Target, bool) {
	t, ok := p.targets[name]
	return t, ok
}

// Description is what the server said about itself once connected ("" before).
func (p *Pool) Description(name string) string {
	info, ok := p.Info(name)
	if !ok {
		return ""
	}
	if info.Instructions != "" {
		return info.Instructions
	}
	var si struct {
		Title string `json:"title"`
	}
	_ = json.Unmarshal(info.ServerInfo, &si)
	return si.Title
}

// Info is what a connected server said in its handshake; false while it
// is not connected.
func (p *Pool) Info(name string) (mcpconn.Info, bool) {
	e := p.servers[name]
	if e == nil {
		return mcpconn.Info{}, false
	}
	e.mu.Lock()
	defer e.mu.Unlock()
	if e.session == nil {
		return mcpconn.Info{}, false
	}
	return e.session.Info(), true
}

func (p *Pool) backoff(failures int) time.Duration {
	d := p.opts.Backoff
	for i := 1; i < failures && d < p.opts.MaxBackoff; i++ {
		d *= 2
	}
	return min(d, p.opts.MaxBackoff)
}

// unavailable is the fail-fast error for a server that is down.
func (p *Pool) unavailable(name string, e *entry) error {
	wait := p.backoff(e.failures) - p.now().Sub(e.failedAt)
	if wait < 0 {
		wait = 0
	}
	return fmt.Errorf("server %q is unavailable (reconnecting in %s): %w", name, wait.Round(100*time.Millisecond), e.lastError)
}

// session returns a live session, dialling it if needed. A server whose
// last attempt failed is not retried until the backoff has passed; calls
// fail fast with the last error meanwhile. Under a supervisor only the
// supervisor dials.
func (p *Pool) session(ctx context.Context, name string) (*mcpconn.Conn, *entry, error) {
	e, ok := p.servers[name]
	if !ok {
		return nil, nil, fmt.Errorf("%q: %w", name, ErrUnknownServer)
	}
	e.mu.Lock()
	defer e.mu.Unlock()
	if e.session != nil {
		return e.session, e, nil
	}
	if p.supervised {
		if e.lastError == nil {
			return nil, e, fmt.Errorf("server %q is still connecting", name)
		}
		return nil, e, p.unavailable(name, e)
	}
	if !e.failedAt.IsZero() && p.now().Sub(e.failedAt) < p.backoff(e.failures) {
		return nil, e, p.unavailable(name, e)
	}
	return p.dialLocked(ctx, name, e)
}

// dialLocked connects to a server; called with e.mu held.
func (p *Pool) dialLocked(ctx context.Context, name string, e *entry) (*mcpconn.Conn, *entry, error) {
	var s *mcpconn.Conn
	var mu sync.Mutex // s is set after Dial returns; the handlers may run before
	h := mcpconn.Handler{Notification: func(n *jsonrpc.Message, origin any) {
		if n.Method == string(mcp.MethodNotificationToolsListChanged) {
			mu.Lock()
			conn := s
			mu.Unlock()
			e.mu.Lock()
			if conn == nil || e.session == conn {
				e.tools, e.relist = nil, true
			}
			e.mu.Unlock()
			poke(e.kick)
		}
		if p.opts.OnNotification != nil {
			p.opts.OnNotification(name, n, origin)
		}
	}}
	if p.opts.OnRequest != nil {
		h.Request = func(ctx context.Context, r *jsonrpc.Message, origin any) (json.RawMessage, *jsonrpc.Error) {
			return p.opts.OnRequest(ctx, name, r, origin)
		}
	}
	if p.opts.OnGiveUp != nil {
		h.GaveUp = func(origin any) func() { return p.opts.OnGiveUp(name, origin) }
	}
	conn, err := mcpconn.Dial(ctx, p.targets[name], mcpconn.Options{Limits: p.opts.Limits, Handler: h, Capabilities: p.opts.Capabilities})
	if err != nil {
		e.failedAt, e.lastError = p.now(), err
		e.failures++
		return nil, e, err
	}
	mu.Lock()
	s = conn
	mu.Unlock()
	e.session, e.failedAt, e.lastError, e.failures = conn, time.Time{}, nil, 0
	if p.opts.OnConnect != nil {
		p.opts.OnConnect(name, conn.Info())
	}
	return conn, e, nil
}

func poke(c chan struct{}) {
	select {
	case c <- struct{}{}:
	default:
	}
}

// drop forgets a session that failed, so the next use reconnects.
func (p *Pool) drop(e *entry, s *mcpconn.Conn, err error) {
	e.mu.Lock()
	if e.session == s {
		e.session = nil
		e.tools = nil
		e.failedAt, e.lastError = p.now(), err
		e.failures++
	}
	e.mu.Unlock()
	s.Close()
	poke(e.kick)
}

// Tools lists a server's tools (byte-exact), connecting if needed; the
// listing is cached for the life of the session.
func (p *Pool) Tools(ctx context.Context, name string) ([]catalog.Tool, error) {
	s, e, err := p.session(ctx, name)
	if err != nil {
		return nil, err
	}
	e.mu.Lock()
	cached := e.tools
	e.mu.Unlock()
	if cached != nil {
		return cached, nil
	}
	if !declares(s.Info().Capabilities, "tools") {
		// A server with only resources or prompts has no tools to list:
		// asking would only get an error, and leave it never up.
		e.mu.Lock()
		if e.session == s {
			e.tools = []catalog.Tool{}
		}
		e.mu.Unlock()
		return []catalog.Tool{}, nil
	}
	send := func(ctx context.Context, method string, params json.RawMessage) (json.RawMessage, error) {
		return s.Call(ctx, method, params, nil)
	}
	tools, _, _, err := introspect.ListTools(ctx, send, p.opts.Limits)
	if err != nil {
		err = &introspect.Error{Target: name, Stage: "tools/list", Err: err}
		if ctx.Err() == nil && !isAnswer(err) {
			p.drop(e, s, err)
		}
		return nil, err
	}
	if tools == nil {
		tools = []catalog.Tool{}
	}
	e.mu.Lock()
	if e.session == s {
		e.tools = tools
	}
	e.mu.Unlock()
	return tools, nil
}

// declares reports whether server capabilities name capability.
func declares(caps json.RawMessage, capability string) bool {
	var m map[string]json.RawMessage
	_ = json.Unmarshal(caps, &m)
	_, ok := m[capability]
	return ok
}

// CallTool calls a tool on a server, within the call timeout and the
// server's concurrency limit. args is a map, or the arguments' JSON as
// json.RawMessage to pass them on byte-exact (large integers intact). A call is never retried: it may have had
// effects. A session that broke is dropped so it is reconnected.
func (p *Pool) CallTool(ctx context.Context, server, tool string, args any) (*mcp.CallToolResult, error) {
	if args == nil {
		args = map[string]any{}
	}
	params, err := json.Marshal(map[string]any{"name": tool, "arguments": args})
	if err != nil {
		return nil, fmt.Errorf("call %s/%s: %w: %w", server, tool, mcpconn.ErrNotSent, err)
	}
	raw, err := p.Call(ctx, server, "tools/call", params, nil)
	if err != nil {
		return nil, fmt.Errorf("call %s/%s: %w", server, tool, err)
	}
	res, err := mcp.ParseCallToolResult(&raw)
	if err != nil {
		return nil, fmt.Errorf("call %s/%s: the result is not a tool result: %w", server, tool, err)
	}
	return res, nil
}

// Call sends one request to a server, within the call timeout and the
// server's concurrency limit, and returns its raw result; an error answer
// comes back as a *jsonrpc.Error. origin tags what the server sends about
// the request. A failure that wraps mcpconn.ErrNotSent never reached the
// server (it was down, or no slot came free in time); after any other
// failure the request may have had its effect. A request is never retried.
func (p *Pool) Call(ctx context.Context, server, method string, params json.RawMessage, origin any) (json.RawMessage, error) {
	ctx, cancel := context.WithTimeout(ctx, p.opts.CallTimeout)
	defer cancel()
	s, e, err := p.session(ctx, server)
	if err != nil {
		if errors.Is(err, ErrUnknownServer) {
			return nil, err
		}
		return nil, fmt.Errorf("%w: %w", mcpconn.ErrNotSent, err)
	}
	select {
	case e.slots <- struct{}{}:
	default:
		select {
		case e.slots <- struct{}{}:
		case <-ctx.Done():
			return nil, fmt.Errorf("%w: server %q is busy: %d calls in flight and none finished in time", mcpconn.ErrNotSent, server, cap(e.slots))
		}
	}
	defer func() { <-e.slots }()
	res, err := s.Call(ctx, method, params, origin)
	if err == nil {
		return res, nil
	}
	if ctx.Err() != nil {
		if errors.Is(ctx.Err(), context.DeadlineExceeded) && !errors.Is(err, mcpconn.ErrNotSent) {
			return nil, fmt.Errorf("%s on %s: no answer within %s: %w", method, server, p.opts.CallTimeout, ctx.Err())
		}
		return nil, err
	}
	// A transport failure means the server is gone; an error answer from
	// a live one (unknown tool, bad arguments) keeps the session.
	if !isAnswer(err) {
		p.drop(e, s, err)
	}
	return nil, err
}

// Notify sends a notification to a connected server; a server that is
// not connected misses it.
func (p *Pool) Notify(ctx context.Context, server, method string, params json.RawMessage) error {
	e, ok := p.servers[server]
	if !ok {
		return fmt.Errorf("%q: %w", server, ErrUnknownServer)
	}
	e.mu.Lock()
	s := e.session
	e.mu.Unlock()
	if s == nil {
		return fmt.Errorf("server %q is not connected", server)
	}
	return s.Notify(ctx, method, params)
}

// Restart asks the supervisor to connect a server that is down now,
// without waiting out its backoff.
func (p *Pool) Restart(name string) {
	e, ok := p.servers[name]
	if !ok {
		return
	}
	e.mu.Lock()
	e.failures, e.failedAt = 0, time.Time{}
	e.mu.Unlock()
	poke(e.kick)
}

// isAnswer reports whether err is the server's own error answer.
func isAnswer(err error) bool {
	var rerr *jsonrpc.Error
	return errors.As(err, &rerr)
}

// Supervise connects to every server now and keeps them connected until
// ctx ends: a server that dies or cannot start is retried with exponential
// backoff (its calls fail fast meanwhile), and a server that says its tools
// changed is listed again. OnChange hears of every listing. It returns once
// every server has had its first attempt.
func (p *Pool) Supervise(ctx context.Context) {
	p.supervised = true
	var first sync.WaitGroup
	for _, name := range p.order {
		first.Add(1)
		go p.supervise(ctx, name, first.Done)
	}
	first.Wait()
}

func (p *Pool) supervise(ctx context.Context, name string, started func()) {
	e := p.servers[name]
	defer func() {
		if started != nil {
			started()
		}
	}()
	for ctx.Err() == nil {
		e.mu.Lock()
		s := e.session
		var err error
		if s == nil {
			s, _, err = p.dialLocked(ctx, name, e)
		}
		e.mu.Unlock()
		if err == nil {
			err = p.list(ctx, name, e, s)
		}
		if err != nil && p.opts.OnError != nil {
			p.opts.OnError(name, err)
		}
		if started != nil {
			started()
			started = nil
		}
		if err != nil {
			e.mu.Lock()
			wait := p.backoff(e.failures)
			e.mu.Unlock()
			select {
			case <-time.After(wait):
			case <-e.kick: // Restart
			case <-ctx.Done():
				return
			}
			continue
		}
		// Connected and listed: wait for a death, a change or the end.
		listed := time.Now()
		select {
		case <-s.Done():
			p.drop(e, s, fmt.Errorf("server %q ended: %w; %s", name, s.Err(), lastLine(s.Close())))
			continue
		case <-e.kick:
		case <-ctx.Done():
			return
		}
		// A server that says its tools changed over and over would have
		// them listed, and every endpoint's view rebuilt, as fast as it
		// can ask: changes are listed at most once per relistGap, the
		// ones that came meanwhile together.
		select {
		case <-time.After(time.Until(listed.Add(relistGap))):
		case <-s.Done():
		case <-ctx.Done():
			return
		}
	}
}

// relistGap is the shortest time between two listings of a server's tools.
const relistGap = 250 * time.Millisecond

// list reads the tools after a connect or a change and reports them.
func (p *Pool) list(ctx context.Context, name string, e *entry, s *mcpconn.Conn) error {
	e.mu.Lock()
	need := e.session == s && (e.tools == nil || e.relist)
	e.relist = false
	e.mu.Unlock()
	if !need {
		return nil
	}
	lctx, cancel := context.WithTimeout(ctx, p.opts.Limits.Timeout+time.Second)
	defer cancel()
	tools, err := p.Tools(lctx, name)
	if err != nil {
		return err
	}
	if p.opts.OnChange != nil {
		p.opts.OnChange(name, tools)
	}
	return nil
}

// lastLine is the last non-empty line of a server's stderr, for an error.
func lastLine(stderr string) string {
	lines := strings.Split(strings.TrimSpace(stderr), "\n")
	if l := strings.TrimSpace(lines[len(lines)-1]); l != "" {
		return "last stderr line: " + l
	}
	return "no stderr output"
}

// Close ends every session.
func (p *Pool) Close() {
	for _, e := range p.servers {
		e.mu.Lock()
		s := e.session
		e.session = nil
		e.mu.Unlock()
		if s != nil {
			s.Close()
		}
	}
}
