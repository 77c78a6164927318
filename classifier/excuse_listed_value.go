package classifier

import (
	"encoding/json"
	"strings"

	"github.com/mcpscan/mcpscan/catalog"
)

// A security tool lists the attacks it found or tests with as values of
// its schemas: an output field attack_prompt whose example is the
// attacker's text, a suite of named probes in an enum. Such a value is a
// specimen of what the tool reports, not an order to the model, when it
// stands whole as the value (not inside a description) of a tool whose
// other words are a security tool's (see excusedSentence).

// listedValueMax bounds the values read from a schema: a hostile schema
// cannot make the search long.
const listedValueMax = 256

// listedValue reports whether sent is, whole, one of the values a tool's
// input or output schema lists (an example, an enum member, a default or
// a const), compared in lower case without the full stop at its end.
func listedValue(t *catalog.Tool, sent string) bool {
	if t == nil {
		return false
	}
	want := strings.TrimRight(strings.TrimSpace(sent), ".")
	if want == "" {
		return false
	}
	seen := 0
	found := false
	var walk func(v any, depth int, listed bool)
	walk = func(v any, depth int, listed bool) {
		if found || depth > 32 || seen > listedValueMax {
			return
		}
		switch x := v.(type) {
		case map[string]any:
			for k, m := range x {
				walk(m, depth+1, k == "examples" || k == "example" || k == "enum" || k == "default" || k == "const")
			}
		case []any:
			for _, m := range x {
				walk(m, depth+1, listed)
			}
		case string:
			seen++
			if listed && strings.TrimRight(strings.TrimSpace(toLower(x)), ".") == want {
				found = true
			}
		}
	}
	for _, raw := range [...]json.RawMessage{t.InputSchema, t.OutputSchema} {
		var v any
		if len(raw) > 0 && json.Unmarshal(raw, &v) == nil {
			walk(v, 0, false)
		}
	}
	return found
}
