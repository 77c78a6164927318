package clientconfig

import (
	"bytes"
	"encoding/json"
	"fmt"
)

// kind is the JSON type of a node.
type kind int

const (
	kindNull kind = iota
	kindBool
	kindNumber
	kindString
	kindArray
	kindObject
)

// String names the kind the way problem messages do ("an object").
func (k kind) String() string {
	switch k {
	case kindBool:
		return "a boolean"
	case kindNumber:
		return "a number"
	case kindString:
		return "a string"
	case kindArray:
		return "an array"
	case kindObject:
		return "an object"
	}
	return "null"
}

// node is one JSON value with the byte offset where it starts. The shapes
// are read from this tree rather than by unmarshalling into structs because
// every server key needs its position, and a struct decoder throws positions
// away.
type node struct {
	kind kind
	off  int
	// text is the decoded string, the number literal, or "true"/"false".
	text    string
	members []member // kindObject, in file order
	elems   []*node  // kindArray
}

// member is one key of an object and its value.
type member struct {
	key    string
	keyOff int
	val    *node
}

// get returns the value of the last member named key (the one JSON.parse,
// and so every client, keeps), or nil.
func (n *node) get(key string) *node {
	if n == nil || n.kind != kindObject {
		return nil
	}
	for i := len(n.members) - 1; i >= 0; i-- {
		if n.members[i].key == key {
			return n.members[i].val
		}
	}
	return nil
}

// buildTree decodes data, which must already be known to be valid JSON,
// into a tree of nodes with offsets.
func buildTree(data []byte) (*node, error) {
	dec := json.NewDecoder(bytes.NewReader(data))
	dec.UseNumber()
	return readNode(dec, data)
}

// readNode reads the next value from dec. Its start is found from
// InputOffset, which sits just after the previous token: only whitespace and
// the separators ',' and ':' can lie between that and the value.
func readNode(dec *json.Decoder, data []byte) (*node, error) {
	off := skipSeparators(data, dec.InputOffset())
	tok, err := dec.Token()
	if err != nil {
		return nil, err
	}
	switch v := tok.(type) {
	case json.Delim:
		if v == '[' {
			n := &node{kind: kindArray, off: off}
			for dec.More() {
				e, err := readNode(dec, data)
				if err != nil {
					return nil, err
				}
				n.elems = append(n.elems, e)
			}
			_, err := dec.Token() // ']'
			return n, err
		}
		n := &node{kind: kindObject, off: off}
		for dec.More() {
			keyOff := skipSeparators(data, dec.InputOffset())
			kt, err := dec.Token()
			if err != nil {
				return nil, err
			}
			key, ok := kt.(string)
			if !ok {
				return nil, fmt.Errorf("offset %d: object key is %v", keyOff, kt)
			}
			val, err := readNode(dec, data)
			if err != nil {
				return nil, err
			}
			n.members = append(n.members, member{key: key, keyOff: keyOff, val: val})
		}
		_, err := dec.Token() // '}'
		return n, err
	case string:
		return &node{kind: kindString, off: off, text: v}, nil
	case json.Number:
		return &node{kind: kindNumber, off: off, text: v.String()}, nil
	case bool:
		return &node{kind: kindBool, off: off, text: fmt.Sprint(v)}, nil
	default:
		return &node{kind: kindNull, off: off}, nil
	}
}

// skipSeparators returns the offset of the first byte at or after off that
// is neither JSON whitespace nor a ',' or ':'.
func skipSeparators(data []byte, off int64) int {
	i := int(off)
	for i < len(data) {
		switch data[i] {
		case ' ', '\t', '\r', '\n', ',', ':':
			i++
		default:
			return i
		}
	}
	return i
}
