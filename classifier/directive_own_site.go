package classifier

import "strings"

// ownSite reports whether an address is the site a tool is named for: the
// host's labels written together, or its last two (app.draw.io for a
// drawio tool), or the one before its top-level domain (launchdarkly.com),
// is a word of the tool's name or title. A tool that names its own site sends nothing elsewhere;
// an e-mail address is somebody's, never the tool's site.
func (tc *toolContext) ownSite(tok string) bool {
	if tc == nil || strings.IndexByte(tok, '@') >= 0 {
		return false
	}
	if _, rest, ok := strings.Cut(tok, "://"); ok {
		tok = rest
	}
	host, _, _ := strings.Cut(tok, "/")
	host, _, _ = strings.Cut(host, ":")
	labels := strings.Split(strings.TrimPrefix(host, "www."), ".")
	if len(labels) < 2 {
		return false
	}
	main := labels[len(labels)-2]
	return tc.named(strings.Join(labels, "")) || tc.named(main+labels[len(labels)-1]) || len(main) >= 4 && tc.named(main)
}
