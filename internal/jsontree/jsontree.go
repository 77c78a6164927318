// Package jsontree parses JSON into a small tree that keeps member order
// and the byte offset of every value: enough to walk schemas cheaply (the
// classifier) and to report errors at a line and column (the policy
// parser). Its limits bound the cost of hostile input.
package jsontree

import (
	"encoding/binary"
	"strings"
	"unicode/utf8"

	"github.com/mcpscan/mcpscan/internal/jsonesc"
)

// Node is a parsed JSON value: objects keep their members in order as
// parallel slices, strings are unescaped, other scalars keep their text.
// It exists because decoding into map[string]any is slow and forgets both
// order and position.
type Node struct {
	Kind   byte // 'o' object, 'a' array, 's' string, 'n' number, 'b' boolean, 'z' null
	Str    string
	Keys   []string
	KeyOff []int // offset of each member's key
	Vals   []*Node
	Off    int // offset of the value's first byte
}

// Get returns the member named key of an object, or nil.
func (n *Node) Get(key string) *Node {
	if n == nil || n.Kind != 'o' {
		return nil
	}
	for i, k := range n.Keys {
		if k == key {
			return n.Vals[i]
		}
	}
	return nil
}

// Text returns a string value.
func (n *Node) Text() (string, bool) {
	if n == nil || n.Kind != 's' {
		return "", false
	}
	return n.Str, true
}

// KindName names the JSON type for messages.
func (n *Node) KindName() string {
	if n == nil {
		return "nothing"
	}
	switch n.Kind {
	case 'o':
		return "an object"
	case 'a':
		return "an array"
	case 's':
		return "a string"
	case 'n':
		return "a number"
	case 'b':
		return "a boolean"
	default:
		return "null"
	}
}

// Limits of the parser: hostile input cannot make it recurse or allocate
// without end.
const (
	MaxDepth = 64
	MaxNodes = 20000
)

// Parse parses data; it returns nil for anything that is not valid JSON
// within the limits.
func Parse(data []byte) *Node {
	n, _ := ParseOffset(data)
	return n
}

// ParseOffset parses data and, on failure, returns the offset of the byte
// where parsing stopped (for a line:column message).
func ParseOffset(data []byte) (*Node, int) {
	var p jparser
	return p.parse(data)
}

// Parser parses one document after another into the same memory: the tree
// a parse returns is valid until the parser's next parse (the strings in
// it stay valid). A caller that walks each tree once and keeps only its
// strings saves allocating the tree every time.
type Parser struct{ p jparser }

// Parse parses data like the package's Parse, reusing the memory of the
// previous parse.
func (ps *Parser) Parse(data []byte) *Node {
	n, _ := ps.p.parse(data)
	return n
}

func (p *jparser) parse(data []byte) (*Node, int) {
	p.b, p.src, p.i, p.nodes, p.failed = data, string(data), 0, 0, false
	// Nodes and member lists are cut from a few large blocks instead of
	// allocated one by one; a schema's size bounds how many it has.
	est := min(len(data)/20+4, 512)
	if cap(p.slab) < est {
		p.slab = make([]Node, 0, est)
		p.keySlab = make([]string, 0, est)
		p.offSlab = make([]int, 0, est)
		p.valSlab = make([]*Node, 0, est)
	}
	if p.keys == nil {
		p.keys, p.offs, p.vals = make([]string, 0, 16), make([]int, 0, 16), make([]*Node, 0, 16)
	}
	p.slab, p.keySlab, p.offSlab, p.valSlab = p.slab[:0], p.keySlab[:0], p.offSlab[:0], p.valSlab[:0]
	p.keys, p.offs, p.vals = p.keys[:0], p.offs[:0], p.vals[:0]
	n := p.value(0)
	p.space()
	if n == nil || p.failed {
		return nil, p.i
	}
	if p.i != len(p.b) {
		return nil, p.i
	}
	return n, -1
}

type jparser struct {
	b      []byte
	src    string // b as one string: values without escapes are slices of it
	i      int
	nodes  int
	failed bool

	slab []Node // where nodes are cut from
	// The members of the objects and arrays being read wait on these
	// stacks, and move to the slabs, each list in one piece, when their
	// object or array ends.
	keys, keySlab []string
	offs, offSlab []int
	vals, valSlab []*Node
}

