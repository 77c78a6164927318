package classifier

import "github.com/mcpscan/mcpscan/internal/jsontree"

// A schema's values are text a model reads: a default, an example, an
// enum's members, a const. describe reads those of a property that are
// strings, numbers or booleans, or lists of them; the others (a default
// that is an object, a list of objects, a list of lists) and those of a
// schema no property describes (array items, a branch of anyOf, the root)
// are read here, at every depth, within the walk's bounds.

// valueKeywords are the keywords whose value is a value, not a schema.
func valueKeyword(key string) bool {
	return key == "default" || key == "enum" || key == "const" || key == "examples"
}

// valueStrings calls add with the strings of v at any depth; readScalars
// false leaves out the strings describe reads already: v itself and the
// members of a list v, when they are not objects or lists.
func valueStrings(v *jsontree.Node, depth int, readScalars bool, add func(string)) {
	if v == nil || depth > maxSchemaDepth {
		return
	}
	switch v.Kind {
	case 's':
		if readScalars || depth > 1 {
			add(v.Str)
		}
	case 'a', 'o':
		for _, x := range v.Vals {
			valueStrings(x, depth+1, readScalars || v.Kind == 'o', add)
		}
	}
}
