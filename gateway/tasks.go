package gateway

import (
	"encoding/json"

	"github.com/mcpscan/mcpscan/internal/jsonrpc"
)

// The gateway reaches each upstream over one connection, so an upstream
// sees every client of the gateway as one: its tasks/list lists the tasks
// of all of them, and any task id is good for tasks/result. The gateway
// therefore remembers who started each task and lets only that client
// (its identity) see, read or cancel it.

// taskOwner is who started a task, and at which server.
type taskOwner struct {
	server, identity string
}

// noteTask remembers the task a tools/call result started, and whose it is.
func (g *Gateway) noteTask(server, identity string, result json.RawMessage) {
	var r struct {
		Task struct {
			TaskID string `json:"taskId"`
		} `json:"task"`
	}
	if json.Unmarshal(result, &r) != nil || r.Task.TaskID == "" {
		return
	}
	g.mu.Lock()
	if len(g.tasks) >= maxRoutes {
		// Forgotten tasks are refused to everyone: fail closed.
		g.tasks = map[string]taskOwner{}
	}
	g.tasks[r.Task.TaskID] = taskOwner{server: server, identity: identity}
	held := g.early[r.Task.TaskID]
	delete(g.early, r.Task.TaskID)
	g.mu.Unlock()
	for _, e := range held {
		if e.server == server {
			g.sendTaskStatus(server, identity, e.n)
		}
	}
}

// ownedTask is the server of a task when identity started it there (or,
// on the aggregate endpoint, anywhere).
func (g *Gateway) ownedTask(id, identity, endpoint string) (string, bool) {
	g.mu.Lock()
	o, ok := g.tasks[id]
	g.mu.Unlock()
	if !ok || o.identity != identity || (endpoint != "" && o.server != endpoint) {
		return "", false
	}
	return o.server, true
}

// taskRequest answers tasks/*: tasks/list with the client's own tasks
// only, the others for a task the client started.
func (g *Gateway) taskRequest(x *exchange) *jsonrpc.Message {
	if x.method == "tasks/list" {
		if x.s.endpoint == "" {
			return jsonrpc.ErrorResponse(x.id, jsonrpc.Errorf(jsonrpc.CodeMethodNotFound,
				"method %q is not available on the aggregate endpoint; use a server's own endpoint, /mcp/{server}", x.method))
		}
		resp := g.relayTo(x, x.s.endpoint)
		if resp.Error == nil {
			resp.Result = g.ownTasks(x, resp.Result)
		}
		return resp
	}
	var p struct {
		TaskID string `json:"taskId"`
	}
	_ = json.Unmarshal(x.params, &p)
	server, ok := g.ownedTask(p.TaskID, x.s.identity, x.s.endpoint)
	if !ok {
		return jsonrpc.ErrorResponse(x.id, jsonrpc.Errorf(jsonrpc.CodeInvalidParams,
			"%s: no task %q was started by this client here", x.method, p.TaskID))
	}
	return g.relayTo(x, server)
}

// ownTasks keeps, of a tasks/list result, the tasks the client started.
func (g *Gateway) ownTasks(x *exchange, result json.RawMessage) json.RawMessage {
	var r map[string]json.RawMessage
	var tasks []json.RawMessage
	if json.Unmarshal(result, &r) != nil || json.Unmarshal(r["tasks"], &tasks) != nil {
		return json.RawMessage(`{"tasks":[]}`)
	}
	kept := []json.RawMessage{}
	for _, t := range tasks {
		var id struct {
			TaskID string `json:"taskId"`
		}
		if json.Unmarshal(t, &id) != nil {
			continue
		}
		if _, ok := g.ownedTask(id.TaskID, x.s.identity, x.s.endpoint); ok {
			kept = append(kept, t)
		}
	}
	r["tasks"] = mustJSON(kept)
	out, err := json.Marshal(r)
	if err != nil {
		return json.RawMessage(`{"tasks":[]}`)
	}
	return out
}

// earlyStatus is a task status that came before its task was known.
type earlyStatus struct {
	server string
	n      *jsonrpc.Message
}

// maxEarly bounds the statuses held for tasks not yet known.
const maxEarly = 256

// relayTaskStatus passes a task's status only to its owner's sessions at
// the server: the upstream sends it to the gateway's one connection, and
// it names the task (and says how it ended) to whoever reads it. A status
// may come before the result that names the task's owner (a task that
// ends at once): it is held until then, and dropped if that never comes.
func (g *Gateway) relayTaskStatus(server string, n *jsonrpc.Message, x *exchange) {
	var p struct {
		TaskID string `json:"taskId"`
	}
	_ = json.Unmarshal(n.Params, &p)
	g.mu.Lock()
	o, ok := g.tasks[p.TaskID]
	if !ok {
		if g.early == nil || len(g.early) >= maxEarly {
			g.early = map[string][]earlyStatus{}
		}
		if len(g.early[p.TaskID]) < 8 {
			g.early[p.TaskID] = append(g.early[p.TaskID], earlyStatus{server: server, n: n})
		}
	}
	g.mu.Unlock()
	if !ok || o.server != server {
		return
	}
	if x != nil {
		if x.s.identity == o.identity {
			_ = x.send(n)
		}
		return
	}
	g.sendTaskStatus(server, o.identity, n)
}

// sendTaskStatus passes a status to the sessions of identity at server.
func (g *Gateway) sendTaskStatus(server, identity string, n *jsonrpc.Message) {
	for _, s := range g.sessions.each(func(s *session) bool {
		return s.endpoint == server && !s.modern && s.identity == identity
	}) {
		s.notify(n)
	}
}
