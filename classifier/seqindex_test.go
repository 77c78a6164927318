package classifier

import (
	"path/filepath"
	"strings"
	"testing"
)

// poisoningTexts are the lower-cased descriptions of the poisoning
// corpora's cases, where the sequences match.
func poisoningTexts(t *testing.T) []string {
	t.Helper()
	dirs, err := filepath.Glob("testdata/poisoning*")
	if err != nil || len(dirs) == 0 {
		t.Fatalf("no poisoning corpora (%v)", err)
	}
	var out []string
	for _, dir := range dirs {
		for _, c := range readPoisonCorpus(t, dir) {
			out = append(out, toLower(c.tool.Description))
		}
	}
	return out
}

// TestSentenceGates checks that a sequence matches only where the
// sentence of its start opens each of its gates (so the scan may try it
// nowhere else), on texts where sequences match, alone and as a sentence
// past the 64th of a text, where sentences share their bits.
func TestSentenceGates(t *testing.T) {
	r := Default()
	filler := strings.Repeat("the report lists the results. ", 70)
	matched := 0
	for _, text := range poisoningTexts(t) {
		for name, text := range map[string]string{"alone": text, "after 70 sentences": filler + text} {
			toks := tokenize(text)
			active := make([]bool, len(r.seqList))
			opened := make([]uint64, r.seqIx.nGates)
			nums, _ := r.seqIx.lookup(text, toks, active, nil, nil, opened)
			if len(nums) != len(toks) {
				t.Fatalf("%q: got %d word numbers, want %d", text, len(nums), len(toks))
			}
			sentence := uint64(1)
			for i := range toks {
				if i > 0 && toks[i-1].stop {
					sentence = sentenceBit(sentence)
				}
				for _, seq := range r.seqList {
					if seq.findAt(toks, i) == nil {
						continue
					}
					matched++
					if got := r.seqIx.gatesOpenIn(seq.id, opened, sentence); !got {
						t.Errorf("%s: %q: sequence %d matches at word %d (%q): got gates open %v, want true",
							name, text, seq.id, i, toks[i].text, got)
					}
				}
			}
		}
	}
	if matched == 0 {
		t.Fatal("no sequence matched in the poisoning corpora: the test reads nothing")
	}
}
