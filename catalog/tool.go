package catalog

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"maps"
	"slices"
	"unicode/utf8"
)

// Tool is one MCP tool definition as a server declared it.
//
// InputSchema, OutputSchema and Meta hold the exact bytes of the server's
// JSON (leading and trailing whitespace aside); fields of the tool object that
// this type has no name for are kept in Extra, so a decode and re-encode loses
// nothing.
type Tool struct {
	Name         string
	Title        string
	Description  string
	InputSchema  json.RawMessage
	OutputSchema json.RawMessage
	Annotations  Annotations
	Meta         json.RawMessage

	// Extra holds the tool object's other members (icons, execution,
	// vendor keys) verbatim, keyed by member name.
	Extra map[string]json.RawMessage
}

// DisplayName is the name a client shows for the tool: its title, then the
// annotations' title, then its name, as the MCP specification orders them.
func (t Tool) DisplayName() string {
	switch {
	case t.Title != "":
		return t.Title
	case t.Annotations.Title != "":
		return t.Annotations.Title
	default:
		return t.Name
	}
}

// known lists the members Tool decodes into named fields.
var known = map[string]bool{
	"name": true, "title": true, "description": true, "inputSchema": true,
	"outputSchema": true, "annotations": true, "_meta": true,
}

// UnmarshalJSON decodes a tool object, keeping schemas byte-exact. It rejects
// members of the wrong JSON type with an error that names the member, because
// a tool whose name is a number is a broken server, not a tool to guess at.
func (t *Tool) UnmarshalJSON(data []byte) error {
	var members map[string]json.RawMessage
	if err := json.Unmarshal(data, &members); err != nil {
		return fmt.Errorf("tool: %w", describeTypeError(err, "object"))
	}
	if members == nil {
		return errors.New("tool: want an object, got null")
	}
	var out Tool
	var err error
	if out.Name, err = stringMember(members, "name"); err != nil {
		return err
	}
	if out.Title, err = stringMember(members, "title"); err != nil {
		return fmt.Errorf("tool %q: %w", out.Name, err)
	}
	if out.Description, err = stringMember(members, "description"); err != nil {
		return fmt.Errorf("tool %q: %w", out.Name, err)
	}
	for _, f := range []struct {
		key string
		dst *json.RawMessage
	}{{"inputSchema", &out.InputSchema}, {"outputSchema", &out.OutputSchema}, {"_meta", &out.Meta}} {
		raw, ok := members[f.key]
		if !ok || isNull(raw) {
			continue
		}
		// JSON Schema allows a boolean schema; _meta must be an object.
		isObject := raw[0] == '{'
		isBoolSchema := f.key != "_meta" && (raw[0] == 't' || raw[0] == 'f')
		if !isObject && !isBoolSchema {
			return fmt.Errorf("tool %q: %s: want an object, got %s", out.Name, f.key, JSONKind(raw))
		}
		*f.dst = bytes.Clone(raw)
	}
	if raw, ok := members["annotations"]; ok && !isNull(raw) {
		if err := json.Unmarshal(raw, &out.Annotations); err != nil {
			return fmt.Errorf("tool %q: %w", out.Name, err)
		}
	}
	for k, v := range members {
		if known[k] {
			continue
		}
		if out.Extra == nil {
			out.Extra = make(map[string]json.RawMessage)
		}
		out.Extra[k] = bytes.Clone(v)
	}
	*t = out
	return nil
}

// MarshalJSON encodes the tool with its raw schemas written as they are.
// Members come out in a fixed order (named fields first, then Extra sorted),
// so the same tool always encodes to the same bytes.
func (t Tool) MarshalJSON() ([]byte, error) {
	var o object
	member, str := o.member, o.str
	str("name", t.Name)
	if t.Title != "" {
		str("title", t.Title)
	}
	if t.Description != "" {
		str("description", t.Description)
	}
	for _, f := range []struct {
		key string
		raw json.RawMessage
	}{{"inputSchema", t.InputSchema}, {"outputSchema", t.OutputSchema}} {
		if len(f.raw) == 0 {
			continue
		}
		if !json.Valid(f.raw) {
			return nil, fmt.Errorf("tool %q: %s is not valid JSON", t.Name, f.key)
		}
		member(f.key, f.raw)
	}
	if t.Annotations.Declared() {
		raw, err := json.Marshal(t.Annotations)
		if err != nil {
			return nil, fmt.Errorf("tool %q: annotations: %w", t.Name, err)
		}
		member("annotations", raw)
	}
	if len(t.Meta) > 0 {
		if !json.Valid(t.Meta) {
			return nil, fmt.Errorf("tool %q: _meta is not valid JSON", t.Name)
		}
		member("_meta", t.Meta)
	}
	for _, k := range slices.Sorted(maps.Keys(t.Extra)) {
		if known[k] {
			continue
		}
		if !json.Valid(t.Extra[k]) {
			return nil, fmt.Errorf("tool %q: %s is not valid JSON", t.Name, k)
		}
		member(k, t.Extra[k])
	}
	return o.close(), nil
}

