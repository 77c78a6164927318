// Package crawler will turn sources into catalog.Server records written
// through the registry: the official MCP registry API, npm package metadata,
// HTML catalogue pages, MCP client configuration files, and live
// introspection of servers over stdio, streamable HTTP and SSE. It finds and
// reads; it does not classify.
package crawler
