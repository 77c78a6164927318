package classifier

import "testing"

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
