// Package oauth makes the gateway an OAuth 2.1 protected resource, as the
// MCP authorization specification (2025-06-18 and later) asks of an MCP
// server: it validates JWT access tokens (RFC 9068) issued by one
// authorization server for the gateway's own resource URL (RFC 8707
// audience), signed by a key of the issuer's JWKS, and it describes
// itself with RFC 9728 Protected Resource Metadata and RFC 6750
// WWW-Authenticate challenges.
//
// Everything fetched from the authorization server is bounded: the URL
// must be HTTPS (plain HTTP only on loopback), redirects may not leave the
// host, responses are capped in size and time, and a key set holds a
// limited number of keys. A token whose key is unknown makes the key set
// be fetched again, at most once per refresh interval, so a stream of
// forged key ids cannot turn the gateway into a load on the issuer.
package oauth
