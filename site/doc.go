// Package site renders the registry into the static catalogue website and
// serves it. It reads only the registry: the tools and their history, the
// classifier's stored assessments and the generated policies (internal/cli
// puts those in place before a build).
//
// A build makes, from templ templates and embedded CSS and JavaScript:
// the home page (counts and charts, the most dangerous servers, recently
// changed tools), a page per server and per tool, paginated browse pages by
// risk level and category, a search page with a JSON search index, the
// recommended policies as files, the official registry's list API as
// static JSON with the risk data under _meta[MetaKey], and an Atom feed of
// the catalogue's risk changes (feed.go). Server and tool pages show each
// change's risk delta and the server version it came with (delta.go).
// Every link is
// relative, so the site also works from file://, and nothing is loaded from
// another host.
//
// Builds are incremental: a manifest in the output directory records each
// file's hash, a file is written only when its bytes change, and files an
// earlier build wrote that the catalogue no longer has are removed. Memory
// grows with a compact index of the tools, not with the pages: servers are
// rendered one at a time by a pool of workers.
package site
