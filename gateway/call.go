package gateway

import (
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"strings"
	"time"

	"github.com/mark3labs/mcp-go/mcp"

	"github.com/mcpscan/mcpscan/internal/argcheck"
	"github.com/mcpscan/mcpscan/internal/jsonrpc"
	"github.com/mcpscan/mcpscan/internal/mcpconn"
	"github.com/mcpscan/mcpscan/policy"
	"github.com/mcpscan/mcpscan/registry"
	"github.com/mcpscan/mcpscan/sandbox"
)

type ctxKey int

const (
	identityKey ctxKey = iota
	exchangeKey
)

// AnonymousIdentity is the identity of calls made without a grant: over
// stdio, or over loopback HTTP when no grants are configured.
const AnonymousIdentity = "anonymous"

// WithIdentity returns ctx carrying the identity of the client making
// calls: the name of the grant its bearer token belongs to. Limits with
// scope "grant" count per identity.
func WithIdentity(ctx context.Context, id string) context.Context {
	return context.WithValue(ctx, identityKey, id)
}

// Identity is the client identity ctx carries.
func Identity(ctx context.Context) string {
	if id, ok := ctx.Value(identityKey).(string); ok && id != "" {
		return id
	}
	return AnonymousIdentity
}

// call is one tool call on its way through the gateway.
type call struct {
	server, tool string
	args         map[string]any  // as decided
	argsJSON     json.RawMessage // exactly what was decided, as the upstream receives it
	meta, task   json.RawMessage // the request's _meta and task members, passed on
	identity     string
	session      string
	parent       string    // audit id of the execute_code call a nested call comes from
	x            *exchange // the client request it belongs to (for nested calls, the execute_code's)
	answer       mcpAnswer // a person's answer, when the client calls again with it (2026-07-28)
	id           string    // this decision's audit id
}

// mcpAnswer is what a client sends back after an input_required result.
type mcpAnswer struct {
	InputResponses map[string]json.RawMessage `json:"inputResponses"`
	RequestState   string                     `json:"requestState"`
}

// deniedPrefix starts the text of every result the policy refused, so an
// agent (and its user) can tell a policy decision from a tool's failure.
const deniedPrefix = "Denied by policy: "

// errorResult is a tool result with isError set and text.
func errorResult(text string) json.RawMessage {
	b, _ := json.Marshal(map[string]any{"content": []map[string]string{{"type": "text", "text": text}}, "isError": true})
	return b
}

// callParams are the members of a tools/call request the gateway passes
// on; anything else in the params is dropped, so nothing the policy did
// not see reaches the upstream.
type callParams struct {
	Name       string
	Arguments  any // as sent: checked by do
	Meta, Task json.RawMessage
	mcpAnswer
}

// parseCallParams reads tools/call params strictly: a duplicate key
// anywhere (two names, two argument objects, one key twice inside the
// arguments) is refused, so the policy cannot decide on one value while
// the upstream acts on another.
func parseCallParams(raw json.RawMessage, maxBytes int) (callParams, error) {
	a, err := argcheck.Decode(raw, maxBytes)
	if err != nil {
		return callParams{}, fmt.Errorf("tools/call params: %w", err)
	}
	var p callParams
	name, ok := a.Value["name"].(string)
	if !ok || name == "" {
		return callParams{}, errors.New(`tools/call: "name" must be a non-empty string`)
	}
	p.Name = name
	p.Arguments = a.Value["arguments"]
	if m, ok := a.Value["_meta"]; ok && m != nil {
		p.Meta = argcheck.Encode(m)
	}
	if t, ok := a.Value["task"]; ok && t != nil {
		p.Task = argcheck.Encode(t)
	}
	if st, ok := a.Value["requestState"].(string); ok {
		p.RequestState = st
	}
	if ir, ok := a.Value["inputResponses"].(map[string]any); ok {
		p.InputResponses = make(map[string]json.RawMessage, len(ir))
		for k, v := range ir {
			p.InputResponses[k] = argcheck.Encode(v)
		}
	}
	return p, nil
}

