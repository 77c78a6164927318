package gateway

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"strings"
	"time"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"

	"github.com/mcpscan/mcpscan/policy"
	"github.com/mcpscan/mcpscan/registry"
	"github.com/mcpscan/mcpscan/sandbox"
)

type ctxKey int

const (
	identityKey ctxKey = iota
	mcpServerKey
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

func sessionID(ctx context.Context) string {
	if s := server.ClientSessionFromContext(ctx); s != nil {
		return s.SessionID()
	}
	return ""
}

// call is one tool call on its way through the gateway.
type call struct {
	server, tool string
	args         map[string]any
	raw          json.RawMessage // the arguments as the client sent them, forwarded byte-exact
	identity     string
	session      string
	parent       string            // audit id of the execute_code call a nested call comes from
	srv          *server.MCPServer // the MCP server the client talks to, for asking it questions
	answer       mcp.MultiRoundTripParams
	id           string // this decision's audit id
}

// deniedPrefix starts the text of every result the policy refused, so an
// agent (and its user) can tell a policy decision from a tool's failure.
const deniedPrefix = "Denied by policy: "

// handler is the tools/call handler of one upstream tool on one MCP server.
func (g *Gateway) handler(serverName, tool string, srv *server.MCPServer) server.ToolHandlerFunc {
	return func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		c := &call{server: serverName, tool: tool, args: req.GetArguments(), raw: req.Params.RawArguments,
			identity: Identity(ctx), session: sessionID(ctx), srv: srv, answer: req.Params.MultiRoundTripParams}
		res, denied, err := g.do(ctx, c)
		if denied != "" {
			return mcp.NewToolResultError(deniedPrefix + denied), nil
		}
		return res, err
	}
}

// do decides a call and, when the policy allows it, forwards it. It
// returns the result, or the reason the policy refused it, or the error
// that kept the call from being made. Every outcome is audited.
func (g *Gateway) do(ctx context.Context, c *call) (res *mcp.CallToolResult, denied string, err error) {
	start := time.Now()
	c.id = newAuditID()
	rec := registry.AuditRecord{AuditID: c.id, ParentID: c.parent, Time: start, Identity: c.identity,
		Server: c.server, Tool: c.tool, ArgKeys: argKeys(c.args)}
	if g.opts.AuditArgs {
		rec.Args = c.raw
		if len(rec.Args) == 0 || !json.Valid(rec.Args) {
			rec.Args, _ = json.Marshal(c.args)
		}
	}
	defer func() {
		rec.Duration = time.Since(start)
		g.audit.add(rec)
	}()

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
		var ask *mcp.CallToolResult
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

	res, err = g.forward(ctx, c)
	if err != nil {
		// The call did not happen (or its outcome is unknown): the limit
		// is not used up by a failure the agent could not avoid.
		if rerr := eng.Rollback(context.WithoutCancel(ctx), d); rerr != nil {
			g.log.Error("policy rollback", "server", c.server, "tool", c.tool, "error", rerr)
		}
		rec.Error = err.Error()
		return nil, "", err
	}
	if res != nil && res.IsError {
		rec.Error = "the tool returned an error: " + clip(resultText(res), 300)
	}
	return res, "", nil
}

// forward makes an allowed call upstream, or runs it in the built-in
// code-mode server.
func (g *Gateway) forward(ctx context.Context, c *call) (*mcp.CallToolResult, error) {
	if g.codemode != nil && c.server == CodemodeServer {
		return g.codemode.run(ctx, c)
	}
	var args any = c.args
	if len(c.raw) > 0 {
		args = c.raw
	}
	res, err := g.pool.CallTool(ctx, c.server, c.tool, args)
	if err != nil {
		return nil, fmt.Errorf("upstream %s: %w", c.server, err)
	}
	return asOwnResult(res), nil
}

