package gateway

import (
	"encoding/json"
	"slices"

	"github.com/mark3labs/mcp-go/mcp"

	"github.com/mcpscan/mcpscan/internal/jsonrpc"
)

// legacyVersions are the session-based protocol versions the gateway
// speaks with clients, newest first.
var legacyVersions = []string{mcp.ProtocolVersion20251125, mcp.ProtocolVersion20250618, mcp.ProtocolVersion20250326, mcp.ProtocolVersion20241105}

// aggregateInstructions introduce the aggregate endpoint.
const aggregateInstructions = "Tools behind the mcpscan gateway: every call is checked against the server's policy and audited."

// initialize answers a legacy client's handshake: the version both speak,
// and the capabilities of what the endpoint serves.
func (g *Gateway) initialize(x *exchange) *jsonrpc.Message {
	var p struct {
		ProtocolVersion string          `json:"protocolVersion"`
		Capabilities    json.RawMessage `json:"capabilities"`
	}
	if err := json.Unmarshal(x.params, &p); err != nil || p.ProtocolVersion == "" {
		return jsonrpc.ErrorResponse(x.id, jsonrpc.Errorf(jsonrpc.CodeInvalidParams, "initialize: want params with a protocolVersion"))
	}
	version := p.ProtocolVersion
	if !slices.Contains(legacyVersions, version) {
		version = legacyVersions[0]
	}
	s := x.s
	s.mu.Lock()
	s.protocol = version
	s.caps = parseCaps(p.Capabilities)
	s.mu.Unlock()
	res := map[string]any{
		"protocolVersion": version,
		"capabilities":    g.capabilities(s.endpoint),
		"serverInfo":      g.serverInfo(s.endpoint),
	}
	if in := g.instructions(s.endpoint); in != "" {
		res["instructions"] = in
	}
	raw, err := json.Marshal(res)
	if err != nil {
		return jsonrpc.ErrorResponse(x.id, jsonrpc.Errorf(jsonrpc.CodeInternalError, "initialize: %v", err))
	}
	return jsonrpc.Response(x.id, raw)
}

func (g *Gateway) serverInfo(endpoint string) map[string]string {
	name := "mcpscan-gateway"
	if endpoint != "" {
		name += "/" + endpoint
	}
	return map[string]string{"name": name, "version": g.opts.Version}
}

func (g *Gateway) instructions(endpoint string) string {
	if endpoint == "" {
		return aggregateInstructions
	}
	// The policy may withhold them (poisoned text meant for the model);
	// without a policy nothing of the server's reaches a client.
	if eng := g.policies.engine(endpoint); eng == nil || eng.Document().WithholdsInstructions() {
		return ""
	}
	if info, ok := g.pool.Info(endpoint); ok {
		return info.Instructions
	}
	return ""
}

// capabilities are an endpoint's server capabilities. A server's own
// endpoint offers what the server offers; the aggregate endpoint what any
// server offers that it can route (tools, prompts, resources, completions,
// logging). Tool lists always announce changes: the gateway's own view
// changes with the policies.
func (g *Gateway) capabilities(endpoint string) map[string]json.RawMessage {
	caps := map[string]json.RawMessage{}
	if endpoint != "" {
		if info, ok := g.pool.Info(endpoint); ok {
			_ = json.Unmarshal(info.Capabilities, &caps)
		}
		caps["tools"] = json.RawMessage(`{"listChanged":true}`)
		return caps
	}
	caps["tools"] = json.RawMessage(`{"listChanged":true}`)
	subscribe := false
	for _, name := range g.pool.Names() {
		info, ok := g.pool.Info(name)
		if !ok {
			continue
		}
		var up map[string]json.RawMessage
		_ = json.Unmarshal(info.Capabilities, &up)
		if _, ok := up["prompts"]; ok {
			caps["prompts"] = json.RawMessage(`{"listChanged":true}`)
		}
		if r, ok := up["resources"]; ok {
			var rc struct {
				Subscribe bool `json:"subscribe"`
			}
			_ = json.Unmarshal(r, &rc)
			subscribe = subscribe || rc.Subscribe
			caps["resources"] = json.RawMessage(`{"listChanged":true}`)
		}
		for _, k := range []string{"completions", "logging"} {
			if _, ok := up[k]; ok {
				caps[k] = json.RawMessage(`{}`)
			}
		}
	}
	if subscribe {
		caps["resources"] = json.RawMessage(`{"listChanged":true,"subscribe":true}`)
	}
	return caps
}

// upstreamHas reports whether a connected server declared a capability.
func (g *Gateway) upstreamHas(server, capability string) bool {
	has, connected := g.upstreamDeclares(server, capability)
	return connected && has
}

// upstreamLacks reports whether a connected server left a capability out
// of its declaration (a server not connected is not known to lack it).
func (g *Gateway) upstreamLacks(server, capability string) bool {
	has, connected := g.upstreamDeclares(server, capability)
	return connected && !has
}

func (g *Gateway) upstreamDeclares(server, capability string) (has, connected bool) {
	info, ok := g.pool.Info(server)
	if !ok {
		return false, false
	}
	var up map[string]json.RawMessage
	_ = json.Unmarshal(info.Capabilities, &up)
	_, has = up[capability]
	return has, true
}