// node returns a new node from the slab.
func (p *jparser) node(kind byte, off int) *Node {
	if len(p.slab) == cap(p.slab) {
		p.slab = make([]Node, 0, min(2*cap(p.slab), 512))
	}
	p.slab = p.slab[:len(p.slab)+1]
	n := &p.slab[len(p.slab)-1]
	*n = Node{Kind: kind, Off: off}
	return n
}

// moveVals moves the values stacked from base on to the slab and returns
// them as one list.
func (p *jparser) moveVals(base int) []*Node {
	start := len(p.valSlab)
	p.valSlab = append(p.valSlab, p.vals[base:]...)
	p.vals = p.vals[:base]
	return p.valSlab[start:len(p.valSlab):len(p.valSlab)]
}

func (p *jparser) space() {
	for p.i < len(p.b) {
		switch p.b[p.i] {
		case ' ', '\t', '\n', '\r':
			p.i++
		default:
			return
		}
	}
}

func (p *jparser) fail() *Node {
	p.failed = true
	return nil
}

func (p *jparser) value(depth int) *Node {
	p.space()
	if p.i >= len(p.b) || depth > MaxDepth || p.nodes >= MaxNodes {
		return p.fail()
	}
	p.nodes++
	start := p.i
	switch c := p.b[p.i]; {
	case c == '{':
		return p.object(depth)
	case c == '[':
		return p.array(depth)
	case c == '"':
		s, ok := p.string()
		if !ok {
			return p.fail()
		}
		n := p.node('s', start)
		n.Str = s
		return n
	case c == 't':
		return p.literal("true", 'b')
	case c == 'f':
		return p.literal("false", 'b')
	case c == 'n':
		return p.literal("null", 'z')
	case c == '-' || c >= '0' && c <= '9':
		return p.number()
	default:
		return p.fail()
	}
}

// number reads -?(0|[1-9][0-9]*)(\.[0-9]+)?([eE][+-]?[0-9]+)?.
func (p *jparser) number() *Node {
	start := p.i
	digits := func() int {
		n := 0
		for p.i < len(p.b) && p.b[p.i] >= '0' && p.b[p.i] <= '9' {
			p.i++
			n++
		}
		return n
	}
	if p.b[p.i] == '-' {
		p.i++
	}
	switch {
	case p.i < len(p.b) && p.b[p.i] == '0':
		p.i++
	case digits() == 0:
		return p.fail()
	}
	if p.i < len(p.b) && p.b[p.i] == '.' {
		p.i++
		if digits() == 0 {
			return p.fail()
		}
	}
	if p.i < len(p.b) && (p.b[p.i] == 'e' || p.b[p.i] == 'E') {
		p.i++
		if p.i < len(p.b) && (p.b[p.i] == '+' || p.b[p.i] == '-') {
			p.i++
		}
		if digits() == 0 {
			return p.fail()
		}
	}
	n := p.node('n', start)
	n.Str = p.src[start:p.i]
	return n
}

func (p *jparser) literal(word string, kind byte) *Node {
	start := p.i
	if len(p.b)-p.i < len(word) || string(p.b[p.i:p.i+len(word)]) != word {
		return p.fail()
	}
	p.i += len(word)
	n := p.node(kind, start)
	n.Str = word
	return n
}

