package gateway

import (
	"context"
	"crypto/sha256"
	"crypto/subtle"
	"encoding/json"
	"errors"
	"fmt"
	"net/http"
	"slices"
	"strings"
	"sync"
	"time"

	"github.com/mcpscan/mcpscan/internal/jsonrpc"
)

// Elicitation asks the agent's own client, and an agent that controls its
// client can answer for its user. A policy that says a call needs an
// approver (require_approval.by "approver" or "either") asks instead a
// person who holds an approver credential of the gateway's own, distinct
// from every client grant: the call waits in the approval desk until an
// approver approves or declines it (mcpscan approve, or POST
// /approvals/{id}), or its timeout passes. The audit record names who
// approved.

// pendingApproval is one call waiting for an approver.
type pendingApproval struct {
	ID       string          `json:"id"`
	Server   string          `json:"server"`
	Tool     string          `json:"tool"`
	Identity string          `json:"identity"`
	Args     json.RawMessage `json:"arguments"`
	Reason   string          `json:"reason"`
	Risk     string          `json:"risk,omitempty"`
	Parent   string          `json:"parentAuditId,omitempty"`
	Created  time.Time       `json:"created"`
	Expires  time.Time       `json:"expires"`

	decided chan approverAnswer
}

type approverAnswer struct {
	approve bool
	by      string
}

// approvalDesk holds the calls waiting for an approver.
type approvalDesk struct {
	mu      sync.Mutex
	pending map[string]*pendingApproval
	tokens  map[[32]byte]string // approver credentials: digest → name
}

func newApprovalDesk() *approvalDesk {
	return &approvalDesk{pending: map[string]*pendingApproval{}, tokens: map[[32]byte]string{}}
}

// setApprovers installs the approver credentials (token → name).
func (d *approvalDesk) setApprovers(approvers map[string]string) {
	d.mu.Lock()
	defer d.mu.Unlock()
	for tok, name := range approvers {
		d.tokens[sha256.Sum256([]byte(tok))] = name
	}
}

func (d *approvalDesk) hasApprovers() bool {
	d.mu.Lock()
	defer d.mu.Unlock()
	return len(d.tokens) > 0
}

// approver is the name of the approver whose bearer token r carries.
func (d *approvalDesk) approver(r *http.Request) (string, bool) {
	tok, ok := bearerToken(r)
	if !ok {
		return "", false
	}
	sum := sha256.Sum256([]byte(tok))
	d.mu.Lock()
	defer d.mu.Unlock()
	for k, name := range d.tokens {
		if subtle.ConstantTimeCompare(k[:], sum[:]) == 1 {
			return name, true
		}
	}
	return "", false
}

// ask puts a call before the approvers and waits for an answer, the
// timeout, or ctx.
func (d *approvalDesk) ask(ctx context.Context, p *pendingApproval, timeout time.Duration) (approverAnswer, error) {
	p.decided = make(chan approverAnswer, 1)
	p.Created = time.Now()
	p.Expires = p.Created.Add(timeout)
	d.mu.Lock()
	d.pending[p.ID] = p
	d.mu.Unlock()
	defer func() {
		d.mu.Lock()
		delete(d.pending, p.ID)
		d.mu.Unlock()
	}()
	t := time.NewTimer(timeout)
	defer t.Stop()
	select {
	case a := <-p.decided:
		return a, nil
	case <-t.C:
		return approverAnswer{}, fmt.Errorf("no approver answered within %s", timeout)
	case <-ctx.Done():
		return approverAnswer{}, errors.New("the call was abandoned while it waited for an approver")
	}
}

// list is what waits, oldest first.
func (d *approvalDesk) list() []*pendingApproval {
	d.mu.Lock()
	defer d.mu.Unlock()
	out := make([]*pendingApproval, 0, len(d.pending))
	for _, p := range d.pending {
		out = append(out, p)
	}
	slices.SortFunc(out, func(a, b *pendingApproval) int { return a.Created.Compare(b.Created) })
	return out
}

var errNoSuchApproval = errors.New("no call waits under that id (it was answered, timed out, or never existed)")

// decide answers a waiting call.
func (d *approvalDesk) decide(id, by string, approve bool) error {
	d.mu.Lock()
	p := d.pending[id]
	if p != nil {
		delete(d.pending, id)
	}
	d.mu.Unlock()
	if p == nil {
		return errNoSuchApproval
	}
	p.decided <- approverAnswer{approve: approve, by: by}
	return nil
}

// askApprover puts a call before the approvers.
func (g *Gateway) askApprover(ctx context.Context, c *call, reason, rationale string, timeout time.Duration) (approverAnswer, error) {
	if !g.desk.hasApprovers() {
		return approverAnswer{}, errors.New("the policy wants an approver, and the gateway has none (mcpscan gateway --approver NAME=TOKEN)")
	}
	g.log.Info("a call waits for an approver", "id", c.id, "server", c.server, "tool", c.tool, "identity", c.identity)
	return g.desk.ask(ctx, &pendingApproval{ID: c.id, Server: c.server, Tool: c.tool, Identity: c.identity,
		Args: json.RawMessage(clip(string(c.argsJSON), 4000)), Reason: reason, Risk: rationale, Parent: c.parent}, timeout)
}

// approvalsHandler serves the approval desk: GET /approvals lists the
// calls waiting, POST /approvals/{id} with {"approve": true|false}
// answers one. Only approver credentials are accepted; a client's grant
// is not one.
func (g *Gateway) approvalsHandler() http.Handler {
	mux := http.NewServeMux()
	mux.HandleFunc("GET /approvals", func(w http.ResponseWriter, _ *http.Request) {
		w.Header().Set("Content-Type", "application/json")
		_ = json.NewEncoder(w).Encode(map[string]any{"pending": g.desk.list()})
	})
	mux.HandleFunc("POST /approvals/{id}", func(w http.ResponseWriter, r *http.Request) {
		by, _ := g.desk.approver(r)
		var body struct {
			Approve *bool `json:"approve"`
		}
		if err := json.NewDecoder(http.MaxBytesReader(w, r.Body, 4096)).Decode(&body); err != nil || body.Approve == nil {
			writeRPCError(w, http.StatusBadRequest, jsonrpc.CodeInvalidParams, `want {"approve": true} or {"approve": false}`)
			return
		}
		if err := g.desk.decide(r.PathValue("id"), by, *body.Approve); err != nil {
			writeRPCError(w, http.StatusNotFound, jsonrpc.CodeInvalidParams, err.Error())
			return
		}
		w.Header().Set("Content-Type", "application/json")
		_ = json.NewEncoder(w).Encode(map[string]any{"id": r.PathValue("id"), "approved": *body.Approve, "by": by})
	})
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		if o := r.Header.Get("Origin"); o != "" && !strings.EqualFold(strings.TrimPrefix(strings.TrimPrefix(o, "http://"), "https://"), r.Host) {
			refuse(w, http.StatusForbidden, fmt.Sprintf("origin %q is not allowed", o))
			return
		}
		if _, ok := g.desk.approver(r); !ok {
			w.Header().Set("WWW-Authenticate", `Bearer realm="mcpscan-approvals"`)
			refuse(w, http.StatusUnauthorized, "an approver's bearer token is required (mcpscan gateway --approver NAME=TOKEN)")
			return
		}
		mux.ServeHTTP(w, r)
	})
}
