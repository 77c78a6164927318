// Package sandbox runs code-mode scripts: JavaScript or TypeScript an agent
// writes to chain MCP tool calls, run in a fresh goja VM per script with a
// deadline that really stops it, caps on stack depth, code, input, output,
// logs, tool results and tool calls, and a memory guard. Scripts reach
// tools only through a ToolCaller (call_tool, or fetch() to the in-process
// proxy endpoints); they get no filesystem, environment, require or
// network of their own, and eval runs in the global scope only.
// Config.Isolate runs each script in a child process under an
// address-space limit, for a hard bound on memory.
//
// The package also holds the reference code-mode MCP server, which offers
// the runtime as the execute_code tool.
package sandbox
