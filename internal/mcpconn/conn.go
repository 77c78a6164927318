// Package mcpconn is a message-level MCP client: it starts or dials one
// server (stdio, streamable HTTP or the older HTTP+SSE transport), performs
// the handshake, and then carries JSON-RPC messages both ways with their
// params and results as raw bytes. A request's response, and the messages a
// server sends about that request (progress, logging, sampling or
// elicitation requests on the request's own HTTP stream), are tied to the
// request by an origin tag the caller chooses, so a relay in front of many
// clients can tell whose they are.
//
// It is what the gateway relays through and what its upstream pool keeps
// open; one-shot introspection still uses mcp-go's typed client.
package mcpconn

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"strconv"
	"sync"
	"sync/atomic"
	"time"

	"github.com/mark3labs/mcp-go/mcp"

	"github.com/mcpscan/mcpscan/crawler/introspect"
	"github.com/mcpscan/mcpscan/internal/jsonrpc"
)

// ErrNotSent marks a failure that happened before the request left this
// process: the server cannot have acted on it. Anything else that fails
// after sending leaves the outcome unknown.
var ErrNotSent = errors.New("the request was not sent")

// ErrClosed is returned for requests on a connection that has ended.
var ErrClosed = errors.New("connection closed")

// Handler receives what the server sends on its own initiative. Both
// functions may be nil.
type Handler struct {
	// Notification hears each notification. origin is the tag of the
	// request on whose response stream it arrived, nil when it came on a
	// stream of its own (stdio, the HTTP GET stream).
	Notification func(n *jsonrpc.Message, origin any)
	// Request answers a request from the server (sampling, elicitation,
	// roots). It runs on a goroutine of its own; ctx ends when the server
	// cancels the request or the connection closes. ping is answered by
	// the connection itself.
	Request func(ctx context.Context, r *jsonrpc.Message, origin any) (json.RawMessage, *jsonrpc.Error)
	// GaveUp hears that Call stopped waiting for a request it had sent
	// (its context ended): the server may still be at work on it. The
	// function it returns, if any, runs once the server is known to be
	// done with the request: its late answer came, or the connection
	// ended. Without an answer within maxGivenUpAge it never runs.
	GaveUp func(origin any) (settled func())
}

// Options configure Dial.
type Options struct {
	// Limits: Timeout bounds the handshake, MaxStderr the stderr tail kept
	// of a stdio server. MaxBytes is ignored: a long-lived connection is
	// bounded per message (MaxMessageBytes).
	Limits introspect.Limits
	// MaxMessageBytes bounds one message from the server (default 32 MiB);
	// a larger one ends the connection.
	MaxMessageBytes int
	// ClientInfo is how the connection names itself to the server.
	ClientInfo mcp.Implementation
	// Capabilities are the client capabilities declared in initialize
	// (default {}).
	Capabilities json.RawMessage
	// Handler receives the server's notifications and requests.
	Handler Handler
}

// Info is what the server said about itself in the handshake.
type Info struct {
	ProtocolVersion string
	Capabilities    json.RawMessage
	ServerInfo      json.RawMessage
	Instructions    string
	// Result is the whole initialize result, as the server sent it.
	Result json.RawMessage
}

// transport carries messages to and from one server.
type transport interface {
	// send writes one message; the messages that come back about it are
	// delivered with origin. A failure wrapping ErrNotSent never left.
	send(ctx context.Context, m *jsonrpc.Message, origin any) error
	// setProtocol tells an HTTP transport the negotiated version (a
	// header on later requests).
	setProtocol(version string)
	// opened runs once the handshake is done (an HTTP transport opens its
	// standing stream).
	opened()
	// done is closed when the transport has ended by itself or by close.
	done() <-chan struct{}
	// close ends the transport and returns a stdio server's stderr tail.
	close() string
	// explain adds what the transport knows about a failure.
	explain(err error) error
}

// Conn is a connection to one MCP server.
type Conn struct {
	name     string
	opts     Options
	tr       transport
	info     Info
	nextID   atomic.Int64
	mu       sync.Mutex
	pending  map[string]*pendingCall
	givenUp  map[string]givenUp            // requests Call stopped waiting for, by id
	served   map[string]context.CancelFunc // requests from the server being answered
	serving  int                           // the server's requests being answered
	refusals chan struct{}                 // the server's requests being refused, up to its capacity
	closed   bool

	closeOnce sync.Once
	stderr    string
	done      chan struct{}
	endErr    error
}

