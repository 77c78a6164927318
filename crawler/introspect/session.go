package introspect

import (
	"context"
	"fmt"
	"math"
	"sync"

	"github.com/mark3labs/mcp-go/client"
	"github.com/mark3labs/mcp-go/mcp"

	"github.com/mcpscan/mcpscan/catalog"
)

// Session is a connection to one server kept open for calls: what the
// code-mode server and the gateway use to reach upstream servers. It has
// the same hardening as Introspect (a stdio server gets a clean
// environment and its own process group), without the byte cap, which
// only makes sense for one listing.
type Session struct {
	target  Target
	conn    *connection
	init    *mcp.InitializeResult
	limits  Limits
	mu      sync.Mutex
	lister  *lister
	closing sync.Once
	stderr  string
	done    chan struct{}
	dying   sync.Once
}

// Dial starts or connects to the target and completes the handshake
// within limits.Timeout. ctx bounds the handshake only; the session lives
// until Close.
func Dial(ctx context.Context, target Target, limits Limits) (*Session, error) {
	limits = limits.withDefaults()
	limits.MaxBytes = math.MaxInt64 / 2 // a long-lived session is bounded per call, not in total
	conn, err := connect(context.WithoutCancel(ctx), target, limits)
	if err != nil {
		return nil, &Error{Target: target.Name, Stage: "start", Err: err}
	}
	hctx, cancel := context.WithTimeout(ctx, limits.Timeout)
	defer cancel()
	ir, err := conn.client.Initialize(hctx, initRequest())
	if err != nil && target.Protocol != "" && hctx.Err() == nil {
		// The server refused the version asked for: start again and
		// negotiate, as a client without a preference would.
		_ = conn.close()
		plain := target
		plain.Protocol = ""
		return Dial(ctx, plain, limits)
	}
	if err != nil {
		err = conn.explain(hctx, err)
		return nil, &Error{Target: target.Name, Stage: "initialize", Err: err, Stderr: conn.close()}
	}
	s := &Session{target: target, conn: conn, init: ir, limits: limits, done: make(chan struct{}),
		lister: &lister{send: conn.requester(ir.ProtocolVersion), limits: limits}}
	if conn.exited != nil {
		go func() {
			select {
			case <-conn.exited:
				s.markDone()
			case <-s.done:
			}
		}()
	}
	// Only the SSE transport notices a lost connection by itself; the
	// others report it on the next request.
	conn.client.OnConnectionLost(func(error) { s.markDone() })
	return s, nil
}

func (s *Session) markDone() { s.dying.Do(func() { close(s.done) }) }

// Done is closed when the session has ended: the stdio server exited, the
// SSE stream was lost, or Close was called. Streamable HTTP servers are not
// watched; their loss shows as a failed call.
func (s *Session) Done() <-chan struct{} { return s.done }

// OnToolsChanged registers fn to run when the server says its tool list
// changed (notifications/tools/list_changed).
func (s *Session) OnToolsChanged(fn func()) {
	s.conn.client.OnNotification(func(n mcp.JSONRPCNotification) {
		if n.Method == string(mcp.MethodNotificationToolsListChanged) {
			fn()
		}
	})
}

// Info is what the server said about itself.
func (s *Session) Info() *mcp.InitializeResult { return s.init }

// Client is the underlying mcp-go client.
func (s *Session) Client() *client.Client { return s.conn.client }

// Tools lists the server's tools byte-exact; malformed ones are dropped
// and reported as warnings.
func (s *Session) Tools(ctx context.Context) ([]catalog.Tool, []string, error) {
	s.mu.Lock() // the lister numbers its requests
	defer s.mu.Unlock()
	tools, warnings, _, err := s.lister.tools(ctx)
	if err != nil {
		return nil, warnings, &Error{Target: s.target.Name, Stage: "tools/list", Err: s.conn.explain(ctx, err)}
	}
	return tools, warnings, nil
}

// CallTool calls a tool with the arguments given: a map, or their JSON as
// json.RawMessage, which is sent as it is. A tool-level failure is
// a result with IsError; an error means the call could not be made.
func (s *Session) CallTool(ctx context.Context, name string, args any) (*mcp.CallToolResult, error) {
	req := mcp.CallToolRequest{}
	req.Params.Name = name
	req.Params.Arguments = args
	res, err := s.conn.client.CallTool(ctx, req)
	if err != nil {
		return nil, fmt.Errorf("call %s/%s: %w", s.target.Name, name, s.conn.explain(ctx, err))
	}
	return res, nil
}

// Close ends the session (killing a stdio server's process group) and
// returns the tail of its stderr.
func (s *Session) Close() string {
	s.closing.Do(func() {
		s.stderr = s.conn.close()
		s.markDone()
	})
	return s.stderr
}
