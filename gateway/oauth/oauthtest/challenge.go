package oauthtest

import (
	"fmt"
	"regexp"
	"strings"
)

// challengeParam is RFC 9110 §11.2's auth-param with a quoted-string
// value, as RFC 6750 §3 requires of every Bearer attribute.
var challengeParam = regexp.MustCompile(`^([a-z_]+)="((?:[^"\\]|\\.)*)"$`)

// ParseChallenge splits a WWW-Authenticate Bearer challenge into its
// attributes, refusing anything RFC 6750 §3 does not allow: another
// scheme, an unquoted value, an attribute twice.
func ParseChallenge(h string) (map[string]string, error) {
	rest, ok := strings.CutPrefix(h, "Bearer ")
	if !ok {
		return nil, fmt.Errorf("%q: want the Bearer scheme", h)
	}
	out := map[string]string{}
	for p := range strings.SplitSeq(rest, ", ") {
		m := challengeParam.FindStringSubmatch(p)
		if m == nil {
			return nil, fmt.Errorf("%q: %q is not an auth-param with a quoted value", h, p)
		}
		if _, dup := out[m[1]]; dup {
			return nil, fmt.Errorf("%q: %s appears twice", h, m[1])
		}
		out[m[1]] = m[2]
	}
	return out, nil
}