func (p *jparser) object(depth int) *Node {
	n := p.node('o', p.i)
	p.i++ // {
	p.space()
	if p.i < len(p.b) && p.b[p.i] == '}' {
		p.i++
		return n
	}
	base, baseVals := len(p.keys), len(p.vals)
	for {
		p.space()
		if p.i >= len(p.b) || p.b[p.i] != '"' {
			return p.fail()
		}
		keyOff := p.i
		key, ok := p.string()
		if !ok {
			return p.fail()
		}
		p.space()
		if p.i >= len(p.b) || p.b[p.i] != ':' {
			return p.fail()
		}
		p.i++
		v := p.value(depth + 1)
		if v == nil {
			return p.fail()
		}
		p.keys = append(p.keys, key)
		p.offs = append(p.offs, keyOff)
		p.vals = append(p.vals, v)
		p.space()
		if p.i >= len(p.b) {
			return p.fail()
		}
		switch p.b[p.i] {
		case ',':
			p.i++
		case '}':
			p.i++
			start := len(p.keySlab)
			p.keySlab = append(p.keySlab, p.keys[base:]...)
			p.offSlab = append(p.offSlab, p.offs[base:]...)
			end := len(p.keySlab)
			n.Keys, n.KeyOff = p.keySlab[start:end:end], p.offSlab[start:end:end]
			p.keys, p.offs = p.keys[:base], p.offs[:base]
			n.Vals = p.moveVals(baseVals)
			return n
		default:
			return p.fail()
		}
	}
}

func (p *jparser) array(depth int) *Node {
	n := p.node('a', p.i)
	p.i++ // [
	p.space()
	if p.i < len(p.b) && p.b[p.i] == ']' {
		p.i++
		return n
	}
	base := len(p.vals)
	for {
		v := p.value(depth + 1)
		if v == nil {
			return p.fail()
		}
		p.vals = append(p.vals, v)
		p.space()
		if p.i >= len(p.b) {
			return p.fail()
		}
		switch p.b[p.i] {
		case ',':
			p.i++
		case ']':
			p.i++
			n.Vals = p.moveVals(base)
			return n
		default:
			return p.fail()
		}
	}
}

// string reads a JSON string at p.i, unescaping it; strings without
// escapes are one copy.
func (p *jparser) string() (string, bool) {
	p.i++ // opening quote
	start := p.i
	// Eight bytes at a time while none of them is special; the byte loop
	// below reads the rest.
	for p.i+8 <= len(p.b) && specialBytes(binary.LittleEndian.Uint64(p.b[p.i:])) == 0 {
		p.i += 8
	}
	ascii := true
	for p.i < len(p.b) {
		switch c := p.b[p.i]; {
		case c == '"':
			s := p.src[start:p.i]
			p.i++
			if ascii {
				return s, true
			}
			return validUTF8(s), true
		case c == '\\':
			return p.escapedString(start)
		case c < 0x20:
			return "", false
		default:
			ascii = ascii && c < utf8.RuneSelf
			p.i++
		}
	}
	return "", false
}

// specialBytes is non-zero when one of the eight bytes in x (read from
// the text, little-endian) ends a string, starts an escape, is a control
// byte or is not ASCII: what the string scan must look at.
func specialBytes(x uint64) uint64 {
	const (
		ones  = 0x0101010101010101
		highs = 0x8080808080808080
		lows  = 0x7f7f7f7f7f7f7f7f
	)
	// A byte's high bit is set in zero(y) when the byte of y is zero.
	zero := func(y uint64) uint64 { return ^((y&lows + lows) | y | lows) }
	control := ^(x&lows + ones*(0x80-0x20)) & highs // below 0x20, or high (caught below)
	return zero(x^ones*'"') | zero(x^ones*'\\') | control | x&highs
}

func (p *jparser) escapedString(start int) (string, bool) {
	out := make([]byte, 0, p.i-start+16)
	out = append(out, p.b[start:p.i]...)
	for p.i < len(p.b) {
		c := p.b[p.i]
		switch {
		case c == '"':
			p.i++
			return validUTF8(string(out)), true
		case c < 0x20:
			return "", false
		case c != '\\':
			out = append(out, c)
			p.i++
			continue
		}
		// A lone surrogate reads as U+FFFD, as encoding/json reads it.
		var problem jsonesc.Problem
		if out, p.i, problem = jsonesc.Append(out, p.b, p.i); problem != jsonesc.OK && problem != jsonesc.LoneSurrogate {
			return "", false
		}
	}
	return "", false
}

// validUTF8 replaces invalid UTF-8, as encoding/json does when decoding,
// so a value read here and one read there compare equal.
func validUTF8(s string) string {
	if utf8.ValidString(s) {
		return s
	}
	return strings.ToValidUTF8(s, "\uFFFD")
}
