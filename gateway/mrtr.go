package gateway

import (
	"context"
	"crypto/hmac"
	"encoding/base64"
	"encoding/json"
	"errors"
	"fmt"
	"strconv"
	"strings"
	"sync"
	"time"

	"github.com/mcpscan/mcpscan/internal/jsonrpc"
	"github.com/mcpscan/mcpscan/policy"
)

// A client of protocol 2026-07-28 takes no requests from a server: a
// server that needs input returns an input_required result, and the client
// calls again with the answers. An upstream of an older protocol asks in
// the middle of its call instead (elicitation/create, sampling, roots).
// The gateway bridges the two: the upstream call is parked, the client's
// request is answered with input_required carrying the upstream's
// question, and the client's retry delivers the answer to the waiting
// upstream and waits for what comes next. The retry is part of the call
// the policy already decided: it is not decided, or counted, again.

// relayStatePrefix starts the request state of a parked call.
const relayStatePrefix = "mcpscan-relay."

// parkedTTL is how long a parked call waits for the client's retry.
const parkedTTL = 10 * time.Minute

// parked is an upstream call waiting on a 2026-07-28 client.
type parked struct {
	id       string
	identity string
	endpoint string
	method   string
	tool     string    // for tools/call, the name the client called
	x        *exchange // long-lived: the upstream's messages about the call go through it
	reply    *switchable
	cancel   context.CancelFunc
	result   chan parkedResult
	asks     chan *parkedAsk

	mu       sync.Mutex
	waiting  map[string]*parkedAsk // asks the client was given, by key
	seq      int
	attached bool // a client request is waiting on the call
}

// attach ties a client request to the call, unless one already is: two
// retries waiting on one call would leave one of them with no answer at
// all.
func (p *parked) attach() bool {
	p.mu.Lock()
	defer p.mu.Unlock()
	if p.attached {
		return false
	}
	p.attached = true
	return true
}

func (p *parked) detach() {
	p.mu.Lock()
	p.attached = false
	p.mu.Unlock()
}

type parkedResult struct {
	raw json.RawMessage
	err error
}

// parkedAsk is one question of the upstream's, waiting for the client.
type parkedAsk struct {
	key    string
	req    inputRequest
	answer chan json.RawMessage
}

// switchable is an outbox that points at the client request currently
// attached to a parked call, or nowhere between retries.
type switchable struct {
	mu  sync.Mutex
	cur outbox
}

func (s *switchable) set(o outbox) {
	s.mu.Lock()
	s.cur = o
	s.mu.Unlock()
}

func (s *switchable) send(m *jsonrpc.Message) error {
	s.mu.Lock()
	o := s.cur
	s.mu.Unlock()
	if o == nil {
		return errors.New("the client is between requests")
	}
	return o.send(m)
}

// parkable reports whether a method may take part in a multi round trip.
func parkable(method string) bool {
	switch method {
	case "tools/call", "prompts/get", "resources/read":
		return true
	}
	return false
}

// forwardParked starts an upstream call for a 2026-07-28 client, able to
// turn the upstream's questions into input_required results.
func (g *Gateway) forwardParked(x *exchange, server, method string, params json.RawMessage) (json.RawMessage, error) {
	ctx, cancel := context.WithCancel(context.WithoutCancel(x.ctx))
	p := &parked{id: newAuditID(), identity: x.s.identity, endpoint: x.s.endpoint, method: method, cancel: cancel,
		reply: &switchable{}, result: make(chan parkedResult, 1), asks: make(chan *parkedAsk), waiting: map[string]*parkedAsk{},
		attached: true, tool: calledName(method, x.params)}
	px := *x
	px.ctx, px.cancel, px.reply, px.park = ctx, cancel, p.reply, p
	p.x = &px
	g.parkMu.Lock()
	g.parked[p.id] = p
	g.parkMu.Unlock()
	go func() {
		raw, err := g.forwardNow(p.x, server, method, params)
		p.result <- parkedResult{raw, err}
	}()
	return g.awaitParked(x, p)
}

