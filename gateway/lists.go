package gateway

import (
	"context"
	"encoding/json"
	"fmt"
	"strings"
	"sync"
	"time"

	"github.com/yosida95/uritemplate/v3"

	"github.com/mcpscan/mcpscan/crawler/introspect"
	"github.com/mcpscan/mcpscan/internal/jsonrpc"
	"github.com/mcpscan/mcpscan/policy"
	"github.com/mcpscan/mcpscan/registry"
)

// Prompts and resources are listed by their servers on every request and
// filtered by policy on the way; the aggregate endpoint merges every
// server's lists, naming prompts server__prompt as it names tools, and
// keeping resource URIs as they are (a URI names its resource wherever it
// is shown), so a read is routed to the server that listed the URI or
// whose template matches it.

// listPrompts answers prompts/list.
func (g *Gateway) listPrompts(x *exchange) *jsonrpc.Message {
	return g.listItems(x, "prompts", "name", func(server string, item map[string]json.RawMessage) bool {
		var name string
		_ = json.Unmarshal(item["name"], &name)
		return g.promptAllowed(server, name).Allowed
	})
}

// listResources answers resources/list and resources/templates/list.
func (g *Gateway) listResources(x *exchange) *jsonrpc.Message {
	key, field := "resources", "uri"
	if x.method == "resources/templates/list" {
		key, field = "resourceTemplates", "uriTemplate"
	}
	return g.listItems(x, key, field, func(server string, item map[string]json.RawMessage) bool {
		var uri string
		_ = json.Unmarshal(item[field], &uri)
		if field == "uriTemplate" {
			g.routes.addTemplate(server, uri)
			return g.templateAllowed(server, uri).Allowed
		}
		g.routes.addResource(server, uri)
		return g.resourceAllowed(server, uri).Allowed
	})
}

// listItems answers a list method: on a server's endpoint the server's own
// page, filtered; on the aggregate endpoint every server's items, merged.
func (g *Gateway) listItems(x *exchange, key, field string, keep func(server string, item map[string]json.RawMessage) bool) *jsonrpc.Message {
	capability := "resources"
	if key == "prompts" {
		capability = "prompts"
	}
	if server := x.s.endpoint; server != "" {
		if server == CodemodeServer && g.codemode != nil || g.upstreamLacks(server, capability) {
			// A server that did not declare the capability is not asked:
			// it has none to list.
			return jsonrpc.Response(x.id, json.RawMessage(`{"`+key+`":[]}`))
		}
		raw, err := g.forward(x, server, x.method, x.params)
		if err != nil {
			return g.reply(x, server, nil, err)
		}
		out, err := filterList(raw, key, func(item map[string]json.RawMessage) bool { return keep(server, item) }, nil)
		if err != nil {
			return jsonrpc.ErrorResponse(x.id, jsonrpc.Errorf(jsonrpc.CodeInternalError, "upstream %s: %v", server, err))
		}
		return jsonrpc.Response(x.id, out)
	}
	var all []json.RawMessage
	seen := map[string]string{}
	for _, server := range g.pool.Names() {
		if !g.upstreamHas(server, capability) {
			continue
		}
		send := func(ctx context.Context, method string, params json.RawMessage) (json.RawMessage, error) {
			return g.pool.Call(ctx, server, method, params, x)
		}
		_, err := introspect.ListItems(x.ctx, send, g.opts.Upstream.Limits, x.method, key, func(raw json.RawMessage) error {
			var item map[string]json.RawMessage
			if json.Unmarshal(raw, &item) != nil || !keep(server, item) {
				return nil
			}
			if key == "prompts" {
				var name string
				_ = json.Unmarshal(item["name"], &name)
				full := g.aggregateName(server, name)
				if prev, clash := seen[full]; clash {
					g.log.Warn("prompt left out of the aggregate endpoint", "prompt", full, "server", server, "also offered by", prev)
					return nil
				}
				seen[full] = server
				g.routes.addPrompt(full, server)
				item["name"], _ = json.Marshal(full)
			}
			b, err := json.Marshal(item)
			if err == nil {
				all = append(all, b)
			}
			return nil
		})
		if err != nil {
			// One server's failure must not hide the others' items.
			g.log.Warn("list on the aggregate endpoint", "server", server, "method", x.method, "error", err)
		}
	}
	if all == nil {
		all = []json.RawMessage{}
	}
	out, err := json.Marshal(map[string]any{key: all})
	if err != nil {
		return jsonrpc.ErrorResponse(x.id, jsonrpc.Errorf(jsonrpc.CodeInternalError, "%v", err))
	}
	return jsonrpc.Response(x.id, out)
}

