package classifier

import (
	"fmt"
	"strings"
	"testing"
)

// A word that ends many cues is searched by the word before it: the
// cues found must be the same as reading them all.
func TestCandidatesOfManyCues(t *testing.T) {
	var tab cueTable
	for i := range 40 {
		tab.add(cue{words: []string{fmt.Sprintf("w%d", i), "false"}, class: classOf(5)})
	}
	tab.add(cue{words: []string{"false"}, class: classOf(6)})
	tab.add(cue{words: []string{"w7", "false"}, class: classOf(7)})
	tab.add(cue{words: []string{"audit"}, class: classOf(8)})
	tab.order()
	e := tab.find(wordHash("false"), "false")
	tests := []struct {
		before   string
		one, two int
	}{
		{"w7", 1, 2},
		{"w0", 1, 1},
		{"nothing", 1, 0},
	}
	for _, tc := range tests {
		t.Run(tc.before, func(t *testing.T) {
			one, more := e.candidates(wordHash(tc.before))
			if len(one) != tc.one || len(more) != tc.two {
				t.Errorf("got %d one-word and %d longer cues, want %d and %d", len(one), len(more), tc.one, tc.two)
			}
			for _, c := range more {
				if c.words[0] != tc.before {
					t.Errorf("got a cue after %q, want only after %q", c.words[0], tc.before)
				}
			}
		})
	}
	if got := tab.find(wordHash("audit"), "audit"); got.single != -1 {
		t.Errorf("got a short entry kept in order (single %d), want it read whole (-1)", got.single)
	}
}

// TestCueTableFilter holds the table's find, which its filter answers
// first, against a search of its entries: every entry is found, and words
// that end no cue are not.
func TestCueTableFilter(t *testing.T) {
	tb := &Default().file.Directives.byLast
	for i := range tb.entries {
		e := &tb.entries[i]
		if got := tb.find(e.hash, e.word); got != e {
			t.Fatalf("find(%q) = %p, want its entry %p", e.word, got, e)
		}
	}
	words := map[string]bool{}
	for i := range tb.entries {
		words[tb.entries[i].word] = true
	}
	for _, text := range corpusTexts(t) {
		for _, w := range strings.Fields(text) {
			if got, want := tb.find(wordHash(w), w) != nil, words[w]; got != want {
				t.Errorf("find(%q) found %v, want %v", w, got, want)
			}
		}
	}
}
