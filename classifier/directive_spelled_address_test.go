package classifier

import "testing"

// FuzzMayHoldSpelledSink holds the one-pass test for a word for the dot
// against a search for each word.
func FuzzMayHoldSpelledSink(f *testing.F) {
	for _, s := range []string{"", "ops at drop dot net", "arroba host punto com", "a point", "punk", "PONTO"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		if got, want := mayHoldSpelledSink(s), hasSubstring(s, spelledDotWords); got != want {
			t.Errorf("mayHoldSpelledSink(%q) = %v, want %v", s, got, want)
		}
	})
}
