package gateway

import (
	"bytes"
	"context"
	"encoding/json"
	"net/http"
	"slices"

	"github.com/mark3labs/mcp-go/mcp"

	"github.com/mcpscan/mcpscan/internal/jsonrpc"
)

// Protocol 2026-07-28 has no handshake and no session: every request
// carries the client's protocol version, identity and capabilities in
// _meta, HTTP requests repeat the method and the name they act on in
// headers, servers ask the client for input by returning an input_required
// result (the client calls again with the answers), and notifications that
// are not about a request travel on a subscriptions/listen stream the
// client opens. The gateway serves both eras on the same endpoints,
// deciding per request.

// Meta keys of protocol 2026-07-28.
const (
	metaProtocol     = "io.modelcontextprotocol/protocolVersion"
	metaClientInfo   = "io.modelcontextprotocol/clientInfo"
	metaCapabilities = "io.modelcontextprotocol/clientCapabilities"
	metaLogLevel     = "io.modelcontextprotocol/logLevel"
	metaServerInfo   = "io.modelcontextprotocol/serverInfo"
	metaSubscription = "io.modelcontextprotocol/subscriptionId"
)

// modernVersions are the stateless protocol versions the gateway speaks.
var modernVersions = []string{mcp.ProtocolVersion20260728}

// requestMeta is the per-request context of protocol 2026-07-28.
type requestMeta struct {
	protocol string
	caps     clientCaps
	logLevel int
}

// protocolOf is the protocol version a request's _meta declares ("" when
// it declares none: a legacy request).
func protocolOf(params json.RawMessage) string {
	if !bytes.Contains(params, []byte(metaProtocol)) {
		return ""
	}
	var p struct {
		Meta map[string]json.RawMessage `json:"_meta"`
	}
	if json.Unmarshal(params, &p) != nil {
		return ""
	}
	var v string
	_ = json.Unmarshal(p.Meta[metaProtocol], &v)
	return v
}

// parseRequestMeta reads the per-request context; capabilities are
// required on every request.
func parseRequestMeta(params json.RawMessage) (*requestMeta, *jsonrpc.Error) {
	var p struct {
		Meta map[string]json.RawMessage `json:"_meta"`
	}
	_ = json.Unmarshal(params, &p)
	m := &requestMeta{logLevel: -1}
	if json.Unmarshal(p.Meta[metaProtocol], &m.protocol) != nil || !slices.Contains(modernVersions, m.protocol) {
		raw, _ := json.Marshal(map[string]any{"supported": supportedVersions(), "requested": m.protocol})
		return nil, &jsonrpc.Error{Code: jsonrpc.CodeUnsupportedVersion, Message: "unsupported protocol version " + m.protocol, Data: raw}
	}
	caps, ok := p.Meta[metaCapabilities]
	if !ok || len(caps) == 0 || caps[0] != '{' {
		return nil, jsonrpc.Errorf(jsonrpc.CodeInvalidParams, "missing or invalid _meta field %s", metaCapabilities)
	}
	m.caps = parseCaps(caps)
	var level string
	if json.Unmarshal(p.Meta[metaLogLevel], &level) == nil {
		m.logLevel = levelIndex(level)
	}
	return m, nil
}

func supportedVersions() []string { return append(slices.Clone(modernVersions), legacyVersions...) }

// checkHeaders holds the HTTP headers of a 2026-07-28 request to its body
// before anything is decided: Mcp-Method, Mcp-Name and the tool
// parameters a tool binds to headers must say what the body says, so a
// header/body split cannot steer routing or enforcement.
func checkHeaders(x *exchange) *jsonrpc.Error {
	if x.header == nil {
		return nil
	}
	if v := x.header.Get(mcp.HeaderProtocolVersion); v != x.meta.protocol {
		return jsonrpc.Errorf(jsonrpc.CodeHeaderMismatch, "%s header %q does not match the request's %s %q",
			mcp.HeaderProtocolVersion, v, metaProtocol, x.meta.protocol)
	}
	if err := mcp.ValidateStandardHeaders(x.header.Get, x.meta.protocol, mcp.MCPMethod(x.method), x.params); err != nil {
		return jsonrpc.Errorf(jsonrpc.CodeHeaderMismatch, "%v", err)
	}
	if x.method != "tools/call" {
		return nil
	}
	var p struct {
		Name string `json:"name"`
	}
	_ = json.Unmarshal(x.params, &p)
	entry := x.s.g.view(x.s.endpoint).byName[p.Name]
	if entry == nil || !bytes.Contains(entry.tool.InputSchema, []byte("x-mcp-header")) {
		return nil
	}
	tool := &mcp.Tool{Name: p.Name, RawInputSchema: entry.tool.InputSchema}
	lookup := func(name string) (string, bool) {
		v := x.header.Values(name)
		if len(v) == 0 {
			return "", false
		}
		return v[0], true
	}
	if err := mcp.ValidateParamHeadersLookup(lookup, tool, x.params); err != nil {
		return jsonrpc.Errorf(jsonrpc.CodeHeaderMismatch, "%v", err)
	}
	return nil
}

