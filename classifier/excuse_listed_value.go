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
// stop at its end.
func listedValue(t *catalog.Tool, sent string) bool {
	want := strings.TrimRight(strings.TrimSpace(sent), ".")
	if want == "" {
		return false
	}
	return eachListedValue(t, func(v string) bool {
		return strings.TrimRight(strings.TrimSpace(v), ".") == want
	})
}

// listedValueAt reports whether the match at loc of lower (a text of the
// definition, lower-cased) lies inside one of the values a tool's schemas
// list, written out whole where it stands: a sample shown as the value
// it is.
func listedValueAt(t *catalog.Tool, lower string, loc []int) bool {
	return eachListedValue(t, func(v string) bool {
		if len(v) < loc[1]-loc[0] {
			return false
		}
		for from := max(0, loc[1]-len(v)); from <= loc[0]; {
			i := strings.Index(lower[from:min(len(lower), loc[0]+len(v))], v)
			if i < 0 {
				return false
			}
			if at := from + i; at <= loc[0] && at+len(v) >= loc[1] {
				return true
			}
			from += i + 1
		}
		return false
	})
}

// eachListedValue calls found with each value, lower-cased, that a tool's
// input or output schema lists, until found reports true; it reports
// whether one did. The schemas are read with the parser and the depth
// bound the schema walk uses: a hostile schema costs no more here.
func eachListedValue(t *catalog.Tool, found func(string) bool) bool {
	if t == nil {
		return false
	}
	done := false
	match := func(s string) {
		done = done || found(toLower(s))
	}
	var walk func(n *jsontree.Node, depth int)
	walk = func(n *jsontree.Node, depth int) {
		if n == nil || done || depth > maxSchemaDepth {
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
		if len(raw) > 0 && !done {
			walk(ps.Parse(raw), 0)
		}
	}
	return done
}