// filterList keeps the items of a list result that keep accepts, passing
// the result on unchanged when every item stays. rename, when not nil,
// rewrites a kept item.
func filterList(raw json.RawMessage, key string, keep func(map[string]json.RawMessage) bool, rename func(map[string]json.RawMessage)) (json.RawMessage, error) {
	var res map[string]json.RawMessage
	if err := json.Unmarshal(raw, &res); err != nil {
		return nil, fmt.Errorf("the result is not an object: %w", err)
	}
	var items []map[string]json.RawMessage
	if r, ok := res[key]; ok && string(r) != "null" {
		if err := json.Unmarshal(r, &items); err != nil {
			return nil, fmt.Errorf("%q is not an array of objects: %w", key, err)
		}
	}
	kept := items[:0]
	changed := false
	for _, it := range items {
		if !keep(it) {
			changed = true
			continue
		}
		if rename != nil {
			rename(it)
			changed = true
		}
		kept = append(kept, it)
	}
	if !changed {
		return raw, nil
	}
	b, err := json.Marshal(kept)
	if err != nil {
		return nil, err
	}
	if len(kept) == 0 {
		b = []byte("[]")
	}
	res[key] = b
	return json.Marshal(res)
}

// getPrompt answers prompts/get, for a prompt the policy lets the client
// see, by its exact name.
func (g *Gateway) getPrompt(x *exchange) *jsonrpc.Message {
	params, server, name, rerr := g.resolveNamed(x, "name")
	if rerr != nil {
		return jsonrpc.ErrorResponse(x.id, rerr)
	}
	if d := g.promptAllowed(server, name); !d.Allowed {
		g.auditItem(x, server, name, d)
		return jsonrpc.ErrorResponse(x.id, jsonrpc.Errorf(jsonrpc.CodeInvalidParams, "prompt %q: denied by policy: %s", name, d.Reason))
	}
	raw, err := g.forward(x, server, x.method, params)
	return g.reply(x, server, raw, err)
}

// resolveNamed reads params[field] (a prompt's name), finds its server
// and returns the params as the server should get them.
func (g *Gateway) resolveNamed(x *exchange, field string) (json.RawMessage, string, string, *jsonrpc.Error) {
	p, rerr := readItemParams(x)
	if rerr != nil {
		return nil, "", "", rerr
	}
	full := str(p, field)
	if full == "" {
		return nil, "", "", jsonrpc.Errorf(jsonrpc.CodeInvalidParams, "%s: %q must be a non-empty string", x.method, field)
	}
	server, name := x.s.endpoint, full
	if server == "" {
		var ok bool
		if server, name, ok = g.promptServer(x, full); !ok {
			return nil, "", "", jsonrpc.Errorf(jsonrpc.CodeInvalidParams, "%s: unknown prompt %q", x.method, full)
		}
		p[field] = name
		return p.encode(), server, name, nil
	}
	if server == CodemodeServer && g.codemode != nil {
		return nil, "", "", jsonrpc.Errorf(jsonrpc.CodeInvalidParams, "%s: the code-mode server has no %q", x.method, full)
	}
	return p.encode(), server, name, nil
}

// promptServer finds the server and own name of a prompt named on the
// aggregate endpoint.
func (g *Gateway) promptServer(x *exchange, full string) (string, string, bool) {
	if !g.opts.PlainNames {
		server, name, ok := strings.Cut(full, Separator)
		return server, name, ok && g.isUpstream(server)
	}
	if server := g.routes.prompt(full); server != "" {
		return server, full, true
	}
	// Not listed yet by this gateway: list, which records the owners.
	lx := *x
	lx.method, lx.params = "prompts/list", json.RawMessage(`{}`)
	g.listPrompts(&lx)
	server := g.routes.prompt(full)
	return server, full, server != ""
}

// isUpstream reports whether name is an upstream server of the gateway.
func (g *Gateway) isUpstream(name string) bool {
	_, ok := g.pool.Target(name)
	return ok
}

