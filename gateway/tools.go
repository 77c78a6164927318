package gateway

import (
	"context"
	"crypto/sha256"
	"encoding/json"
	"errors"
	"fmt"
	"sync"

	"github.com/mcpscan/mcpscan/catalog"
	"github.com/mcpscan/mcpscan/internal/argcheck"
	"github.com/mcpscan/mcpscan/internal/jsonrpc"
)

// toolEntry is one tool as an endpoint lists it.
type toolEntry struct {
	server string       // the server it belongs to
	tool   catalog.Tool // as the server lists it
	check  func(map[string]any) error
}

// validate checks arguments against the tool's input schema.
func (e *toolEntry) validate(args map[string]any) error {
	if e.check == nil {
		return nil
	}
	return e.check(args)
}

// toolView is what one endpoint lists: the tools/list result, encoded
// once per change, and the tools by the name it lists them under.
type toolView struct {
	result json.RawMessage
	byName map[string]*toolEntry
	sum    [32]byte
}

var emptyView = &toolView{result: json.RawMessage(`{"tools":[]}`), byName: map[string]*toolEntry{}}

// view is an endpoint's current view ("" is the aggregate endpoint).
func (g *Gateway) view(endpoint string) *toolView {
	if vs := g.views.Load(); vs != nil {
		if v := (*vs)[endpoint]; v != nil {
			return v
		}
	}
	return emptyView
}

// listTools answers tools/list from the endpoint's view: every tool the
// policy lets a client see, as its server defines it.
func (g *Gateway) listTools(x *exchange) *jsonrpc.Message {
	return jsonrpc.Response(x.id, g.view(x.s.endpoint).result)
}

// tools is a server's current upstream listing (nil before it is known).
func (g *Gateway) tools(name string) []catalog.Tool {
	if g.codemode != nil && name == CodemodeServer {
		return g.codemode.tools()
	}
	g.mu.Lock()
	defer g.mu.Unlock()
	return g.upstream[name]
}

// visibleTools is what a server's policy lets a client see of its tools.
func (g *Gateway) visibleTools(name string) []catalog.Tool {
	eng := g.policies.engine(name)
	if eng == nil {
		return nil
	}
	var out []catalog.Tool
	for _, t := range g.tools(name) {
		if eng.Visible(t.Name) {
			out = append(out, t)
		}
	}
	return out
}

// viewBuilder collects one endpoint's tools.
type viewBuilder struct {
	entries []*toolEntry
	names   []string
}

func (b *viewBuilder) add(e *toolEntry, name string) {
	b.entries = append(b.entries, e)
	b.names = append(b.names, name)
}

func (b *viewBuilder) build() (*toolView, error) {
	v := &toolView{byName: make(map[string]*toolEntry, len(b.entries))}
	list := make([]json.RawMessage, 0, len(b.entries))
	for i, e := range b.entries {
		t := e.tool
		t.Name = b.names[i]
		raw, err := json.Marshal(t)
		if err != nil {
			return nil, fmt.Errorf("tool %q of %q: %w", e.tool.Name, e.server, err)
		}
		list = append(list, raw)
		v.byName[b.names[i]] = e
	}
	res, err := json.Marshal(map[string]any{"tools": list})
	if err != nil {
		return nil, err
	}
	v.result, v.sum = res, sha256.Sum256(res)
	return v, nil
}

// refresh recomputes what every endpoint lists and swaps in the views that
// changed; clients of a changed endpoint are told (list_changed). At start
// a namespacing collision is an error; later the second tool is left out
// and logged, so one upstream's change cannot stop the others.
func (g *Gateway) refresh(ctx context.Context, starting bool) error {
	g.refreshMu.Lock()
	defer g.refreshMu.Unlock()
	if g.codemode != nil {
		g.codemode.describe(ctx)
	}
	views := map[string]*toolView{}
	aggregate := &viewBuilder{}
	owner := map[string]string{}
	var errs []error
	for _, name := range g.names {
		own := &viewBuilder{}
		for _, t := range g.visibleTools(name) {
			e := &toolEntry{server: name, tool: t, check: g.schemaCheck(t)}
			own.add(e, t.Name)
			full := g.aggregateName(name, t.Name)
			if prev, clash := owner[full]; clash {
				err := fmt.Errorf("tool %q of server %q and a tool of server %q are both named %q on the aggregate endpoint; rename a server in the config",
					t.Name, name, prev, full)
				if starting {
					errs = append(errs, err)
				} else {
					g.log.Error("tool left out", "error", err)
				}
				continue
			}
			owner[full] = name
			aggregate.add(e, full)
		}
		v, err := own.build()
		if err != nil {
			g.log.Error("tool list", "server", name, "error", err)
			continue
		}
		views[name] = v
	}
	if err := errors.Join(errs...); err != nil {
		return err
	}
	v, err := aggregate.build()
	if err != nil {
		return err
	}
	views[""] = v
	old := g.views.Swap(&views)
	if old == nil {
		return nil
	}
	for key, nv := range views {
		if ov := (*old)[key]; ov != nil && ov.sum == nv.sum {
			continue
		}
		changed := jsonrpc.Notification("notifications/tools/list_changed", nil)
		for _, s := range g.sessions.each(func(s *session) bool { return s.endpoint == key && s.wants(changed.Method) }) {
			s.notify(changed)
		}
	}
	return nil
}

// warnUnknownTools logs policy rules that name tools the server does not
// have: usually a typo, or a tool the server renamed.
func (g *Gateway) warnUnknownTools() {
	for _, name := range g.names {
		eng := g.policies.engine(name)
		tools := g.tools(name)
		if eng == nil || tools == nil {
			continue
		}
		names := make([]string, len(tools))
		for i, t := range tools {
			names[i] = t.Name
		}
		for _, w := range eng.Document().Validate(names) {
			g.log.Warn("policy", "server", name, "warning", w.String())
		}
	}
}

// schemaCheck is the argument check of a tool's input schema, compiled on
// first use (a server may list thousands of tools) and shared by tools
// with one schema.
func (g *Gateway) schemaCheck(t catalog.Tool) func(map[string]any) error {
	var once sync.Once
	var s *argcheck.Schema
	return func(args map[string]any) error {
		once.Do(func() {
			s = g.schemas.Get(t.InputSchema)
			if err := s.Err(); err != nil {
				g.log.Warn("a tool whose arguments cannot be checked is refused", "tool", t.Name, "error", err)
			}
		})
		return s.Validate(args)
	}
}
