package gateway

import (
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"slices"
	"strconv"
	"strings"

	"github.com/mcpscan/mcpscan/internal/jsonrpc"
	"github.com/mcpscan/mcpscan/internal/mcpconn"
)

// The gateway is a relay: it answers the handshake and the tool methods
// itself (that is where the policy stands), filters the prompt and
// resource lists by policy, and passes everything else on as it came, in
// both directions. A method it does not know reaches a server's own
// endpoint unchanged, so what a server offers keeps working through the
// gateway even before the gateway has heard of it.

// request answers one request from a client.
func (g *Gateway) request(x *exchange) *jsonrpc.Message {
	if x.s.modern && parkable(x.method) && strings.Contains(string(x.params), relayStatePrefix) {
		var p mcpAnswer
		if json.Unmarshal(x.params, &p) == nil {
			if resp, ok := g.resumeParked(x, p.RequestState, p.InputResponses); ok {
				return resp
			}
		}
	}
	switch x.method {
	case "initialize":
		return g.initialize(x)
	case "ping":
		return jsonrpc.Response(x.id, json.RawMessage(`{}`))
	case "server/discover":
		return g.discover(x)
	case "subscriptions/listen":
		return g.listen(x)
	case "tools/list":
		return g.listTools(x)
	case "tools/call":
		return g.callTool(x)
	case "prompts/list":
		return g.listPrompts(x)
	case "prompts/get":
		return g.getPrompt(x)
	case "resources/list", "resources/templates/list":
		return g.listResources(x)
	case "resources/read", "resources/subscribe", "resources/unsubscribe":
		return g.resourceRequest(x)
	case "completion/complete":
		return g.complete(x)
	case "logging/setLevel":
		return g.setLevel(x)
	}
	return g.passThrough(x)
}

// passThrough relays a method the gateway does not police. A server's
// own endpoint passes it to the server; the aggregate endpoint refuses
// it. Tasks go to the client that started them only (taskRequest).
func (g *Gateway) passThrough(x *exchange) *jsonrpc.Message {
	if strings.HasPrefix(x.method, "tasks/") {
		return g.taskRequest(x)
	}
	server := x.s.endpoint
	if server == "" {
		return jsonrpc.ErrorResponse(x.id, jsonrpc.Errorf(jsonrpc.CodeMethodNotFound,
			"method %q is not available on the aggregate endpoint; use a server's own endpoint, /mcp/{server}", x.method))
	}
	return g.relayTo(x, server)
}

// relayTo passes x on to server as it came.
func (g *Gateway) relayTo(x *exchange, server string) *jsonrpc.Message {
	if server == CodemodeServer && g.codemode != nil {
		return jsonrpc.ErrorResponse(x.id, jsonrpc.Errorf(jsonrpc.CodeMethodNotFound, "method %q is not supported by the code-mode server", x.method))
	}
	raw, err := g.forward(x, server, x.method, x.params)
	return g.reply(x, server, raw, err)
}

// reply turns an upstream's answer into the response to x.
func (g *Gateway) reply(x *exchange, server string, raw json.RawMessage, err error) *jsonrpc.Message {
	if err == nil {
		return jsonrpc.Response(x.id, raw)
	}
	var rerr *jsonrpc.Error
	if errors.As(err, &rerr) {
		return jsonrpc.ErrorResponse(x.id, rerr)
	}
	if x.ctx.Err() != nil {
		return jsonrpc.ErrorResponse(x.id, jsonrpc.Errorf(jsonrpc.CodeRequestCancelled, "the request was cancelled"))
	}
	return jsonrpc.ErrorResponse(x.id, jsonrpc.Errorf(jsonrpc.CodeInternalError, "upstream %s: %v", server, err))
}

