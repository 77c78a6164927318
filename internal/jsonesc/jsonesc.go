// Package jsonesc decodes the escapes of JSON strings (RFC 8259 §7). The
// strict decoder of tool arguments (internal/argcheck) and the lenient
// reader of definitions (internal/jsontree) both read strings by hand for
// speed; they differ only in what they do with a bad escape or a lone
// surrogate, so the decoding itself is written once, here.
package jsonesc

import (
	"unicode/utf16"
	"unicode/utf8"
)

// Problem says what is wrong with an escape.
type Problem uint8

// The problems Append reports.
const (
	OK            Problem = iota
	Truncated             // the text ends after the backslash
	BadEscape             // a letter JSON does not define after the backslash
	BadUnicode            // \u not followed by four hex digits
	LoneSurrogate         // a surrogate escape without its pair: U+FFFD was appended
)

// Append decodes the escape that starts at src[i] (a backslash) and
// appends what it stands for to dst. It returns dst, the index after the
// escape (after both halves of a surrogate pair) and the problem, if any.
// On a problem other than LoneSurrogate, nothing is appended and the
// index is where reading stopped.
func Append(dst, src []byte, i int) ([]byte, int, Problem) {
	if i+1 >= len(src) {
		return dst, i, Truncated
	}
	e := src[i+1]
	i += 2
	switch e {
	case '"', '\\', '/':
		return append(dst, e), i, OK
	case 'b':
		return append(dst, '\b'), i, OK
	case 'f':
		return append(dst, '\f'), i, OK
	case 'n':
		return append(dst, '\n'), i, OK
	case 'r':
		return append(dst, '\r'), i, OK
	case 't':
		return append(dst, '\t'), i, OK
	case 'u':
	default:
		return dst, i, BadEscape
	}
	r, ok := Hex4(src, i)
	if !ok {
		return dst, i, BadUnicode
	}
	i += 4
	if !utf16.IsSurrogate(r) {
		return utf8.AppendRune(dst, r), i, OK
	}
	// A high surrogate pairs with the escape that follows it; anything
	// else leaves it alone, and decoders differ in what they make of it.
	r2 := rune(-1)
	if i+1 < len(src) && src[i] == '\\' && src[i+1] == 'u' {
		if r2, ok = Hex4(src, i+2); !ok {
			return dst, i + 2, BadUnicode
		}
		i += 6
	}
	if r = utf16.DecodeRune(r, r2); r == utf8.RuneError {
		return utf8.AppendRune(dst, r), i, LoneSurrogate
	}
	return utf8.AppendRune(dst, r), i, OK
}

// Hex4 reads the four hex digits at src[i:].
func Hex4(src []byte, i int) (rune, bool) {
	if i < 0 || i+4 > len(src) {
		return 0, false
	}
	var r rune
	for _, c := range src[i : i+4] {
		switch {
		case c >= '0' && c <= '9':
			r = r<<4 | rune(c-'0')
		case c >= 'a' && c <= 'f':
			r = r<<4 | rune(c-'a'+10)
		case c >= 'A' && c <= 'F':
			r = r<<4 | rune(c-'A'+10)
		default:
			return 0, false
		}
	}
	return r, true
}
