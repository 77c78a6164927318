package classifier

import (
	"slices"
	"strings"
	"sync"
	"unicode/utf8"

	"github.com/mcpscan/mcpscan/catalog"
	"github.com/mcpscan/mcpscan/internal/jsontree"
)

// param is one property of a tool's input schema, found at any depth.
type param struct {
	path string // dotted, [] for array items: "options.mode", "items[].path"
	name string // the last segment
	// lname is name lower-cased, once: a name in camelCase is asked for in
	// lower case by several checks, each of which would copy it.
	lname  string
	desc   string
	enum   []string
	format string
	typ    string
	deflt  string
	// objDefault is an object default's string members, "key: value" in
	// a row: what a tool saves beside what it is given (see
	// plantedMemory). Other checks read deflt, which an object leaves
	// empty.
	objDefault string
	hasEnum    bool
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

// schemaParsers lend their memory to one schema (or member, see
// appendMemberTexts) after another: the walk keeps strings of the tree,
// never the tree.
var schemaParsers = sync.Pool{New: func() any { return new(jsontree.Parser) }}

type walker struct {
	root  *jsontree.Node
	out   []param
	texts []schemaText
	refs  int
	// enumRead is the items schema of the property last described, when
	// the property has no enum of its own: describe read the items' enum
	// as the property's, and extras does not read it again.
	enumRead *jsontree.Node
	// paths holds the nested paths built during the walk, one after
	// another (see joinPath).
	paths strings.Builder
}

// joinPath returns prefix, sep and name joined, written into w.paths so
// that a schema's nested paths share a few blocks rather than taking one
// string each. The returned strings stay valid as the builder grows: a
// strings.Builder never changes bytes it has written, it only copies them
// to a larger block when it needs one, and a walker is never reset.
func (w *walker) joinPath(prefix, sep, name string) string {
	if w.paths.Cap()-w.paths.Len() < len(prefix)+len(sep)+len(name) {
		w.paths.Grow(max(256, len(prefix)+len(sep)+len(name)))
	}
	start := w.paths.Len()
	w.paths.WriteString(prefix)
	w.paths.WriteString(sep)
	w.paths.WriteString(name)
	return w.paths.String()[start:]
}

// lowerName returns strings.ToLower(name), written into w.paths beside
// the paths (see joinPath) when lowering changes it.
func (w *walker) lowerName(name string) string {
	if !hasUpper(name) {
		return name
	}
	if w.paths.Cap()-w.paths.Len() < len(name)+utf8.UTFMax {
		w.paths.Grow(max(256, 2*len(name)+utf8.UTFMax))
	}
	start := w.paths.Len()
	writeLower(&w.paths, name)
	return w.paths.String()[start:]
}

// hasUpper reports whether strings.ToLower could change name: it has an
// ASCII capital or a byte that is not ASCII.
func hasUpper(name string) bool {
	for i := range len(name) {
		if c := name[i]; c >= utf8.RuneSelf || 'A' <= c && c <= 'Z' {
			return true
		}
	}
	return false
}

// isStructural reports whether a keyword is walked or read as a property:
// its value is not prose. (A switch: it is asked of every member.)
func isStructural(key string) bool {
	switch key {
	case "properties", "items", "allOf", "anyOf", "oneOf", "not",
		"additionalProperties", "patternProperties", "$defs", "definitions",
		"if", "then", "else", "prefixItems", "contains", "dependentSchemas",
		"description", "enum", "const", "default",
		"$schema", "$id", "$ref", "pattern", "contentEncoding", "contentMediaType":
		return true
	}
	return false
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
			w.texts = append(w.texts, schemaText{path: where + "." + key, text: readableBlanks(text)})
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
		case valueKeyword(key):
			if key != "enum" || node != w.enumRead {
				valueStrings(v, 0, !described || key == "examples", func(text string) { add(key, text) })
			}
		case isStructural(key):
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

// subschemas are the members of a schema the walk follows, each the
// first of its name (as Node.Get finds it), gathered in one pass over the
// members instead of a search for each.
type subschemas struct {
	ref, properties, items, additional *jsontree.Node
	combined                           [3]*jsontree.Node // allOf, anyOf, oneOf
}

func subschemasOf(node *jsontree.Node) subschemas {
	var sub subschemas
	first := func(dst **jsontree.Node, v *jsontree.Node) {
		if *dst == nil {
			*dst = v
		}
	}
	for i, key := range node.Keys {
		switch v := node.Vals[i]; key {
		case "$ref":
			first(&sub.ref, v)
		case "properties":
			first(&sub.properties, v)
		case "items":
			first(&sub.items, v)
		case "additionalProperties":
			first(&sub.additional, v)
		case "allOf":
			first(&sub.combined[0], v)
		case "anyOf":
			first(&sub.combined[1], v)
		case "oneOf":
			first(&sub.combined[2], v)
		}
	}
	return sub
}

func (w *walker) walk(node *jsontree.Node, prefix string, depth int, described bool) {
	if node == nil || node.Kind != 'o' || depth > maxSchemaDepth || len(w.out) >= maxSchemaParams {
		return
	}
	w.extras(node, prefix, described)
	sub := subschemasOf(node)
	if ref, ok := sub.ref.Text(); ok && w.refs < 50 {
		w.refs++
		w.walk(w.resolve(ref), prefix, depth+1, false)
	}
	if props := sub.properties; props != nil && props.Kind == 'o' {
		w.out = slices.Grow(w.out, min(len(props.Keys), maxSchemaParams-len(w.out)))
		var orderBuf [32]int // most objects have fewer properties: no list to allocate
		order := orderBuf[:0]
		if len(props.Keys) > len(orderBuf) {
			order = make([]int, 0, len(props.Keys))
		}
		order = order[:len(props.Keys)]
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
				path = w.joinPath(prefix, ".", name)
			}
			w.out = append(w.out, describe(path, name, w.lowerName(name), child))
			w.walk(child, path, depth+1, true)
		}
	}
	if sub.items != nil { // the path is built only for a walk
		if described && node.Get("enum") == nil && node.Get("const") == nil {
			w.enumRead = sub.items // describe read the items' enum as the property's
		}
		w.walk(sub.items, w.joinPath(prefix, "[]", ""), depth+1, false)
	}
	for _, list := range sub.combined {
		if list != nil && list.Kind == 'a' {
			for _, branch := range list.Vals {
				w.walk(branch, prefix, depth+1, false)
			}
		}
	}
	if ap := sub.additional; ap != nil && ap.Kind == 'o' {
		w.walk(ap, w.joinPath(prefix, ".*", ""), depth+1, false)
	}
	// The other keywords that hold schemas: a model reads their texts as
	// it reads those of properties. One pass over the keys finds them.
	for i, key := range node.Keys {
		v := node.Vals[i]
		switch key {
		case "patternProperties", "dependentSchemas":
			if v.Kind == 'o' {
				for _, sub := range v.Vals {
					w.walk(sub, w.joinPath(prefix, ".*", ""), depth+1, false)
				}
			}
		case "if", "then", "else", "not", "contains":
			w.walk(v, prefix, depth+1, false)
		case "prefixItems":
			if v.Kind == 'a' {
				for _, sub := range v.Vals {
					w.walk(sub, w.joinPath(prefix, "[]", ""), depth+1, false)
				}
			}
		}
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

// lowerName is the parameter's name lower-cased (see lname; a param made
// without it, as a test makes one, is lowered here).
func (p *param) lowerName() string {
	if p.lname != "" || p.name == "" {
		return p.lname
	}
	return strings.ToLower(p.name)
}

// nameWords appends the words of the parameter's name (see
// catalog.NameWords) to buf, cut from its lower-cased name: the words of
// an ASCII name cost no string of their own.
func (p *param) nameWords(buf []string) []string {
	return catalog.AppendNameWordsLower(buf, p.name, p.lowerName())
}

// describe reads the property name (lname lower-cased) at path, whose
// schema is s.
func describe(path, name, lname string, s *jsontree.Node) param {
	p := param{path: path, name: name, lname: lname}
	if s == nil || s.Kind != 'o' {
		return p
	}
	p.off = s.Off
	m := keywordsOf(s)
	p.desc, _ = m.description.Text()
	if t, ok := m.title.Text(); ok && p.desc == "" {
		p.desc = t
	}
	p.desc = readableBlanks(p.desc)
	p.format, _ = m.format.Text()
	switch t := m.typ; {
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
			p.enum = append(p.enum, readableBlanks(v.Str))
		}
	}
	if e := m.enum; e != nil && e.Kind == 'a' {
		p.hasEnum = true
		if len(e.Vals) > 1 {
			p.enum = make([]string, 0, min(len(e.Vals), maxEnumValues)) // one list, not one per doubling
		}
		for _, v := range e.Vals {
			addEnum(v)
		}
	}
	if c := m.constant; c != nil {
		p.hasEnum = true
		addEnum(c)
	}
	// Enums spelled as oneOf/anyOf of consts.
	for _, list := range []*jsontree.Node{m.oneOf, m.anyOf} {
		if list != nil && list.Kind == 'a' {
			for _, sub := range list.Vals {
				if c := sub.Get("const"); c != nil {
					p.hasEnum = true
					addEnum(c)
				}
			}
		}
	}
	if items := m.items; items != nil && !p.hasEnum {
		if e := items.Get("enum"); e != nil && e.Kind == 'a' {
			p.hasEnum, p.itemEnum = true, true
			if len(e.Vals) > 1 {
				p.enum = make([]string, 0, min(len(e.Vals), maxEnumValues))
			}
			for _, v := range e.Vals {
				addEnum(v)
			}
		}
	}
	if d := m.deflt; d != nil {
		switch d.Kind {
		case 's', 'n', 'b':
			p.deflt = readableBlanks(d.Str)
		case 'a':
			// A list default is read as its strings in a row: a model
			// reads ["~/.ssh/id_rsa", "~/.aws/credentials"] as it reads
			// one string.
			p.deflt = readableBlanks(joinedStrings(d, false))
		case 'o':
			p.objDefault = readableBlanks(joinedStrings(d, true))
		}
	}
	return p
}

// joinedStrings is the string members of a list or an object node, in
// order and joined by commas, each of an object's after its key
// ("name: value"), up to about maxViewText bytes.
func joinedStrings(n *jsontree.Node, withKeys bool) string {
	var b strings.Builder
	for i, v := range n.Vals {
		if v.Kind == 's' && b.Len() < maxViewText {
			if b.Len() > 0 {
				b.WriteString(", ")
			}
			if withKeys {
				b.WriteString(n.Keys[i] + ": ")
			}
			b.WriteString(v.Str)
		}
	}
	return b.String()
}

// keywords are the members of a property's schema describe reads, each
// the first of its name, gathered in one pass.
type keywords struct {
	description, title, format, typ, enum, constant, oneOf, anyOf, items, deflt *jsontree.Node
}

func keywordsOf(s *jsontree.Node) keywords {
	var m keywords
	for i, key := range s.Keys {
		var dst **jsontree.Node
		switch key {
		case "description":
			dst = &m.description
		case "title":
			dst = &m.title
		case "format":
			dst = &m.format
		case "type":
			dst = &m.typ
		case "enum":
			dst = &m.enum
		case "const":
			dst = &m.constant
		case "oneOf":
			dst = &m.oneOf
		case "anyOf":
			dst = &m.anyOf
		case "items":
			dst = &m.items
		case "default":
			dst = &m.deflt
		default:
			continue
		}
		if *dst == nil {
			*dst = s.Vals[i]
		}
	}
	return m
}
