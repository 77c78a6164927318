package classifier

import (
	"strings"
	"testing"
)

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

// FuzzFirstWordAt holds the one-pass search against firstAt, the search a
// word at a time it stands for.
func FuzzFirstWordAt(f *testing.F) {
	for _, s := range [][2]string{
		{"use the default; set it", "use,set,default,fall back"},
		{"reuse a user's set-up", "use,set,user"},
		{"xuse use", "use,se"},
		{"défaut: utilise", "utilise,défaut,use"},
		{"", "a,b"},
		{"abc", "abc,bc,c,"},
		{"a_b a", "a,b"},
	} {
		f.Add(s[0], s[1], false)
		f.Add(s[0], s[1], true)
	}
	f.Fuzz(func(t *testing.T, s, list string, whole bool) {
		words := strings.Split(list, ",")
		if len(words) > 64 {
			return
		}
		ls := newLiteralSet(words)
		if got, want := ls.firstWordAt(s, whole), firstAt(s, words, whole); got != want {
			t.Errorf("firstWordAt(%q, %q, %v) = %d, want %d", s, words, whole, got, want)
		}
	})
}

// TestWordListsOnCorpus asks every word list of the definition-wide checks,
// and the stems of putting data in a field, of every corpus definition's
// text, lower-cased and joined, in one pass and a word at a time.
func TestWordListsOnCorpus(t *testing.T) {
	lists := map[string]wordList{"fallbackFills": fallbackFills, "replaceVerbs": replaceVerbs, "standingWords": standingWords,
		"roundVerbs": roundVerbs, "roundedUpward": roundedUpward, "blanketTellers": blanketTellers, "statedGuards": statedGuards}
	for _, tool := range allCorpusTools(t) {
		text := toLower(tool.Name + " " + tool.Description + " " + string(tool.InputSchema) + " " + string(tool.OutputSchema))
		for name, l := range lists {
			for _, whole := range []bool{false, true} {
				if got, want := l.at(text, whole), firstAt(text, l.words, whole); got != want {
					t.Errorf("%s.at(%.40q…, %v) = %d, want %d", name, text, whole, got, want)
				}
			}
		}
		if got, want := moveStartSet.firstWordAt(text, false), stemAt(text, moveStarts); got != want {
			t.Errorf("moveStartSet.firstWordAt(%.40q…) = %d, want %d", text, got, want)
		}
	}
}

// BenchmarkFirstWordAt looks for the first of a long list of verbs in
// every corpus definition's text, in one pass and a word at a time.
func BenchmarkFirstWordAt(b *testing.B) {
	var texts []string
	for _, tool := range corpusTools(b) {
		texts = append(texts, toLower(tool.Description+" "+string(tool.InputSchema)))
	}
	for _, bc := range []struct {
		name string
		at   func(string) int
	}{
		{"one pass", func(s string) int { return fallbackFills.set.set.firstWordAt(s, true) }},
		{"word by word", func(s string) int { return firstAt(s, fallbackFills.words, true) }},
	} {
		b.Run(bc.name, func(b *testing.B) {
			n := 0
			for b.Loop() {
				bc.at(texts[n%len(texts)])
				n++
			}
		})
	}
}
