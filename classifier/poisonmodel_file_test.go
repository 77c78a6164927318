package classifier

import (
	"bytes"
	"cmp"
	"flag"
	"os"
	"slices"
	"testing"

	"github.com/mcpscan/mcpscan/classifier/poisonmodel"
)

var retrain = flag.Bool("retrain", false, "write rules/poison_model.bin from the corpora")

// modelSetups are the ways of reading and training compared on the
// held-out figures (see TestPoisonModelHeldOut); shippedSetup is the one
// chosen. The first ten are of the scorer's first rounds; then come those
// of the features that carry across languages (crossSetups).
var modelSetups = append([]modelSetup{
	setup("sentences, words, pairs", poisonmodel.ModeSentences, false, 0, 8, 0.5, 1e-5, 1, 1),
	setup("whole, words, pairs", poisonmodel.ModeWhole, false, 0, 8, 0.5, 1e-5, 1, 1),
	avg(setup("whole, 16 epochs, averaged, fields", poisonmodel.ModeWhole, false, 1, 16, 0.5, 1e-5, 1, 1)),
	stemmed(setup("whole, 32 epochs, fields, stems", poisonmodel.ModeWhole, false, 1, 32, 0.5, 1e-5, 1, 1)),
	stemmed(setup("whole, 32 epochs, fields, stems, benign x2", poisonmodel.ModeWhole, false, 1, 32, 0.5, 1e-5, 1, 2)),
	stemmed(setup("whole, 32 epochs, fields, stems, benign x2, real x2", poisonmodel.ModeWhole, false, 1, 32, 0.5, 1e-5, 2, 2)),
	stemmed(avg(setup("whole, 32 epochs, averaged, fields, stems, benign x2", poisonmodel.ModeWhole, false, 1, 32, 0.5, 1e-5, 1, 2))),
	stemmed(setup("whole, 32 epochs, stems, benign x2, real x2", poisonmodel.ModeWhole, false, 0, 32, 0.5, 1e-5, 2, 2)),
	withBits(18, stemmed(setup("whole, 32 epochs, fields, stems, benign x2, real x2, 2^18", poisonmodel.ModeWhole, false, 1, 32, 0.5, 1e-5, 2, 2))),
	withBits(17, stemmed(setup("whole, 32 epochs, fields, stems, benign x2, real x2, 2^17", poisonmodel.ModeWhole, false, 1, 32, 0.5, 1e-5, 2, 2))),
}, slices.Concat(crossSetups, steadySetups, purposeSetups, paddingSetups)...)

// withBits is s with 2^n slots.
func withBits(n uint8, s modelSetup) modelSetup {
	s.cfg.Bits = n
	return s
}

// stemmed is s with words stemmed.
func stemmed(s modelSetup) modelSetup {
	s.cfg.Stem = true
	return s
}

// avg is s with its weights averaged over the steps.
func avg(s modelSetup) modelSetup {
	s.train.Average = true
	return s
}

// setup is a modelSetup of 2^20 slots (see withBits) and word pairs, with character
// 3- to 5-grams of every word if chars, words in their field group if
// fields, the training given and the weight of real tools and of benign
// corpus cases.
func setup(name string, mode uint8, chars bool, fields int, epochs int, rate, l2, realW, benign float64) modelSetup {
	cfg := poisonmodel.Config{Bits: 20, Mode: mode, Bigrams: true, Fields: fields > 0}
	if chars {
		cfg.CharAll, cfg.CharMin, cfg.CharMax = true, 3, 5
	}
	return modelSetup{name: name, cfg: cfg, train: poisonmodel.Training{Epochs: epochs, Rate: rate, L2: l2, Seed: 1}, realWeight: realW, benignWeight: benign, threshold: 0.9}
}

// shippedSetup is the setup chosen on the held-out figures (see the
// poisonmodel package's README.md): the whole definition read as words,
// pairs, words in their field group and words' first six letters, stemmed,
// with the acts named together in a sentence and the orders a name or
// title carries (Config.ActPairs, Config.NameOrders), in 2^18 slots, with
// benign cases and real tools weighing twice and poisoned cases in other
// languages four times, each feature counted once, and the weights the
// mean of three training orders' (seeds 1 to 3), so a relearning moves
// fewer flags (TestPoisonModelChurn). Its threshold stays 0.83: held out
// over the eleven blind corpora the scorer adds fewer false positives of
// each kind there than the setting before did at 0.83, and more
// detections; at its own lower cut it flagged honest shapes the class
// tests hold.
var shippedSetup = shipped(withActs(purposeBase), 0.83)

// withActs is s with the purpose features shipped: the acts named
// together in a sentence, and the orders in a name or title.
func withActs(s modelSetup) modelSetup {
	s.name += " | 3 orders + act pairs, name orders"
	s.cfg.ActPairs, s.cfg.NameOrders = true, true
	return s
}

// previousSetup is the setup shipped before the mean of several orders:
// one order, threshold 0.85 (0.845, 0.855 and 0.850 in three orders).
var previousSetup = shipped(cross("+ other languages x4, prefixes 6", otherLanguagesPrefixes), 0.85)

// withOrders is s with the weights the mean of k orders'.
func withOrders(k int, s modelSetup) modelSetup {
	s.train.Orders = k
	return s
}

// shipped is setup with its threshold set.
func shipped(setup modelSetup, threshold float32) modelSetup {
	setup.threshold = threshold
	return setup
}

// trainShipped trains the shipped model on every labelled definition,
// and logs the benign ones it scores highest.
func trainShipped(t testing.TB) *poisonmodel.Model {
	set := labelledSet(t)
	s := shippedSetup
	if s.padWeight > 0 {
		set = withPaddedCopies(set, s.padBenign)
	}
	ds := newDataset(set, s)
	m := ds.Train(s.train, labels(set), trainingWeights(set, s, nil))
	m.Threshold = s.threshold
	scores := ds.Scores(m)
	var benign []int
	for i, l := range set {
		if !l.poisoned {
			benign = append(benign, i)
		}
	}
	slices.SortStableFunc(benign, func(a, b int) int { return cmp.Compare(scores[b], scores[a]) })
	for _, i := range benign[:5] {
		t.Logf("benign scored %.3f: %s %s", scores[i], set[i].corpus, set[i].id)
	}
	return m
}

// TestPoisonModel retrains the shipped model and checks the committed
// file is what the corpora give, so no weight is edited by hand; with
// -retrain it writes the file.
func TestPoisonModel(t *testing.T) {
	got := trainShipped(t).Encode()
	const path = "rules/poison_model.bin"
	if *retrain {
		if err := os.WriteFile(path, got, 0o644); err != nil {
			t.Fatal(err)
		}
		t.Logf("wrote %s (%d bytes)", path, len(got))
		return
	}
	want, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	if !bytes.Equal(got, want) {
		t.Errorf("%s is not what the corpora give (%d bytes, retrained %d): run go test ./classifier -run TestPoisonModel -args -retrain", path, len(want), len(got))
	}
}