// asOwnResult strips what belongs to the upstream's protocol exchange, not
// to the tool's answer: the upstream names itself in _meta and, under
// protocol 2026-07-28, marks the result complete. Passed on, a client of
// 2025-11-25 would see fields its protocol does not have, and every client
// a server name other than the gateway it talks to. The gateway's own MCP
// server adds what the client's protocol needs.
func asOwnResult(res *mcp.CallToolResult) *mcp.CallToolResult {
	if res == nil {
		return nil
	}
	if res.ResultType == mcp.ResultTypeComplete {
		res.ResultType = ""
	}
	if res.Meta != nil {
		delete(res.Meta.AdditionalFields, mcp.MetaKeyServerInfo)
		if res.Meta.ProgressToken == nil && len(res.Meta.AdditionalFields) == 0 {
			res.Meta = nil
		}
	}
	return res
}

// approve settles a call the policy wants a person to approve. It returns
// the decision that stands afterwards and its audit verdict, or a result
// that asks the client for the person's answer (protocol 2026-07-28, where
// the client calls again with it).
func (g *Gateway) approve(ctx context.Context, c *call, eng *policy.Engine, d policy.Decision) (policy.Decision, string, *mcp.CallToolResult) {
	timeout := d.Approval.ApprovalTimeout()
	declined := func(why string) (policy.Decision, string, *mcp.CallToolResult) {
		d.Action = policy.ActionDeny
		d.Reason = fmt.Sprintf("%s (%s)", d.Reason, why)
		return d, DecisionDeclined, nil
	}
	var answer *mcp.ElicitationResult
	switch {
	case strings.HasPrefix(c.answer.RequestState, approvalStatePrefix) || hasInput(c.answer.InputResponses, approvalInput):
		// The client calls again with a person's answer.
		if err := g.approvals.redeem(c.answer.RequestState, c); err != nil {
			return declined(err.Error())
		}
		answer = server.ElicitationResponse(c.answer.InputResponses, approvalInput)
	case !clientCanAsk(ctx):
		return declined("this client cannot ask a person: it does not support MCP elicitation")
	case mcp.IsModernProtocol(server.RequestProtocolVersion(ctx)):
		if c.parent != "" {
			return declined("a code-mode script cannot wait for a person under protocol " +
				server.RequestProtocolVersion(ctx) + "; call the tool directly")
		}
		q := approvalQuestion(c, d.Reason, rationale(eng, c.tool))
		ask := server.NewInputRequestBuilder(g.approvals.issue(c, timeout)).Elicit(approvalInput, q).ToolResult()
		return d, DecisionAsk, ask
	default:
		srv := c.srv
		if s, ok := ctx.Value(mcpServerKey).(*server.MCPServer); ok && srv == nil {
			srv = s
		}
		if srv == nil {
			return declined("no client session to ask")
		}
		actx, cancel := context.WithTimeout(ctx, timeout)
		defer cancel()
		q := approvalQuestion(c, d.Reason, rationale(eng, c.tool))
		res, err := srv.RequestElicitation(actx, mcp.ElicitationRequest{
			Request: mcp.Request{Method: string(mcp.MethodElicitationCreate)}, Params: q})
		if err != nil {
			if errors.Is(actx.Err(), context.DeadlineExceeded) {
				return declined(fmt.Sprintf("no answer within %s", timeout))
			}
			return declined("asking for approval failed: " + err.Error())
		}
		answer = res
	}
	if !approved(answer) {
		return declined("the person " + answerText(answer))
	}
	req := policy.Request{Server: c.server, Tool: c.tool, Args: c.args, Identity: c.identity, Session: c.session, Approved: true}
	nd, err := eng.Decide(ctx, req)
	if err != nil {
		g.log.Error("policy decision", "server", c.server, "tool", c.tool, "error", err)
	}
	if !nd.Allowed() {
		return nd, DecisionDeny, nil
	}
	return nd, DecisionApproved, nil
}

func hasInput(r mcp.InputResponses, key string) bool {
	_, ok := r[key]
	return ok
}

