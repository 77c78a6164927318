package catalog

import (
	"bytes"
	"encoding/json"
	"strings"
	"unicode/utf8"

	"github.com/mcpscan/mcpscan/internal/jsonsplit"
)

// decodeValidServers reads the usual shapes of document (a dump, a
// tools/list result, a bare array of tools or a server.json with tools) a
// tool at a time, from a document already known to be valid JSON. The
// general path lets encoding/json read every tool twice (once to check its
// bytes, once to split its members) and a server.json's tools twice more;
// this reads each byte once or twice.
//
// ok is false for anything out of the ordinary (a list of servers, an
// escaped or ambiguous member name, a duplicate member, a value of the
// wrong type, a document DecodeServers rejects): decodeServersGeneral then
// answers, errors included, so the two never disagree.
func decodeValidServers(trimmed []byte, fallbackName string) ([]Server, bool) {
	if trimmed[0] == '[' {
		tools, ok := decodeValidTools(trimmed)
		if !ok || checkTools(tools) != nil {
			return nil, false
		}
		return []Server{{Name: fallbackName, Source: SourceFile, Tools: tools}}, true
	}
	if trimmed[0] != '{' {
		return nil, false
	}
	doc := map[string][]byte{}
	var toolsAt, toolsEnd int
	ok := eachMember(trimmed, func(key string, keyAt, end int, raw []byte) bool {
		if _, dup := doc[key]; dup || key == "servers" {
			return false
		}
		if key != "tools" && strings.EqualFold(key, "tools") {
			// encoding/json would read it into Server.Tools.
			return false
		}
		if key == "tools" {
			toolsAt, toolsEnd = keyAt, end
		}
		doc[key] = raw
		return true
	})
	if !ok {
		return nil, false
	}
	srv := Server{Name: fallbackName, Source: SourceFile}
	rawTools, hasTools := doc["tools"]
	if rawServer, ok := doc["server"]; ok && !isNull(rawServer) {
		if decodeServerField(rawServer, &srv) != nil {
			return nil, false
		}
	} else if _, hasName := doc["name"]; hasName {
		// A bare server.json: its other members as encoding/json reads
		// them, its tools below.
		rest := trimmed
		if hasTools {
			rest = withoutMember(trimmed, toolsAt, toolsEnd)
		}
		if json.Unmarshal(rest, &srv) != nil {
			return nil, false
		}
		srv.Source = SourceFile
	} else if !hasTools {
		return nil, false
	}
	if hasTools {
		tools, ok := decodeValidTools(rawTools)
		if !ok || checkTools(tools) != nil {
			return nil, false
		}
		srv.Tools = tools
	}
	if srv.Name == "" {
		return nil, false
	}
	return []Server{srv}, true
}

// withoutMember is the object obj without the member from keyAt to end
// (end taking in the comma after it, if any, else the one before it).
func withoutMember(obj []byte, keyAt, end int) []byte {
	end = jsonsplit.SkipSpace(obj, end)
	if obj[end] == ',' {
		end++
	} else {
		// The last member: the comma before it goes.
		for k := keyAt - 1; k > 0; k-- {
			if obj[k] == ',' {
				keyAt = k
				break
			}
			if obj[k] == '{' {
				break
			}
		}
	}
	out := make([]byte, 0, len(obj)-(end-keyAt))
	return append(append(out, obj[:keyAt]...), obj[end:]...)
}

// decodeValidTools reads a valid JSON array of tools (or null) as
// encoding/json reads it into a []Tool; ok is false where that would fail
// or where decodeValidTool does not answer.
func decodeValidTools(raw []byte) ([]Tool, bool) {
	if isNull(raw) {
		return nil, true
	}
	if raw[0] != '[' {
		return nil, false
	}
	i := jsonsplit.SkipSpace(raw, 1)
	if raw[i] == ']' {
		return []Tool{}, true
	}
	// Counted first: a Tool is large, and growing the slice a tool at a
	// time would copy the tools over and over.
	tools := make([]Tool, 0, countElements(raw, i))
	for {
		end := jsonsplit.SkipValue(raw, i)
		t, ok := decodeValidTool(raw[i:end])
		if !ok {
			return nil, false
		}
		tools = append(tools, t)
		i = jsonsplit.SkipSpace(raw, end)
		if raw[i] == ']' {
			return tools, true
		}
		i = jsonsplit.SkipSpace(raw, i+1) // past the comma
	}
}

