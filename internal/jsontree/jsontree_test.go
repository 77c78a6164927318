package jsontree

import (
	"encoding/json"
	"testing"
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
		if n := Parse(data); n != nil && !json.Valid(data) {
			t.Fatalf("accepted invalid JSON %q", data)
		}
	})
}