// resourceRequest answers resources/read, resources/subscribe and
// resources/unsubscribe.
func (g *Gateway) resourceRequest(x *exchange) *jsonrpc.Message {
	p, rerr := readItemParams(x)
	if rerr != nil {
		return jsonrpc.ErrorResponse(x.id, rerr)
	}
	uri := str(p, "uri")
	if uri == "" {
		return jsonrpc.ErrorResponse(x.id, jsonrpc.Errorf(jsonrpc.CodeInvalidParams, "%s: want params with a \"uri\"", x.method))
	}
	server, rerr := g.resourceServer(x, uri)
	if rerr != nil {
		return jsonrpc.ErrorResponse(x.id, rerr)
	}
	if d := g.resourceAllowed(server, uri); !d.Allowed {
		g.auditItem(x, server, uri, d)
		return jsonrpc.ErrorResponse(x.id, jsonrpc.Errorf(jsonrpc.CodeResourceNotFound, "resource %q: denied by policy: %s", uri, d.Reason))
	}
	call := func() (json.RawMessage, error) { return g.forward(x, server, x.method, p.encode()) }
	var raw json.RawMessage
	var err error
	switch x.method {
	case "resources/subscribe":
		raw, err = g.subscribe(x.s, server, uri, call)
	case "resources/unsubscribe":
		raw, err = g.unsubscribe(x.s, server, uri, call)
	default:
		raw, err = call()
	}
	return g.reply(x, server, raw, err)
}

// resourceServer finds the server of a resource URI.
func (g *Gateway) resourceServer(x *exchange, uri string) (string, *jsonrpc.Error) {
	if x.s.endpoint != "" {
		if x.s.endpoint == CodemodeServer && g.codemode != nil {
			return "", jsonrpc.Errorf(jsonrpc.CodeResourceNotFound, "the code-mode server has no resources")
		}
		return x.s.endpoint, nil
	}
	if server := g.routes.find(uri); server != "" {
		return server, nil
	}
	var with []string
	for _, name := range g.pool.Names() {
		if g.upstreamHas(name, "resources") {
			with = append(with, name)
		}
	}
	if len(with) == 1 {
		return with[0], nil
	}
	return "", jsonrpc.Errorf(jsonrpc.CodeResourceNotFound,
		"resource %q: no server listed it (list resources or templates first, or use a server's own endpoint)", uri)
}

// complete answers completion/complete, routed by what it completes: a
// prompt's argument (by the prompt's name) or a resource template's.
func (g *Gateway) complete(x *exchange) *jsonrpc.Message {
	p, rerr := readItemParams(x)
	if rerr != nil {
		return jsonrpc.ErrorResponse(x.id, rerr)
	}
	refMap, ok := p["ref"].(map[string]any)
	if !ok {
		return jsonrpc.ErrorResponse(x.id, jsonrpc.Errorf(jsonrpc.CodeInvalidParams, "completion/complete: want params with a \"ref\""))
	}
	ref := struct{ Type, Name, URI string }{str(refMap, "type"), str(refMap, "name"), str(refMap, "uri")}
	server := x.s.endpoint
	switch ref.Type {
	case "ref/prompt":
		if server == "" {
			var name string
			var ok bool
			if server, name, ok = g.promptServer(x, ref.Name); !ok {
				return jsonrpc.ErrorResponse(x.id, jsonrpc.Errorf(jsonrpc.CodeInvalidParams, "completion/complete: unknown prompt %q", ref.Name))
			}
			ref.Name = name
			p["ref"] = map[string]any{"type": ref.Type, "name": name}
		}
		if d := g.promptAllowed(server, ref.Name); !d.Allowed {
			return jsonrpc.ErrorResponse(x.id, jsonrpc.Errorf(jsonrpc.CodeInvalidParams, "prompt %q: denied by policy: %s", ref.Name, d.Reason))
		}
	case "ref/resource":
		var rerr *jsonrpc.Error
		if server, rerr = g.resourceServer(x, ref.URI); rerr != nil {
			return jsonrpc.ErrorResponse(x.id, rerr)
		}
		// A completion names a template (or a resource): either must be
		// allowed.
		if d := g.templateAllowed(server, ref.URI); !d.Allowed || !g.resourceAllowed(server, ref.URI).Allowed {
			if d.Allowed {
				d = g.resourceAllowed(server, ref.URI)
			}
			return jsonrpc.ErrorResponse(x.id, jsonrpc.Errorf(jsonrpc.CodeInvalidParams, "resource %q: denied by policy: %s", ref.URI, d.Reason))
		}
	default:
		return jsonrpc.ErrorResponse(x.id, jsonrpc.Errorf(jsonrpc.CodeInvalidParams, "completion/complete: unknown ref type %q", ref.Type))
	}
	if server == CodemodeServer && g.codemode != nil {
		return jsonrpc.ErrorResponse(x.id, jsonrpc.Errorf(jsonrpc.CodeInvalidParams, "the code-mode server completes nothing"))
	}
	raw, err := g.forward(x, server, x.method, p.encode())
	return g.reply(x, server, raw, err)
}