// calledName is the tool a tools/call names, or "" for other methods.
func calledName(method string, params json.RawMessage) string {
	if method != "tools/call" {
		return ""
	}
	var p struct {
		Name string `json:"name"`
	}
	_ = json.Unmarshal(params, &p) // already read whole before the call was made
	return p.Name
}

// resumeParked continues a parked call with a client's answers; it
// returns false when state is not a parked call's.
func (g *Gateway) resumeParked(x *exchange, state string, answers map[string]json.RawMessage) (*jsonrpc.Message, bool) {
	if !strings.HasPrefix(state, relayStatePrefix) {
		return nil, false
	}
	id, ok := g.checkParkedState(state)
	g.parkMu.Lock()
	p := g.parked[id]
	g.parkMu.Unlock()
	if !ok || p == nil || p.identity != x.s.identity || p.endpoint != x.s.endpoint || p.method != x.method {
		return jsonrpc.ErrorResponse(x.id, jsonrpc.Errorf(jsonrpc.CodeInvalidParams,
			"requestState does not name a call waiting for input (it expired, was answered, or belongs to another client)")), true
	}
	if denied := g.deniedSince(p); denied != "" {
		// A reload took the tool away, or now denies these arguments,
		// while the call waited: the answer must not carry the call on
		// under a policy that denies it.
		g.unpark(p)
		return jsonrpc.Response(x.id, errorResult(deniedPrefix+denied)), true
	}
	if !p.attach() {
		return jsonrpc.ErrorResponse(x.id, jsonrpc.Errorf(jsonrpc.CodeInvalidParams,
			"requestState names a call that another request is resuming already; one retry at a time")), true
	}
	p.mu.Lock()
	for key, a := range p.waiting {
		if ans, ok := answers[key]; ok {
			a.answer <- ans
			delete(p.waiting, key)
		}
	}
	// Questions the retry left unanswered are put again at once: the
	// upstream waits on them, so waiting here would wait for nothing.
	unanswered := map[string]inputRequest{}
	for key, a := range p.waiting {
		unanswered[key] = a.req
	}
	p.mu.Unlock()
	if len(unanswered) > 0 {
		p.detach()
		return g.reply(x, p.x.upstream(), inputRequired(unanswered, g.parkedState(p)), nil), true
	}
	raw, err := g.awaitParked(x, p)
	return g.reply(x, p.x.upstream(), raw, err), true
}

// deniedSince is why the policy in force now denies a parked tools/call,
// "" when it still allows it. The call was decided, and counted, when it
// was made: its approval stands and its limits are not counted again,
// but a deny_if or require a reload added that its arguments fail stops
// it, as the tool's removal does.
func (g *Gateway) deniedSince(p *parked) string {
	if p.tool == "" {
		return ""
	}
	entry := g.view(p.endpoint).byName[p.tool]
	if entry == nil {
		return fmt.Sprintf("tool %q is no longer allowed by policy; the call was stopped", p.tool)
	}
	eng := g.policies.engine(entry.server)
	if eng == nil {
		return fmt.Sprintf("server %q has no policy; the call was stopped", entry.server)
	}
	cp, err := parseCallParams(p.x.params, maxArgumentBytes)
	if err != nil {
		return "" // read whole when the call was made
	}
	args, err := argumentsObject(cp.Arguments)
	if err != nil {
		return ""
	}
	d, _ := eng.Explain(context.WithoutCancel(p.x.ctx), policy.Request{Server: entry.server, Tool: entry.tool.Name, Args: args,
		Identity: p.identity, Session: p.x.s.sessionKey(), Approved: true})
	if d.Allowed() || strings.Contains(d.Rule, "limits[") || d.Rule == "counters" {
		return ""
	}
	return d.Reason + "; the call was stopped"
}

