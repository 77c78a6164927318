package registryapi

import (
	"bytes"
	"encoding/json"
	"unicode/utf8"
)

// A crawl reads tens of thousands of entries, each a few levels deep. Going
// through encoding/json level by level validates every byte once per level
// of nesting above it, which made parsing cost as much as storing. Instead a
// document is validated once, with json.Valid, and then split here into
// members and elements without further checks. Everything in this file
// assumes its input is valid JSON; on anything else it reports !ok rather
// than guess, and callers fall back to encoding/json for the error.

// member is one name/value pair of an object, the value as raw bytes.
type member struct {
	key   string
	value json.RawMessage
}

// splitObject returns the members of the object raw, in document order.
func splitObject(raw []byte) (members []member, ok bool) {
	if len(raw) < 2 || raw[0] != '{' {
		return nil, false
	}
	i := skipSpace(raw, 1)
	if i < len(raw) && raw[i] == '}' {
		return nil, i+1 == len(raw)
	}
	for i < len(raw) {
		if raw[i] != '"' {
			return nil, false
		}
		end := skipString(raw, i)
		key, ok := unquote(raw[i:end])
		if !ok {
			return nil, false
		}
		i = skipSpace(raw, end)
		if i >= len(raw) || raw[i] != ':' {
			return nil, false
		}
		i = skipSpace(raw, i+1)
		if i >= len(raw) {
			return nil, false
		}
		end = skipValue(raw, i)
		if end == i {
			return nil, false
		}
		members = append(members, member{key: key, value: raw[i:end]})
		i = skipSpace(raw, end)
		if i >= len(raw) {
			return nil, false
		}
		switch raw[i] {
		case ',':
			i = skipSpace(raw, i+1)
		case '}':
			return members, i+1 == len(raw)
		default:
			return nil, false
		}
	}
	return nil, false
}

// splitArray returns the elements of the array raw.
func splitArray(raw []byte) (elems []json.RawMessage, ok bool) {
	if len(raw) < 2 || raw[0] != '[' {
		return nil, false
	}
	i := skipSpace(raw, 1)
	if i < len(raw) && raw[i] == ']' {
		return nil, i+1 == len(raw)
	}
	for i < len(raw) {
		end := skipValue(raw, i)
		if end == i {
			return nil, false
		}
		elems = append(elems, raw[i:end])
		i = skipSpace(raw, end)
		if i >= len(raw) {
			return nil, false
		}
		switch raw[i] {
		case ',':
			i = skipSpace(raw, i+1)
		case ']':
			return elems, i+1 == len(raw)
		default:
			return nil, false
		}
	}
	return nil, false
}

// skipValue returns the index just past the value that starts at raw[i].
func skipValue(raw []byte, i int) int {
	switch raw[i] {
	case '"':
		return skipString(raw, i)
	case '{', '[':
		depth := 0
		for ; i < len(raw); i++ {
			switch raw[i] {
			case '"':
				i = skipString(raw, i) - 1
			case '{', '[':
				depth++
			case '}', ']':
				depth--
				if depth == 0 {
					return i + 1
				}
			}
		}
		return len(raw)
	default: // a number, true, false or null
		for i < len(raw) && !isDelimiter(raw[i]) {
			i++
		}
		return i
	}
}

// skipString returns the index just past the string that starts at raw[i].
func skipString(raw []byte, i int) int {
	for i++; i < len(raw); i++ {
		switch raw[i] {
		case '\\':
			i++
		case '"':
			return i + 1
		}
	}
	return len(raw)
}

func skipSpace(raw []byte, i int) int {
	for i < len(raw) && (raw[i] == ' ' || raw[i] == '\t' || raw[i] == '\n' || raw[i] == '\r') {
		i++
	}
	return i
}

func isDelimiter(c byte) bool {
	return c == ',' || c == '}' || c == ']' || c == ' ' || c == '\t' || c == '\n' || c == '\r'
}

// unquote decodes a JSON string with its quotes. Strings without escapes
// and in valid UTF-8, nearly all of them, are taken as they are; the rest
// go through encoding/json, which also replaces invalid UTF-8 as it does
// everywhere else.
func unquote(raw []byte) (string, bool) {
	if len(raw) < 2 || raw[0] != '"' || raw[len(raw)-1] != '"' {
		return "", false
	}
	inner := raw[1 : len(raw)-1]
	if bytes.IndexByte(inner, '\\') < 0 && utf8.Valid(inner) {
		return string(inner), true
	}
	var s string
	if err := json.Unmarshal(raw, &s); err != nil {
		return "", false
	}
	return s, true
}
