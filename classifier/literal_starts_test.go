package classifier

import "testing"

// FuzzStartsWord holds literalSet.startsWord against stemAt, the search
// word by word it stands for, over the words of a parameter that say
// whom it is for and over a list with a string inside another.
func FuzzStartsWord(f *testing.F) {
	for _, s := range []string{"", "the user's e-mail", "context", "discard it", "xuser", "pin_code", "über user", "a_name"} {
		f.Add(s)
	}
	lists := [][]string{personalParamWords, {"ab", "b", "abc"}}
	sets := []*literalSet{personalParamSet, newLiteralSet(lists[1])}
	f.Fuzz(func(t *testing.T, s string) {
		for i, ls := range sets {
			if got, want := ls.startsWord(s), stemAt(s, lists[i]) >= 0; got != want {
				t.Errorf("list %d: startsWord(%q) = %v, want %v", i, s, got, want)
			}
		}
	})
}

// BenchmarkStartsWord times the one-pass test of a parameter's
// description for the words that say whom it is for.
func BenchmarkStartsWord(b *testing.B) {
	texts := corpusTexts(b)
	n := 0
	for b.Loop() {
		personalParamSet.startsWord(texts[n%len(texts)])
		n++
	}
}
