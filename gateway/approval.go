package gateway

import (
	"crypto/hmac"
	"crypto/rand"
	"crypto/sha256"
	"encoding/base64"
	"encoding/hex"
	"encoding/json"
	"errors"
	"fmt"
	"strings"
	"sync"
	"time"
	"unicode/utf8"

	"context"

	"github.com/mcpscan/mcpscan/policy"
)

// approvalStatePrefix starts every approval state the gateway issues.
const approvalStatePrefix = "mcpscan-approval."

// approvalInput is the key of the approval question in a multi round-trip
// tools/call (protocol 2026-07-28 and later).
const approvalInput = "mcpscan.approval"

// approvals issues and checks the state that ties a person's answer to the
// one call it was asked about. Under protocol 2026-07-28 the client answers
// by calling the tool again with the answer attached; without a check, a
// client could attach "accept" to a call nobody was asked about, or replay
// one answer for many calls. The state is signed, names the server, tool,
// arguments, identity and session, expires with the policy's approval
// timeout, and is good for one call.
type approvals struct {
	key [32]byte
	now func() time.Time

	mu   sync.Mutex
	used map[string]time.Time // nonce → expiry
}

func newApprovals(now func() time.Time) *approvals {
	a := &approvals{now: now, used: map[string]time.Time{}}
	_, _ = rand.Read(a.key[:])
	return a
}

// approvalState is what the signed state says.
type approvalState struct {
	Server   string `json:"s"`
	Tool     string `json:"t"`
	Args     string `json:"a"` // hex SHA-256 of the arguments' canonical JSON
	Identity string `json:"i"`
	Session  string `json:"x"`
	Nonce    string `json:"n"`
	Expires  int64  `json:"e"` // unix seconds
}

// argsDigest hashes the canonical encoding of a call's arguments: what
// is forwarded, so an answer about one set of arguments cannot approve
// another.
func argsDigest(canonical []byte) string {
	sum := sha256.Sum256(canonical)
	return hex.EncodeToString(sum[:])
}

// issue returns the state for asking about one call.
func (a *approvals) issue(c *call, timeout time.Duration) string {
	var nonce [12]byte
	_, _ = rand.Read(nonce[:])
	st := approvalState{Server: c.server, Tool: c.tool, Args: argsDigest(c.argsJSON), Identity: c.identity, Session: c.session,
		Nonce: hex.EncodeToString(nonce[:]), Expires: a.now().Add(timeout).Unix()}
	body, _ := json.Marshal(st)
	payload := base64.RawURLEncoding.EncodeToString(body)
	return approvalStatePrefix + payload + "." + base64.RawURLEncoding.EncodeToString(a.sign(payload))
}

func (a *approvals) sign(payload string) []byte {
	m := hmac.New(sha256.New, a.key[:])
	m.Write([]byte(payload))
	return m.Sum(nil)
}

// errApprovalState explains why an answer was not accepted.
var errApprovalState = errors.New("the approval answer does not belong to this call")

// redeem checks that state was issued for this very call, has not expired
// and was not used before, and uses it up.
func (a *approvals) redeem(state string, c *call) error {
	payload, sig, ok := strings.Cut(strings.TrimPrefix(state, approvalStatePrefix), ".")
	if !ok || !strings.HasPrefix(state, approvalStatePrefix) {
		return errApprovalState
	}
	got, err := base64.RawURLEncoding.DecodeString(sig)
	if err != nil || !hmac.Equal(got, a.sign(payload)) {
		return errApprovalState
	}
	body, err := base64.RawURLEncoding.DecodeString(payload)
	if err != nil {
		return errApprovalState
	}
	var st approvalState
	if err := json.Unmarshal(body, &st); err != nil {
		return errApprovalState
	}
	if st.Server != c.server || st.Tool != c.tool || st.Args != argsDigest(c.argsJSON) || st.Identity != c.identity || st.Session != c.session {
		return errApprovalState
	}
	now := a.now()
	if now.Unix() > st.Expires {
		return errors.New("the approval was answered after its timeout")
	}
	a.mu.Lock()
	defer a.mu.Unlock()
	for n, exp := range a.used {
		if now.Unix() > exp.Unix() {
			delete(a.used, n)
		}
	}
	if _, seen := a.used[st.Nonce]; seen {
		return errors.New("this approval was already used for a call")
	}
	a.used[st.Nonce] = time.Unix(st.Expires, 0)
	return nil
}