type pendingCall struct {
	ch chan *jsonrpc.Message
}

// Dial starts or connects to the target and completes the handshake within
// opts.Limits.Timeout. ctx bounds the handshake only.
func Dial(ctx context.Context, target introspect.Target, opts Options) (*Conn, error) {
	limits := opts.Limits
	if limits.Timeout <= 0 {
		limits.Timeout = introspect.DefaultLimits.Timeout
	}
	if opts.MaxMessageBytes <= 0 {
		opts.MaxMessageBytes = 32 << 20
	}
	if len(opts.Capabilities) == 0 {
		opts.Capabilities = json.RawMessage(`{}`)
	}
	if opts.ClientInfo.Name == "" {
		opts.ClientInfo = mcp.Implementation{Name: "mcpscan", Version: introspect.Version}
	}
	opts.Limits = limits
	c := &Conn{name: target.Name, opts: opts, pending: map[string]*pendingCall{}, givenUp: map[string]givenUp{}, served: map[string]context.CancelFunc{},
		refusals: make(chan struct{}, maxServed), done: make(chan struct{})}
	var err error
	switch target.Transport {
	case introspect.TransportStdio, "":
		c.tr, err = startStdio(target, limits, opts.MaxMessageBytes, c.receive)
	case introspect.TransportStreamableHTTP:
		c.tr, err = newStreamable(target, opts.MaxMessageBytes, c.receive)
	case introspect.TransportSSE:
		c.tr, err = dialSSE(ctx, target, limits.Timeout, opts.MaxMessageBytes, c.receive)
	default:
		err = fmt.Errorf("unknown transport %q (want stdio, streamable-http or sse)", target.Transport)
	}
	if err != nil {
		return nil, &introspect.Error{Target: target.Name, Stage: "start", Err: err}
	}
	go func() {
		<-c.tr.done()
		// Why it ended (a message past the size limit, the process's
		// exit) goes with it to every call it ends.
		c.end(c.tr.explain(errors.New("the server closed the connection")))
	}()
	hctx, cancel := context.WithTimeout(ctx, limits.Timeout)
	defer cancel()
	if err := c.handshake(hctx, target.Protocol); err != nil {
		if hctx.Err() != nil && ctx.Err() == nil {
			err = fmt.Errorf("no answer before the deadline: %w", introspect.ErrTimeout)
		}
		err = c.tr.explain(err)
		stderr := c.Close()
		return nil, &introspect.Error{Target: target.Name, Stage: "initialize", Err: err, Stderr: stderr}
	}
	c.tr.opened()
	return c, nil
}

// supported are the protocol versions this connection speaks (the session
// based ones; a server that speaks only 2026-07-28 answers initialize with
// an error).
var supported = []string{mcp.ProtocolVersion20251125, mcp.ProtocolVersion20250618, mcp.ProtocolVersion20250326, mcp.ProtocolVersion20241105}

func (c *Conn) handshake(ctx context.Context, want string) error {
	if want == "" || mcp.IsModernProtocol(want) {
		want = mcp.LATEST_LEGACY_PROTOCOL_VERSION
	}
	params, err := json.Marshal(map[string]any{
		"protocolVersion": want,
		"capabilities":    c.opts.Capabilities,
		"clientInfo":      c.opts.ClientInfo,
	})
	if err != nil {
		return err
	}
	raw, err := c.Call(ctx, "initialize", params, nil)
	if err != nil {
		return err
	}
	var res struct {
		ProtocolVersion string          `json:"protocolVersion"`
		Capabilities    json.RawMessage `json:"capabilities"`
		ServerInfo      json.RawMessage `json:"serverInfo"`
		Instructions    string          `json:"instructions"`
	}
	if err := json.Unmarshal(raw, &res); err != nil {
		return fmt.Errorf("initialize: the result is not an initialize result: %w", err)
	}
	known := false
	for _, v := range supported {
		known = known || v == res.ProtocolVersion
	}
	if !known {
		return fmt.Errorf("initialize: the server wants protocol version %q, which mcpscan does not speak on a session", res.ProtocolVersion)
	}
	if len(res.Capabilities) == 0 {
		res.Capabilities = json.RawMessage(`{}`)
	}
	c.info = Info{ProtocolVersion: res.ProtocolVersion, Capabilities: res.Capabilities, ServerInfo: res.ServerInfo,
		Instructions: res.Instructions, Result: raw}
	c.tr.setProtocol(res.ProtocolVersion)
	return c.Notify(ctx, "notifications/initialized", nil)
}

