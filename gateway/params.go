package gateway

import (
	"encoding/json"
	"strings"
	"unicode"

	"github.com/mcpscan/mcpscan/internal/argcheck"
	"github.com/mcpscan/mcpscan/internal/jsonrpc"
)

// itemParams are the params of a request the policy decides on by a name
// or URI inside them (prompts/get, resources/read and subscribe,
// completion/complete), read strictly: members by their exact names, none
// twice at any depth. Go's encoding/json would match "URI" for "uri" and
// keep the last of two, while a server in another language reads the
// exact name, or the first: the policy would judge one resource and the
// server serve another. What is forwarded is the params as read here.
type itemParams map[string]any

func readItemParams(x *exchange) (itemParams, *jsonrpc.Error) {
	a, err := argcheck.Decode(x.params, maxArgumentBytes)
	if err != nil {
		return nil, jsonrpc.Errorf(jsonrpc.CodeInvalidParams, "%s params: %v", x.method, err)
	}
	if k1, k2, found := foldedTwice(a.Value); found {
		return nil, jsonrpc.Errorf(jsonrpc.CodeInvalidParams, "%s params: members %q and %q differ only in case", x.method, k1, k2)
	}
	return itemParams(a.Value), nil
}

// foldedTwice finds, at any depth, two member names of one object that
// differ only in case, as Go's encoding/json (and so a Go server) would
// take for one.
func foldedTwice(v any) (string, string, bool) {
	switch v := v.(type) {
	case map[string]any:
		seen := make(map[string]string, len(v))
		for k, e := range v {
			f := foldKey(k)
			if prev, dup := seen[f]; dup {
				return prev, k, true
			}
			seen[f] = k
			if a, b, found := foldedTwice(e); found {
				return a, b, true
			}
		}
	case []any:
		for _, e := range v {
			if a, b, found := foldedTwice(e); found {
				return a, b, true
			}
		}
	}
	return "", "", false
}

// foldKey maps every rune to the least rune of its case-folding orbit
// ("K", "k" and the Kelvin sign alike).
func foldKey(s string) string {
	var b strings.Builder
	for _, r := range s {
		least := r
		for f := unicode.SimpleFold(r); f != r; f = unicode.SimpleFold(f) {
			least = min(least, f)
		}
		b.WriteRune(least)
	}
	return b.String()
}

// str is the string member key of m, "" when absent or not a string.
func str(m map[string]any, key string) string {
	s, _ := m[key].(string)
	return s
}

// encode is the params as they are forwarded.
func (p itemParams) encode() json.RawMessage { return argcheck.Encode(map[string]any(p)) }