// approvalSchema is the form a person fills in: one yes/no.
var approvalSchema = map[string]any{
	"type": "object",
	"properties": map[string]any{
		"approve": map[string]any{
			"type":        "boolean",
			"title":       "Approve this call",
			"description": "Tick to let this one call through; leave it unticked or decline to block it.",
			"default":     false,
		},
	},
	"required": []string{"approve"},
}

// approvalQuestion is the elicitation that shows a person the tool, the
// arguments and why the policy wants a person to decide.
func approvalQuestion(c *call, reason, rationale string) json.RawMessage {
	var b strings.Builder
	fmt.Fprintf(&b, "Approve a call to %q on server %q?\n\n", c.tool, c.server)
	args, _ := json.MarshalIndent(c.args, "", "  ")
	fmt.Fprintf(&b, "Arguments:\n%s\n\n", clip(string(args), 4000))
	fmt.Fprintf(&b, "Why it needs approval: %s\n", reason)
	if rationale != "" {
		fmt.Fprintf(&b, "Risk: %s\n", rationale)
	}
	if c.parent != "" {
		fmt.Fprintf(&b, "Asked by a code-mode script (audit id %s).\n", c.parent)
	}
	q, _ := json.Marshal(map[string]any{"message": b.String(), "requestedSchema": approvalSchema})
	return q
}

// elicitAnswer is a client's answer to an elicitation.
type elicitAnswer struct {
	Action  string         `json:"action"`
	Content map[string]any `json:"content"`
}

func parseAnswer(raw json.RawMessage) *elicitAnswer {
	var a elicitAnswer
	if json.Unmarshal(raw, &a) != nil {
		return nil
	}
	return &a
}

// approved reads a person's answer: only an explicit accept with the box
// ticked approves.
func approved(a *elicitAnswer) bool {
	if a == nil || a.Action != "accept" {
		return false
	}
	yes, _ := a.Content["approve"].(bool)
	return yes
}

// answerText says what a person's answer was, for the agent and the log.
func answerText(a *elicitAnswer) string {
	switch {
	case a == nil:
		return "no answer"
	case a.Action == "decline":
		return "declined"
	case a.Action == "cancel":
		return "cancelled"
	case approved(a):
		return "approved"
	default:
		return "not approved"
	}
}

// approve settles a call the policy wants a person to approve. It returns
// the decision that stands afterwards and its audit verdict, or a result
// that asks the client for the person's answer (protocol 2026-07-28, where
// the client calls again with it).
func (g *Gateway) approve(ctx context.Context, c *call, eng *policy.Engine, d policy.Decision) (policy.Decision, string, json.RawMessage) {
	timeout := d.Approval.ApprovalTimeout()
	// Only a person's own no is "declined" in the audit log; a call that
	// could not be put to a person, or got no answer, is denied.
	var refused refusal = func(why string, verdict string) (policy.Decision, string, json.RawMessage) {
		d.Action = policy.ActionDeny
		d.Reason = fmt.Sprintf("%s (%s)", d.Reason, why)
		return d, verdict, nil
	}
	declined := func(why string) (policy.Decision, string, json.RawMessage) { return refused(why, DecisionDeny) }
	switch d.Approval.Approvers() {
	case policy.ApproveByApprover:
		return g.approveOutOfBand(ctx, c, eng, d, timeout, refused)
	case policy.ApproveByEither:
		if c.x == nil || !c.x.s.can("elicitation/create") || c.x.s.modern {
			// The client cannot be asked while the call waits: the
			// approvers decide.
			return g.approveOutOfBand(ctx, c, eng, d, timeout, refused)
		}
		return g.approveEither(ctx, c, eng, d, timeout, refused)
	}
	var answer *elicitAnswer
	_, answered := c.answer.InputResponses[approvalInput]
	switch {
	case strings.HasPrefix(c.answer.RequestState, approvalStatePrefix) || answered:
		// The client calls again with a person's answer.
		if err := g.approvals.redeem(c.answer.RequestState, c); err != nil {
			return declined(err.Error())
		}
		answer = parseAnswer(c.answer.InputResponses[approvalInput])
	case c.x == nil:
		return declined("no client session to ask")
	case !c.x.s.can("elicitation/create"):
		return declined("this client cannot ask a person: it does not support MCP elicitation")
	case c.x.s.modern:
		if c.parent != "" {
			return declined("a code-mode script cannot wait for a person under protocol " + c.x.meta.protocol + "; call the tool directly")
		}
		q := approvalQuestion(c, d.Reason, rationale(eng, c.tool))
		return d, DecisionAsk, inputRequired(map[string]inputRequest{approvalInput: {Method: "elicitation/create", Params: q}},
			g.approvals.issue(c, timeout))
	default:
		actx, cancel := context.WithTimeout(ctx, timeout)
		defer cancel()
		q := approvalQuestion(c, d.Reason, rationale(eng, c.tool))
		res, rerr := c.x.ask(actx, "elicitation/create", q)
		if rerr != nil {
			if errors.Is(actx.Err(), context.DeadlineExceeded) {
				return declined(fmt.Sprintf("no answer within %s", timeout))
			}
			return declined("asking for approval failed: " + rerr.Message)
		}
		answer = parseAnswer(res)
	}
	if !approved(answer) {
		return refused("the person "+answerText(answer), DecisionDeclined)
	}
	return g.approvedBy(ctx, c, eng, "the person at the client")
}