// Info is what the server said in the handshake.
func (c *Conn) Info() Info { return c.info }

// Name is the target's name.
func (c *Conn) Name() string { return c.name }

// Call sends a request and waits for its response. The result is returned
// raw; an error answer comes back as a *jsonrpc.Error. origin tags what
// the server sends about this request. When ctx ends after the request was
// sent, the server is told (notifications/cancelled) and the error says
// the outcome is unknown.
func (c *Conn) Call(ctx context.Context, method string, params json.RawMessage, origin any) (json.RawMessage, error) {
	id := jsonrpc.StringID("m" + strconv.FormatInt(c.nextID.Add(1), 10))
	p := &pendingCall{ch: make(chan *jsonrpc.Message, 1)}
	c.mu.Lock()
	if c.closed {
		c.mu.Unlock()
		return nil, fmt.Errorf("%w: %w", ErrNotSent, c.closedErr())
	}
	c.pending[id.Key()] = p
	c.mu.Unlock()
	defer func() {
		c.mu.Lock()
		delete(c.pending, id.Key())
		c.mu.Unlock()
	}()
	if err := ctx.Err(); err != nil {
		return nil, fmt.Errorf("%w: %w", ErrNotSent, err)
	}
	if err := c.tr.send(ctx, &jsonrpc.Message{ID: id, Method: method, Params: params}, origin); err != nil {
		return nil, err
	}
	select {
	case resp := <-p.ch:
		if resp.Error != nil {
			return nil, resp.Error
		}
		return resp.Result, nil
	case <-ctx.Done():
		c.giveUp(id, p, origin)
		c.cancelUpstream(id, ctx.Err())
		return nil, ctx.Err()
	case <-c.done:
		return nil, fmt.Errorf("%w before it answered", c.closedErr())
	}
}

// cancelUpstream tells the server a request is no longer wanted.
func (c *Conn) cancelUpstream(id jsonrpc.ID, why error) {
	reason := "cancelled by the client"
	if errors.Is(why, context.DeadlineExceeded) {
		reason = "timed out"
	}
	params, _ := json.Marshal(map[string]any{"requestId": json.RawMessage(id), "reason": reason})
	ctx, cancel := context.WithTimeout(context.Background(), 5*time.Second)
	defer cancel()
	_ = c.Notify(ctx, "notifications/cancelled", params)
}

// Notify sends a notification.
func (c *Conn) Notify(ctx context.Context, method string, params json.RawMessage) error {
	if c.isClosed() {
		return fmt.Errorf("%w: %w", ErrNotSent, c.closedErr())
	}
	return c.tr.send(ctx, jsonrpc.Notification(method, params), nil)
}

func (c *Conn) isClosed() bool {
	c.mu.Lock()
	defer c.mu.Unlock()
	return c.closed
}

func (c *Conn) closedErr() error {
	c.mu.Lock()
	defer c.mu.Unlock()
	if c.endErr != nil {
		return fmt.Errorf("%w: %w", ErrClosed, c.endErr)
	}
	return ErrClosed
}

// receive handles one message from the server.
func (c *Conn) receive(m *jsonrpc.Message, origin any) {
	switch {
	case m.IsResponse():
		// The answer is handed over under the lock: a Call that gives
		// up at the same moment then either finds it or leaves its
		// request to late (see giveUp).
		c.mu.Lock()
		if p := c.pending[m.ID.Key()]; p != nil {
			select {
			case p.ch <- m:
			default: // a second answer to one request is ignored
			}
		}
		c.mu.Unlock()
		c.late(m.ID.Key())
	case m.IsRequest():
		if c.admit() {
			go c.serve(m, origin)
			return
		}
		// Past the cap each request is refused, as fast as the answers
		// go out: reading waits for a refusal to be sent, so a server
		// that asks in a loop slows its own stream rather than pile up
		// work here.
		select {
		case c.refusals <- struct{}{}:
			go c.refuse(m, origin)
		case <-c.done:
		}
	case m.IsNotification():
		if m.Method == "notifications/cancelled" {
			var p struct {
				RequestID json.RawMessage `json:"requestId"`
			}
			if json.Unmarshal(m.Params, &p) == nil && len(p.RequestID) > 0 {
				c.mu.Lock()
				cancel := c.served[string(p.RequestID)]
				c.mu.Unlock()
				if cancel != nil {
					cancel()
				}
			}
		}
		if h := c.opts.Handler.Notification; h != nil {
			h(m, origin)
		}
	}
}

