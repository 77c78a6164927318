package classifier

import (
	"encoding/json"
	"slices"

	"github.com/mcpscan/mcpscan/catalog"
)

// A client hands the model a tool's annotations with the rest of its
// definition, those this version does not know too ("x-config",
// "x-hint"): a string there is text the model reads, and a place to hide
// an instruction from a scanner that reads only the known fields.

// appendAnnotationTexts adds the string values of the annotations not
// known to this version, in the order of their keys.
func appendAnnotationTexts(out []textField, a catalog.Annotations) []textField {
	if len(a.Extra) == 0 {
		return out
	}
	keys := make([]string, 0, len(a.Extra))
	for k := range a.Extra {
		keys = append(keys, k)
	}
	slices.Sort(keys)
	for _, k := range keys {
		raw := a.Extra[k]
		if len(raw) < 2 || raw[0] != '"' {
			continue // a hint's true, a number: nothing to read
		}
		var s string
		if json.Unmarshal(raw, &s) != nil || s == "" {
			continue
		}
		out = append(out, textField{kind: "schema", field: "annotations." + k, text: s})
	}
	return out
}