// modernSession is the context of one 2026-07-28 request.
func (g *Gateway) modernSession(endpoint, identity string, meta *requestMeta) *session {
	s := g.newSession(endpoint, identity)
	s.modern = true
	s.protocol = meta.protocol
	s.caps = meta.caps
	s.logLevel = meta.logLevel
	return s
}

// decorateModern adds what 2026-07-28 requires of a result: its type, the
// server's identity and, for lists and reads, caching hints.
func decorateModern(g *Gateway, x *exchange, resp *jsonrpc.Message) *jsonrpc.Message {
	if resp.Error != nil || len(resp.Result) == 0 || resp.Result[0] != '{' {
		return resp
	}
	var r map[string]json.RawMessage
	if json.Unmarshal(resp.Result, &r) != nil {
		return resp
	}
	if _, ok := r["resultType"]; !ok {
		r["resultType"] = json.RawMessage(`"complete"`)
	}
	switch x.method {
	case "tools/list", "prompts/list", "resources/list", "resources/templates/list", "resources/read", "server/discover":
		if _, ok := r["ttlMs"]; !ok {
			r["ttlMs"] = json.RawMessage(`0`)
		}
		if _, ok := r["cacheScope"]; !ok {
			r["cacheScope"] = json.RawMessage(`"private"`)
		}
	}
	var meta map[string]json.RawMessage
	_ = json.Unmarshal(r["_meta"], &meta)
	if meta == nil {
		meta = map[string]json.RawMessage{}
	}
	meta[metaServerInfo] = mustJSON(g.serverInfo(x.s.endpoint))
	r["_meta"] = mustJSON(meta)
	out, err := json.Marshal(r)
	if err != nil {
		return resp
	}
	return jsonrpc.Response(resp.ID, out)
}

// discover answers server/discover: the versions, capabilities and
// instructions of the endpoint.
func (g *Gateway) discover(x *exchange) *jsonrpc.Message {
	res := map[string]any{
		"supportedVersions": supportedVersions(),
		"capabilities":      g.capabilities(x.s.endpoint),
	}
	if in := g.instructions(x.s.endpoint); in != "" {
		res["instructions"] = in
	}
	return jsonrpc.Response(x.id, mustJSON(res))
}

// listenFilter is what a subscriptions/listen stream opted in to.
type listenFilter struct {
	tools, prompts, resourcesList bool
	resources                     []string
}

