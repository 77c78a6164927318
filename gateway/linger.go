package gateway

import (
	"context"
	"encoding/json"
	"errors"
	"time"

	"github.com/mcpscan/mcpscan/internal/mcpconn"
)

// A request its client gave up on (cancelled, or timed out) may still be
// at work in the server: the server is told, but nothing makes it stop.
// Over stdio a question such a server asks later names no request, and
// the one client in flight at the server then would be someone else,
// perhaps another identity. So a request given up on keeps counting as
// its client's, at that server, for one call timeout more: an honest
// server stops at the cancellation, and a question past that is asked of
// nobody rather than of the wrong person.

// defaultLinger is how long a given-up request counts when the upstream
// options leave the call timeout to the pool's own default.
const defaultLinger = 60 * time.Second

// lingering is a request a client gave up on at a server.
type lingering struct {
	owner string
	until time.Time
}

// linger records that x, sent to server, ended without an answer while
// the server may still be working on it.
func (g *Gateway) linger(x *exchange, server string, err error) {
	if err == nil || errors.Is(err, mcpconn.ErrNotSent) ||
		!errors.Is(err, context.Canceled) && !errors.Is(err, context.DeadlineExceeded) {
		return
	}
	d := g.opts.Upstream.CallTimeout
	if d <= 0 {
		d = defaultLinger
	}
	now := time.Now()
	g.lingerMu.Lock()
	defer g.lingerMu.Unlock()
	kept := g.lingering[server][:0]
	for _, l := range g.lingering[server] {
		if now.Before(l.until) {
			kept = append(kept, l)
		}
	}
	g.lingering[server] = append(kept, lingering{owner: x.owner(), until: now.Add(d)})
}

// lingeringOwners adds to owners the clients of requests given up on at
// server that may still be at work there.
func (g *Gateway) lingeringOwners(server string, owners map[string]bool) {
	now := time.Now()
	g.lingerMu.Lock()
	defer g.lingerMu.Unlock()
	for _, l := range g.lingering[server] {
		if now.Before(l.until) {
			owners[l.owner] = true
		}
	}
}

// owner names who a request belongs to, for telling apart the clients
// with requests at one server: a 2026-07-28 client by its identity and
// endpoint (it has no session), any other by session and identity.
func (x *exchange) owner() string {
	if x.s.modern {
		return "modern:" + x.s.identity + "@" + x.s.endpoint
	}
	return "session:" + x.s.sessionKey() + "@" + x.s.identity
}

// progressRelated is the request in flight at server whose relay
// progress token a server's question names in its _meta, if any: a
// server that says which request it asks about is believed, however many
// clients have requests there.
func (g *Gateway) progressRelated(server string, params json.RawMessage) *exchange {
	var p struct {
		Meta struct {
			ProgressToken json.RawMessage `json:"progressToken"`
		} `json:"_meta"`
	}
	var tok string
	if json.Unmarshal(params, &p) != nil || json.Unmarshal(p.Meta.ProgressToken, &tok) != nil {
		return nil
	}
	g.progressMu.Lock()
	x := g.progress[tok]
	g.progressMu.Unlock()
	if x == nil || x.upstream() != server {
		return nil
	}
	return x
}
