package classifier

import (
	"strings"
	"testing"
	"unicode/utf8"
)

// referenceSentenceAt is sentenceAt read from the text's start every
// time, as it was: the plain code the backward search stands for.
func referenceSentenceAt(text string, at int) string {
	start, end := 0, len(text)
	for from := 0; from < len(text); {
		i := strings.IndexAny(text[from:], sentenceEnds)
		if i < 0 {
			break
		}
		i += from
		_, size := utf8.DecodeRuneInString(text[i:])
		if text[i] != '.' || i+1 == len(text) || text[i+1] == ' ' {
			if i >= at {
				end = i
				break
			}
			start = i + size
		}
		from = i + size
	}
	return text[start:end]
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
