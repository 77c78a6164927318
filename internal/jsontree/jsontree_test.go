package jsontree

import (
	"bytes"
	"encoding/json"
	"reflect"
	"strings"
	"testing"
	"unicode/utf8"
)

func TestParse(t *testing.T) {
	n := Parse([]byte(` {"a": [1, "x\u00e9\ud83d\ude00", true, null], "b": {"c": -1.5e3}} `))
	if n == nil || n.Kind != 'o' || len(n.Keys) != 2 {
		t.Fatalf("got %+v", n)
	}
	a := n.Get("a")
	if a.Kind != 'a' || len(a.Vals) != 4 || a.Vals[1].Str != "xé😀" || a.Vals[2].Str != "true" || a.Vals[3].Kind != 'z' {
		t.Errorf("array: %+v", a)
	}
	if c := n.Get("b").Get("c"); c.Kind != 'n' || c.Str != "-1.5e3" {
		t.Errorf("number: %+v", c)
	}
	if n.Off != 1 || n.KeyOff[1] != 47 || n.Get("b").Off != 52 {
		t.Errorf("offsets: value %d, key b %d, b %d", n.Off, n.KeyOff[1], n.Get("b").Off)
	}
	if _, off := ParseOffset([]byte("{\"a\": tru}")); off != 6 {
		t.Errorf("error offset: got %d, want 6", off)
	}
}

// FuzzParse checks the parser against encoding/json: it accepts no invalid
// document and never panics.
func FuzzParse(f *testing.F) {
	for _, s := range []string{`{"a":[1,"x\u00e9\ud83d\ude00",true,null,{"b":-1.5e3}]}`, `"\\/\b"`, `[`, `{"a":1,}`, `01`} {
		f.Add([]byte(s))
	}
	f.Fuzz(func(t *testing.T, data []byte) {
		n := Parse(data)
		if n != nil && !json.Valid(data) {
			t.Fatalf("accepted invalid JSON %q", data)
		}
		if n == nil || !utf8.Valid(data) {
			// encoding/json replaces each invalid byte, ToValidUTF8 a
			// run of them: only valid text is compared.
			return
		}
		dec := json.NewDecoder(bytes.NewReader(data))
		dec.UseNumber()
		var want any
		if err := dec.Decode(&want); err != nil {
			t.Fatalf("encoding/json: %v", err)
		}
		if got := plain(n); !reflect.DeepEqual(got, want) {
			t.Fatalf("%q: got %#v, want %#v", data, got, want)
		}
		// A Parser that parsed another document first gives the same.
		var ps Parser
		ps.Parse([]byte(`{"a":[{"b":[1,2,{"c":[]}],"d":{}},[3,[4,{"e":"f"}]]]}`))
		if got := plain(ps.Parse(data)); !reflect.DeepEqual(got, want) {
			t.Fatalf("%q reusing a parser: got %#v, want %#v", data, got, want)
		}
	})
}

// TestParseTree compares whole trees, nested objects and arrays mixed,
// with what encoding/json decodes.
func TestParseTree(t *testing.T) {
	for _, src := range []string{
		`{"a":[{"b":[1,2,{"c":[]}],"d":{}},[3,[4,{"e":"f"}]]],"g":{"h":[{"i":null}],"j":true}}`,
		`[[[]],[{}],{"a":[{"b":{"c":[1]}}]},"x"]`,
		`{"type":"object","properties":{"p":{"type":"string","enum":["a","b"]},"q":{"items":{"enum":[1,2]}}},"required":["p"]}`,
	} {
		t.Run(src[:12], func(t *testing.T) {
			var want any
			dec := json.NewDecoder(strings.NewReader(src))
			dec.UseNumber()
			if err := dec.Decode(&want); err != nil {
				t.Fatal(err)
			}
			if got := plain(Parse([]byte(src))); !reflect.DeepEqual(got, want) {
				t.Errorf("got %#v, want %#v", got, want)
			}
		})
	}
}

// plain turns a tree into what encoding/json decodes with UseNumber (a
// member named twice keeps its last value there too).
func plain(n *Node) any {
	switch n.Kind {
	case 'o':
		m := make(map[string]any, len(n.Keys))
		for i, k := range n.Keys {
			m[k] = plain(n.Vals[i])
		}
		return m
	case 'a':
		out := make([]any, 0, len(n.Vals))
		for _, v := range n.Vals {
			out = append(out, plain(v))
		}
		return out
	case 's':
		return n.Str
	case 'n':
		return json.Number(n.Str)
	case 'b':
		return n.Str == "true"
	default:
		return nil
	}
}

// TestParserReuse parses documents of different shapes one after another
// with one Parser: each tree is whole, whatever the one before held.
func TestParserReuse(t *testing.T) {
	var ps Parser
	for _, src := range []string{
		`{"a":[{"b":[1,2,{"c":[]}],"d":{}},[3,[4,{"e":"f"}]]],"g":{"h":[{"i":null}],"j":true}}`,
		`[1]`,
		`{"x":{"y":{"z":"w"}},"v":[[],[[]]]}`,
		`{"a":`,
		`"plain"`,
		`{"type":"object","properties":{"p":{"type":"string","enum":["a","b"]},"q":{"items":{"enum":[1,2]}}},"required":["p"]}`,
	} {
		t.Run(src, func(t *testing.T) {
			got := ps.Parse([]byte(src))
			var want any
			dec := json.NewDecoder(strings.NewReader(src))
			dec.UseNumber()
			if err := dec.Decode(&want); err != nil {
				if got != nil {
					t.Errorf("got %#v for invalid JSON", plain(got))
				}
				return
			}
			if got == nil || !reflect.DeepEqual(plain(got), want) {
				t.Errorf("got %#v, want %#v", got, want)
			}
		})
	}
}

// TestStringAligned parses strings whose special byte (a quote, an
// escape, a control byte, a non-ASCII character) falls at every offset of
// the eight-byte words the scan reads, and compares with encoding/json.
func TestStringAligned(t *testing.T) {
	for _, special := range []string{`\"`, `\\`, `\n`, `\u00e9`, "é", "\x01", "\xff", ""} {
		for pad := range 20 {
			doc := []byte(`{"k":"` + strings.Repeat("a", pad) + special + strings.Repeat("b", pad%9) + `"}`)
			var want map[string]any
			wantErr := json.Unmarshal(doc, &want) != nil
			n := Parse(doc)
			if wantErr || !utf8.Valid(doc) {
				if n != nil && wantErr {
					t.Errorf("%q: accepted invalid JSON", doc)
				}
				continue
			}
			if n == nil {
				t.Errorf("%q: got nil, want %q", doc, want["k"])
				continue
			}
			if got := n.Get("k").Str; got != want["k"] {
				t.Errorf("%q: got %q, want %q", doc, got, want["k"])
			}
		}
	}
}
