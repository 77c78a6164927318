package sandbox

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"strings"
	"time"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"

	"github.com/mcpscan/mcpscan/catalog"
)

// ServerConfig holds the code-mode server's options, named as the
// code_execution options of code-mode servers are.
type ServerConfig struct {
	EnableCodeExecution bool     `json:"enable_code_execution"`
	TimeoutMS           int      `json:"code_execution_timeout_ms"`     // default 120000
	MaxToolCalls        int      `json:"code_execution_max_tool_calls"` // 0 = unlimited
	PoolSize            int      `json:"code_execution_pool_size"`      // concurrent runs, default 10
	AllowedServers      []string `json:"allowed_servers"`               // empty = every configured server
	// Isolate runs every script in a child process of its own (see
	// Config.Isolate); nil leaves the choice to where the server runs:
	// isolated when it faces the network, in process on stdio.
	Isolate *bool `json:"code_execution_isolate,omitempty"`
	// ProxyURL is where the proxy endpoints are served, for the tool
	// description ("" when only the in-process fetch() exists).
	ProxyURL string `json:"-"`
}

// IsolateOr is whether scripts run isolated: as configured, or def.
func (c ServerConfig) IsolateOr(def bool) bool {
	if c.Isolate != nil {
		return *c.Isolate
	}
	return def
}

// DefaultServerConfig enables code execution with the documented defaults.
func DefaultServerConfig() ServerConfig {
	return ServerConfig{EnableCodeExecution: true, TimeoutMS: 120000, PoolSize: 10}
}

// RuntimeConfig is the runtime configuration the server options imply.
func (c ServerConfig) RuntimeConfig() Config {
	cfg := Config{MaxToolCalls: c.MaxToolCalls, PoolSize: c.PoolSize, AllowedServers: c.AllowedServers, Isolate: c.IsolateOr(false)}
	if c.TimeoutMS > 0 {
		cfg.Timeout = time.Duration(c.TimeoutMS) * time.Millisecond
	}
	return cfg
}

// executeCodeInput is the schema of execute_code's arguments.
const executeCodeInput = `{"type":"object","properties":{` +
	`"code":{"type":"string","description":"JavaScript or TypeScript to run. The value of the last expression, or what a top-level return gives, is the result."},` +
	`"input":{"type":"object","description":"JSON value available to the code as input."}},"required":["code"]}`

// NewMCPServer builds the code-mode MCP server: one tool, execute_code,
// whose description lists the servers and tools the code can call, with
// TypeScript declarations generated from their schemas.
func NewMCPServer(ctx context.Context, rt *Runtime, caller ToolCaller, cfg ServerConfig, version string) (*server.MCPServer, error) {
	s := server.NewMCPServer("mcpscan-codemode", version, server.WithToolCapabilities(false), server.WithRecovery())
	if !cfg.EnableCodeExecution {
		return s, nil
	}
	def, err := ExecuteCodeTool(ctx, caller, cfg)
	if err != nil {
		return nil, err
	}
	tool := mcp.NewToolWithRawSchema(def.Name, def.Description, def.InputSchema)
	s.AddTool(tool, func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		code, err := req.RequireString("code")
		if err != nil {
			return mcp.NewToolResultError("execute_code needs a code argument (a string of JavaScript or TypeScript)"), nil
		}
		var input json.RawMessage
		if in, ok := req.GetArguments()["input"]; ok && in != nil {
			if input, err = json.Marshal(in); err != nil {
				return mcp.NewToolResultError("input must be JSON"), nil
			}
		}
		parent := ""
		if id, ok := ctx.Value(auditIDKey{}).(string); ok {
			parent = id
		}
		res, err := rt.Run(ctx, Script{Code: code, Input: input}, caller, parent)
		return ResultForAgent(res, err), nil
	})
	return s, nil
}

// ExecuteCodeTool is execute_code's definition as the code-mode server
// lists it with this caller and configuration: what a policy for the
// code-mode server is generated from.
func ExecuteCodeTool(ctx context.Context, caller ToolCaller, cfg ServerConfig) (catalog.Tool, error) {
	desc, err := Describe(ctx, caller, cfg)
	if err != nil {
		return catalog.Tool{}, err
	}
	return catalog.Tool{Name: "execute_code", Description: desc, InputSchema: json.RawMessage(executeCodeInput)}, nil
}

