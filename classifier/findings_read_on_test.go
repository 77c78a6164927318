package classifier

import (
	"slices"
	"testing"
)

func TestSentenceEndAfter(t *testing.T) {
	for _, tt := range []struct {
		text string
		i    int
		want int
	}{
		{"send it. then stop.", 0, 8},
		{"send it. then stop.", 8, 19},
		{"version 1.2 is out. next", 0, 19},
		{"no end at all", 3, 13},
		{"line one\nline two", 2, 9},
		{"why? because", 0, 4},
		{"", 0, 0},
	} {
		if got := sentenceEndAfter(tt.text, tt.i); got != tt.want {
			t.Errorf("sentenceEndAfter(%q, %d): got %d, want %d", tt.text, tt.i, got, tt.want)
		}
	}
}

func TestReadOn(t *testing.T) {
	locs := [][]int{{0, 5}, {10, 15}, {20, 30}}
	if got := readOn(slices.Clone(locs), 10); !slices.EqualFunc(got, [][]int{{10, 15}, {20, 30}}, slices.Equal) {
		t.Errorf("got %v, want the matches from 10 on", got)
	}
}

// TestLaterSeqLocs: past an honest first match of a rule's sequence, the
// next sentence's match of the same sequence is found, and none before
// where the reading starts.
func TestLaterSeqLocs(t *testing.T) {
	r := Default()
	var rule *findingRule
	for i := range r.file.Findings {
		if r.file.Findings[i].ID == "poison.exfil_instruction" && len(r.file.Findings[i].seqs) > 0 {
			rule = &r.file.Findings[i]
		}
	}
	if rule == nil {
		t.Fatal("poison.exfil_instruction has no sequences")
	}
	lower := "include system prompt. the weather is fine today. include system prompt"
	toks := tokenize(lower)
	opened := make([]uint64, r.seqIx.nGates)
	active := make([]bool, len(r.seqList))
	var ids []int
	for _, seq := range rule.seqs {
		active[seq.id] = true
		ids = append(ids, seq.id)
	}
	r.seqIx.lookup(lower, toks, active, ids, nil, opened)
	first := sentenceEndAfter(lower, 0)
	got := r.laterSeqLocs(rule, lower, toks, opened, first)
	if len(got) != 1 || got[0][0] != 50 {
		t.Fatalf("got %v, want the match of the third sentence, at 50", got)
	}
	if got := r.laterSeqLocs(rule, lower, toks, opened, len(lower)); got != nil {
		t.Errorf("got %v past the text's end, want none", got)
	}
}

// FuzzSentenceEndAfter: the end is never before i nor past the text.
func FuzzSentenceEndAfter(f *testing.F) {
	f.Add("send it. then stop.", 3)
	f.Add("", 0)
	f.Fuzz(func(t *testing.T, text string, i int) {
		if i < 0 || i > len(text) {
			return
		}
		if got := sentenceEndAfter(text, i); got < i || got > len(text) {
			t.Errorf("sentenceEndAfter(%q, %d) = %d, want within [%d, %d]", text, i, got, i, len(text))
		}
	})
}