// countElements counts the elements of a valid, non-empty JSON array whose
// first element starts at raw[i].
func countElements(raw []byte, i int) int {
	n := 1
	for {
		i = jsonsplit.SkipSpace(raw, jsonsplit.SkipValue(raw, i))
		if raw[i] == ']' {
			return n
		}
		n++
		i = jsonsplit.SkipSpace(raw, i+1)
	}
}

// Members of a tool object, each a bit, to find duplicates (encoding/json
// keeps the last; the general path answers for those).
const (
	seenName = 1 << iota
	seenTitle
	seenDescription
	seenInputSchema
	seenOutputSchema
	seenAnnotations
	seenMeta
)

// decodeValidTool reads a valid JSON tool object as Tool.UnmarshalJSON
// does; ok is false where that fails, and for a duplicate named member.
func decodeValidTool(obj []byte) (Tool, bool) {
	var t Tool
	if obj[0] != '{' {
		return t, false
	}
	seen := 0
	once := func(bit int) bool {
		dup := seen&bit != 0
		seen |= bit
		return !dup
	}
	ok := eachMember(obj, func(key string, _, _ int, raw []byte) bool {
		switch key {
		case "name":
			return once(seenName) && stringValue(raw, &t.Name)
		case "title":
			return once(seenTitle) && stringValue(raw, &t.Title)
		case "description":
			return once(seenDescription) && stringValue(raw, &t.Description)
		case "inputSchema":
			return once(seenInputSchema) && schemaValue(raw, true, &t.InputSchema)
		case "outputSchema":
			return once(seenOutputSchema) && schemaValue(raw, true, &t.OutputSchema)
		case "_meta":
			return once(seenMeta) && schemaValue(raw, false, &t.Meta)
		case "annotations":
			return once(seenAnnotations) && (isNull(raw) || json.Unmarshal(raw, &t.Annotations) == nil)
		}
		if t.Extra == nil {
			t.Extra = make(map[string]json.RawMessage)
		}
		t.Extra[key] = bytes.Clone(raw)
		return true
	})
	return t, ok
}

// stringValue reads an optional string member (null reads as ""); ok is
// false for any other type.
func stringValue(raw []byte, dst *string) bool {
	switch {
	case isNull(raw):
		*dst = ""
		return true
	case raw[0] != '"':
		return false
	}
	if s := raw[1 : len(raw)-1]; bytes.IndexByte(s, '\\') < 0 && utf8.Valid(s) {
		*dst = string(s)
		return true
	}
	// Escapes, or bytes that are not UTF-8 and read as U+FFFD.
	return json.Unmarshal(raw, dst) == nil
}

// schemaValue keeps an object verbatim (or, where boolSchema, a boolean,
// as JSON Schema allows); null leaves it unset; ok is false for any other
// type.
func schemaValue(raw []byte, boolSchema bool, dst *json.RawMessage) bool {
	switch {
	case isNull(raw):
		*dst = nil
		return true
	case raw[0] == '{', boolSchema && (raw[0] == 't' || raw[0] == 'f'):
		*dst = bytes.Clone(raw)
		return true
	}
	return false
}

// eachMember calls fn for each member of a valid JSON object, in order, with
// its name, where the name starts, where the value ends and the value. It
// stops, returning false, when fn does or when a name is escaped or not
// UTF-8 (encoding/json would change those; the general path reads them).
func eachMember(obj []byte, fn func(key string, keyAt, end int, raw []byte) bool) bool {
	i := jsonsplit.SkipSpace(obj, 1)
	if obj[i] == '}' {
		return true
	}
	for {
		keyEnd := jsonsplit.SkipString(obj, i)
		key := obj[i+1 : keyEnd-1]
		if bytes.IndexByte(key, '\\') >= 0 || !utf8.Valid(key) {
			return false
		}
		v := jsonsplit.SkipSpace(obj, jsonsplit.SkipSpace(obj, keyEnd)+1) // past the colon
		end := jsonsplit.SkipValue(obj, v)
		if !fn(string(key), i, end, obj[v:end]) {
			return false
		}
		i = jsonsplit.SkipSpace(obj, end)
		if obj[i] == '}' {
			return true
		}
		i = jsonsplit.SkipSpace(obj, i+1) // past the comma
	}
}