// listen serves subscriptions/listen: the stream stays open, carrying the
// notifications the client opted in to that the endpoint can send, until
// the client goes away.
func (g *Gateway) listen(x *exchange) *jsonrpc.Message {
	if !x.s.modern || x.reply == nil {
		return jsonrpc.ErrorResponse(x.id, jsonrpc.Errorf(jsonrpc.CodeMethodNotFound,
			"subscriptions/listen is part of protocol 2026-07-28 over HTTP; this session gets notifications on its own stream"))
	}
	var p struct {
		Notifications struct {
			ToolsListChanged      bool     `json:"toolsListChanged"`
			PromptsListChanged    bool     `json:"promptsListChanged"`
			ResourcesListChanged  bool     `json:"resourcesListChanged"`
			ResourceSubscriptions []string `json:"resourceSubscriptions"`
		} `json:"notifications"`
	}
	if err := json.Unmarshal(x.params, &p); err != nil {
		return jsonrpc.ErrorResponse(x.id, jsonrpc.Errorf(jsonrpc.CodeInvalidParams, "subscriptions/listen: %v", err))
	}
	caps := g.capabilities(x.s.endpoint)
	_, hasPrompts := caps["prompts"]
	var rc struct {
		Subscribe   bool `json:"subscribe"`
		ListChanged bool `json:"listChanged"`
	}
	_ = json.Unmarshal(caps["resources"], &rc)
	f := &listenFilter{tools: p.Notifications.ToolsListChanged, prompts: p.Notifications.PromptsListChanged && hasPrompts,
		resourcesList: p.Notifications.ResourcesListChanged && rc.ListChanged}
	if rc.Subscribe {
		f.resources = p.Notifications.ResourceSubscriptions
	}
	// Only what the policy allows is subscribed to, and acknowledged.
	// The stream holds its subscriptions while it lasts (see subscriptions).
	var allowed []string
	var held []subKey
	defer func() { g.release(x.s, held) }()
	for _, uri := range f.resources {
		if server, rerr := g.resourceServer(x, uri); rerr == nil && g.resourceAllowed(server, uri).Allowed {
			allowed = append(allowed, uri)
			params := mustJSON(map[string]string{"uri": uri})
			_, err := g.subscribe(x.s, server, uri, func() (json.RawMessage, error) {
				return g.pool.Call(x.ctx, server, "resources/subscribe", params, nil)
			})
			if err != nil {
				g.log.Debug("subscribe", "server", server, "uri", uri, "error", err)
				continue
			}
			held = append(held, subKey{server, uri})
		}
	}
	if f.resources != nil {
		f.resources = allowed
		if f.resources == nil {
			f.resources = []string{}
		}
	}
	ack := map[string]any{"notifications": map[string]any{"toolsListChanged": f.tools, "promptsListChanged": f.prompts,
		"resourcesListChanged": f.resourcesList, "resourceSubscriptions": f.resources},
		"_meta": map[string]json.RawMessage{metaSubscription: json.RawMessage(x.id)}}
	if err := x.reply.send(jsonrpc.Notification("notifications/subscriptions/acknowledged", mustJSON(ack))); err != nil {
		return nil
	}
	s := x.s
	s.mu.Lock()
	s.listen = f
	s.mu.Unlock()
	s.setStanding(&tagged{out: x.reply, id: x.id})
	if err := g.sessions.add(s, 0, 0); err != nil {
		return jsonrpc.ErrorResponse(x.id, jsonrpc.Errorf(jsonrpc.CodeInternalError, "%v", err))
	}
	defer g.sessions.remove(s)
	<-x.ctx.Done()
	return jsonrpc.Response(x.id, mustJSON(map[string]any{"_meta": map[string]json.RawMessage{metaSubscription: json.RawMessage(x.id)}}))
}

// tagged marks every notification on a listen stream with its id.
type tagged struct {
	out outbox
	id  jsonrpc.ID
}

func (t *tagged) send(m *jsonrpc.Message) error {
	if !m.IsNotification() {
		return t.out.send(m)
	}
	var p map[string]json.RawMessage
	_ = json.Unmarshal(m.Params, &p)
	if p == nil {
		p = map[string]json.RawMessage{}
	}
	var meta map[string]json.RawMessage
	_ = json.Unmarshal(p["_meta"], &meta)
	if meta == nil {
		meta = map[string]json.RawMessage{}
	}
	meta[metaSubscription] = json.RawMessage(t.id)
	p["_meta"] = mustJSON(meta)
	return t.out.send(jsonrpc.Notification(m.Method, mustJSON(p)))
}

// inputRequest is one request embedded in an input_required result.
type inputRequest struct {
	Method string          `json:"method"`
	Params json.RawMessage `json:"params,omitempty"`
}

// inputRequired is a result asking the client for input; the client calls
// again with the answers and state.
func inputRequired(reqs map[string]inputRequest, state string) json.RawMessage {
	return mustJSON(map[string]any{"resultType": "input_required", "inputRequests": reqs, "requestState": state})
}

// askModern answers an upstream's request (sampling, elicitation, roots)
// for a client of protocol 2026-07-28, which takes no requests from a
// server: it cannot be relayed while the client's request is open.
func (g *Gateway) askModern(_ context.Context, _ *exchange, r *jsonrpc.Message) (json.RawMessage, *jsonrpc.Error) {
	return nil, jsonrpc.Errorf(jsonrpc.CodeMethodNotFound,
		"the client behind the gateway speaks protocol 2026-07-28, which has no server-to-client %s request", r.Method)
}

// httpStatus is the HTTP status 2026-07-28 gives a JSON-RPC error.
func httpStatus(rerr *jsonrpc.Error) int {
	switch rerr.Code {
	case jsonrpc.CodeMethodNotFound:
		return http.StatusNotFound
	case jsonrpc.CodeHeaderMismatch, jsonrpc.CodeMissingCapability, jsonrpc.CodeUnsupportedVersion,
		jsonrpc.CodeInvalidRequest, jsonrpc.CodeInvalidParams, jsonrpc.CodeParseError:
		return http.StatusBadRequest
	}
	return http.StatusOK
}
