package classifier

import (
	"slices"
	"strings"
	"testing"
)

// plainSplitSentencesIn is splitSentencesIn read rune by rune, as it was
// written before it read bytes: the form the byte scan must agree with.
func plainSplitSentencesIn(text string, from, to int, clauses bool, yield func(string) bool) bool {
	start := from
	for i, r := range text[from:to] {
		i += from
		end := false
		switch r {
		case '!', '?', '\n', '。', '！', '？':
			end = true
		case ';':
			end = clauses
		case '.':
			end = (i+1 == len(text) || text[i+1] == ' ') && !strings.HasSuffix(text[:i], "e.g") && !strings.HasSuffix(text[:i], "i.e")
		}
		if end {
			if !yield(text[start:i]) {
				return false
			}
			start = i + len(string(r))
		}
	}
	return yield(text[start:to])
}

// splitBoth returns the sentences of text[from:to] by both forms, with
// clauses as given.
func splitBoth(text string, from, to int, clauses bool) (got, want []string) {
	splitSentencesIn(text, from, to, clauses, func(s string) bool { got = append(got, s); return true })
	plainSplitSentencesIn(text, from, to, clauses, func(s string) bool { want = append(want, s); return true })
	return got, want
}

// sentenceSplitSeeds are texts whose stops sit where the byte scan could
// go wrong: full-width stops, cut runes, invalid bytes, abbreviations.
var sentenceSplitSeeds = []string{
	"",
	"one. two! three? four; five\nsix",
	"e.g. this, i.e. that. end.",
	"完成。然后！再？结束；ok",
	"cut \xe3\x80 here。\xef\xbc there！",
	"\xe3\x80\x82\xef\xbc\x81\xef\xbc\x9f",
	"x\xff\xe3.y \xef? z",
	"「quoted」 then。 more",
}

// TestSplitSentencesInMatchesPlain holds the byte scan to the rune form
// over every corpus text and the seeds, whole and cut at the gate pass's
// sentences and at every byte near a stop.
func TestSplitSentencesInMatchesPlain(t *testing.T) {
	texts := append(slices.Clone(sentenceSplitSeeds), corpusTexts(t)...)
	for _, text := range texts {
		for _, clauses := range []bool{true, false} {
			if got, want := splitBoth(text, 0, len(text), clauses); !slices.Equal(got, want) {
				t.Fatalf("%q (clauses %v): got %q, want %q", text, clauses, got, want)
			}
			// Cut it at every stop's bytes, as a span of the gate pass
			// may be.
			for i := range len(text) {
				if !sentenceEndLead[text[i]] {
					continue
				}
				for _, to := range []int{i, min(len(text), i+1), min(len(text), i+2)} {
					if got, want := splitBoth(text, 0, to, clauses); !slices.Equal(got, want) {
						t.Fatalf("%q[:%d] (clauses %v): got %q, want %q", text, to, clauses, got, want)
					}
					if got, want := splitBoth(text, to, len(text), clauses); !slices.Equal(got, want) {
						t.Fatalf("%q[%d:] (clauses %v): got %q, want %q", text, to, clauses, got, want)
					}
				}
			}
		}
	}
}

// TestSplitSentencesInStops checks that both forms stop where yield asks.
func TestSplitSentencesInStops(t *testing.T) {
	text := "a. b。c！d"
	for stopAfter := 1; stopAfter <= 4; stopAfter++ {
		var got, want []string
		splitSentencesIn(text, 0, len(text), true, func(s string) bool { got = append(got, s); return len(got) < stopAfter })
		plainSplitSentencesIn(text, 0, len(text), true, func(s string) bool { want = append(want, s); return len(want) < stopAfter })
		t.Run(strings.Repeat("x", stopAfter), func(t *testing.T) {
			if !slices.Equal(got, want) {
				t.Errorf("got %q, want %q", got, want)
			}
		})
	}
}

// FuzzSplitSentencesIn holds the byte scan to the rune form on any text
// and any cut of it: it never panics and yields the same sentences.
func FuzzSplitSentencesIn(f *testing.F) {
	for _, s := range sentenceSplitSeeds {
		f.Add(s, 0, len(s), true)
	}
	f.Fuzz(func(t *testing.T, text string, from, to int, clauses bool) {
		if from < 0 || to > len(text) || from > to {
			return
		}
		if got, want := splitBoth(text, from, to, clauses); !slices.Equal(got, want) {
			t.Errorf("%q[%d:%d] (clauses %v): got %q, want %q", text, from, to, clauses, got, want)
		}
	})
}

// BenchmarkSplitSentences splits every corpus text into its sentences and
// clauses, by the byte scan and by the rune form it replaced.
func BenchmarkSplitSentences(b *testing.B) {
	texts := corpusTexts(b)
	for _, bc := range []struct {
		name  string
		split func(string, int, int, bool, func(string) bool) bool
	}{{"bytes", splitSentencesIn}, {"runes", plainSplitSentencesIn}} {
		b.Run(bc.name, func(b *testing.B) {
			for b.Loop() {
				for _, text := range texts {
					bc.split(text, 0, len(text), true, func(string) bool { return true })
				}
			}
		})
	}
}