// forward sends a request upstream on behalf of x. A progress token the
// client gave is swapped for one of the gateway's own (tokens of several
// clients may collide at one server), and the per-request protocol
// metadata of protocol 2026-07-28, which belongs to the client's hop, is
// left out.
func (g *Gateway) forward(x *exchange, server, method string, params json.RawMessage) (json.RawMessage, error) {
	if x.s.modern && x.park == nil && parkable(method) {
		return g.forwardParked(x, server, method, params)
	}
	return g.forwardNow(x, server, method, params)
}

// forwardNow sends a request upstream and waits for its answer.
func (g *Gateway) forwardNow(x *exchange, server, method string, params json.RawMessage) (json.RawMessage, error) {
	x.setServer(server)
	params, err := g.relayParams(x, params)
	if err != nil {
		return nil, fmt.Errorf("%w: %w", mcpconn.ErrNotSent, err)
	}
	defer g.dropProgress(x)
	return g.pool.Call(x.ctx, server, method, params, x)
}

// relayParams rewrites params for the upstream: _meta's progress token
// and the modern protocol keys.
func (g *Gateway) relayParams(x *exchange, params json.RawMessage) (json.RawMessage, error) {
	if !bytes.Contains(params, []byte(`"_meta"`)) {
		return params, nil
	}
	var p map[string]json.RawMessage
	if err := json.Unmarshal(params, &p); err != nil {
		return nil, fmt.Errorf("params: %w", err)
	}
	metaRaw, ok := p["_meta"]
	if !ok {
		return params, nil
	}
	var meta map[string]json.RawMessage
	if err := json.Unmarshal(metaRaw, &meta); err != nil || meta == nil {
		delete(p, "_meta")
		return json.Marshal(p)
	}
	for k := range meta {
		if strings.HasPrefix(k, "io.modelcontextprotocol/") {
			delete(meta, k)
		}
	}
	if tok, ok := meta["progressToken"]; ok && len(tok) > 0 && string(tok) != "null" {
		x.progress = tok
		x.relayToken = g.addProgress(x)
		meta["progressToken"], _ = json.Marshal(x.relayToken)
	}
	if len(meta) == 0 {
		delete(p, "_meta")
	} else {
		m, err := json.Marshal(meta)
		if err != nil {
			return nil, err
		}
		p["_meta"] = m
	}
	return json.Marshal(p)
}

// addProgress registers x under a fresh relay token.
func (g *Gateway) addProgress(x *exchange) string {
	tok := "mcpscan-progress-" + strconv.FormatInt(g.progressSeq.Add(1), 10)
	g.progressMu.Lock()
	g.progress[tok] = x
	g.progressMu.Unlock()
	return tok
}

func (g *Gateway) dropProgress(x *exchange) {
	if x.relayToken == "" {
		return
	}
	g.progressMu.Lock()
	if g.progress[x.relayToken] == x {
		delete(g.progress, x.relayToken)
	}
	g.progressMu.Unlock()
}

// notification handles a notification from a client.
func (g *Gateway) notification(s *session, m *jsonrpc.Message) {
	switch m.Method {
	case "notifications/initialized":
		s.mu.Lock()
		s.initialized = true
		s.mu.Unlock()
	case "notifications/cancelled":
		s.cancelled(m.Params)
	case "notifications/roots/list_changed":
		for _, name := range g.coveredUpstreams(s) {
			g.notifyUpstream(name, m)
		}
	case "notifications/progress":
		// Progress about a request the gateway relayed to the client is
		// the upstream's business only with the upstream's own token,
		// which the client never saw: nothing to pass on.
	default:
		// Only notifications proper are relayed: a message without an id
		// named like a request ("tools/call", or a request whose id is
		// null) would reach a server that dispatches on the method alone
		// without any decision. MCP names every notification
		// notifications/….
		if !strings.HasPrefix(m.Method, "notifications/") {
			g.log.Warn("a client notification named like a request is not passed on", "method", m.Method, "identity", s.identity)
			return
		}
		if s.endpoint != "" && s.endpoint != CodemodeServer {
			g.notifyUpstream(s.endpoint, m)
		}
	}
}

