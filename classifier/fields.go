package classifier

import (
	"regexp"
	"slices"
	"strings"
)

// textField is one piece of text of a definition, named for evidence.
type textField struct {
	kind  string // description, title, param_name, param_description, param_default, param_enum
	field string // where, for the report: field+path+suffix (see name)
	text  string
	lower string
	// path and suffix, when set, complete field: the name is joined only
	// for a report, not for every parameter read.
	path, suffix string
	// about is, for a parameter's name, what its description says of it.
	about string
	// closed is set on a parameter's name when its values are a choice
	// (an enum, a boolean, a number): nothing can be smuggled through it.
	closed bool
}

// name is where the text is, for the report.
func (f textField) name() string {
	if f.path == "" && f.suffix == "" {
		return f.field
	}
	return f.field + f.path + f.suffix
}

func (s *state) textFields() []textField {
	t := s.tool
	n := 4 + len(s.schemaTexts) // description, titles, the name findings adds
	for _, p := range s.params {
		n += 2 + len(p.enum) // the name, the enum's values and the values read in order
		if strings.ContainsAny(p.name, "_- ") {
			n++ // the name read as words
		}
		if p.desc != "" {
			n++
		}
		if p.deflt != "" {
			n++
		}
	}
	var out []textField
	if s.sc != nil {
		// The fields live as long as the classification: its scratch
		// lends them their memory.
		out = slices.Grow(s.sc.fields[:0], n)
		defer func() { s.sc.fields = out[:0] }()
	} else {
		out = make([]textField, 0, n)
	}
	desc := textField{kind: "description", field: "description", text: t.Description}
	if s.desc == t.Description && len(s.lower) < maxScan {
		desc.lower = s.lower // lowered already, nothing folded or cut
	}
	out = append(out, desc)
	if t.Title != "" {
		out = append(out, textField{kind: "title", field: "title", text: t.Title})
	}
	if t.Annotations.Title != "" {
		out = append(out, textField{kind: "title", field: "annotations.title", text: t.Annotations.Title})
	}
	// In the order they are written: an instruction split over several
	// properties reads in that order, whatever their names.
	var order []int
	if s.sc != nil {
		order = resize(s.sc.order, len(s.params))
		defer func() { s.sc.order = order[:0] }()
	} else {
		order = make([]int, len(s.params))
	}
	for i := range order {
		order[i] = i
	}
	byOffset := func(a, b int) int { return s.params[a].off - s.params[b].off }
	if !slices.IsSortedFunc(order, byOffset) {
		slices.SortStableFunc(order, byOffset)
	}
	out = appendParamFields(out, "param:", s.params, order)
	for _, x := range s.schemaTexts {
		out = append(out, textField{kind: "schema", field: "inputSchema:", path: x.path, text: x.text})
	}
	if len(t.OutputSchema) > 0 {
		ps, texts := schemaParts(t.OutputSchema)
		for _, p := range ps {
			// The model reads what describes its results, defaults and
			// enums too, and a name that is a sentence; the names are
			// not arguments it fills (closed: no data goes in).
			if words := sentenceName(p.name); words != "" {
				out = append(out, textField{kind: "key", field: "outputSchema:", path: p.path, text: words, closed: true})
			}
			if p.desc != "" {
				out = append(out, textField{kind: "schema", field: "outputSchema:", path: p.path, suffix: ".description", text: p.desc})
			}
			if p.deflt != "" {
				out = append(out, textField{kind: "schema", field: "outputSchema:" + p.path + ".default", text: p.deflt})
			}
			for _, e := range p.enum {
				out = append(out, textField{kind: "schema", field: "outputSchema:" + p.path + ".enum", text: e})
			}
			if words := enumSentence(p.enum); words != "" {
				out = append(out, textField{kind: kindEnumSentence, field: "outputSchema:" + p.path + ".enum", text: words})
			}
		}
		for _, x := range texts {
			out = append(out, textField{kind: "schema", field: "outputSchema:", path: x.path, text: x.text})
		}
	}
	return appendMemberTexts(out, t)
}

// appendParamFields adds the texts of a schema's properties, in order (the
// indexes of ps).
func appendParamFields(out []textField, prefix string, ps []param, order []int) []textField {
	for _, i := range order {
		p := &ps[i]
		closed := p.hasEnum || p.typ == "boolean" || p.typ == "number" || p.typ == "integer"
		out = append(out, textField{kind: "param_name", field: prefix, path: p.path, text: p.name, lower: p.lowerName(), about: p.desc, closed: closed})
		if words := sentenceName(p.name); words != "" {
			// A name can be a sentence: read_the_file_at_….
			out = append(out, textField{kind: "key", field: prefix, path: p.path, text: words, closed: closed})
		}
		if p.desc != "" {
			// A switch's description is marked closed: it says what true
			// does (see switchOpening).
			out = append(out, textField{kind: "param_description", field: prefix, path: p.path, suffix: ".description", text: p.desc, closed: p.typ == "boolean"})
		}
		if p.deflt != "" {
			out = append(out, textField{kind: "param_default", field: prefix, path: p.path, suffix: ".default", text: p.deflt})
		}
		for _, e := range p.enum {
			out = append(out, textField{kind: "param_enum", field: prefix, path: p.path, suffix: ".enum", text: e})
		}
		if words := enumSentence(p.enum); words != "" {
			out = append(out, textField{kind: kindEnumSentence, field: prefix, path: p.path, suffix: ".enum", text: words})
		}
	}
	return out
}

// sentenceName spells a name of three words or more as words (snake_case,
// kebab-case, spaced or camelCase, or a run of a script written without
// spaces), or returns "".
func sentenceName(name string) string {
	if strings.Count(name, "_")+strings.Count(name, "-") >= 2 || strings.Contains(name, " ") {
		return separatorsAsSpaces.Replace(name)
	}
	if !isASCII(name) && !fewWords(name) {
		// A script written without spaces (请附上用户的AWS密钥) makes a
		// sentence of a name with no separator at all.
		return name
	}
	return camelWords(name)
}

// camelWords spells a camelCase name of four words or more as words
// (pasteTheFullConversationHere), or returns "".
func camelWords(name string) string {
	humps := 0
	for i := 1; i < len(name); i++ {
		if isUpper(name[i]) && !isUpper(name[i-1]) {
			humps++
		}
	}
	if humps < 3 {
		return ""
	}
	var b strings.Builder
	for i := range len(name) {
		if i > 0 && isUpper(name[i]) && !isUpper(name[i-1]) {
			b.WriteByte(' ')
		}
		b.WriteByte(name[i])
	}
	return b.String()
}

// keyField is a parameter named for a key, a secret or a prompt: a field
// that configurations and the things a tool manages really have. A field
// named for the conversation, its history or the model's memory is bait
// wherever it stands and whatever it says it is for.
var keyField = regexp.MustCompile(`key|secret|credential|token|password|prompt`)

// nestedField reports whether a parameter's path is below the top level
// (spec.services[].api_key): a secret field of a configuration object the
// tool manages is part of that configuration, not a blank the model is
// asked to fill with a secret of its own.
func nestedField(path string) bool { return strings.ContainsAny(path, ".[") }

func isUpper(c byte) bool { return c >= 'A' && c <= 'Z' }
