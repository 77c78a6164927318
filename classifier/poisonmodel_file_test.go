package classifier

import (
	"bytes"
	"flag"
	"os"
	"testing"

	"github.com/mcpscan/mcpscan/classifier/poisonmodel"
)

var retrain = flag.Bool("retrain", false, "write rules/poison_model.bin from the corpora")

// modelSetups are the ways of reading and training compared on the
// held-out figures (see TestPoisonModelHeldOut); shippedSetup is the one
// chosen.
var modelSetups = []modelSetup{
	{name: "sentences, words and pairs", cfg: poisonmodel.Config{Bits: 20, Mode: poisonmodel.ModeSentences, Bigrams: true},
		train: poisonmodel.Training{Epochs: 8, Rate: 0.5, L2: 1e-5, Seed: 1}, realWeight: 1, threshold: 0.9},
	{name: "whole, words and pairs", cfg: poisonmodel.Config{Bits: 20, Mode: poisonmodel.ModeWhole, Bigrams: true},
		train: poisonmodel.Training{Epochs: 8, Rate: 0.5, L2: 1e-5, Seed: 1}, realWeight: 1, threshold: 0.9},
	{name: "both, words and pairs", cfg: poisonmodel.Config{Bits: 20, Mode: poisonmodel.ModeBoth, Bigrams: true},
		train: poisonmodel.Training{Epochs: 8, Rate: 0.5, L2: 1e-5, Seed: 1}, realWeight: 1, threshold: 0.9},
	{name: "sentences, words, pairs, char 3-5", cfg: poisonmodel.Config{Bits: 20, Mode: poisonmodel.ModeSentences, Bigrams: true, CharAll: true, CharMin: 3, CharMax: 5},
		train: poisonmodel.Training{Epochs: 8, Rate: 0.5, L2: 1e-5, Seed: 1}, realWeight: 1, threshold: 0.9},
}

var shippedSetup = modelSetups[0]

// trainShipped trains the shipped model on every labelled definition.
func trainShipped(t testing.TB) *poisonmodel.Model {
	set := labelledSet(t)
	defs := make([]*poisonmodel.Definition, len(set))
	for i := range set {
		defs[i] = &set[i].def
	}
	s := shippedSetup
	m := poisonmodel.NewDataset(s.cfg, defs).Train(s.train, labels(set), trainingWeights(set, s, nil))
	m.Threshold = s.threshold
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