// callTool answers tools/call: the tool must be one the endpoint lists,
// by its exact name; the arguments must be a JSON object that matches the
// tool's input schema; then the policy decides, and only what it decided
// on is forwarded.
func (g *Gateway) callTool(x *exchange) *jsonrpc.Message {
	p, err := parseCallParams(x.params, maxArgumentBytes)
	if err != nil {
		g.auditMalformed(x, err)
		return jsonrpc.ErrorResponse(x.id, jsonrpc.Errorf(jsonrpc.CodeInvalidParams, "%v", err))
	}
	entry := g.view(x.s.endpoint).byName[p.Name]
	if entry == nil {
		server, tool := g.splitName(x.s.endpoint, p.Name)
		g.auditUnlisted(x.ctx, server, tool, x.s.identity, "", p.Arguments)
		return jsonrpc.ErrorResponse(x.id, jsonrpc.Errorf(jsonrpc.CodeInvalidParams, "tool %q not found", p.Name))
	}
	c := &call{server: entry.server, tool: entry.tool.Name, meta: p.Meta, task: p.Task, identity: x.s.identity,
		session: x.s.sessionKey(), x: x, answer: p.mcpAnswer}
	raw, denied, err := g.do(x.ctx, c, p.Arguments, entry)
	switch {
	case denied != "":
		return jsonrpc.Response(x.id, errorResult(deniedPrefix+denied))
	case err != nil:
		return g.reply(x, c.server, nil, err)
	}
	if len(p.Task) > 0 {
		g.noteTask(c.server, x.s.identity, raw)
	}
	return jsonrpc.Response(x.id, raw)
}

// splitName is the server and tool a client's tool name means at
// endpoint: the endpoint's own server, or the aggregate's namespaced
// server__tool.
func (g *Gateway) splitName(endpoint, name string) (string, string) {
	if endpoint == "" && !g.opts.PlainNames {
		if sv, tl, found := strings.Cut(name, Separator); found {
			return sv, tl
		}
	}
	return endpoint, name
}

// auditMalformed records a tools/call whose params could not be read (a
// duplicate key, arguments that are no object, bad _meta): it was refused,
// and the log says so, under the name it gave when one can be read.
func (g *Gateway) auditMalformed(x *exchange, err error) {
	var named struct {
		Name string `json:"name"`
	}
	_ = json.Unmarshal(x.params, &named) // the last of duplicate names, or none
	server, tool := g.splitName(x.s.endpoint, clip(strings.ToValidUTF8(named.Name, "\ufffd"), maxAuditKeyLen))
	g.audit.add(registry.AuditRecord{AuditID: newAuditID(), Time: time.Now(), Identity: x.s.identity, Server: server, Tool: tool,
		Decision: DecisionDeny, Rule: "arguments", Reason: clip(err.Error(), 1024)})
}

// maxArgumentBytes bounds a call's params (the HTTP request limit bounds
// them too; stdio and nested calls have only this one).
const maxArgumentBytes = DefaultMaxRequestBytes

// sessionKey names the session for approvals and session-scoped limits.
func (s *session) sessionKey() string {
	if s.id != "" {
		return s.id
	}
	return "stdio"
}

// badArguments is why arguments were refused before any policy decision.
type badArguments struct{ msg string }

func (e *badArguments) Error() string { return e.msg }

