package policy

import (
	"strings"

	"golang.org/x/text/unicode/norm"
)

// A URI parser reads many spellings as one resource: file://localhost/x
// and file:/x are file:///x (RFC 8089), https://h:443/x and
// https://user@h./x are https://h/x, a fragment never reaches the server
// and a query is often ignored by it, and a file system may compare
// names in one Unicode normal form. spellings gives those readings of a
// URI besides itself, so that a deny pattern written for the plain
// spelling catches the others.

// defaultPorts are the ports a scheme's URI means without one.
var defaultPorts = map[string]string{"http": "80", "https": "443", "ws": "80", "wss": "443", "ftp": "21"}

// spellings are the readings of a URI that differ from it only in how it
// is spelled, s itself first.
func spellings(s string) []string {
	out := []string{s}
	if c := canonicalAuthority(s); c != s {
		out = append(out, c)
	}
	for _, v := range out[:len(out):len(out)] {
		if i := strings.IndexByte(v, '#'); i >= 0 {
			v = v[:i]
			out = append(out, v)
		}
		if i := strings.IndexByte(v, '?'); i >= 0 {
			out = append(out, v[:i])
		}
	}
	for _, v := range out[:len(out):len(out)] {
		for _, f := range []norm.Form{norm.NFC, norm.NFKC} {
			if n := f.String(v); n != v {
				out = append(out, n)
			}
		}
	}
	return out
}

// canonicalAuthority spells a URI's scheme and authority the one way:
// scheme and host in lower case, without user information, a trailing
// dot or the scheme's default port, and a file URI with an empty
// authority.
func canonicalAuthority(s string) string {
	colon := strings.IndexByte(s, ':')
	if colon <= 0 || strings.ContainsAny(s[:colon], "/?#") {
		return s
	}
	scheme, rest := strings.ToLower(s[:colon]), s[colon+1:]
	after, hasAuthority := strings.CutPrefix(rest, "//")
	if !hasAuthority {
		if scheme == "file" && strings.HasPrefix(rest, "/") {
			return "file://" + rest // file:/x is file:///x
		}
		return s
	}
	end := strings.IndexAny(after, "/?#")
	if end < 0 {
		end = len(after)
	}
	host, tail := after[:end], after[end:]
	if at := strings.LastIndexByte(host, '@'); at >= 0 {
		host = host[at+1:]
	}
	host = strings.ToLower(host)
	if i := strings.LastIndexByte(host, ':'); i >= 0 && !strings.Contains(host[i:], "]") {
		if port := host[i+1:]; port == "" || port == defaultPorts[scheme] {
			host = host[:i]
		}
	}
	host = strings.TrimSuffix(host, ".")
	if scheme == "file" && host == "localhost" {
		host = ""
	}
	return scheme + "://" + host + tail
}
