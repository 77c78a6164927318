package sandbox

import (
	"context"
	"errors"

	"github.com/mark3labs/mcp-go/mcp"

	"github.com/mcpscan/mcpscan/catalog"
)

// ToolCaller is how a script reaches MCP tools. Standalone, it calls the
// configured upstream servers directly; inside the gateway, every call goes
// through the gateway's policy engine, so a script can reach nothing the
// policy denies.
type ToolCaller interface {
	// Servers lists the servers a script may call.
	Servers(ctx context.Context) ([]ServerInfo, error)
	// Tools lists one server's tools.
	Tools(ctx context.Context, server string) ([]catalog.Tool, error)
	// CallTool calls a tool. A tool that fails returns a result with
	// IsError set; an error means the call could not be made (unknown
	// server, denied by policy, upstream down). It must honour ctx: the
	// runtime waits for calls in flight before a run returns, so a call
	// that ignores its deadline holds the run past it.
	CallTool(ctx context.Context, call Call) (*mcp.CallToolResult, error)
}

// ServerInfo describes a server a script may call.
type ServerInfo struct {
	Name        string `json:"name"`
	Description string `json:"description,omitempty"`
	Tools       int    `json:"tools"`
}

// Call is one tool call made by a script.
type Call struct {
	Server   string
	Tool     string
	Args     map[string]any
	ParentID string // the audit id of the execute_code call the script runs in
}

// ErrServerNotAllowed is returned (wrapped) by callers for servers outside
// the allowed list; the runtime reports it as SERVER_NOT_ALLOWED.
var ErrServerNotAllowed = errors.New("server not allowed")

// ErrDenied is returned (wrapped) by callers when a policy denies a call.
var ErrDenied = errors.New("denied by policy")