// do decides a call and, when the policy allows it, forwards it. It
// returns the result, or the reason the call was refused, or the error
// that kept the call from being made. Every outcome is audited.
func (g *Gateway) do(ctx context.Context, c *call, argsValue any, entry *toolEntry) (res json.RawMessage, denied string, err error) {
	start := time.Now()
	c.id = newAuditID()
	rec := registry.AuditRecord{AuditID: c.id, ParentID: c.parent, Time: start, Identity: c.identity,
		Server: c.server, Tool: c.tool}
	defer func() {
		rec.Duration = time.Since(start)
		g.audit.add(rec)
	}()

	args, aerr := argumentsObject(argsValue)
	if aerr == nil {
		aerr = entry.validate(args)
	}
	if aerr != nil {
		rec.Decision, rec.Rule, rec.Reason = DecisionDeny, "arguments", aerr.Error()
		if g.opts.AuditArgs {
			rec.Args = auditArgs(argcheck.Encode(argsValue))
		}
		return nil, aerr.Error(), nil
	}
	canonical := json.RawMessage(argcheck.Encode(args))
	c.args, c.argsJSON = args, canonical
	rec.ArgKeys = argKeys(args)
	if g.opts.AuditArgs {
		rec.Args = auditArgs(canonical)
	}

	eng := g.policies.engine(c.server)
	if eng == nil {
		rec.Decision, rec.Rule, rec.Reason = DecisionDeny, "policy", "server has no policy"
		return nil, fmt.Sprintf("server %q has no policy", c.server), nil
	}
	req := policy.Request{Server: c.server, Tool: c.tool, Args: c.args, Identity: c.identity, Session: c.session}
	d, derr := eng.Decide(ctx, req)
	if derr != nil {
		g.log.Error("policy decision", "server", c.server, "tool", c.tool, "error", derr)
		rec.Error = derr.Error()
	}
	verdict := DecisionAllow
	if d.Action == policy.ActionApproval {
		var ask json.RawMessage
		d, verdict, ask = g.approve(ctx, c, eng, d)
		if ask != nil {
			rec.Decision, rec.Rule, rec.Reason = DecisionAsk, d.Rule, d.Reason
			return ask, "", nil
		}
	}
	rec.Rule, rec.Reason = d.Rule, d.Reason
	switch {
	case d.Action == policy.ActionHide:
		rec.Decision = DecisionHide
		return nil, d.Reason, nil
	case !d.Allowed():
		rec.Decision = DecisionDeny
		if verdict == DecisionDeclined {
			rec.Decision = DecisionDeclined
		}
		return nil, d.Reason, nil
	}
	rec.Decision = verdict

	res, err = g.forwardCall(ctx, c)
	if err != nil {
		// A limit is given back only when the call provably never reached
		// the server: a call that timed out, or that the client dropped,
		// may have done its work.
		if errors.Is(err, mcpconn.ErrNotSent) {
			if rerr := eng.Rollback(context.WithoutCancel(ctx), d); rerr != nil {
				g.log.Error("policy rollback", "server", c.server, "tool", c.tool, "error", rerr)
			}
		}
		rec.Error = err.Error()
		return nil, "", err
	}
	if isErrorResult(res) {
		rec.Error = "the tool returned an error: " + clip(resultText(res), 300)
	}
	return res, "", nil
}

// argumentsObject is a call's arguments as a policy reads them: absent
// or null is no arguments; anything but a JSON object is refused.
func argumentsObject(v any) (map[string]any, error) {
	switch a := v.(type) {
	case nil:
		return map[string]any{}, nil
	case map[string]any:
		return a, nil
	}
	return nil, &badArguments{"arguments must be a JSON object, got " + jsonKind(v)}
}

func jsonKind(v any) string {
	switch v.(type) {
	case []any:
		return "an array"
	case string:
		return "a string"
	case json.Number, float64:
		return "a number"
	case bool:
		return "a boolean"
	}
	return "something else"
}

// forwardCall makes an allowed call upstream, or runs it in the built-in
// code-mode server.
func (g *Gateway) forwardCall(ctx context.Context, c *call) (json.RawMessage, error) {
	if g.codemode != nil && c.server == CodemodeServer {
		return g.codemode.run(ctx, c)
	}
	params := upstreamCallParams(c.tool, c.argsJSON, c.meta, c.task)
	if c.x != nil && c.parent == "" {
		return g.forward(c.x, c.server, "tools/call", params)
	}
	// A nested call: its messages belong to the script's execute_code
	// request, but it is a request of its own.
	return g.pool.Call(ctx, c.server, "tools/call", params, c.x)
}

// upstreamCallParams are the params of the tools/call sent upstream: the
// members json.Marshal would write of a map of them, in its (sorted)
// order, byte for byte. The parts are compact JSON as argcheck.Encode
// writes it, so they are joined rather than marshalled: marshalling would
// scan and copy the arguments once more on every call.
func upstreamCallParams(tool string, args, meta, task json.RawMessage) json.RawMessage {
	name := argcheck.Encode(tool)
	b := make([]byte, 0, len(`{"_meta":,"arguments":,"name":,"task":}`)+len(meta)+len(args)+len(name)+len(task))
	b = append(b, '{')
	if len(meta) > 0 && string(meta) != "null" {
		b = append(append(append(b, `"_meta":`...), meta...), ',')
	}
	b = append(append(b, `"arguments":`...), args...)
	b = append(append(b, `,"name":`...), name...)
	if len(task) > 0 && string(task) != "null" {
		b = append(append(b, `,"task":`...), task...)
	}
	return append(b, '}')
}

