// Package oauth lets mcpscan's MCP clients reach servers that sit behind
// OAuth 2.1, as the MCP authorization specification describes: a server
// that answers 401 is asked where its authorization server is (RFC 9728
// Protected Resource Metadata, found through the WWW-Authenticate
// challenge or the well-known locations), that server's metadata is read
// (RFC 8414 or OpenID Connect discovery), the client identifies itself (a
// configured client, a Client ID Metadata Document, or dynamic
// registration per RFC 7591), and a token is obtained with the
// authorization code grant and PKCE in the user's browser, or with the
// client credentials grant for machines. Tokens carry the resource they
// are for (RFC 8707), are refreshed when they expire, are widened when the
// server asks for more scope (403 insufficient_scope), and are kept at
// rest in a file only the user can read.
//
// Everything a remote party sends is bounded: metadata size, redirects,
// time, and the schemes and hosts the flow will talk to.
package oauth
