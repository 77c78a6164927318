package gateway

import (
	"encoding/json"

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
	if k1, k2, found := argcheck.FoldedTwice(a.Value); found {
		return nil, jsonrpc.Errorf(jsonrpc.CodeInvalidParams, "%s params: members %q and %q differ only in case", x.method, k1, k2)
	}
	return itemParams(a.Value), nil
}

// str is the string member key of m, "" when absent or not a string.
func str(m map[string]any, key string) string {
	s, _ := m[key].(string)
	return s
}

// encode is the params as they are forwarded.
func (p itemParams) encode() json.RawMessage { return argcheck.Encode(map[string]any(p)) }
