package classifier

import (
	"strings"
	"testing"
)

// FuzzIntoLast holds the cheap test before goesInto against the pattern:
// wherever the pattern matches, the test lets it be tried.
func FuzzIntoLast(f *testing.F) {
	for _, s := range []string{"the card details go in", "the key goes into", "the token travels inside", "go in the", "goes  in",
		"rides into", "belongs in", "begin", "", "in", "inside out"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		if got, want := intoLast(s), goesInto.MatchString(s); want && !got {
			t.Errorf("intoLast(%q) = %v, but goesInto matches", s, got)
		}
	})
}

// FuzzFieldWordEdges holds fieldWordEnds and fieldWordStarts against
// the search through every word of fieldWords they stand for.
func FuzzFieldWordEdges(f *testing.F) {
	for _, s := range []string{"", "the ref parameter", "field notes", "in the champ", "поле", "字段 x", "x 参数", "a"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		ends, starts := false, false
		for _, w := range fieldWords {
			ends = ends || strings.HasSuffix(s, w)
			starts = starts || strings.HasPrefix(s, w)
		}
		if got := fieldWordEnds(s); got != ends {
			t.Errorf("fieldWordEnds(%q) = %v, want %v", s, got, ends)
		}
		if got := fieldWordStarts(s); got != starts {
			t.Errorf("fieldWordStarts(%q) = %v, want %v", s, got, starts)
		}
	})
}

// FuzzAsFieldNeedsName holds the test dataIntoParam asks before
// fieldCandidate: asField finds no field of a name the text lacks.
func FuzzAsFieldNeedsName(f *testing.F) {
	for _, s := range [][2]string{{"put the key in `notes`", "notes"}, {"no such name", "memo"}, {"", "abc"}, {"memo_field", "memo"}} {
		f.Add(s[0], s[1])
	}
	f.Fuzz(func(t *testing.T, s, name string) {
		if name == "" {
			return
		}
		if at := asField(s, name); at >= 0 && !strings.Contains(s, name) {
			t.Errorf("asField(%q, %q) = %d, for a name the text lacks", s, name, at)
		}
	})
}
