package classifier

import "strings"

// startsApart reports whether f, read after prev in a definition's texts
// read together, starts a sentence of its own though prev ends with no
// closing punctuation. A title is a label: a parameter's name read as
// words or a sample value after it is another label, not the rest of a
// sentence the title began ("Drive: share" then "anyone with link"). A
// sample value belongs to its own parameter: after the text of another
// field it is not the end of that field's sentence ("… full refund when
// omitted" then another parameter's "pi_3P…"). An example after its own
// parameter's description still continues it, so an order split between
// a description and its example is read whole.
func startsApart(prev, f textField) bool {
	example := f.kind == "schema" && strings.HasSuffix(f.path, ".examples")
	if prev.kind == "title" {
		return f.kind == "key" || example
	}
	if !example {
		return false
	}
	own := strings.TrimSuffix(f.path, ".examples")
	return !strings.HasPrefix(prev.field, "param:") || prev.path != own
}
