// Package clientconfig finds and reads the configuration files in which MCP
// clients (Claude Desktop, Claude Code, Cursor, VS Code, Windsurf, Gemini
// CLI) list the MCP servers they start or connect to. For every configured
// server it reports where it is declared (file, line and column, so findings
// can point at the exact spot in SARIF) and how to reach it, as an
// [introspect.Target].
//
// The package only reads files. It never starts a server and never expands a
// reference such as ${input:id} or ${env:NAME}: those are kept verbatim,
// because expanding them would pull secrets into reports. Environment values
// and headers are kept as written and may themselves be secrets, so callers
// must not log them.
//
// Reading is forgiving where clients are: comments and trailing commas are
// accepted in every file (VS Code and Gemini CLI allow them, and a scanner
// gains nothing by being stricter than the client), and an entry of a shape
// no client understands is reported in [Config.Problems] rather than failing
// the whole file. Only a file that is not JSON at all is an error.
package clientconfig
