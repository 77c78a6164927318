package classifier

import (
	"strings"
	"testing"
	"unicode/utf8"
)

// referenceSentenceAt is sentenceAt read a character at a time from the
// text's start: the plain reading the searches stand for.
func referenceSentenceAt(text string, at int) string {
	start := 0
	for i, r := range text {
		if !strings.ContainsRune(sentenceEnds, r) || r == '.' && i+1 < len(text) && text[i+1] != ' ' {
			continue // no end, or the dot of a name or a number
		}
		if i >= at {
			return text[start:i]
		}
		start = i + utf8.RuneLen(r)
	}
	return text[start:]
}

func TestSentenceAt(t *testing.T) {
	for _, c := range []struct {
		text string
		at   int
		want string
	}{
		{"set a=false. then go", 5, "set a=false"},
		{"one. two=true; three", 8, " two=true"},
		{"v1.2 is set=none\nnext", 11, "v1.2 is set=none"},
		{"first。second=false！third", 15, "second=false"},
		{"no end at all=true", 13, "no end at all=true"},
		{"ends here.", 10, ""},
		{"", 0, ""},
	} {
		t.Run(c.text, func(t *testing.T) {
			if got := sentenceAt(c.text, c.at); got != c.want {
				t.Errorf("sentenceAt(%q, %d) = %q, want %q", c.text, c.at, got, c.want)
			}
		})
	}
}

// checkSentenceAt compares sentenceAt with its reference at every byte
// of text.
func checkSentenceAt(t *testing.T, text string) {
	t.Helper()
	for at := 0; at <= len(text); at++ {
		if got, want := sentenceAt(text, at), referenceSentenceAt(text, at); got != want {
			t.Fatalf("sentenceAt(%q, %d) = %q, want %q", text, at, got, want)
		}
	}
}

func TestSentenceAtOnCorpus(t *testing.T) {
	for _, text := range corpusTexts(t) {
		checkSentenceAt(t, text)
	}
}

func FuzzSentenceAt(f *testing.F) {
	for _, s := range hotpathSeeds {
		f.Add(s)
	}
	f.Add("a。b. c.d;e\n\xe3\x80\x82\xe3\x80f！\x80.")
	f.Fuzz(func(t *testing.T, text string) {
		checkSentenceAt(t, text)
	})
}

// BenchmarkSentenceAt asks for the sentence at every "=" of the corpus
// descriptions read together, as the check of flags set off does.
func BenchmarkSentenceAt(b *testing.B) {
	var joined strings.Builder
	for _, tl := range corpusTools(b) {
		joined.WriteString(strings.ToLower(tl.Description))
		joined.WriteString(" ")
	}
	text := joined.String()
	for b.Loop() {
		for from := 0; ; {
			i := strings.IndexByte(text[from:], '=')
			if i < 0 {
				break
			}
			from += i + 1
			sentenceAt(text, from-1)
		}
	}
}
