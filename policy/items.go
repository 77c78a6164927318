package policy

import (
	"fmt"
	"net/url"
	"path"
	"strings"
)

// A server's prompts and resources are governed by name and URI patterns,
// not by arguments: "prompts" and "resources" in a policy each say which
// items clients may see and use. A denied item is left out of the lists
// (prompts/list, resources/list, resources/templates/list) and refused
// when named (prompts/get, resources/read and subscribe, completions).
// Without the section every item is allowed, as before the section
// existed.
//
// Patterns are globs: "?" is one character, "*" any run of characters
// but "/", "**" any run at all; anything else is itself. A name or URI
// can be written many ways that a server reads as the same item, so a
// deny pattern is tried on every reading of it (as written, trimmed,
// without case, percent-decoded, with "." and ".." segments resolved) and
// denies when one matches; an allow pattern must match every reading. A
// reading that cannot be made (a bad escape, a NUL) denies.

// ItemRules says which prompts or resources of a server clients may use.
type ItemRules struct {
	// Default is "allow" (the default) or "deny": what happens to an item
	// no pattern names.
	Default string `json:"default,omitempty"`
	// Allow lets items through under "default": "deny".
	Allow []string `json:"allow,omitempty"`
	// Deny refuses items whatever else says; it wins over Allow.
	Deny []string `json:"deny,omitempty"`
	// OnDeny is the message a refused request gets.
	OnDeny string `json:"on_deny,omitempty"`
}

// ItemDecision is the answer for one prompt or resource.
type ItemDecision struct {
	Allowed bool
	Rule    string // "prompts.deny[0]", "resources.default", …
	Reason  string
}

// Prompt decides whether clients may see and get the prompt name.
func (e *Engine) Prompt(name string) ItemDecision {
	return decideItem(e.doc.Prompts, "prompts", name, nameReadings)
}

// Resource decides whether clients may see and read the resource uri.
func (e *Engine) Resource(uri string) ItemDecision {
	return decideItem(e.doc.Resources, "resources", uri, uriReadings)
}

// ResourceTemplate decides whether clients may see a resource template;
// its text is matched as it is written (a read is decided again on the
// URI it gives).
func (e *Engine) ResourceTemplate(tmpl string) ItemDecision {
	return decideItem(e.doc.Resources, "resources", tmpl, nameReadings)
}

func decideItem(r *ItemRules, section, item string, readings func(string) ([]string, bool)) ItemDecision {
	if r == nil {
		return ItemDecision{Allowed: true}
	}
	deny := func(rule, why string) ItemDecision {
		reason := r.OnDeny
		if reason == "" {
			reason = why
		}
		return ItemDecision{Rule: rule, Reason: reason}
	}
	rs, ok := readings(item)
	if !ok {
		return deny(section, fmt.Sprintf("%q cannot be read safely", item))
	}
	for i, p := range r.Deny {
		for _, s := range rs {
			if globMatch(strings.ToLower(p), strings.ToLower(s)) {
				return deny(fmt.Sprintf("%s.deny[%d]", section, i), fmt.Sprintf("%q is denied by policy", item))
			}
		}
	}
	if r.Default != string(ActionDeny) {
		return ItemDecision{Allowed: true, Rule: section + ".default"}
	}
	for i, p := range r.Allow {
		all := true
		for _, s := range rs {
			if !globMatch(p, s) {
				all = false
				break
			}
		}
		if all {
			return ItemDecision{Allowed: true, Rule: fmt.Sprintf("%s.allow[%d]", section, i)}
		}
	}
	return deny(section+".default", fmt.Sprintf("%q is not allowed by policy", item))
}

// maxItemLen bounds a name or URI the engine judges.
const maxItemLen = 16 << 10

// nameReadings are the ways a server might read a name.
func nameReadings(s string) ([]string, bool) {
	if len(s) > maxItemLen || strings.ContainsRune(s, 0) {
		return nil, false
	}
	out := []string{s}
	if t := strings.TrimSpace(s); t != s {
		out = append(out, t)
	}
	return out, true
}

// maxDecodes bounds how many times a URI is percent-decoded: a server
// that decodes twice reads %252e as ".".
const maxDecodes = 3