// clientCanAsk reports whether the client said it can put questions to a
// person (the elicitation capability), per request under protocol
// 2026-07-28 and per session before it.
func clientCanAsk(ctx context.Context) bool {
	if info := server.RequestProtocolInfoFromContext(ctx); info != nil && info.Modern {
		return info.ClientCapabilities != nil && info.ClientCapabilities.Elicitation != nil
	}
	if s, ok := server.ClientSessionFromContext(ctx).(server.SessionWithClientInfo); ok {
		return s.GetClientCapabilities().Elicitation != nil
	}
	return false
}

// rationale is the classifier's reason kept in the policy (x-risk), shown
// to the person deciding.
func rationale(eng *policy.Engine, tool string) string {
	if r := eng.Document().Tools[tool]; r != nil && r.Risk != nil {
		s := r.Risk.Rationale
		if r.Risk.Category != "" {
			s = fmt.Sprintf("%s / %s. %s", r.Risk.Category, r.Risk.Severity, s)
		}
		return strings.TrimSpace(s)
	}
	return ""
}

// resultText is the text content of a result, joined.
func resultText(res *mcp.CallToolResult) string {
	var parts []string
	for _, c := range res.Content {
		if t, ok := c.(mcp.TextContent); ok {
			parts = append(parts, t.Text)
		}
	}
	return strings.Join(parts, "\n")
}

// auditRefused records calls mcp-go answered itself because the tool is
// not listed: hidden or denied outright by the policy, or unknown. The
// caller gets mcp-go's "tool not found"; the audit log gets the policy's
// reason.
func (g *Gateway) auditRefused(endpoint string) server.OnErrorHookFunc {
	return func(ctx context.Context, _ any, method mcp.MCPMethod, message any, err error) {
		if method != mcp.MethodToolsCall || !errors.Is(err, server.ErrToolNotFound) {
			return
		}
		req, ok := message.(*mcp.CallToolRequest)
		if !ok || req == nil {
			return
		}
		srvName, tool := endpoint, req.Params.Name
		if endpoint == "" {
			var found bool
			if srvName, tool, found = strings.Cut(req.Params.Name, Separator); !found {
				srvName, tool = "", req.Params.Name
			}
		}
		args := req.GetArguments()
		rec := registry.AuditRecord{AuditID: newAuditID(), Time: time.Now(), Identity: Identity(ctx), Server: srvName, Tool: tool,
			ArgKeys: argKeys(args), Decision: DecisionUnknown, Rule: "unknown", Reason: "no such tool"}
		if eng := g.policies.engine(srvName); eng != nil {
			if d, _ := eng.Explain(ctx, policy.Request{Server: srvName, Tool: tool, Args: args, Identity: rec.Identity}); !d.Allowed() {
				rec.Decision, rec.Rule, rec.Reason = DecisionDeny, d.Rule, d.Reason
				if d.Action == policy.ActionHide {
					rec.Decision = DecisionHide
				}
			}
		}
		g.audit.add(rec)
	}
}

// nestedCall is a call a code-mode script makes: decided by the called
// server's policy like any other, with the execute_code call as parent.
func (g *Gateway) nestedCall(ctx context.Context, sc sandbox.Call) (*mcp.CallToolResult, error) {
	c := &call{server: sc.Server, tool: sc.Tool, args: sc.Args, identity: Identity(ctx), session: sessionID(ctx), parent: sc.ParentID}
	if s, ok := ctx.Value(mcpServerKey).(*server.MCPServer); ok {
		c.srv = s
	}
	res, denied, err := g.do(ctx, c)
	if denied != "" {
		return nil, deniedError(denied)
	}
	return res, err
}

// deniedError is the policy's reason as a script sees it; it is
// sandbox.ErrDenied to the runtime, which reports it as such.
type deniedError string

func (e deniedError) Error() string        { return "policy: " + string(e) }
func (e deniedError) Is(target error) bool { return target == sandbox.ErrDenied }
