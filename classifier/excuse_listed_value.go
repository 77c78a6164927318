package classifier

import (
	"strings"

	"github.com/mcpscan/mcpscan/catalog"
	"github.com/mcpscan/mcpscan/internal/jsontree"
)

// A security tool lists the attacks it found or tests with as values of
// its schemas: an output field attack_prompt whose example is the
// attacker's text, a suite of named probes in an enum. Such a value is a
// specimen of what the tool reports, not an order to the model, when it
// stands whole as the value (not inside a description) of a tool whose
// other words are a security tool's (see excusedSentence).

// listedValue reports whether sent is, whole, one of the values a tool's
// input or output schema lists (an example, an enum member, a default or
// a const, see valueKeyword), compared in lower case without the full
// stop at its end. The schemas are read with the parser and the depth
// bound the schema walk uses: a hostile schema costs no more here.
func listedValue(t *catalog.Tool, sent string) bool {
	if t == nil {
		return false
	}
	want := strings.TrimRight(strings.TrimSpace(sent), ".")
	if want == "" {
		return false
	}
	found := false
	match := func(s string) {
		found = found || strings.TrimRight(strings.TrimSpace(toLower(s)), ".") == want
	}
	var walk func(n *jsontree.Node, depth int)
	walk = func(n *jsontree.Node, depth int) {
		if n == nil || found || depth > maxSchemaDepth {
			return
		}
		for i, v := range n.Vals {
			if n.Kind == 'o' && (valueKeyword(n.Keys[i]) || n.Keys[i] == "example") {
				valueStrings(v, 0, true, match)
				continue
			}
			walk(v, depth+1)
		}
	}
	ps := schemaParsers.Get().(*jsontree.Parser)
	defer schemaParsers.Put(ps)
	for _, raw := range [...][]byte{t.InputSchema, t.OutputSchema} {
		if len(raw) > 0 && !found {
			walk(ps.Parse(raw), 0)
		}
	}
	return found
}
