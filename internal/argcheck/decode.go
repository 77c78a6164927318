// Package argcheck reads the arguments of a tool call the way a policy can
// rely on: strictly decoded (a JSON object, no duplicate keys at any
// depth, valid UTF-8, bounded nesting, numbers kept exactly), checked
// against the tool's input schema, and re-encoded canonically, so that
// what an upstream server receives is exactly the value that was decided
// on. Parsers disagree on duplicate keys (first or last wins), on invalid
// UTF-8 and lone surrogates, and on large numbers; passing the caller's
// raw bytes on would let a call be decided on one value and executed on
// another.
package argcheck

import (
	"encoding/json"
	"fmt"
	"slices"
	"strconv"
	"strings"
	"unicode/utf8"

	"github.com/mcpscan/mcpscan/internal/jsonesc"
)

// MaxDepth is the deepest nesting of arrays and objects accepted.
const MaxDepth = 64

// Args are a call's arguments as decided.
type Args struct {
	// Value is the decoded object: nested map[string]any, []any, string,
	// json.Number, bool and nil.
	Value map[string]any
	// JSON is Value's canonical encoding (keys sorted, no space), which is
	// what is forwarded.
	JSON json.RawMessage
}

// Error is a malformed arguments value, with where it is.
type Error struct {
	Path string // a JSON Pointer to the offending value ("" for the whole)
	Msg  string
}

func (e *Error) Error() string {
	if e.Path == "" {
		return "arguments: " + e.Msg
	}
	return fmt.Sprintf("arguments: %s at %s", e.Msg, e.Path)
}

// Decode reads raw as the arguments of a call: absent or null is no
// arguments ({}); anything but a JSON object, or more than maxBytes (0:
// no limit), is refused.
func Decode(raw []byte, maxBytes int) (Args, error) {
	if maxBytes > 0 && len(raw) > maxBytes {
		return Args{}, &Error{Msg: fmt.Sprintf("%d bytes, over the limit of %d", len(raw), maxBytes)}
	}
	d := &decoder{src: raw}
	d.space()
	if d.i == len(raw) || (len(raw)-d.i >= 4 && string(raw[d.i:d.i+4]) == "null" && d.onlySpaceAfter(d.i+4)) {
		return Args{Value: map[string]any{}, JSON: json.RawMessage(`{}`)}, nil
	}
	if raw[d.i] != '{' {
		return Args{}, &Error{Msg: "want a JSON object, got " + kindOf(raw[d.i])}
	}
	v, err := d.value(0)
	if err != nil {
		return Args{}, err
	}
	d.space()
	if d.i != len(raw) {
		return Args{}, &Error{Msg: fmt.Sprintf("unexpected %s after the object", describe(raw[d.i:]))}
	}
	obj, _ := v.(map[string]any)
	return Args{Value: obj, JSON: Encode(obj)}, nil
}

func kindOf(c byte) string {
	switch {
	case c == '[':
		return "an array"
	case c == '"':
		return "a string"
	case c == 't' || c == 'f':
		return "a boolean"
	case c == '-' || (c >= '0' && c <= '9'):
		return "a number"
	}
	return fmt.Sprintf("%q", c)
}

func describe(rest []byte) string {
	if len(rest) > 20 {
		rest = rest[:20]
	}
	return strconv.Quote(string(rest))
}

type decoder struct {
	src  []byte
	i    int
	path []string
}

func (d *decoder) fail(format string, args ...any) error {
	return &Error{Path: pointer(d.path), Msg: fmt.Sprintf(format, args...)}
}

// pointer is a JSON Pointer (RFC 6901).
func pointer(path []string) string {
	if len(path) == 0 {
		return ""
	}
	var b strings.Builder
	for _, p := range path {
		b.WriteByte('/')
		b.WriteString(strings.ReplaceAll(strings.ReplaceAll(p, "~", "~0"), "/", "~1"))
	}
	return b.String()
}

func (d *decoder) space() {
	for d.i < len(d.src) {
		switch d.src[d.i] {
		case ' ', '\t', '\n', '\r':
			d.i++
		default:
			return
		}
	}
}

func (d *decoder) onlySpaceAfter(i int) bool {
	for ; i < len(d.src); i++ {
		switch d.src[i] {
		case ' ', '\t', '\n', '\r':
		default:
			return false
		}
	}
	return true
}

