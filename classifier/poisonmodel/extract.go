package poisonmodel

import "unicode/utf8"

// Definition is the part of a tool definition the scorer reads: every
// text a model is shown. The schemas are kept as raw JSON and read
// without decoding them into values, so a huge or malformed schema costs
// one pass and never fails.
type Definition struct {
	Name, Title, Description, AnnotationsTitle string
	InputSchema, OutputSchema                  []byte
}

// Field groups: where a text stands in the definition. A payload in a
// parameter's default reads differently from the same words in the
// description, so with Config.Fields each word is also counted with its
// group.
const (
	fieldName   byte = iota // the tool's name and titles
	fieldDesc               // the description
	fieldParam              // a property name of a schema
	fieldSchema             // a description or title inside a schema
	fieldValue              // a default, enum, example or const value
	fieldOutput             // any text of the output schema
	fieldMeta               // features of the definition as a whole
)

// fieldNames are the groups as evidence names them.
var fieldNames = [...][]byte{[]byte("name"), []byte("description"), []byte("parameter name"), []byte("schema text"), []byte("schema value"), []byte("output schema"), []byte("definition")}

// maxSchema bounds the bytes of a schema read: a payload sits near what it
// poisons, and a schema of megabytes must not cost a tool its budget.
const maxSchema = 64 << 10

// maxDepth bounds the nesting the schema walk follows.
const maxDepth = 48

// skipValue are the schema keywords whose string values are machine
// words (types, formats, references, patterns, required names) and not
// text a model reads as prose.
func skipValue(key []byte) bool {
	switch string(key) {
	case "type", "format", "$ref", "$schema", "$id", "$anchor", "pattern", "required",
		"contentEncoding", "contentMediaType", "$dynamicRef", "dependentRequired":
		return true
	}
	return false
}

// holdsNames are the keywords whose object members are named by the
// schema's author (properties, definitions): their keys are text.
func holdsNames(key []byte) bool {
	switch string(key) {
	case "properties", "patternProperties", "$defs", "definitions", "dependentSchemas":
		return true
	}
	return false
}

// keyword reports whether an object key is a JSON Schema keyword, which
// says nothing of its own; any other key (a vendor extension, a stray
// member) is read as text.
func keyword(key []byte) bool {
	switch string(key) {
	case "type", "format", "$ref", "$schema", "$id", "$anchor", "pattern", "required",
		"contentEncoding", "contentMediaType", "properties", "patternProperties", "$defs",
		"definitions", "items", "prefixItems", "additionalProperties", "description", "title",
		"default", "enum", "examples", "example", "const", "anyOf", "oneOf", "allOf", "not",
		"minimum", "maximum", "exclusiveMinimum", "exclusiveMaximum", "minLength", "maxLength",
		"minItems", "maxItems", "uniqueItems", "minProperties", "maxProperties", "multipleOf",
		"if", "then", "else", "dependentSchemas", "dependentRequired", "propertyNames",
		"contains", "readOnly", "writeOnly", "deprecated", "nullable", "$comment",
		"unevaluatedProperties", "unevaluatedItems", "$dynamicRef", "$dynamicAnchor":
		return true
	}
	return false
}

// schemaGroup is the field group of a string value held by key.
func schemaGroup(key []byte, output bool) byte {
	switch {
	case output:
		return fieldOutput
	case string(key) == "description" || string(key) == "title" || string(key) == "$comment":
		return fieldSchema
	default:
		return fieldValue
	}
}

// frame is one open object or array of the schema walk.
type frame struct {
	object  bool
	key     []byte // the last key read in this object
	holder  []byte // the key this container is the value of
	wantKey bool
}

// walkSchema calls emit with every string of the raw JSON schema a model
// reads as text: property names, descriptions and titles, defaults,
// enums, examples and consts, at any depth (nested properties, $defs,
// anyOf and oneOf branches), and the keys and values of members that are
// not schema keywords. A string is passed as written, with whether it
// holds escapes to resolve (see unescape) and whether it is ASCII.
// Malformed JSON ends the walk where it stops making sense.
func walkSchema(raw []byte, output bool, stack *[maxDepth]frame, emit func(group byte, s []byte, escaped, ascii bool)) {
	if len(raw) > maxSchema {
		raw = raw[:maxSchema]
	}
	depth := 0
	for i := 0; i < len(raw); i++ {
		switch c := raw[i]; c {
		case '{', '[':
			if depth == maxDepth {
				return
			}
			var holder []byte
			if depth > 0 {
				if f := &stack[depth-1]; f.object {
					holder = f.key
				} else {
					holder = f.holder
				}
			}
			stack[depth] = frame{object: c == '{', holder: holder, wantKey: c == '{'}
			depth++
		case '}', ']':
			if depth == 0 {
				return
			}
			depth--
		case ',':
			if depth > 0 && stack[depth-1].object {
				stack[depth-1].wantKey = true
			}
		case '"':
			end, escaped, ascii := stringEnd(raw, i+1)
			s := raw[i+1 : end]
			i = end
			if depth == 0 {
				continue
			}
			f := &stack[depth-1]
			if f.object && f.wantKey {
				f.key, f.wantKey = s, false
				if holdsNames(f.holder) || !keyword(s) {
					g := fieldParam
					if output {
						g = fieldOutput
					}
					emit(g, s, escaped, ascii)
				}
				continue
			}
			key := f.holder
			if f.object {
				key = f.key
			}
			if !skipValue(key) {
				emit(schemaGroup(key, output), s, escaped, ascii)
			}
		}
	}
}

// stringEnd is the index of the quote that closes a JSON string whose
// first byte is at i, or len(raw) when it never closes, whether the
// string holds an escape, and whether it is ASCII as written.
func stringEnd(raw []byte, i int) (end int, escaped, ascii bool) {
	ascii = true
	for ; i < len(raw); i++ {
		switch c := raw[i]; {
		case c == '\\':
			i++
			escaped = true
		case c == '"':
			return i, escaped, ascii
		case c >= utf8.RuneSelf:
			ascii = false
		}
	}
	return len(raw), escaped, ascii
}
