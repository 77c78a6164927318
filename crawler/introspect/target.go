// Package introspect talks to one live MCP server over stdio, streamable
// HTTP or SSE and reads what it offers: server info and capabilities, every
// tool (schemas kept byte-exact), and how many prompts and resources it has.
// It never calls a tool.
package introspect

import "github.com/mcpscan/mcpscan/internal/oauth"

// Transports a Target can use.
const (
	TransportStdio          = "stdio"
	TransportStreamableHTTP = "streamable-http"
	TransportSSE            = "sse"
)

// Target says how to reach one server: a command to start (stdio) or a URL
// (streamable-http, sse). It is what a client config entry or a package
// install resolves to.
type Target struct {
	// Name identifies the server in reports and in the registry.
	Name string `json:"name"`
	// Transport is stdio, streamable-http or sse.
	Transport string `json:"transport"`

	// For stdio: the program, its arguments, the environment variables the
	// configuration gives it (nothing else of the caller's environment is
	// passed on) and its working directory ("" for a fresh temp dir).
	Command string            `json:"command,omitempty"`
	Args    []string          `json:"args,omitempty"`
	Env     map[string]string `json:"env,omitempty"`
	Dir     string            `json:"dir,omitempty"`
	// ClientEnv starts the server with the environment an MCP client
	// gives the servers it starts (the official SDKs pass on HOME, USER,
	// LOGNAME, SHELL, TERM and PATH, or Windows' equivalents) plus Env, in
	// the caller's working directory unless Dir says otherwise. Without
	// it the server gets only PATH, Env and a fresh temporary HOME.
	ClientEnv bool `json:"clientEnv,omitempty"`

	// For streamable-http and sse: the endpoint and extra request headers.
	URL     string            `json:"url,omitempty"`
	Headers map[string]string `json:"headers,omitempty"`
	// OAuth is how mcpscan identifies itself to the server's
	// authorization server, when the config says (nil: discovered).
	// It holds a client secret, so it is never serialized: not into
	// the registry, a dump or a report.
	OAuth *oauth.ClientConfig `json:"-"`

	// Protocol is the MCP protocol version to ask for first; a server that
	// refuses it is asked again with the newest version both know. Empty
	// negotiates from the newest.
	Protocol string `json:"protocol,omitempty"`
}