// refusal builds the decision that stands when a call is not approved.
type refusal func(why, verdict string) (policy.Decision, string, json.RawMessage)

// approveOutOfBand waits for a person with an approver credential.
func (g *Gateway) approveOutOfBand(ctx context.Context, c *call, eng *policy.Engine, d policy.Decision, timeout time.Duration, refused refusal) (policy.Decision, string, json.RawMessage) {
	a, err := g.askApprover(ctx, c, d.Reason, rationale(eng, c.tool), timeout)
	if err != nil {
		return refused(err.Error(), DecisionDeny)
	}
	if !a.approve {
		return refused("approver "+a.by+" declined", DecisionDeclined)
	}
	return g.approvedBy(ctx, c, eng, "approver "+a.by)
}

// approveEither asks the client's user and the approvers at once; the
// first answer decides.
func (g *Gateway) approveEither(ctx context.Context, c *call, eng *policy.Engine, d policy.Decision, timeout time.Duration, refused refusal) (policy.Decision, string, json.RawMessage) {
	ctx, cancel := context.WithTimeout(ctx, timeout)
	defer cancel()
	type verdict struct {
		ok  bool
		who string
		err error
	}
	answers := make(chan verdict, 2)
	go func() {
		res, rerr := c.x.ask(ctx, "elicitation/create", approvalQuestion(c, d.Reason, rationale(eng, c.tool)))
		if rerr != nil {
			answers <- verdict{err: errors.New(rerr.Message)}
			return
		}
		a := parseAnswer(res)
		answers <- verdict{ok: approved(a), who: "the person at the client (" + answerText(a) + ")"}
	}()
	go func() {
		a, err := g.askApprover(ctx, c, d.Reason, rationale(eng, c.tool), timeout)
		answers <- verdict{ok: a.approve, who: "approver " + a.by, err: err}
	}()
	var last error
	for range 2 {
		v := <-answers
		switch {
		case v.err != nil:
			last = v.err
			continue
		case !v.ok:
			return refused(v.who+" declined", DecisionDeclined)
		}
		return g.approvedBy(ctx, c, eng, v.who)
	}
	return refused(fmt.Sprintf("no approval: %v", last), DecisionDeny)
}

// approvedBy decides a call again with its approval, naming who gave it.
func (g *Gateway) approvedBy(ctx context.Context, c *call, eng *policy.Engine, who string) (policy.Decision, string, json.RawMessage) {
	req := policy.Request{Server: c.server, Tool: c.tool, Args: c.args, Identity: c.identity, Session: c.session, Approved: true}
	nd, err := eng.Decide(ctx, req)
	if err != nil {
		g.log.Error("policy decision", "server", c.server, "tool", c.tool, "error", err)
	}
	if !nd.Allowed() {
		return nd, DecisionDeny, nil
	}
	nd.Reason = "approved by " + who
	return nd, DecisionApproved, nil
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

// clip shortens s to at most n bytes on a rune boundary.
func clip(s string, n int) string {
	if len(s) <= n {
		return s
	}
	cut := n
	for cut > 0 && !utf8.RuneStart(s[cut]) {
		cut--
	}
	return s[:cut] + "…"
}