// auditIDKey carries the audit id of the execute_code call (set by the
// gateway) so nested calls can name their parent.
type auditIDKey struct{}

// WithAuditID returns a context carrying the audit id of the current
// execute_code call.
func WithAuditID(ctx context.Context, id string) context.Context {
	return context.WithValue(ctx, auditIDKey{}, id)
}

// ResultForAgent renders a run for the agent: the result as JSON text (and
// structured content), logs after it; a failure as an error result with
// its code, message and logs.
func ResultForAgent(res *Result, err error) *mcp.CallToolResult {
	var logs []LogLine
	if res != nil {
		logs = res.Logs
	}
	var se *Error
	if errors.As(err, &se) {
		logs = se.Logs
	}
	logText := ""
	if len(logs) > 0 {
		var b strings.Builder
		b.WriteString("\n\nlogs:\n")
		for _, l := range logs {
			fmt.Fprintf(&b, "[%s] %s\n", l.Level, l.Text)
		}
		logText = b.String()
	}
	if err != nil {
		if se != nil {
			return mcp.NewToolResultError(fmt.Sprintf("%s: %s%s", se.Code, se.Message, logText))
		}
		return mcp.NewToolResultError(err.Error() + logText)
	}
	text := string(res.Value)
	if text == "" {
		text = "null"
	}
	out := mcp.NewToolResultText(text + logText)
	var structured any
	if json.Unmarshal(res.Value, &structured) == nil {
		if _, isObject := structured.(map[string]any); isObject {
			out.StructuredContent = structured
		}
	}
	return out
}

// Describe writes execute_code's description: what it does, the host API,
// the servers and tools available with their TypeScript declarations, and
// the limits.
func Describe(ctx context.Context, caller ToolCaller, cfg ServerConfig) (string, error) {
	servers, err := caller.Servers(ctx)
	if err != nil {
		return "", fmt.Errorf("list servers: %w", err)
	}
	tools := map[string][]catalog.Tool{}
	var order []string
	for _, s := range servers {
		ts, err := caller.Tools(ctx, s.Name)
		if err != nil {
			continue // an unavailable server is described as such below
		}
		tools[s.Name] = ts
		order = append(order, s.Name)
	}
	var b strings.Builder
	b.WriteString("Run JavaScript or TypeScript that calls the tools of other MCP servers, to chain calls, " +
		"transform results and apply logic in one step. The code runs in a sandbox: no filesystem, no environment, " +
		"no network except the tool calls below.\n\n")
	b.WriteString("The value of the last expression is the result (for example `({ total: a + b })`); async code " +
		"may use await and a top-level return. `input` holds the input argument.\n\n")
	b.WriteString("Host API:\n" +
		"- call_tool(server, tool, args) returns the tool's result as plain JSON (await it or not); a failing tool throws.\n" +
		"- call_tools([{server, tool, args}, ...]) runs several calls in parallel.\n" +
		"- log(...) and console.log/warn/error are returned with the result.\n" +
		"- fetch(\"http://localhost/mcp/servers\"), fetch(\"http://localhost/mcp/{server}/tools\") and " +
		"fetch(\"http://localhost/mcp/call\", {method: \"POST\", body: JSON.stringify({server, tool, args})}) also work.\n\n")
	if len(order) == 0 {
		b.WriteString("No servers are available.\n")
	} else {
		b.WriteString("Available tools:\n\n```ts\n")
		b.WriteString(Declarations(tools, order))
		b.WriteString("```\n")
	}
	for _, s := range servers {
		if _, ok := tools[s.Name]; !ok {
			fmt.Fprintf(&b, "\nServer %q is currently unavailable.\n", s.Name)
		}
	}
	rc := cfg.RuntimeConfig()
	fmt.Fprintf(&b, "\nLimits: %s per run", orDefault(rc.Timeout, 120*time.Second))
	if cfg.MaxToolCalls > 0 {
		fmt.Fprintf(&b, ", at most %d tool calls", cfg.MaxToolCalls)
	}
	b.WriteString(".\n")
	return b.String(), nil
}

func orDefault(d, def time.Duration) time.Duration {
	if d <= 0 {
		return def
	}
	return d
}
