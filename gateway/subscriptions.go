package gateway

import (
	"context"
	"encoding/json"
	"sync"

	"github.com/mcpscan/mcpscan/internal/jsonrpc"
)

// A subscription to a resource belongs to the connection the server saw
// it on, and every client of a server shares the gateway's one connection
// to it. So the gateway counts who holds each subscription: a client's
// unsubscribe reaches the server only when no other client still holds
// it, one the client never made does not reach it at all, and a session
// that ends lets go of what it held. No client can end another's.

// maxSubscriptions caps the resources one session holds subscriptions to,
// so a client cannot grow the gateway's tables without bound.
const maxSubscriptions = 1000

type subKey struct{ server, uri string }

// subEntry is one upstream subscription. Its mutex is held across the
// call to the server, so a subscribe and an unsubscribe of one URI reach
// the server in the order they were decided.
type subEntry struct {
	mu      sync.Mutex
	holders map[*session]struct{}
	dead    bool // removed from the table; look the key up again
}

// subscriptions are the gateway's upstream subscriptions by server and URI.
type subscriptions struct {
	mu      sync.Mutex
	entries map[subKey]*subEntry
}

func newSubscriptions() *subscriptions {
	return &subscriptions{entries: map[subKey]*subEntry{}}
}

// lock returns k's entry, made if need be, locked.
func (t *subscriptions) lock(k subKey) *subEntry {
	for {
		t.mu.Lock()
		e := t.entries[k]
		if e == nil {
			e = &subEntry{holders: map[*session]struct{}{}}
			t.entries[k] = e
		}
		t.mu.Unlock()
		e.mu.Lock()
		if !e.dead {
			return e
		}
		e.mu.Unlock()
	}
}

// unlock unlocks e, dropping it from the table when nobody holds it.
func (t *subscriptions) unlock(k subKey, e *subEntry) {
	if len(e.holders) == 0 {
		e.dead = true
		t.mu.Lock()
		if t.entries[k] == e {
			delete(t.entries, k)
		}
		t.mu.Unlock()
	}
	e.mu.Unlock()
}

// upstreamCall sends a subscribe or unsubscribe to a server.
type upstreamCall func() (json.RawMessage, error)

// subscribe forwards a session's subscribe and records it as a holder.
func (g *Gateway) subscribe(s *session, server, uri string, call upstreamCall) (json.RawMessage, error) {
	k := subKey{server, uri}
	s.mu.Lock()
	_, held := s.subscribed[k]
	full := !held && len(s.subscribed) >= maxSubscriptions
	s.mu.Unlock()
	if full {
		return nil, jsonrpc.Errorf(jsonrpc.CodeInvalidParams, "resources/subscribe: the session already holds %d subscriptions; unsubscribe from some first", maxSubscriptions)
	}
	e := g.subs.lock(k)
	defer g.subs.unlock(k, e)
	raw, err := call()
	if err != nil {
		return nil, err
	}
	s.mu.Lock()
	if !s.closed {
		s.subscribed[k] = true
		e.holders[s] = struct{}{}
	}
	s.mu.Unlock()
	if len(e.holders) == 0 {
		// The session ended while the server was subscribing it.
		g.unsubscribeUpstream(k)
	}
	return raw, nil
}

// unsubscribe ends a session's subscription; the server hears of it only
// when the session was its last holder.
func (g *Gateway) unsubscribe(s *session, server, uri string, call upstreamCall) (json.RawMessage, error) {
	k := subKey{server, uri}
	e := g.subs.lock(k)
	defer g.subs.unlock(k, e)
	if _, ok := e.holders[s]; !ok || len(e.holders) > 1 {
		g.dropHolder(s, k, e)
		return json.RawMessage(`{}`), nil
	}
	raw, err := call()
	if err != nil {
		return nil, err
	}
	g.dropHolder(s, k, e)
	return raw, nil
}

func (g *Gateway) dropHolder(s *session, k subKey, e *subEntry) {
	delete(e.holders, s)
	s.mu.Lock()
	delete(s.subscribed, k)
	s.mu.Unlock()
}

// releaseSubscriptions lets go of what an ended session held, and
// unsubscribes the server from what nobody holds any longer.
func (g *Gateway) releaseSubscriptions(s *session) {
	s.mu.Lock()
	keys := make([]subKey, 0, len(s.subscribed))
	for k := range s.subscribed {
		keys = append(keys, k)
	}
	s.mu.Unlock()
	g.release(s, keys)
}

// release lets go of a session's subscriptions to keys.
func (g *Gateway) release(s *session, keys []subKey) {
	for _, k := range keys {
		e := g.subs.lock(k)
		if _, ok := e.holders[s]; ok {
			g.dropHolder(s, k, e)
			if len(e.holders) == 0 {
				g.unsubscribeUpstream(k)
			}
		}
		g.subs.unlock(k, e)
	}
}

// unsubscribeUpstream tells a server that nobody holds a subscription.
func (g *Gateway) unsubscribeUpstream(k subKey) {
	ctx, cancel := context.WithTimeout(g.runCtx, g.opts.Upstream.Limits.Timeout)
	defer cancel()
	if _, err := g.pool.Call(ctx, k.server, "resources/unsubscribe", mustJSON(map[string]string{"uri": k.uri}), nil); err != nil {
		g.log.Debug("unsubscribe", "server", k.server, "uri", k.uri, "error", err)
	}
}
