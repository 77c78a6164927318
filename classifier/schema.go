package classifier

import (
	"slices"
	"strings"
	"sync"

	"github.com/mcpscan/mcpscan/internal/jsontree"
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
	// itemEnum: the enum is of the array's items (a list of choices).
	itemEnum bool
	// off is where the property is written in the schema: the order a
	// model reads the properties in, which the sorted order is not.
	off int
}

// Bounds on schema walking: a hostile schema can nest or fan out without
// end, and classification must stay cheap.
const (
	maxSchemaDepth  = 8
	maxSchemaParams = 400
	maxEnumValues   = 200
)

// schemaText is a piece of text of a schema that no property describes
// (titles beside descriptions, examples, $comment, required names, values
// of keywords the schema language does not have): a model reads them all.
type schemaText struct {
	path, text string
}

// Bound on the extra texts kept per schema.
const maxSchemaTexts = 200

// schemaParts walks a JSON schema and returns its properties and its other
// texts. Keywords that combine schemas (allOf, anyOf, oneOf) and array
// items are followed; $ref is resolved within $defs/definitions of the
// same document.
func schemaParts(schema []byte) ([]param, []schemaText) { return schemaPartsInto(nil, schema) }

// schemaPartsInto is schemaParts writing the properties over buf's memory.
func schemaPartsInto(buf []param, schema []byte) ([]param, []schemaText) {
	if len(schema) == 0 {
		return nil, nil
	}
	ps := schemaParsers.Get().(*jsontree.Parser)
	defer schemaParsers.Put(ps)
	root := ps.Parse(schema)
	if root == nil {
		return nil, nil
	}
	w := &walker{root: root, out: buf[:0]}
	w.walk(root, "", 0, false)
	return w.out, w.texts
}

// schemaParsers lend their memory to one schema after another: the walk
// keeps strings of the tree, never the tree.
var schemaParsers = sync.Pool{New: func() any { return new(jsontree.Parser) }}

type walker struct {
	root  *jsontree.Node
	out   []param
	texts []schemaText
	refs  int
}

// structural keywords are walked or read as properties; their values are
// not prose.
var structural = map[string]bool{
	"properties": true, "items": true, "allOf": true, "anyOf": true, "oneOf": true, "not": true,
	"additionalProperties": true, "patternProperties": true, "$defs": true, "definitions": true,
	"if": true, "then": true, "else": true, "prefixItems": true, "contains": true, "dependentSchemas": true,
	"description": true, "enum": true, "const": true, "default": true,
	"$schema": true, "$id": true, "$ref": true, "pattern": true, "contentEncoding": true, "contentMediaType": true,
}

// knownValues are the values a keyword may honestly have; anything else
// in it is text a model reads.
var knownValues = map[string]map[string]bool{
	"type": {"object": true, "string": true, "number": true, "integer": true, "boolean": true, "array": true, "null": true},
}

// extras keeps the texts of node that describe() does not read; described
// says whether describe() read the node (a property) at all: the
// description of a schema reached otherwise (the root, array items, a
// branch of anyOf, a $ref's target) is read here.
func (w *walker) extras(node *jsontree.Node, prefix string, described bool) {
	where := prefix
	if where == "" {
		where = "(schema)"
	}
	add := func(key, text string) {
		if len(w.texts) < maxSchemaTexts && strings.TrimSpace(text) != "" {
			w.texts = append(w.texts, schemaText{path: where + "." + key, text: text})
		}
	}
	var props *jsontree.Node
	for i, key := range node.Keys {
		v := node.Vals[i]
		switch {
		case key == "properties":
			props = v
		case key == "description" && !described && v.Kind == 's':
			add(key, v.Str)
		case structural[key]:
		case key == "format" || key == "type":
			if v.Kind == 's' && (knownValues[key] == nil && len(v.Str) <= 24 && !strings.Contains(v.Str, " ") || knownValues[key][v.Str]) {
				continue
			}
			if v.Kind == 's' {
				add(key, v.Str)
			}
		case v.Kind == 's':
			add(key, v.Str)
		case v.Kind == 'a' && key != "required":
			for _, x := range v.Vals {
				if x.Kind == 's' {
					add(key, x.Str)
				}
			}
		}
	}
	if req := node.Get("required"); req != nil && req.Kind == 'a' {
		for _, x := range req.Vals {
			if x.Kind == 's' && (props == nil || props.Get(x.Str) == nil) {
				add("required", x.Str)
			}
		}
	}
}

