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
	"errors"
	"fmt"
	"os"
	"slices"
	"strings"
	"sync"
	"time"

	"github.com/mark3labs/mcp-go/client/transport"
	"github.com/mark3labs/mcp-go/mcp"

	"github.com/mcpscan/mcpscan/catalog"
	"github.com/mcpscan/mcpscan/crawler/clientconfig"
	"github.com/mcpscan/mcpscan/crawler/introspect"
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
		t := clientconfig.Resolve(s.Target, os.Getenv, func(id string) string {
			problems = append(problems, fmt.Sprintf("%s: server %q asks for input %q, which mcpscan cannot prompt for; it is left empty", path, s.Name, id))
			return ""
		})
		t.Name = s.Name
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
	session   *introspect.Session
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
	e := p.servers[name]
	if e == nil {
		return ""
	}
	e.mu.Lock()
	defer e.mu.Unlock()
	if e.session == nil {
		return ""
	}
	info := e.session.Info()
	if info.Instructions != "" {
		return info.Instructions
	}
	return info.ServerInfo.Title
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
func (p *Pool) session(ctx context.Context, name string) (*introspect.Session, *entry, error) {
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
func (p *Pool) dialLocked(ctx context.Context, name string, e *entry) (*introspect.Session, *entry, error) {
	s, err := introspect.Dial(ctx, p.targets[name], p.opts.Limits)
	if err != nil {
		e.failedAt, e.lastError = p.now(), err
		e.failures++
		return nil, e, err
	}
	s.OnToolsChanged(func() {
		e.mu.Lock()
		if e.session == s {
			e.tools, e.relist = nil, true
		}
		e.mu.Unlock()
		poke(e.kick)
	})
	e.session, e.failedAt, e.lastError, e.failures = s, time.Time{}, nil, 0
	return s, e, nil
}

func poke(c chan struct{}) {
	select {
	case c <- struct{}{}:
	default:
	}
}

// drop forgets a session that failed, so the next use reconnects.
func (p *Pool) drop(e *entry, s *introspect.Session, err error) {
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
	tools, _, err := s.Tools(ctx)
	if err != nil {
		p.drop(e, s, err)
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

// CallTool calls a tool on a server, within the call timeout and the
// server's concurrency limit. args is a map, or the arguments' JSON as
// json.RawMessage to pass them on byte-exact (large integers intact). A call is never retried: it may have had
// effects. A session that broke is dropped so it is reconnected.
func (p *Pool) CallTool(ctx context.Context, server, tool string, args any) (*mcp.CallToolResult, error) {
	ctx, cancel := context.WithTimeout(ctx, p.opts.CallTimeout)
	defer cancel()
	s, e, err := p.session(ctx, server)
	if err != nil {
		return nil, err
	}
	select {
	case e.slots <- struct{}{}:
	default:
		select {
		case e.slots <- struct{}{}:
		case <-ctx.Done():
			return nil, fmt.Errorf("server %q is busy: %d calls in flight and none finished in time", server, cap(e.slots))
		}
	}
	defer func() { <-e.slots }()
	res, err := s.CallTool(ctx, tool, args)
	if err == nil {
		return res, nil
	}
	if ctx.Err() != nil {
		if errors.Is(ctx.Err(), context.DeadlineExceeded) {
			return nil, fmt.Errorf("call %s/%s: no answer within %s", server, tool, p.opts.CallTimeout)
		}
		return nil, err
	}
	// A transport failure means the server is gone; an error answer from
	// a live one (unknown tool, bad arguments) keeps the session.
	if terr := (*transport.Error)(nil); errors.As(err, &terr) || errors.Is(err, transport.ErrTransportClosed) {
		p.drop(e, s, err)
	}
	return res, err
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
			case <-ctx.Done():
				return
			}
			continue
		}
		// Connected and listed: wait for a death, a change or the end.
		select {
		case <-s.Done():
			p.drop(e, s, fmt.Errorf("server %q exited: %s", name, lastLine(s.Close())))
			continue
		case <-e.kick:
		case <-ctx.Done():
			return
		}
	}
}

// list reads the tools after a connect or a change and reports them.
func (p *Pool) list(ctx context.Context, name string, e *entry, s *introspect.Session) error {
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
