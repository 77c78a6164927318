// Package registryapi reads the official MCP registry
// (https://registry.modelcontextprotocol.io) and registries that expose the
// same read API, and turns their entries into [catalog.Server] values.
//
// [Client.List] walks GET /v0.1/servers page by page, following the opaque
// cursor the registry hands back, and [Client.Get] fetches one version of
// one server. Every request goes through the crawler's shared HTTP client
// (internal/httpx), so retries, backoff, Retry-After, the body-size cap and
// per-host politeness are the same as for every other crawler source.
//
// [ParseServerJSON] reads a server.json document in the current camelCase
// schema and in the older snake_case spelling that mirrors and old
// documentation still carry. Registry entries say how to install and reach a
// server but not which tools it has, so the servers returned here always have
// nil Tools: the registry store reads nil as "tools unknown" and keeps what
// it already knows.
package registryapi
