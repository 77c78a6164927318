package classifier

import (
	"strings"
	"testing"
)

// stemSetLists are the lists held as stemSets, by name, and a short one
// searched stem by stem.
var stemSetLists = map[string][]string{
	"whatever": fixedVerdictWhatever, "always": fixedVerdictAlways, "tellers": fixedVerdictTellers,
	"succeeded": succeeded, "failed": failedOutcome, "fixed": fixedCues, "request": requestCues,
	"thrown": thrownWhen, "concessive": toldConcessive, "told fixed": toldFixedWords, "short": {"ab", "是"}, "empty stem": {"", "x", "y", "z", "w"}, "none": nil,
}

// TestStemSet holds stemSet.in against hasStem on texts that put stems
// at a word's start, inside a word, after a mark and at the ends.
func TestStemSet(t *testing.T) {
	texts := []string{"", "a", "regardless of the result", "disregardless", "the status: failed.", "xfail", "fail",
		"report 'no issues' whatever happens", "无论结果如何都报告没有问题", "it is complete", "it-is complete", "éfail", "café error",
		"use the default", "user", "always", "nothing at all"}
	for name, list := range stemSetLists {
		ss := newStemSet(list)
		for _, s := range texts {
			t.Run(name+"/"+s, func(t *testing.T) {
				if got, want := ss.in(s), hasStem(s, list); got != want {
					t.Errorf("got %v, want %v", got, want)
				}
			})
		}
	}
}

// TestStemSetOnCorpora holds stemSet.in against hasStem on every clause
// of every definition of the corpora, joined and lower-cased as the
// whole-definition checks read it, and on the two pieces a check cuts
// from a clause at its first comma.
func TestStemSetOnCorpora(t *testing.T) {
	joined := definitionTexts(t)
	if len(joined) == 0 {
		t.Fatal("no definition read")
	}
	for name, list := range stemSetLists {
		ss := newStemSet(list)
		t.Run(name, func(t *testing.T) {
			read, wrong := 0, 0
			for _, text := range joined {
				for c := range sentences(text) {
					pieces := []string{c}
					if i := strings.IndexByte(c, ','); i >= 0 {
						pieces = append(pieces, c[:i], c[i+1:])
					}
					for _, p := range pieces {
						read++
						if got, want := ss.in(p), hasStem(p, list); got != want && wrong < 10 {
							wrong++
							t.Errorf("in(%q) = %v, want %v", p, got, want)
						}
					}
				}
			}
			t.Logf("%d texts read", read)
		})
	}
}

// FuzzStemSet holds stemSet.in against hasStem on any text: it never
// panics and agrees with it.
func FuzzStemSet(f *testing.F) {
	for _, s := range []string{"regardless of it", "failed, then success", "无论", "\xff\xfeabc", "always'no'"} {
		f.Add(s)
	}
	sets := map[string]stemSet{}
	for name, list := range stemSetLists {
		sets[name] = newStemSet(list)
	}
	f.Fuzz(func(t *testing.T, s string) {
		for name, ss := range sets {
			if got, want := ss.in(s), hasStem(s, stemSetLists[name]); got != want {
				t.Errorf("%s: in(%q) = %v, want %v", name, s, got, want)
			}
		}
	})
}

// BenchmarkStemSet asks the longest list of a sentence with none of it,
// as a set and stem by stem.
func BenchmarkStemSet(b *testing.B) {
	s := "Lists the open invoices of an account, with their amounts and due dates, newest first, a page at a time."
	ss := newStemSet(fixedVerdictWhatever)
	b.Run("set", func(b *testing.B) {
		for b.Loop() {
			ss.in(s)
		}
	})
	b.Run("stems", func(b *testing.B) {
		for b.Loop() {
			hasStem(s, fixedVerdictWhatever)
		}
	})
}