// resourceRoutes remembers which server listed which resource URI and
// template, for the aggregate endpoint. It is bounded: past maxRoutes URIs
// it starts over (a client lists again to route a forgotten URI).
type resourceRoutes struct {
	mu        sync.Mutex
	prompts   map[string]string // aggregate name → server
	uris      map[string]string
	templates map[string]map[string]*uritemplate.Template // server → raw → compiled
}

const maxRoutes = 100_000

func newResourceRoutes() *resourceRoutes {
	return &resourceRoutes{prompts: map[string]string{}, uris: map[string]string{}, templates: map[string]map[string]*uritemplate.Template{}}
}

func (r *resourceRoutes) addPrompt(name, server string) {
	r.mu.Lock()
	defer r.mu.Unlock()
	if len(r.prompts) >= maxRoutes {
		r.prompts = map[string]string{}
	}
	r.prompts[name] = server
}

func (r *resourceRoutes) prompt(name string) string {
	r.mu.Lock()
	defer r.mu.Unlock()
	return r.prompts[name]
}

func (r *resourceRoutes) addResource(server, uri string) {
	r.mu.Lock()
	defer r.mu.Unlock()
	if len(r.uris) >= maxRoutes {
		r.uris = map[string]string{}
	}
	r.uris[uri] = server
}

func (r *resourceRoutes) addTemplate(server, raw string) {
	r.mu.Lock()
	defer r.mu.Unlock()
	if r.templates[server] == nil {
		r.templates[server] = map[string]*uritemplate.Template{}
	}
	if _, ok := r.templates[server][raw]; ok || len(r.templates[server]) >= 1000 {
		return
	}
	if t, err := uritemplate.New(raw); err == nil {
		r.templates[server][raw] = t
	}
}

// find is the server that listed uri, or whose template matches it ("").
func (r *resourceRoutes) find(uri string) string {
	r.mu.Lock()
	defer r.mu.Unlock()
	if s, ok := r.uris[uri]; ok {
		return s
	}
	for server, ts := range r.templates {
		for raw, t := range ts {
			if raw == uri || t.Match(uri) != nil {
				return server
			}
		}
	}
	return ""
}

// noPolicy is the decision for a server without a policy (the gateway
// refuses to start without one; this holds if one is ever missing).
var noPolicy = policy.ItemDecision{Rule: "policy", Reason: "the server has no policy"}

// promptAllowed decides whether clients may see and get a prompt.
func (g *Gateway) promptAllowed(server, name string) policy.ItemDecision {
	if eng := g.policies.engine(server); eng != nil {
		return eng.Prompt(name)
	}
	return noPolicy
}

// resourceAllowed decides whether clients may see and read a resource.
func (g *Gateway) resourceAllowed(server, uri string) policy.ItemDecision {
	if eng := g.policies.engine(server); eng != nil {
		return eng.Resource(uri)
	}
	return noPolicy
}

// templateAllowed decides whether clients may see a resource template.
func (g *Gateway) templateAllowed(server, tmpl string) policy.ItemDecision {
	if eng := g.policies.engine(server); eng != nil {
		return eng.ResourceTemplate(tmpl)
	}
	return noPolicy
}

// auditItem records a refused request for a prompt or a resource: the
// tool column names the method and the item ("resources/read
// file:///etc/passwd").
func (g *Gateway) auditItem(x *exchange, server, item string, d policy.ItemDecision) {
	g.audit.add(registry.AuditRecord{AuditID: newAuditID(), Time: time.Now(), Identity: x.s.identity, Server: server,
		Tool: clip(x.method+" "+item, 512), Decision: DecisionDeny, Rule: d.Rule, Reason: d.Reason})
}
