// Package site will render the registry into the static catalogue website
// with templ (server, tool, risk and category pages, a search index and a
// registry-compatible JSON API) and serve it. It reads only the registry.
package site