// uriReadings are the ways a server might read a URI: as written, trimmed,
// percent-decoded (up to maxDecodes times), each with its path's "." and
// ".." segments resolved, its backslashes as slashes, and in its other
// spellings (see spellings).
func uriReadings(s string) ([]string, bool) {
	base, ok := nameReadings(s)
	if !ok {
		return nil, false
	}
	seen := map[string]bool{}
	var out []string
	add := func(r string) {
		if !seen[r] {
			seen[r] = true
			out = append(out, r)
		}
	}
	for _, r := range base {
		cur := r
		for n := 0; ; n++ {
			for _, v := range []string{cur, strings.ReplaceAll(cur, `\`, "/")} {
				for _, w := range spellings(v) {
					add(w)
					add(resolveDots(w))
					add(resolveAll(w))
				}
			}
			if !strings.Contains(cur, "%") {
				break
			}
			dec, err := url.PathUnescape(cur)
			if err != nil || strings.ContainsRune(dec, 0) {
				return nil, false
			}
			if dec == cur {
				break
			}
			if n == maxDecodes {
				// Still encoded after maxDecodes: no server should need
				// that many; refuse rather than guess.
				return nil, false
			}
			cur = dec
		}
	}
	return out, true
}

// resolveDots resolves the "." and ".." segments of a URI's path, keeping
// its scheme and authority: "file:///work/../etc" → "file:///etc".
func resolveDots(s string) string {
	prefix, rest := "", s
	if i := strings.Index(s, "://"); i > 0 {
		j := strings.IndexByte(s[i+3:], '/')
		if j < 0 {
			return s
		}
		prefix, rest = s[:i+3+j], s[i+3+j:]
	} else if i := strings.IndexByte(s, ':'); i > 0 && !strings.ContainsAny(s[:i], "/?#") {
		prefix, rest = s[:i+1], s[i+1:]
	}
	if !strings.Contains(rest, ".") && !strings.Contains(rest, "//") {
		return s
	}
	query := ""
	if i := strings.IndexAny(rest, "?#"); i >= 0 {
		rest, query = rest[:i], rest[i:]
	}
	if rest == "" {
		return s
	}
	cleaned := path.Clean(rest)
	if !strings.HasPrefix(rest, "/") {
		cleaned = strings.TrimPrefix(cleaned, "/")
	}
	if strings.HasSuffix(rest, "/") && cleaned != "/" {
		cleaned += "/"
	}
	return prefix + cleaned + query
}

// resolveAll resolves "." and ".." over everything after a URI's scheme,
// authority included, as a server that reads "x://a/../b" as the path
// "a/../b" does: "x://a/../b" → "x://b".
func resolveAll(s string) string {
	i := strings.Index(s, "://")
	if i <= 0 || !strings.Contains(s[i+3:], ".") {
		return s
	}
	rest := s[i+3:]
	query := ""
	if j := strings.IndexAny(rest, "?#"); j >= 0 {
		rest, query = rest[:j], rest[j:]
	}
	if rest == "" {
		return s
	}
	cleaned := path.Clean(rest)
	if strings.HasSuffix(rest, "/") && cleaned != "/" {
		cleaned += "/"
	}
	return s[:i+3] + cleaned + query
}

// globMatch reports whether s matches the glob p ("?", "*", "**").
func globMatch(p, s string) bool {
	// The glob as tokens, run as a set of states over s: time is
	// len(s) × len(p) at worst, whatever the pattern (no backtracking).
	type token struct {
		star, any bool // "*" (any: "**")
		lit       byte // or one byte; '?' is any byte but '/'
		wild      bool
	}
	var toks []token
	for i := 0; i < len(p); i++ {
		switch {
		case p[i] == '*' && i+1 < len(p) && p[i+1] == '*':
			toks = append(toks, token{star: true, any: true})
			for i+1 < len(p) && p[i+1] == '*' {
				i++
			}
		case p[i] == '*':
			toks = append(toks, token{star: true})
		case p[i] == '?':
			toks = append(toks, token{wild: true})
		default:
			toks = append(toks, token{lit: p[i]})
		}
	}
	cur, next := make([]bool, len(toks)+1), make([]bool, len(toks)+1)
	closure := func(set []bool) {
		for i, t := range toks {
			if set[i] && t.star {
				set[i+1] = true
			}
		}
	}
	cur[0] = true
	closure(cur)
	for k := range len(s) {
		c := s[k]
		clear(next)
		live := false
		for i, t := range toks {
			if !cur[i] {
				continue
			}
			switch {
			case t.star:
				if t.any || c != '/' {
					next[i], live = true, true
				}
			case t.wild && c != '/', !t.wild && t.lit == c:
				next[i+1], live = true, true
			}
		}
		if !live {
			return false
		}
		closure(next)
		cur, next = next, cur
	}
	return cur[len(toks)]
}