func (w *walker) walk(node *jsontree.Node, prefix string, depth int, described bool) {
	if node == nil || node.Kind != 'o' || depth > maxSchemaDepth || len(w.out) >= maxSchemaParams {
		return
	}
	w.extras(node, prefix, described)
	if ref, ok := node.Get("$ref").Text(); ok && w.refs < 50 {
		w.refs++
		w.walk(w.resolve(ref), prefix, depth+1, false)
	}
	if props := node.Get("properties"); props != nil && props.Kind == 'o' {
		w.out = slices.Grow(w.out, min(len(props.Keys), maxSchemaParams-len(w.out)))
		order := make([]int, len(props.Keys))
		for i := range order {
			order[i] = i
		}
		// Deterministic evidence order whatever the server's key order.
		slices.SortStableFunc(order, func(a, b int) int { return strings.Compare(props.Keys[a], props.Keys[b]) })
		for _, i := range order {
			if len(w.out) >= maxSchemaParams {
				return
			}
			name, child := props.Keys[i], props.Vals[i]
			path := name
			if prefix != "" {
				path = prefix + "." + name
			}
			w.out = append(w.out, describe(path, name, child))
			w.walk(child, path, depth+1, true)
		}
	}
	w.walk(node.Get("items"), prefix+"[]", depth+1, false)
	for _, key := range []string{"allOf", "anyOf", "oneOf"} {
		if list := node.Get(key); list != nil && list.Kind == 'a' {
			for _, sub := range list.Vals {
				w.walk(sub, prefix, depth+1, false)
			}
		}
	}
	if ap := node.Get("additionalProperties"); ap != nil && ap.Kind == 'o' {
		w.walk(ap, prefix+".*", depth+1, false)
	}
}

func (w *walker) resolve(ref string) *jsontree.Node {
	for _, base := range []string{"#/$defs/", "#/definitions/"} {
		if name, ok := strings.CutPrefix(ref, base); ok {
			return w.root.Get(strings.Trim(base[1:], "/")).Get(name)
		}
	}
	return nil
}

func describe(path, name string, s *jsontree.Node) param {
	p := param{path: path, name: name}
	if s == nil || s.Kind != 'o' {
		return p
	}
	p.off = s.Off
	p.desc, _ = s.Get("description").Text()
	if t, ok := s.Get("title").Text(); ok && p.desc == "" {
		p.desc = t
	}
	p.format, _ = s.Get("format").Text()
	switch t := s.Get("type"); {
	case t == nil:
	case t.Kind == 's':
		p.typ = t.Str
	case t.Kind == 'a':
		for _, x := range t.Vals {
			if x.Kind == 's' && x.Str != "null" {
				p.typ = x.Str
			}
		}
	}
	addEnum := func(v *jsontree.Node) {
		if len(p.enum) >= maxEnumValues || v == nil {
			return
		}
		switch v.Kind {
		case 's', 'n', 'b':
			p.enum = append(p.enum, v.Str)
		}
	}
	if e := s.Get("enum"); e != nil && e.Kind == 'a' {
		p.hasEnum = true
		for _, v := range e.Vals {
			addEnum(v)
		}
	}
	if c := s.Get("const"); c != nil {
		p.hasEnum = true
		addEnum(c)
	}
	// Enums spelled as oneOf/anyOf of consts.
	for _, key := range []string{"oneOf", "anyOf"} {
		if list := s.Get(key); list != nil && list.Kind == 'a' {
			for _, sub := range list.Vals {
				if c := sub.Get("const"); c != nil {
					p.hasEnum = true
					addEnum(c)
				}
			}
		}
	}
	if items := s.Get("items"); items != nil && !p.hasEnum {
		if e := items.Get("enum"); e != nil && e.Kind == 'a' {
			p.hasEnum, p.itemEnum = true, true
			for _, v := range e.Vals {
				addEnum(v)
			}
		}
	}
	if d := s.Get("default"); d != nil {
		switch d.Kind {
		case 's', 'n', 'b':
			p.deflt = d.Str
		}
	}
	return p
}
