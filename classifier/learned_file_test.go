package classifier

import (
	"bytes"
	"flag"
	"fmt"
	"os"
	"strings"
	"testing"
)

var updateLearned = flag.Bool("update-learned", false, "retrain the learned poisoning scorer and rewrite rules/learned.psm")

// learnedFile is the embedded scorer's file, as the package sees it.
const learnedFile = "rules/learned.psm"

// learnedChosen is the variant that ships: the best on the blind folds
// within the limits (testdata/learned/README.md).
const learnedChosen = "perceptron, all but off-purpose, hard negatives x5"

// The shipped scorer's limits on the tools it learned from, beyond the
// rules: at most 0.25% of the real tools, and 2% of each corpus's hard
// negatives, less what the rules flag where the corpus's gate counts
// both.
const (
	learnedShipReal = 0.0025
	learnedShipHard = 0.02
)

// chosenVariant is the variant named learnedChosen.
func chosenVariant(t testing.TB) *learnedConfig {
	t.Helper()
	for i := range learnedVariants {
		if learnedVariants[i].name == learnedChosen {
			return &learnedVariants[i]
		}
	}
	t.Fatalf("no learned variant %q", learnedChosen)
	return nil
}

// trainShipped trains the scorer that ships on every corpus and every real
// tool. Its threshold is the highest of those set out of fold
// (learnedFoldLimits, by inner folds) and the lowest that keeps, on the
// tools it learned from, its additions to the rules within
// learnedShipReal of the real tools and each corpus's hard negatives
// within learnedShipHard with the rules'.
func trainShipped(c *learnedConfig, defs []*learnedDef) *learnedModel {
	s := newLearnedSet(c, defs)
	m := s.train(func(*learnedDef) bool { return true }, learnedFoldLimits)
	var reals []int32
	nReals := 0
	hard := map[int][]int32{}
	nHard, byRules := map[int]int{}, map[int]int{}
	for i, d := range defs {
		switch {
		case d.poisoned, d.corpus == learnedHonest:
		case d.corpus < 0:
			nReals++
			if !d.rules {
				reals = append(reals, m.defScore(s.sents[i]))
			}
		default:
			nHard[d.corpus]++
			if d.rules {
				byRules[d.corpus]++
			} else {
				hard[d.corpus] = append(hard[d.corpus], m.defScore(s.sents[i]))
			}
		}
	}
	m.threshold = max(m.threshold, scoreAllowing(reals, int(learnedShipReal*float64(nReals))))
	for c, scores := range hard {
		allowed := int(learnedShipHard * float64(nHard[c]))
		if gatedCorpus(learnedCorpora[c]) {
			// The corpus's gate counts the rules' flags too.
			allowed = max(0, allowed-byRules[c])
		}
		m.threshold = max(m.threshold, scoreAllowing(scores, allowed))
	}
	return m
}

// gatedCorpus reports whether TestPoisoningCorpus gates the corpus in
// dir.
func gatedCorpus(dir string) bool {
	for _, c := range poisonCorpora {
		if c.dir == dir {
			return true
		}
	}
	return false
}

// TestLearnedModelFile retrains the shipped scorer and holds it to the
// embedded file, byte for byte: the training is deterministic. With
// -update-learned it rewrites the file (go generate does).
func TestLearnedModelFile(t *testing.T) {
	if testing.Short() {
		t.Skip("trains the scorer")
	}
	enc := trainShipped(chosenVariant(t), learnedDefs(t)).encode()
	if len(enc) > 300<<10 {
		t.Errorf("the scorer takes %d bytes, want at most 300 KB", len(enc))
	}
	if *updateLearned {
		if err := os.WriteFile(learnedFile, enc, 0o644); err != nil {
			t.Fatal(err)
		}
		return
	}
	if !bytes.Equal(enc, learnedModelData) {
		t.Errorf("training gave %d bytes, want the %d of %s, the same (run go generate ./classifier)", len(enc), len(learnedModelData), learnedFile)
	}
}

