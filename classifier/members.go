package classifier

import (
	"encoding/json"
	"slices"
	"strings"

	"github.com/mcpscan/mcpscan/catalog"
	"github.com/mcpscan/mcpscan/internal/jsontree"
)

// A definition carries text outside the fields the protocol names: keys
// of its annotations no revision defines (x-license, x-notes), members of
// the tool object beside name and schema (vendor keys), and _meta. Clients
// that hand a model the tool as JSON hand it these too, and a hidden
// instruction there, encoded or not, is poisoning like one in a
// description. Their string values are read as values: a sentence among
// them is read with the definition's other prose, and a value of a word
// or two only for what it decodes to (see poisoningOf).

// kindValue is the kind of a text found in such a member. The rules that
// read parameter defaults read it (see compileFindings).
const kindValue = "value"

// Bounds on what the members give: hostile ones cannot make the scan read
// without end.
const (
	maxMemberTexts = 48
	maxMemberDepth = 8
)

// appendMemberTexts appends the string values of t's annotation keys the
// protocol does not define, of its other members and of its _meta.
func appendMemberTexts(out []textField, t catalog.Tool) []textField {
	n := 0
	add := func(field, text string) {
		if n < maxMemberTexts && strings.TrimSpace(text) != "" {
			out = append(out, textField{kind: kindValue, field: field, text: text, closed: true})
			n++
		}
	}
	if len(t.Annotations.Extra) == 0 && len(t.Extra) == 0 && len(t.Meta) == 0 {
		return out // most tools
	}
	// One parser lends its memory to every member: only the strings of
	// each tree are kept (see schemaParsers).
	ps := schemaParsers.Get().(*jsontree.Parser)
	defer schemaParsers.Put(ps)
	read := func(prefix string, members map[string]json.RawMessage) {
		var keyBuf [8]string // a tool has a few members: their names sorted on the stack
		keys := keyBuf[:0]
		for k := range members {
			keys = append(keys, k)
		}
		slices.Sort(keys)
		for _, k := range keys {
			if root := ps.Parse(members[k]); root != nil {
				memberStrings(root, prefix+k, 0, add)
			}
		}
	}
	read("annotations.", t.Annotations.Extra)
	read("", t.Extra)
	if len(t.Meta) > 0 {
		if root := ps.Parse(t.Meta); root != nil {
			memberStrings(root, "_meta", 0, add)
		}
	}
	return out
}

// memberStrings calls add with every string under node (values and, for
// objects, the keys that are sentences), path naming where it is.
func memberStrings(node *jsontree.Node, path string, depth int, add func(field, text string)) {
	if depth > maxMemberDepth {
		return
	}
	switch node.Kind {
	case 's':
		add(path, node.Str)
	case 'a':
		for _, v := range node.Vals {
			memberStrings(v, path+"[]", depth+1, add)
		}
	case 'o':
		for i, k := range node.Keys {
			if strings.Count(k, " ") >= 2 {
				add(path+" (a key)", k) // a key can be a sentence too
			}
			memberStrings(node.Vals[i], path+"."+k, depth+1, add)
		}
	}
}
