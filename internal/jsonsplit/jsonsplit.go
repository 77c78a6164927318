// Package jsonsplit splits a document already known to be valid JSON into
// its members and elements, and skips over its values, without checking
// every byte again.
//
// Reading a document through encoding/json level by level validates every
// byte once per level of nesting above it: a registry crawl or a file of a
// hundred thousand tools then spends more on reading than on the work. A
// document is validated once, with json.Valid, and then read here. The
// Split functions report !ok on anything that is not valid JSON rather than
// guess, and callers fall back to encoding/json for the error; the Skip
// functions trust their input and stay within it.
package jsonsplit

import (
	"bytes"
	"encoding/json"
	"unicode/utf8"
)

// Member is one name/value pair of an object, the value as raw bytes.
type Member struct {
	Key   string
	Value json.RawMessage
}

// SplitObject returns the members of the object raw, in document order.
func SplitObject(raw []byte) (members []Member, ok bool) {
	if len(raw) < 2 || raw[0] != '{' {
		return nil, false
	}
	i := SkipSpace(raw, 1)
	if i < len(raw) && raw[i] == '}' {
		return nil, i+1 == len(raw)
	}
	for i < len(raw) {
		if raw[i] != '"' {
			return nil, false
		}
		end := SkipString(raw, i)
		key, ok := Unquote(raw[i:end])
		if !ok {
			return nil, false
		}
		i = SkipSpace(raw, end)
		if i >= len(raw) || raw[i] != ':' {
			return nil, false
		}
		i = SkipSpace(raw, i+1)
		if i >= len(raw) {
			return nil, false
		}
		end = SkipValue(raw, i)
		if end == i {
			return nil, false
		}
		members = append(members, Member{Key: key, Value: raw[i:end]})
		next, closed, ok := afterItem(raw, end, '}')
		if !ok {
			return nil, false
		}
		if closed {
			return members, true
		}
		i = next
	}
	return nil, false
}

// SplitArray returns the elements of the array raw.
func SplitArray(raw []byte) (elems []json.RawMessage, ok bool) {
	if len(raw) < 2 || raw[0] != '[' {
		return nil, false
	}
	i := SkipSpace(raw, 1)
	if i < len(raw) && raw[i] == ']' {
		return nil, i+1 == len(raw)
	}
	for i < len(raw) {
		end := SkipValue(raw, i)
		if end == i {
			return nil, false
		}
		elems = append(elems, raw[i:end])
		next, closed, ok := afterItem(raw, end, ']')
		if !ok {
			return nil, false
		}
		if closed {
			return elems, true
		}
		i = next
	}
	return nil, false
}

// afterItem reads what follows an object's member or an array's element
// that ends at raw[end]: a comma (the next item starts at next), or the
// closing byte, which must end raw (closed). ok is false for anything
// else.
func afterItem(raw []byte, end int, closing byte) (next int, closed, ok bool) {
	i := SkipSpace(raw, end)
	if i >= len(raw) {
		return 0, false, false
	}
	switch raw[i] {
	case ',':
		return SkipSpace(raw, i+1), false, true
	case closing:
		return 0, i+1 == len(raw), i+1 == len(raw)
	default:
		return 0, false, false
	}
}

// SkipValue returns the index just past the value that starts at raw[i].
func SkipValue(raw []byte, i int) int {
	switch raw[i] {
	case '"':
		return SkipString(raw, i)
	case '{', '[':
		depth := 0
		for ; i < len(raw); i++ {
			switch raw[i] {
			case '"':
				i = SkipString(raw, i) - 1
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

// SkipString returns the index just past the string that starts at raw[i].
func SkipString(raw []byte, i int) int {
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

// SkipSpace returns the index of the first byte from raw[i] on that is
// not JSON white space.
func SkipSpace(raw []byte, i int) int {
	for i < len(raw) && (raw[i] == ' ' || raw[i] == '\t' || raw[i] == '\n' || raw[i] == '\r') {
		i++
	}
	return i
}

func isDelimiter(c byte) bool {
	return c == ',' || c == '}' || c == ']' || c == ' ' || c == '\t' || c == '\n' || c == '\r'
}

// Unquote decodes a JSON string with its quotes. Strings without escapes
// and in valid UTF-8, nearly all of them, are taken as they are; the rest
// go through encoding/json, which also replaces invalid UTF-8 as it does
// everywhere else.
func Unquote(raw []byte) (string, bool) {
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