func (d *decoder) value(depth int) (any, error) {
	d.space()
	if d.i >= len(d.src) {
		return nil, d.fail("unexpected end of input")
	}
	switch c := d.src[d.i]; {
	case c == '{':
		if depth >= MaxDepth {
			return nil, d.fail("nested more than %d levels deep", MaxDepth)
		}
		return d.object(depth)
	case c == '[':
		if depth >= MaxDepth {
			return nil, d.fail("nested more than %d levels deep", MaxDepth)
		}
		return d.array(depth)
	case c == '"':
		return d.str()
	case c == 't':
		return true, d.literal("true")
	case c == 'f':
		return false, d.literal("false")
	case c == 'n':
		return nil, d.literal("null")
	case c == '-' || (c >= '0' && c <= '9'):
		return d.number()
	}
	return nil, d.fail("unexpected %s", describe(d.src[d.i:]))
}

func (d *decoder) literal(word string) error {
	if len(d.src)-d.i < len(word) || string(d.src[d.i:d.i+len(word)]) != word {
		return d.fail("unexpected %s", describe(d.src[d.i:]))
	}
	d.i += len(word)
	return nil
}

func (d *decoder) object(depth int) (any, error) {
	d.i++ // {
	obj := map[string]any{}
	d.space()
	if d.i < len(d.src) && d.src[d.i] == '}' {
		d.i++
		return obj, nil
	}
	for {
		d.space()
		if d.i >= len(d.src) || d.src[d.i] != '"' {
			return nil, d.fail("want a quoted member name")
		}
		key, err := d.str()
		if err != nil {
			return nil, err
		}
		if _, dup := obj[key]; dup {
			return nil, d.fail("duplicate key %q", key)
		}
		d.space()
		if d.i >= len(d.src) || d.src[d.i] != ':' {
			return nil, d.fail("want ':' after member %q", key)
		}
		d.i++
		d.path = append(d.path, key)
		v, err := d.value(depth + 1)
		if err != nil {
			return nil, err
		}
		d.path = d.path[:len(d.path)-1]
		obj[key] = v
		d.space()
		if d.i >= len(d.src) {
			return nil, d.fail("unexpected end of input in an object")
		}
		switch d.src[d.i] {
		case ',':
			d.i++
		case '}':
			d.i++
			return obj, nil
		default:
			return nil, d.fail("want ',' or '}' after member %q", key)
		}
	}
}

func (d *decoder) array(depth int) (any, error) {
	d.i++ // [
	arr := []any{}
	d.space()
	if d.i < len(d.src) && d.src[d.i] == ']' {
		d.i++
		return arr, nil
	}
	for n := 0; ; n++ {
		d.path = append(d.path, strconv.Itoa(n))
		v, err := d.value(depth + 1)
		if err != nil {
			return nil, err
		}
		d.path = d.path[:len(d.path)-1]
		arr = append(arr, v)
		d.space()
		if d.i >= len(d.src) {
			return nil, d.fail("unexpected end of input in an array")
		}
		switch d.src[d.i] {
		case ',':
			d.i++
		case ']':
			d.i++
			return arr, nil
		default:
			return nil, d.fail("want ',' or ']' in an array")
		}
	}
}

// str reads a string. Invalid UTF-8 and escapes of lone surrogates are
// refused: parsers replace them differently.
func (d *decoder) str() (string, error) {
	d.i++ // "
	start := d.i
	// The common case: no escapes, ASCII or valid UTF-8.
	for d.i < len(d.src) {
		c := d.src[d.i]
		if c == '"' {
			s := d.src[start:d.i]
			if !utf8.Valid(s) {
				return "", d.fail("invalid UTF-8 in a string")
			}
			d.i++
			return string(s), nil
		}
		if c == '\\' {
			break
		}
		if c < 0x20 {
			return "", d.fail("control character %#02x in a string", c)
		}
		d.i++
	}
	b := append([]byte(nil), d.src[start:d.i]...)
	for d.i < len(d.src) {
		c := d.src[d.i]
		switch {
		case c == '"':
			if !utf8.Valid(b) {
				return "", d.fail("invalid UTF-8 in a string")
			}
			d.i++
			return string(b), nil
		case c < 0x20:
			return "", d.fail("control character %#02x in a string", c)
		case c != '\\':
			b = append(b, c)
			d.i++
			continue
		}
		var problem jsonesc.Problem
		switch b, d.i, problem = jsonesc.Append(b, d.src, d.i); problem {
		case jsonesc.Truncated:
			return "", d.fail("unterminated string")
		case jsonesc.BadEscape:
			return "", d.fail("bad escape \\%c in a string", d.src[d.i-1])
		case jsonesc.BadUnicode:
			return "", d.fail("bad \\u escape in a string")
		case jsonesc.LoneSurrogate:
			return "", d.fail("an unpaired surrogate escape in a string")
		}
	}
	return "", d.fail("unterminated string")
}

