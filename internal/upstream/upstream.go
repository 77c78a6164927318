// Package upstream keeps connections to the MCP servers of a SERVERS.json
// file (the "mcpServers" format of Claude Desktop, Cursor and Claude Code):
// connected on first use, tools listed once and cached, a server that died
// reconnected on the next call after a backoff, and calls that fail fast
// meanwhile. The code-mode server and the gateway reach upstream servers
// through it.
package upstream

import (
	"context"
	"errors"
	"fmt"
	"os"
	"slices"
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

// Pool holds one session per upstream server.
type Pool struct {
	limits  introspect.Limits
	backoff time.Duration
	now     func() time.Time

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
	lastError error
}

// NewPool returns a pool for the targets; nothing is started until used.
// limits bound each connection's handshake and listing.
func NewPool(targets []introspect.Target, limits introspect.Limits) *Pool {
	p := &Pool{limits: limits, backoff: 5 * time.Second, now: time.Now,
		targets: map[string]introspect.Target{}, servers: map[string]*entry{}}
	for _, t := range targets {
		p.order = append(p.order, t.Name)
		p.targets[t.Name] = t
		p.servers[t.Name] = &entry{}
	}
	return p
}

// Names lists the servers in config order.
func (p *Pool) Names() []string { return slices.Clone(p.order) }

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

// session returns a live session, dialling it if needed. A server whose
// last attempt failed is not retried until the backoff has passed; calls
// fail fast with the last error meanwhile.
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
	if !e.failedAt.IsZero() && p.now().Sub(e.failedAt) < p.backoff {
		return nil, e, fmt.Errorf("server %q is unavailable (retrying in %s): %w",
			name, (p.backoff - p.now().Sub(e.failedAt)).Round(time.Second), e.lastError)
	}
	s, err := introspect.Dial(ctx, p.targets[name], p.limits)
	if err != nil {
		e.failedAt, e.lastError = p.now(), err
		return nil, e, err
	}
	e.session, e.failedAt, e.lastError = s, time.Time{}, nil
	return s, e, nil
}

// drop forgets a session that failed, so the next use reconnects.
func (p *Pool) drop(e *entry, s *introspect.Session, err error) {
	e.mu.Lock()
	if e.session == s {
		e.session = nil
		e.tools = nil
		e.failedAt, e.lastError = p.now(), err
	}
	e.mu.Unlock()
	s.Close()
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
	e.mu.Lock()
	e.tools = tools
	e.mu.Unlock()
	return tools, nil
}

// CallTool calls a tool on a server. A call is never retried: it may have
// had effects. A session that broke is dropped so the next call reconnects.
func (p *Pool) CallTool(ctx context.Context, server, tool string, args map[string]any) (*mcp.CallToolResult, error) {
	s, e, err := p.session(ctx, server)
	if err != nil {
		return nil, err
	}
	res, err := s.CallTool(ctx, tool, args)
	if err != nil && errors.Is(err, transport.ErrTransportClosed) {
		// The server is gone; an error answer from a live one (unknown
		// tool, bad arguments) keeps the session.
		p.drop(e, s, err)
	}
	return res, err
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
