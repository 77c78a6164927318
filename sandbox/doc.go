// Package sandbox will hold the code-mode runtime (TypeScript through
// esbuild, run in a fresh goja VM with a deadline, stack, size, memory and
// tool-call limits) and the reference code-mode MCP server that exposes it
// as execute_code. Behind the gateway, its tool calls go through the
// gateway's policy engine, never straight upstream.
package sandbox
