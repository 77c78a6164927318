package classifier

import (
	"fmt"
	"slices"
	"strings"
	"testing"

	"github.com/mcpscan/mcpscan/catalog"
)

// TestJoinPathKeepsEarlierPaths builds more paths than the first block
// holds and checks that every one still reads as the plain join: the
// paths escape into assessments, so a later one must never overwrite an
// earlier one.
func TestJoinPathKeepsEarlierPaths(t *testing.T) {
	var w walker
	type built struct{ got, want string }
	var paths []built
	prefix := ""
	for i := range 200 {
		name := fmt.Sprintf("field_%d", i)
		sep := "."
		if i%7 == 0 {
			sep, name = "[]", ""
		}
		paths = append(paths, built{w.joinPath(prefix, sep, name), prefix + sep + name})
		if i%3 == 0 {
			prefix = paths[len(paths)-1].got
		}
		if len(prefix) > 600 {
			prefix = strings.Repeat("p", i%5)
		}
	}
	for _, p := range paths {
		if p.got != p.want {
			t.Fatalf("got %q, want %q", p.got, p.want)
		}
	}
}

// BenchmarkJoinPath builds the nested paths of a schema of twenty
// properties.
func BenchmarkJoinPath(b *testing.B) {
	for b.Loop() {
		var w walker
		for i := range 20 {
			w.joinPath("options.filters[]", ".", "name"+string(rune('a'+i)))
		}
	}
}

// TestParamNameWordsFromLowered checks that every corpus parameter's
// words cut from its lowered name are its name's words.
func TestParamNameWordsFromLowered(t *testing.T) {
	for _, tl := range corpusTools(t) {
		params, _ := schemaPartsInto(nil, tl.InputSchema)
		for _, p := range params {
			if got, want := p.nameWords(nil), catalog.NameWords(p.name); !slices.Equal(got, want) {
				t.Fatalf("%s %s: got %q, want %q", tl.Name, p.path, got, want)
			}
		}
	}
}

// TestWalkerLowerName checks the lowered names written beside the paths
// against strings.ToLower, for every corpus parameter and a few made
// names, all kept until the end.
func TestWalkerLowerName(t *testing.T) {
	names := []string{"", "plain", "camelCase", "ÄrgerMachen", "x\xffY", "İD", strings.Repeat("Long", 100)}
	for _, tl := range corpusTools(t) {
		params, _ := schemaPartsInto(nil, tl.InputSchema)
		for _, p := range params {
			names = append(names, p.name)
		}
	}
	var w walker
	got := make([]string, len(names))
	for i, n := range names {
		got[i] = w.lowerName(n)
	}
	for i, n := range names {
		if want := strings.ToLower(n); got[i] != want {
			t.Fatalf("lowerName(%q): got %q, want %q", n, got[i], want)
		}
	}
}

// FuzzWalkerLowerName checks lowerName against strings.ToLower.
func FuzzWalkerLowerName(f *testing.F) {
	f.Add("camelCase")
	f.Add("Ä\xff")
	f.Fuzz(func(t *testing.T, n string) {
		var w walker
		if got, want := w.lowerName(n), strings.ToLower(n); got != want {
			t.Errorf("lowerName(%q): got %q, want %q", n, got, want)
		}
	})
}
