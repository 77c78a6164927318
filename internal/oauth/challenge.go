package oauth

import (
	"net/http"
	"strings"
)

// Challenge is the Bearer challenge of a WWW-Authenticate header (RFC 6750
// §3), with the resource_metadata parameter of RFC 9728 §5.1.
type Challenge struct {
	Error            string
	Scope            []string
	ResourceMetadata string
	bearer           bool // the response carried a Bearer challenge
}

// parseChallenge finds the Bearer challenge among the WWW-Authenticate
// headers of h. ok is false when there is none.
func parseChallenge(h http.Header) (c Challenge, ok bool) {
	for _, v := range h.Values("WWW-Authenticate") {
		for _, ch := range splitChallenges(v) {
			if !strings.EqualFold(ch.scheme, "bearer") {
				continue
			}
			c = Challenge{Error: ch.params["error"], ResourceMetadata: ch.params["resource_metadata"], bearer: true}
			c.Scope = strings.Fields(ch.params["scope"])
			return c, true
		}
	}
	return Challenge{}, false
}

type rawChallenge struct {
	scheme string
	params map[string]string
}

// splitChallenges reads one header value, which may hold several
// challenges (RFC 9110 §11.6.1): a scheme, then either a token68 or
// comma-separated name=value parameters whose values may be quoted
// strings. A token after a comma that no "=" follows starts the next
// challenge.
func splitChallenges(v string) []rawChallenge {
	var out []rawChallenge
	s := v
	for len(out) < 16 {
		s = strings.TrimLeft(s, " \t,")
		scheme, rest := readToken(s)
		if scheme == "" {
			return out // the end, or nothing that can be read
		}
		ch := rawChallenge{scheme: scheme, params: map[string]string{}}
		s = rest
		for {
			t := strings.TrimLeft(s, " \t,")
			name, after := readToken(t)
			after = strings.TrimLeft(after, " \t")
			if name == "" || !strings.HasPrefix(after, "=") {
				s = t // the next challenge, or the end
				break
			}
			after = strings.TrimLeft(after[1:], " \t")
			if after == "" || after[0] == '=' || after[0] == ',' {
				// A token68 ending in "=" padding: no parameters follow it.
				if i := strings.IndexByte(after, ','); i >= 0 {
					s = after[i:]
				} else {
					s = ""
				}
				break
			}
			var val string
			if after[0] == '"' {
				val, after = readQuoted(after)
			} else {
				val, after = readToken(after)
			}
			ch.params[strings.ToLower(name)] = val
			s = after
		}
		out = append(out, ch)
	}
	return out
}

func isTokenChar(c byte) bool {
	if c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' || c >= '0' && c <= '9' {
		return true
	}
	return strings.IndexByte("!#$%&'*+-.^_`|~/", c) >= 0
}

func readToken(s string) (tok, rest string) {
	i := 0
	for i < len(s) && isTokenChar(s[i]) {
		i++
	}
	return s[:i], s[i:]
}

// readQuoted reads a quoted-string starting at s[0] == '"', undoing
// backslash escapes. An unterminated string runs to the end.
func readQuoted(s string) (val, rest string) {
	var b strings.Builder
	for i := 1; i < len(s); i++ {
		switch s[i] {
		case '\\':
			if i+1 < len(s) {
				i++
				b.WriteByte(s[i])
			}
		case '"':
			return b.String(), s[i+1:]
		default:
			b.WriteByte(s[i])
		}
	}
	return b.String(), ""
}