// TestLearnedDeterministic trains twice on the same definitions: the
// weights and threshold must come out the same, byte for byte.
func TestLearnedDeterministic(t *testing.T) {
	if testing.Short() {
		t.Skip("trains a scorer twice")
	}
	s := newLearnedSet(chosenVariant(t), learnedDefs(t))
	use := func(d *learnedDef) bool { return d.corpus == 0 || d.corpus == 7 || d.corpus < 0 && d.half() == 0 }
	a, b := s.train(use, learnedFoldLimits).encode(), s.train(use, learnedFoldLimits).encode()
	if !bytes.Equal(a, b) {
		t.Errorf("two trainings differ: got %d bytes, want the %d of the first, the same", len(b), len(a))
	}
}

// TestLearnedRealTools lists the real tools the shipped scorer flags and
// the rules do not, with the sentence: each is a false positive unless it
// really is poisoning. It holds the classifier to the features training
// saw: a definition is reported as poison.learned where its worst
// sentence, as training read it, scores above the threshold (less the
// security tools that quote attacks, which the finding excuses).
func TestLearnedRealTools(t *testing.T) {
	if testing.Short() {
		t.Skip("classifies every real tool")
	}
	m, c := shippedLearned(), chosenVariant(t)
	var b strings.Builder
	n, total, disagree := 0, 0, 0
	for _, d := range learnedDefs(t) {
		sents := c.sentsOf(d)
		want := !d.rules && m.defScore(sents) > m.threshold
		if got := d.learned; got != want {
			disagree++
			if got || disagree <= 5 {
				t.Errorf("%s: got poison.learned %v, want %v (as trained)", d.id, got, want)
			}
		}
		if d.corpus != -1 {
			continue
		}
		total++
		if want {
			n++
			fmt.Fprintf(&b, "%s: %s\n", d.id, m.worst(sents, d.texts))
		}
	}
	t.Logf("the scorer adds %d of %d real tools (%.2f%%); %d definitions excused:\n%s", n, total, percent(n, total), disagree, b.String())
	if got := percent(n, total); got > 0.3 {
		t.Errorf("the scorer adds %.2f%% of the real tools, want at most 0.3%%", got)
	}
}

// TestLearnedModelDecode holds the decoder to the encoder, and to what it
// must refuse.
func TestLearnedModelDecode(t *testing.T) {
	m := &learnedModel{weights: make([]int8, 1<<learnedBits), threshold: -7, kinds: 0x3e}
	m.weights[0], m.weights[5], m.weights[len(m.weights)-1] = 3, -128, 127
	good := m.encode()
	tests := []struct {
		name string
		data []byte
		ok   bool
	}{
		{"round trip", good, true},
		{"empty", nil, false},
		{"other magic", append([]byte("PSM2"), good[4:]...), false},
		{"cut short", good[:len(good)-1], false},
		{"trailing byte", append(bytes.Clone(good), 0), false},
		{"count past the buckets", append([]byte("PSM3\x00\x00\x00\x00\x3e\x00\x00\x00"), 0xff, 0xff, 0xff, 0xff, 0x0f), false},
		{"gap past the buckets", append([]byte("PSM3\x00\x00\x00\x00\x3e\x00\x00\x00\x02\x01\x01"), 0xff, 0xff, 0x7f, 1), false},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			got, err := decodeLearned(tt.data)
			if (err == nil) != tt.ok {
				t.Fatalf("got error %v, want ok %v", err, tt.ok)
			}
			if tt.ok && (got.threshold != m.threshold || got.kinds != m.kinds || !bytes.Equal(got.encode(), good)) {
				t.Errorf("got threshold %d and %d bytes, want %d and the %d encoded", got.threshold, len(got.encode()), m.threshold, len(good))
			}
		})
	}
}
