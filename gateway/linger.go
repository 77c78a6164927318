package gateway

import (
	"slices"
	"time"
)

// A request its client gave up on (cancelled, or timed out) may still be
// at work in the server: the server is told, but nothing makes it stop.
// Over stdio a question such a server asks later names no request, and
// the one client in flight at the server then may be another identity,
// who would be asked, and whose answer would go back into the first
// one's work. So a request given up on keeps its identity at the server
// until the server answers it (late) or the connection ends, and at most
// for one call timeout: meanwhile a question that names no request is put
// to a client of that same identity only. The boundary is the identity,
// not the client: one identity's clients may see each other's questions
// (one person, or one agent, behind several sessions), and a client that
// gives up and calls again, as a test suite or an agent retrying does,
// keeps getting its questions.

// defaultLinger is how long a given-up request counts when the upstream
// options leave the call timeout to the pool's own default.
const defaultLinger = 60 * time.Second

// lingering is a request an identity gave up on at a server.
type lingering struct {
	identity string
	until    time.Time
}

// gaveUp records that x, sent to server, ended without its answer. The
// function it returns ends the hold once the server is done with it.
func (g *Gateway) gaveUp(server string, origin any) func() {
	x, ok := origin.(*exchange)
	if !ok || x == nil {
		return nil
	}
	d := g.opts.Upstream.CallTimeout
	if d <= 0 {
		d = defaultLinger
	}
	l := &lingering{identity: x.s.identity, until: time.Now().Add(d)}
	g.lingerMu.Lock()
	g.lingering[server] = append(g.lingering[server], l)
	g.lingerMu.Unlock()
	return func() { g.settle(server, l) }
}

// settle ends the hold of l at server, and of any that expired.
func (g *Gateway) settle(server string, l *lingering) {
	now := time.Now()
	g.lingerMu.Lock()
	defer g.lingerMu.Unlock()
	kept := slices.DeleteFunc(g.lingering[server], func(o *lingering) bool { return o == l || !now.Before(o.until) })
	if len(kept) == 0 {
		delete(g.lingering, server)
		return
	}
	g.lingering[server] = kept
}

// lingeringOther reports whether a request given up on by an identity
// other than identity may still be at work at server.
func (g *Gateway) lingeringOther(server, identity string) bool {
	now := time.Now()
	g.lingerMu.Lock()
	defer g.lingerMu.Unlock()
	return slices.ContainsFunc(g.lingering[server], func(l *lingering) bool {
		return l.identity != identity && now.Before(l.until)
	})
}
