// Package gateway is the MCP proxy that applies a policy to every tool
// call. It connects to the upstream servers of a SERVERS.json file (stdio,
// streamable HTTP, SSE), serves their tools downstream on one aggregate
// endpoint (namespaced server__tool) and on one endpoint per server, lists
// only what each server's policy lets a client see, and decides every
// tools/call with the policy engine: forward, deny with the policy's
// message, count against rate limits, or ask a person through MCP
// elicitation.
//
// The reference code-mode server can run inside the gateway as the
// built-in server "codemode". Its execute_code is policed like any tool,
// and every call_tool a script makes goes through the same engine with
// the execute_code call's audit id as parent, so a script reaches nothing
// the policy denies.
//
// Every decision is written to the registry's audit log. Policies are
// reloaded when their files change; a file that no longer parses keeps
// the last good policy, and a bad file at start refuses the start.
package gateway
