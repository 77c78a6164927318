package report

import (
	"bytes"
	"encoding/json"
	"fmt"
	"regexp"
	"strings"
	"testing"
)

func TestNameLines(t *testing.T) {
	doc := "{\n  \"name\": \"server\",\n  \"tools\": [\n    {\"name\": \"a\"},\n    {\n      \"name\" :\n \"b\\u0062\"},\n    {\"description\": \"has \\\"name\\\": \\\"c\\\" inside\", \"name\": \"d\"},\n    {\"name\": \"a\"}\n  ]\n}\n"
	got := NameLines([]byte(doc))
	for name, want := range map[string]int{"server": 2, "a": 4, "bb": 6, "d": 8} {
		if got[name] != want {
			t.Errorf("%s: got line %d, want %d (all: %v)", name, got[name], want, got)
		}
	}
	if _, ok := got["c"]; ok {
		t.Errorf("a name inside a string was taken for a member: %v", got)
	}
}

// oldToolLines is the per-name regular-expression search NameLines
// replaces; on plain names both must agree.
func oldToolLines(data []byte, names []string) map[string]int {
	out := map[string]int{}
	for _, n := range names {
		quoted, _ := json.Marshal(n)
		re := regexp.MustCompile(`"name"\s*:\s*` + regexp.QuoteMeta(string(quoted)))
		if loc := re.FindIndex(data); loc != nil {
			out[n] = bytes.Count(data[:loc[0]], []byte("\n")) + 1
		}
	}
	return out
}

func FuzzNameLines(f *testing.F) {
	f.Add([]byte(`{"tools":[{"name":"a"},{"name":"b"}]}`), "a")
	f.Add([]byte("{\n\"name\"\n:\n\"x\\\"y\"}"), `x"y`)
	f.Fuzz(func(t *testing.T, data []byte, name string) {
		got := NameLines(data) // must not panic on anything
		if strings.ContainsAny(name, "<>&\\\"") || !json.Valid(data) {
			return
		}
		want := oldToolLines(data, []string{name})
		if w, ok := want[name]; ok && got[name] != w {
			t.Fatalf("%q in %q: got line %d, want %d", name, data, got[name], w)
		}
	})
}

func BenchmarkNameLines(b *testing.B) {
	var buf bytes.Buffer
	buf.WriteString(`{"name":"big","tools":[`)
	for i := range 100_000 {
		if i > 0 {
			buf.WriteString(",\n")
		}
		fmt.Fprintf(&buf, `{"name":"tool_%d","description":"Does thing %d.","inputSchema":{"type":"object"}}`, i, i)
	}
	buf.WriteString("]}")
	data := buf.Bytes()
	b.SetBytes(int64(len(data)))
	for b.Loop() {
		if len(NameLines(data)) != 100_001 {
			b.Fatal("names missing")
		}
	}
}