// awaitParked waits, on behalf of the client request x, for the parked
// call's result or its next question.
func (g *Gateway) awaitParked(x *exchange, p *parked) (json.RawMessage, error) {
	defer p.detach()
	p.reply.set(x.reply)
	defer p.reply.set(nil)
	timer := time.NewTimer(parkedTTL)
	defer timer.Stop()
	select {
	case r := <-p.result:
		g.unpark(p)
		return r.raw, r.err
	case a := <-p.asks:
		p.mu.Lock()
		p.waiting[a.key] = a
		p.mu.Unlock()
		// The questions the upstream asks at about the same time go
		// out together.
		reqs := map[string]inputRequest{a.key: a.req}
		for more := true; more; {
			select {
			case b := <-p.asks:
				p.mu.Lock()
				p.waiting[b.key] = b
				p.mu.Unlock()
				reqs[b.key] = b.req
			case <-time.After(5 * time.Millisecond):
				more = false
			}
		}
		go g.expireParked(p)
		return inputRequired(reqs, g.parkedState(p)), nil
	case <-x.ctx.Done():
		// The client went away without a state to come back with.
		g.unpark(p)
		return nil, x.ctx.Err()
	case <-timer.C:
		g.unpark(p)
		return nil, errors.New("the upstream call waited too long for the client")
	}
}

// expireParked gives up on a parked call whose client does not come back.
func (g *Gateway) expireParked(p *parked) {
	t := time.NewTimer(parkedTTL)
	defer t.Stop()
	select {
	case <-t.C:
		p.mu.Lock()
		waiting := len(p.waiting) > 0
		p.mu.Unlock()
		if waiting {
			g.unpark(p)
		}
	case <-p.x.ctx.Done():
	}
}

func (g *Gateway) unpark(p *parked) {
	g.parkMu.Lock()
	delete(g.parked, p.id)
	g.parkMu.Unlock()
	p.cancel()
}

// askParked hands an upstream's question about a parked call to the
// client, through the client's next input_required result.
func (g *Gateway) askParked(ctx context.Context, p *parked, r *jsonrpc.Message) (json.RawMessage, *jsonrpc.Error) {
	p.mu.Lock()
	p.seq++
	key := "mcpscan-input-" + strconv.Itoa(p.seq)
	p.mu.Unlock()
	a := &parkedAsk{key: key, req: inputRequest{Method: r.Method, Params: r.Params}, answer: make(chan json.RawMessage, 1)}
	select {
	case p.asks <- a:
	case <-ctx.Done():
		return nil, jsonrpc.Errorf(jsonrpc.CodeRequestCancelled, "cancelled")
	case <-p.x.ctx.Done():
		return nil, jsonrpc.Errorf(jsonrpc.CodeRequestCancelled, "the client's call ended")
	}
	select {
	case ans := <-a.answer:
		return ans, nil
	case <-ctx.Done():
		return nil, jsonrpc.Errorf(jsonrpc.CodeRequestCancelled, "cancelled")
	case <-p.x.ctx.Done():
		return nil, jsonrpc.Errorf(jsonrpc.CodeRequestCancelled, "the client did not answer")
	}
}

// parkedState is the signed request state naming a parked call.
func (g *Gateway) parkedState(p *parked) string {
	payload := p.id + "." + base64.RawURLEncoding.EncodeToString([]byte(p.identity))
	return relayStatePrefix + payload + "." + base64.RawURLEncoding.EncodeToString(g.approvals.sign(payload))
}

func (g *Gateway) checkParkedState(state string) (string, bool) {
	rest := strings.TrimPrefix(state, relayStatePrefix)
	i := strings.LastIndexByte(rest, '.')
	if i < 0 {
		return "", false
	}
	payload, sig := rest[:i], rest[i+1:]
	got, err := base64.RawURLEncoding.DecodeString(sig)
	if err != nil || !hmac.Equal(got, g.approvals.sign(payload)) {
		return "", false
	}
	id, _, _ := strings.Cut(payload, ".")
	return id, true
}
