// Package catalog holds the nouns every other mcpscan package shares: an MCP
// [Server] as found by a crawl, the [Tool]s it exposes, the tool [Annotations]
// declared by the server, and the canonical tool hash used to notice drift.
//
// Tool schemas are kept as the exact bytes the server sent. A scanner that
// re-encodes a schema through typed structs silently drops keywords it does not
// know ($ref, oneOf, vendor extensions), and those are often exactly where the
// risk hides; so decoding here never normalises a schema, and the hash is
// computed over a canonical form instead.
//
// This package imports no other mcpscan package.
package catalog