// object writes a JSON object a member at a time, in the order given.
type object struct {
	b bytes.Buffer
}

// member writes a member whose value is raw JSON.
func (o *object) member(key string, raw []byte) {
	if o.b.Len() == 0 {
		o.b.WriteByte('{')
	} else {
		o.b.WriteByte(',')
	}
	writeString(&o.b, key)
	o.b.WriteByte(':')
	o.b.Write(raw)
}

// str writes a member whose value is a string.
func (o *object) str(key, val string) {
	var s bytes.Buffer
	writeString(&s, val)
	o.member(key, s.Bytes())
}

// close ends the object and returns it ({} when it has no member).
func (o *object) close() []byte {
	if o.b.Len() == 0 {
		o.b.WriteByte('{')
	}
	o.b.WriteByte('}')
	return o.b.Bytes()
}

// stringMember reads an optional string member; absent and null read as "".
func stringMember(m map[string]json.RawMessage, key string) (string, error) {
	raw, ok := m[key]
	if !ok || isNull(raw) {
		return "", nil
	}
	var s string
	if err := json.Unmarshal(raw, &s); err != nil {
		return "", fmt.Errorf("%s: want a string, got %s", key, JSONKind(raw))
	}
	return s, nil
}

func isNull(raw json.RawMessage) bool { return string(raw) == "null" }

// JSONKind names the JSON type of a raw value for error messages ("an
// object", "a string", …).
func JSONKind(raw []byte) string {
	raw = bytes.TrimSpace(raw)
	if len(raw) == 0 {
		return "nothing"
	}
	switch raw[0] {
	case '{':
		return "an object"
	case '[':
		return "an array"
	case '"':
		return "a string"
	case 't', 'f':
		return "a boolean"
	case 'n':
		return "null"
	default:
		return "a number"
	}
}

// describeTypeError turns encoding/json's type errors into "want X, got Y".
func describeTypeError(err error, want string) error {
	var te *json.UnmarshalTypeError
	if errors.As(err, &te) && te.Field == "" {
		return fmt.Errorf("want %s, got %s", article(want), article(te.Value))
	}
	return err
}

func article(kind string) string {
	switch kind {
	case "array", "object":
		return "an " + kind
	case "null":
		return kind
	default:
		return "a " + kind
	}
}

// writeString writes s as a JSON string with the minimal escaping JSON
// requires (quote, backslash, control characters) and no HTML escaping, so
// descriptions containing <, > and & stay readable in stored dumps. Invalid
// UTF-8 becomes U+FFFD, as encoding/json does.
func writeString(b *bytes.Buffer, s string) {
	const hex = "0123456789abcdef"
	b.WriteByte('"')
	start := 0
	for i := 0; i < len(s); {
		c := s[i]
		if c < utf8.RuneSelf {
			if c >= 0x20 && c != '"' && c != '\\' {
				i++
				continue
			}
			b.WriteString(s[start:i])
			switch c {
			case '"', '\\':
				b.WriteByte('\\')
				b.WriteByte(c)
			case '\n':
				b.WriteString(`\n`)
			case '\r':
				b.WriteString(`\r`)
			case '\t':
				b.WriteString(`\t`)
			default:
				b.WriteString(`\u00`)
				b.WriteByte(hex[c>>4])
				b.WriteByte(hex[c&0xf])
			}
			i++
			start = i
			continue
		}
		r, size := utf8.DecodeRuneInString(s[i:])
		if r == utf8.RuneError && size == 1 {
			b.WriteString(s[start:i])
			b.WriteString("\ufffd")
			i += size
			start = i
			continue
		}
		i += size
	}
	b.WriteString(s[start:])
	b.WriteByte('"')
}
