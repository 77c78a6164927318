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