func mustJSON(v any) json.RawMessage {
	b, _ := json.Marshal(v)
	return b
}

// isErrorResult reports whether a tool result has isError set.
func isErrorResult(raw json.RawMessage) bool {
	if !bytes.Contains(raw, []byte(`"isError"`)) {
		return false
	}
	var r struct {
		IsError bool `json:"isError"`
	}
	return json.Unmarshal(raw, &r) == nil && r.IsError
}

// resultText is the text content of a result, joined.
func resultText(raw json.RawMessage) string {
	var r struct {
		Content []struct {
			Type string `json:"type"`
			Text string `json:"text"`
		} `json:"content"`
	}
	_ = json.Unmarshal(raw, &r)
	var parts []string
	for _, c := range r.Content {
		if c.Type == "text" {
			parts = append(parts, c.Text)
		}
	}
	return strings.Join(parts, "\n")
}

// auditUnlisted records a call to a name the endpoint does not list:
// hidden or denied outright by the policy, or unknown. The caller gets
// "not found"; the audit log gets the policy's reason.
func (g *Gateway) auditUnlisted(ctx context.Context, server, tool, identity, parent string, argsValue any) {
	args, _ := argumentsObject(argsValue)
	rec := registry.AuditRecord{AuditID: newAuditID(), ParentID: parent, Time: time.Now(), Identity: identity, Server: server, Tool: tool,
		ArgKeys: argKeys(args), Decision: DecisionUnknown, Rule: "unknown", Reason: "no such tool"}
	if eng := g.policies.engine(server); eng != nil {
		if d, _ := eng.Explain(ctx, policy.Request{Server: server, Tool: tool, Args: args, Identity: identity}); !d.Allowed() {
			rec.Decision, rec.Rule, rec.Reason = DecisionDeny, d.Rule, d.Reason
			if d.Action == policy.ActionHide {
				rec.Decision = DecisionHide
			}
		}
	}
	g.audit.add(rec)
}

// nestedCall is a call a code-mode script makes: it reaches only a tool
// the called server's policy lets a client see, by its exact name, and is
// decided by that policy like any other, with the execute_code call as
// parent.
func (g *Gateway) nestedCall(ctx context.Context, sc sandbox.Call) (*mcp.CallToolResult, error) {
	x, _ := ctx.Value(exchangeKey).(*exchange)
	c := &call{server: sc.Server, tool: sc.Tool, identity: Identity(ctx), parent: sc.ParentID, x: x, session: "stdio"}
	if x != nil {
		c.identity, c.session = x.s.identity, x.s.sessionKey()
	}
	// What a script passes went through JSON already; read it as a call
	// from a client is read, so one check covers both.
	rawArgs, err := json.Marshal(sc.Args)
	if err != nil {
		return nil, fmt.Errorf("arguments: %w", err)
	}
	decoded, err := argcheck.Decode(rawArgs, maxArgumentBytes)
	if err != nil {
		return nil, deniedError(err.Error())
	}
	// Exact names only: the server's own endpoint view lists what its
	// policy lets a client see, under the names the server gave them.
	entry := g.view(sc.Server).byName[sc.Tool]
	if entry == nil || entry.server != sc.Server || sc.Server == CodemodeServer {
		// The policy's reason goes to the audit log only: a hidden tool
		// and one that does not exist must read alike to the script.
		g.auditUnlisted(ctx, sc.Server, sc.Tool, c.identity, sc.ParentID, decoded.Value)
		return nil, deniedError(fmt.Sprintf("server %q lists no tool %q for this client", sc.Server, sc.Tool))
	}
	raw, denied, err := g.do(ctx, c, decoded.Value, entry)
	if denied != "" {
		return nil, deniedError(denied)
	}
	if err != nil {
		return nil, err
	}
	return mcp.ParseCallToolResult(&raw)
}

// deniedError is the policy's reason as a script sees it; it is
// sandbox.ErrDenied to the runtime, which reports it as such.
type deniedError string

func (e deniedError) Error() string        { return "policy: " + string(e) }
func (e deniedError) Is(target error) bool { return target == sandbox.ErrDenied }
