package classifier

import (
	"encoding/json"
	"fmt"
	"slices"
	"strings"
)

// param is one property of a tool's input schema, found at any depth.
type param struct {
	path    string // dotted, [] for array items: "options.mode", "items[].path"
	name    string // the last segment
	desc    string
	enum    []string
	format  string
	typ     string
	deflt   string
	hasEnum bool
}

// Bounds on schema walking: a hostile schema can nest or fan out without
// end, and classification must stay cheap.
const (
	maxSchemaDepth  = 8
	maxSchemaParams = 400
	maxEnumValues   = 200
)

// params walks a JSON schema and returns its properties. Keywords that
// combine schemas (allOf, anyOf, oneOf) and array items are followed; $ref
// is not resolved beyond $defs/definitions of the same document.
func params(schema []byte) []param {
	if len(schema) == 0 {
		return nil
	}
	var root any
	if err := json.Unmarshal(schema, &root); err != nil {
		return nil
	}
	w := &walker{root: root}
	w.walk(root, "", 0)
	return w.out
}

type walker struct {
	root any
	out  []param
	refs int
}

func (w *walker) walk(node any, prefix string, depth int) {
	obj, ok := node.(map[string]any)
	if !ok || depth > maxSchemaDepth || len(w.out) >= maxSchemaParams {
		return
	}
	if ref, ok := obj["$ref"].(string); ok && w.refs < 50 {
		w.refs++
		if target := w.resolve(ref); target != nil {
			w.walk(target, prefix, depth+1)
		}
	}
	if props, ok := obj["properties"].(map[string]any); ok {
		names := make([]string, 0, len(props))
		for k := range props {
			names = append(names, k)
		}
		slices.Sort(names) // deterministic evidence order
		for _, name := range names {
			if len(w.out) >= maxSchemaParams {
				return
			}
			child, _ := props[name].(map[string]any)
			path := name
			if prefix != "" {
				path = prefix + "." + name
			}
			w.out = append(w.out, describe(path, name, child))
			w.walk(child, path, depth+1)
		}
	}
	if items, ok := obj["items"]; ok {
		w.walk(items, prefix+"[]", depth+1)
	}
	for _, key := range []string{"allOf", "anyOf", "oneOf"} {
		if list, ok := obj[key].([]any); ok {
			for _, sub := range list {
				w.walk(sub, prefix, depth+1)
			}
		}
	}
	if ap, ok := obj["additionalProperties"].(map[string]any); ok {
		w.walk(ap, prefix+".*", depth+1)
	}
}

func (w *walker) resolve(ref string) any {
	for _, base := range []string{"#/$defs/", "#/definitions/"} {
		if name, ok := strings.CutPrefix(ref, base); ok {
			root, _ := w.root.(map[string]any)
			defs, _ := root[strings.Trim(base[1:], "/")].(map[string]any)
			return defs[name]
		}
	}
	return nil
}

func describe(path, name string, s map[string]any) param {
	p := param{path: path, name: name}
	if s == nil {
		return p
	}
	p.desc, _ = s["description"].(string)
	if t, ok := s["title"].(string); ok && p.desc == "" {
		p.desc = t
	}
	p.format, _ = s["format"].(string)
	switch t := s["type"].(type) {
	case string:
		p.typ = t
	case []any:
		for _, x := range t {
			if str, ok := x.(string); ok && str != "null" {
				p.typ = str
			}
		}
	}
	addEnum := func(v any) {
		if len(p.enum) >= maxEnumValues {
			return
		}
		switch x := v.(type) {
		case string:
			p.enum = append(p.enum, x)
		case float64, bool:
			p.enum = append(p.enum, fmt.Sprint(x))
		}
	}
	if e, ok := s["enum"].([]any); ok {
		p.hasEnum = true
		for _, v := range e {
			addEnum(v)
		}
	}
	if c, ok := s["const"]; ok {
		p.hasEnum = true
		addEnum(c)
	}
	// Enums spelled as oneOf/anyOf of consts.
	for _, key := range []string{"oneOf", "anyOf"} {
		if list, ok := s[key].([]any); ok {
			for _, sub := range list {
				if m, ok := sub.(map[string]any); ok {
					if c, ok := m["const"]; ok {
						p.hasEnum = true
						addEnum(c)
					}
				}
			}
		}
	}
	if items, ok := s["items"].(map[string]any); ok && !p.hasEnum {
		if e, ok := items["enum"].([]any); ok {
			p.hasEnum = true
			for _, v := range e {
				addEnum(v)
			}
		}
	}
	if d, ok := s["default"]; ok {
		switch x := d.(type) {
		case string:
			p.deflt = x
		case float64, bool:
			p.deflt = fmt.Sprint(x)
		}
	}
	return p
}
