package classifier

import (
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
// is resolved within $defs/definitions of the same document.
func params(schema []byte) []param {
	if len(schema) == 0 {
		return nil
	}
	root := parseJSON(schema)
	if root == nil {
		return nil
	}
	w := &walker{root: root}
	w.walk(root, "", 0)
	return w.out
}

type walker struct {
	root *jnode
	out  []param
	refs int
}

func (w *walker) walk(node *jnode, prefix string, depth int) {
	if node == nil || node.kind != 'o' || depth > maxSchemaDepth || len(w.out) >= maxSchemaParams {
		return
	}
	if ref, ok := node.get("$ref").text(); ok && w.refs < 50 {
		w.refs++
		w.walk(w.resolve(ref), prefix, depth+1)
	}
	if props := node.get("properties"); props != nil && props.kind == 'o' {
		order := make([]int, len(props.keys))
		for i := range order {
			order[i] = i
		}
		// Deterministic evidence order whatever the server's key order.
		slices.SortStableFunc(order, func(a, b int) int { return strings.Compare(props.keys[a], props.keys[b]) })
		for _, i := range order {
			if len(w.out) >= maxSchemaParams {
				return
			}
			name, child := props.keys[i], props.vals[i]
			path := name
			if prefix != "" {
				path = prefix + "." + name
			}
			w.out = append(w.out, describe(path, name, child))
			w.walk(child, path, depth+1)
		}
	}
	w.walk(node.get("items"), prefix+"[]", depth+1)
	for _, key := range []string{"allOf", "anyOf", "oneOf"} {
		if list := node.get(key); list != nil && list.kind == 'a' {
			for _, sub := range list.vals {
				w.walk(sub, prefix, depth+1)
			}
		}
	}
	if ap := node.get("additionalProperties"); ap != nil && ap.kind == 'o' {
		w.walk(ap, prefix+".*", depth+1)
	}
}

func (w *walker) resolve(ref string) *jnode {
	for _, base := range []string{"#/$defs/", "#/definitions/"} {
		if name, ok := strings.CutPrefix(ref, base); ok {
			return w.root.get(strings.Trim(base[1:], "/")).get(name)
		}
	}
	return nil
}

func describe(path, name string, s *jnode) param {
	p := param{path: path, name: name}
	if s == nil || s.kind != 'o' {
		return p
	}
	p.desc, _ = s.get("description").text()
	if t, ok := s.get("title").text(); ok && p.desc == "" {
		p.desc = t
	}
	p.format, _ = s.get("format").text()
	switch t := s.get("type"); {
	case t == nil:
	case t.kind == 's':
		p.typ = t.str
	case t.kind == 'a':
		for _, x := range t.vals {
			if x.kind == 's' && x.str != "null" {
				p.typ = x.str
			}
		}
	}
	addEnum := func(v *jnode) {
		if len(p.enum) >= maxEnumValues || v == nil {
			return
		}
		switch v.kind {
		case 's', 'n', 'b':
			p.enum = append(p.enum, v.str)
		}
	}
	if e := s.get("enum"); e != nil && e.kind == 'a' {
		p.hasEnum = true
		for _, v := range e.vals {
			addEnum(v)
		}
	}
	if c := s.get("const"); c != nil {
		p.hasEnum = true
		addEnum(c)
	}
	// Enums spelled as oneOf/anyOf of consts.
	for _, key := range []string{"oneOf", "anyOf"} {
		if list := s.get(key); list != nil && list.kind == 'a' {
			for _, sub := range list.vals {
				if c := sub.get("const"); c != nil {
					p.hasEnum = true
					addEnum(c)
				}
			}
		}
	}
	if items := s.get("items"); items != nil && !p.hasEnum {
		if e := items.get("enum"); e != nil && e.kind == 'a' {
			p.hasEnum = true
			for _, v := range e.vals {
				addEnum(v)
			}
		}
	}
	if d := s.get("default"); d != nil {
		switch d.kind {
		case 's', 'n', 'b':
			p.deflt = d.str
		}
	}
	return p
}