func (g *Gateway) notifyUpstream(server string, m *jsonrpc.Message) {
	ctx, cancel := context.WithTimeout(context.Background(), g.opts.Upstream.Limits.Timeout)
	defer cancel()
	if err := g.pool.Notify(ctx, server, m.Method, m.Params); err != nil {
		g.log.Debug("notification not passed on", "server", server, "method", m.Method, "error", err)
	}
}

// coveredUpstreams are the upstream servers a session reaches.
func (g *Gateway) coveredUpstreams(s *session) []string {
	if s.endpoint != "" {
		if s.endpoint == CodemodeServer && g.codemode != nil {
			return nil
		}
		return []string{s.endpoint}
	}
	return g.pool.Names()
}

// upstreamNotification handles a notification from an upstream server.
// origin is the exchange on whose stream it arrived, if any.
func (g *Gateway) upstreamNotification(server string, n *jsonrpc.Message, origin any) {
	x, _ := origin.(*exchange)
	switch n.Method {
	case "notifications/tools/list_changed":
		return // the pool lists the tools again; the gateway tells clients of real changes
	case "notifications/cancelled":
		return // the upstream client cancels the request it was answering
	case "notifications/progress":
		g.relayProgress(n)
		return
	case "notifications/message":
		level := messageLevel(n.Params)
		base := g.logMessage(server, level)
		if x == nil {
			if _, task := relatedTask(n.Params); !task {
				// Over stdio nothing says which request a message is
				// about: when one client has requests at the server and
				// no other identity reaches it, it is theirs.
				x = g.soleOwner(server)
			}
		}
		if x != nil {
			if x.s.admits(level, base) {
				_ = x.send(n)
			}
			return
		}
		g.deliverUntied(server, n, func(s *session) bool { return s.admits(level, base) })
		return
	case "notifications/resources/updated":
		var p struct {
			URI string `json:"uri"`
		}
		_ = json.Unmarshal(n.Params, &p)
		if !g.resourceAllowed(server, p.URI).Allowed {
			return // the policy changed since the subscription
		}
		for _, s := range g.sessions.each(func(s *session) bool { return s.covers(server) && s.subscribedTo(server, p.URI) }) {
			s.notify(n)
		}
		return
	case "notifications/tasks/status":
		g.relayTaskStatus(server, n, x)
		return
	case "notifications/prompts/list_changed", "notifications/resources/list_changed":
		for _, s := range g.sessions.each(func(s *session) bool { return s.covers(server) && s.wants(n.Method) }) {
			s.notify(n)
		}
		return
	}
	if x != nil {
		_ = x.send(n)
		return
	}
	g.deliverUntied(server, n, func(s *session) bool { return s.endpoint == server && !s.modern })
}

// relayProgress passes on progress with the client's own token.
func (g *Gateway) relayProgress(n *jsonrpc.Message) {
	var p map[string]json.RawMessage
	if json.Unmarshal(n.Params, &p) != nil {
		return
	}
	var tok string
	if json.Unmarshal(p["progressToken"], &tok) != nil {
		return
	}
	g.progressMu.Lock()
	x := g.progress[tok]
	g.progressMu.Unlock()
	if x == nil {
		return
	}
	p["progressToken"] = x.progress
	params, err := json.Marshal(p)
	if err != nil {
		return
	}
	_ = x.send(jsonrpc.Notification(n.Method, params))
}

// upstreamRequest relays a request an upstream server makes of the client
// (sampling, elicitation, roots) to the client whose request it is about.
func (g *Gateway) upstreamRequest(ctx context.Context, server string, r *jsonrpc.Message, origin any) (json.RawMessage, *jsonrpc.Error) {
	x, _ := origin.(*exchange)
	if x == nil {
		var err *jsonrpc.Error
		if x, err = g.soleClient(server); err != nil {
			return nil, err
		}
	}
	if rerr := g.taskAsker(server, r, x); rerr != nil {
		return nil, rerr
	}
	if !x.s.can(r.Method) {
		return nil, jsonrpc.Errorf(jsonrpc.CodeMethodNotFound, "the client behind the gateway does not support %s", r.Method)
	}
	if x.park != nil {
		return g.askParked(ctx, x.park, r)
	}
	if x.s.modern {
		return g.askModern(ctx, x, r)
	}
	ctx, cancel := context.WithCancel(ctx)
	defer cancel()
	stop := context.AfterFunc(x.ctx, cancel)
	defer stop()
	return x.ask(ctx, r.Method, r.Params)
}

