package gateway

import (
	"encoding/json"

	"github.com/mcpscan/mcpscan/internal/jsonrpc"
)

// The gateway reaches each upstream over one connection, which every
// client of every identity shares. A notification the upstream sends on a
// request's own stream, or that names a progress token or a task, has a
// known owner and goes to that owner only. One that arrives on the
// standing stream (or over stdio, where nothing says what it is about) and
// names nothing has no known owner: it might be about any client's work.
// It is delivered only when every session that reaches the server belongs
// to one identity, and dropped otherwise, so that a log line or a custom
// event about alice's work never reaches bob.

// relatedTaskKey is the _meta key by which a notification names the task
// it is about.
const relatedTaskKey = "io.modelcontextprotocol/related-task"

// deliverUntied passes n, which came on no request's stream, to the
// sessions keep picks at server, when its owner can be told: the owner of
// the task it names, or the one identity connected to the server.
func (g *Gateway) deliverUntied(server string, n *jsonrpc.Message, keep func(*session) bool) {
	if task, ok := relatedTask(n.Params); ok {
		g.mu.Lock()
		o, known := g.tasks[task]
		g.mu.Unlock()
		if !known || o.server != server {
			g.log.Debug("an upstream notification about a task no client started there is dropped", "server", server, "method", n.Method)
			return
		}
		for _, s := range g.sessions.each(func(s *session) bool { return s.covers(server) && s.identity == o.identity }) {
			if keep(s) {
				s.notify(n)
			}
		}
		return
	}
	reached := g.sessions.each(func(s *session) bool { return s.covers(server) })
	if !oneIdentity(reached) {
		g.log.Debug("an upstream notification about no request is dropped: clients of several identities reach the server",
			"server", server, "method", n.Method)
		return
	}
	for _, s := range reached {
		if keep(s) {
			s.notify(n)
		}
	}
}

// soleOwner is the one request in flight at server when all the sessions
// that reach the server belong to its identity: a notification over a
// transport that does not say which request it is about is then that
// client's. Otherwise nil.
func (g *Gateway) soleOwner(server string) *exchange {
	x, owners := g.inflightAt(server)
	if owners != 1 || !oneIdentity(g.sessions.each(func(s *session) bool { return s.covers(server) })) {
		return nil
	}
	return x
}

// oneIdentity reports whether the sessions all belong to one identity.
func oneIdentity(sessions []*session) bool {
	for _, s := range sessions {
		if s.identity != sessions[0].identity {
			return false
		}
	}
	return true
}

// relatedTask is the id of the task a notification's _meta names.
func relatedTask(params json.RawMessage) (string, bool) {
	var p struct {
		Meta map[string]json.RawMessage `json:"_meta"`
	}
	if json.Unmarshal(params, &p) != nil || p.Meta == nil {
		return "", false
	}
	raw, ok := p.Meta[relatedTaskKey]
	if !ok {
		return "", false
	}
	var t struct {
		TaskID string `json:"taskId"`
	}
	_ = json.Unmarshal(raw, &t)
	// A task named in a shape that cannot be read is still a task: the
	// notification is somebody's, and "" is nobody's.
	return t.TaskID, true
}

// taskAsker refuses a server's request that names a task (a question
// about a task waiting for input) unless x's client started that task
// there: whoever else were asked would see another client's business, and
// their answer would stand for the owner's.
func (g *Gateway) taskAsker(server string, r *jsonrpc.Message, x *exchange) *jsonrpc.Error {
	task, ok := relatedTask(r.Params)
	if !ok {
		return nil
	}
	g.mu.Lock()
	o, known := g.tasks[task]
	g.mu.Unlock()
	if !known || o.server != server || o.identity != x.s.identity {
		return jsonrpc.Errorf(jsonrpc.CodeInvalidParams, "%s names task %q, which the client this request would go to did not start", r.Method, task)
	}
	return nil
}