// number reads a JSON number and keeps its text, so nothing is rounded.
func (d *decoder) number() (any, error) {
	start := d.i
	if d.src[d.i] == '-' {
		d.i++
	}
	digits := func() int {
		n := 0
		for d.i < len(d.src) && d.src[d.i] >= '0' && d.src[d.i] <= '9' {
			d.i++
			n++
		}
		return n
	}
	if d.i < len(d.src) && d.src[d.i] == '0' {
		d.i++
	} else if digits() == 0 {
		return nil, d.fail("bad number")
	}
	if d.i < len(d.src) && d.src[d.i] == '.' {
		d.i++
		if digits() == 0 {
			return nil, d.fail("bad number")
		}
	}
	if d.i < len(d.src) && (d.src[d.i] == 'e' || d.src[d.i] == 'E') {
		d.i++
		if d.i < len(d.src) && (d.src[d.i] == '+' || d.src[d.i] == '-') {
			d.i++
		}
		expStart := d.i
		if digits() == 0 {
			return nil, d.fail("bad number")
		}
		if !smallExponent(d.src[expStart:d.i]) {
			return nil, d.fail("a number with an exponent beyond ±%d", MaxExponent)
		}
	}
	if d.i-start > 512 {
		return nil, d.fail("a number of %d digits", d.i-start)
	}
	return json.Number(d.src[start:d.i]), nil
}

// MaxExponent bounds a number's written exponent: far beyond float64's
// range (±308), and small enough that the schema validator, which
// computes 10^exponent in full as a big.Rat, does so in microseconds.
// Unbounded, one "1e999999" costs tens of milliseconds and a 4 MiB call
// holds half a million of them; past 10^1000000 the validator crashes.
const MaxExponent = 1000

// smallExponent reports whether an exponent's digits are at most
// MaxExponent.
func smallExponent(digits []byte) bool {
	n := 0
	for _, c := range digits {
		n = n*10 + int(c-'0')
		if n > MaxExponent {
			return false
		}
	}
	return true
}

// Encode is the canonical encoding of a decoded value: object keys
// sorted, no insignificant space, strings escaped as encoding/json does.
func Encode(v any) []byte { return appendValue(make([]byte, 0, 64), v) }

func appendValue(b []byte, v any) []byte {
	switch x := v.(type) {
	case nil:
		return append(b, "null"...)
	case bool:
		return strconv.AppendBool(b, x)
	case json.Number:
		return append(b, x...)
	case string:
		return appendString(b, x)
	case []any:
		b = append(b, '[')
		for i, e := range x {
			if i > 0 {
				b = append(b, ',')
			}
			b = appendValue(b, e)
		}
		return append(b, ']')
	case map[string]any:
		keys := make([]string, 0, len(x))
		for k := range x {
			keys = append(keys, k)
		}
		slices.Sort(keys)
		b = append(b, '{')
		for i, k := range keys {
			if i > 0 {
				b = append(b, ',')
			}
			b = appendString(b, k)
			b = append(b, ':')
			b = appendValue(b, x[k])
		}
		return append(b, '}')
	}
	// Values this package does not produce (numbers a caller built by
	// hand): encoding/json's form.
	raw, err := json.Marshal(v)
	if err != nil {
		return append(b, "null"...)
	}
	return append(b, raw...)
}

func appendString(b []byte, s string) []byte {
	for i := range len(s) {
		if c := s[i]; c < 0x20 || c == '"' || c == '\\' || c >= 0x80 || c == '<' || c == '>' || c == '&' {
			q, _ := json.Marshal(s)
			return append(b, q...)
		}
	}
	b = append(b, '"')
	b = append(b, s...)
	return append(b, '"')
}