// maxServed bounds the server's requests (sampling, elicitation, roots)
// answered at once on one connection: each may wait for a person, and a
// server that asks in a loop must not pile up work without end. Past it
// requests are refused with an error, at most as many at once.
const maxServed = 64

// admit takes a slot to answer a request from the server, if one is free.
func (c *Conn) admit() bool {
	c.mu.Lock()
	defer c.mu.Unlock()
	if c.serving >= maxServed {
		return false
	}
	c.serving++
	return true
}

// refuse answers a request from the server past maxServed with an error.
func (c *Conn) refuse(r *jsonrpc.Message, origin any) {
	defer func() { <-c.refusals }()
	resp := jsonrpc.ErrorResponse(r.ID, jsonrpc.Errorf(jsonrpc.CodeInternalError,
		"%s refused: the client is already answering %d requests from this server", r.Method, maxServed))
	c.reply(resp, origin)
}

// reply sends the answer to a request from the server.
func (c *Conn) reply(resp *jsonrpc.Message, origin any) {
	ctx, cancel := context.WithTimeout(context.Background(), 30*time.Second)
	defer cancel()
	_ = c.tr.send(ctx, resp, origin)
}

// serve answers a request from the server.
func (c *Conn) serve(r *jsonrpc.Message, origin any) {
	ctx, cancel := context.WithCancel(context.Background())
	defer cancel()
	defer func() {
		c.mu.Lock()
		c.serving--
		c.mu.Unlock()
	}()
	go func() {
		select {
		case <-c.done:
			cancel()
		case <-ctx.Done():
		}
	}()
	c.mu.Lock()
	c.served[r.ID.Key()] = cancel
	c.mu.Unlock()
	defer func() {
		c.mu.Lock()
		delete(c.served, r.ID.Key())
		c.mu.Unlock()
	}()
	var resp *jsonrpc.Message
	switch {
	case r.Method == "ping":
		resp = jsonrpc.Response(r.ID, json.RawMessage(`{}`))
	case c.opts.Handler.Request == nil:
		resp = jsonrpc.ErrorResponse(r.ID, jsonrpc.Errorf(jsonrpc.CodeMethodNotFound, "method %q is not supported by this client", r.Method))
	default:
		res, rerr := c.opts.Handler.Request(ctx, r, origin)
		if rerr != nil {
			resp = jsonrpc.ErrorResponse(r.ID, rerr)
		} else {
			resp = jsonrpc.Response(r.ID, res)
		}
	}
	c.reply(resp, origin)
}

// end marks the connection ended: every waiting call fails, and every
// request given up on is settled (the server can answer none of them now).
func (c *Conn) end(err error) {
	c.mu.Lock()
	var settled []func()
	if !c.closed {
		c.closed = true
		c.endErr = err
		close(c.done)
		for id, g := range c.givenUp {
			settled = append(settled, g.settled)
			delete(c.givenUp, id)
		}
	}
	c.mu.Unlock()
	for _, f := range settled {
		f()
	}
}

// Done is closed when the connection has ended: the server exited or
// closed its stream, or Close was called.
func (c *Conn) Done() <-chan struct{} { return c.done }

// Err is why the connection ended, nil while it is open.
func (c *Conn) Err() error {
	c.mu.Lock()
	defer c.mu.Unlock()
	return c.endErr
}

// Close ends the connection (a stdio server's whole process group is
// killed; an HTTP session is deleted) and returns a stdio server's stderr
// tail.
func (c *Conn) Close() string {
	c.closeOnce.Do(func() {
		c.end(errors.New("closed"))
		c.stderr = c.tr.close()
	})
	return c.stderr
}

// Stderr is the tail of a stdio server's stderr so far ("" for HTTP).
func (c *Conn) Stderr() string {
	if s, ok := c.tr.(*stdioTransport); ok {
		return s.p.Stderr()
	}
	return ""
}