// soleClient finds the client a server's request is for when the
// transport does not say (stdio carries every message on one stream):
// the one client with a request at that server right now. With several,
// the request is refused rather than risk asking the wrong person, and so
// it is while a request another identity gave up on may still be at work
// there (see linger.go).
func (g *Gateway) soleClient(server string) (*exchange, *jsonrpc.Error) {
	x, owners := g.inflightAt(server)
	switch {
	case owners == 0:
		return nil, jsonrpc.Errorf(jsonrpc.CodeInternalError, "no client of the gateway has a request at this server to ask about")
	case owners == 1 && g.lingeringOther(server, x.s.identity):
		return nil, jsonrpc.Errorf(jsonrpc.CodeInternalError,
			"a request another client gave up on may still be at work at this server; the gateway cannot tell which one this request is for")
	case owners == 1:
		return x, nil
	}
	return nil, jsonrpc.Errorf(jsonrpc.CodeInternalError,
		"%d clients have requests at this server; the gateway cannot tell which one this request is for", owners)
}

// inflightAt finds the requests in flight at a server: the latest one and
// how many clients they belong to. A parked call counts as in flight for
// the client that made it.
func (g *Gateway) inflightAt(server string) (*exchange, int) {
	var found *exchange
	owners := map[string]bool{}
	owner := func(x *exchange) string {
		if x.s.modern {
			return "modern:" + x.s.identity + "@" + x.s.endpoint
		}
		return "session:" + x.s.sessionKey() + "@" + x.s.identity
	}
	for _, s := range g.sessions.each(func(*session) bool { return true }) {
		s.mu.Lock()
		for _, x := range s.inflight {
			if x.server == server {
				owners[owner(x)] = true
				found = x
			}
		}
		s.mu.Unlock()
	}
	// The parked calls are copied first: an exchange's server is read
	// under its session's lock, which is not taken inside parkMu.
	g.parkMu.Lock()
	parkedNow := make([]*parked, 0, len(g.parked))
	for _, p := range g.parked {
		parkedNow = append(parkedNow, p)
	}
	g.parkMu.Unlock()
	for _, p := range parkedNow {
		if p.x.upstream() == server {
			owners[owner(p.x)] = true
			found = p.x
		}
	}
	return found, len(owners)
}

// can reports whether the client declared the capability a server
// request needs.
func (s *session) can(method string) bool {
	s.mu.Lock()
	defer s.mu.Unlock()
	switch method {
	case "sampling/createMessage":
		return s.caps.sampling
	case "elicitation/create":
		return s.caps.elicitation
	case "roots/list":
		return s.caps.roots
	}
	return true
}

func (s *session) subscribedTo(server, uri string) bool {
	s.mu.Lock()
	defer s.mu.Unlock()
	if s.listen != nil {
		return slices.Contains(s.listen.resources, uri)
	}
	return s.subscribed[subKey{server, uri}]
}

// wants reports whether a list-change notification goes to the session:
// always under a legacy protocol, by opt-in under 2026-07-28.
func (s *session) wants(method string) bool {
	s.mu.Lock()
	defer s.mu.Unlock()
	if !s.modern {
		return true
	}
	if s.listen == nil {
		return false
	}
	switch method {
	case "notifications/tools/list_changed":
		return s.listen.tools
	case "notifications/prompts/list_changed":
		return s.listen.prompts
	case "notifications/resources/list_changed":
		return s.listen.resources != nil || s.listen.resourcesList
	}
	return false
}
