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
// chosen.
var modelSetups = []modelSetup{
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
	// Features that carry across languages, on the setup shipped before
	// them (the one of 2^18 above).
	prefixed(4, base18("+ prefixes 4")),
	prefixed(5, base18("+ prefixes 5")),
	prefixed(6, base18("+ prefixes 6")),
	foreignGrams(3, 5, base18("+ n-grams 3-5 of non-ASCII words")),
	charGrams(3, 5, base18("+ n-grams 3-5 of every word")),
	scripts(base18("+ scripts")),
	scripts(foreignGrams(3, 5, prefixed(5, base18("+ prefixes 5, n-grams 3-5 of non-ASCII words, scripts")))),
	switched(base18("+ language changes")),
	switched(scripts(base18("+ language changes, scripts"))),
	switched(prefixed(6, base18("+ language changes, prefixes 6"))),
	switched(charGrams(3, 5, base18("+ language changes, n-grams 3-5 of every word"))),
	charGrams(4, 4, base18("+ n-grams 4 of every word")),
	charGrams(3, 4, base18("+ n-grams 3-4 of every word")),
	trained(16, 1e-5, 2, 2, base18("+ 16 epochs")),
	trained(48, 1e-5, 2, 2, base18("+ 48 epochs")),
	trained(32, 1e-4, 2, 2, base18("+ L2 1e-4")),
	trained(32, 1e-6, 2, 2, base18("+ L2 1e-6")),
	trained(32, 1e-5, 2, 3, base18("+ benign x3")),
	trained(32, 1e-5, 1, 2, base18("+ real x1")),
	trained(32, 1e-5, 4, 2, base18("+ real x4")),
	seeded(2, base18("+ seed 2")),
	seeded(3, base18("+ seed 3")),
	seeded(4, base18("+ seed 4")),
	seeded(2, charGrams(3, 5, base18("+ n-grams 3-5 of every word, seed 2"))),
	seeded(3, charGrams(3, 5, base18("+ n-grams 3-5 of every word, seed 3"))),
	seeded(2, prefixed(6, base18("+ prefixes 6, seed 2"))),
	seeded(3, prefixed(6, base18("+ prefixes 6, seed 3"))),
	seeded(2, switched(base18("+ language changes, seed 2"))),
	seeded(3, switched(base18("+ language changes, seed 3"))),
	seeded(2, prefixed(5, base18("+ prefixes 5, seed 2"))),
	seeded(3, prefixed(5, base18("+ prefixes 5, seed 3"))),
	prefixed(7, base18("+ prefixes 7")),
	seeded(2, prefixed(7, base18("+ prefixes 7, seed 2"))),
	seeded(3, prefixed(7, base18("+ prefixes 7, seed 3"))),
	seeded(2, switched(prefixed(6, base18("+ language changes, prefixes 6, seed 2")))),
	seeded(3, switched(prefixed(6, base18("+ language changes, prefixes 6, seed 3")))),
	trained(48, 1e-5, 2, 2, prefixed(6, base18("+ prefixes 6, 48 epochs"))),
	seeded(2, trained(48, 1e-5, 2, 2, prefixed(6, base18("+ prefixes 6, 48 epochs, seed 2")))),
	seeded(3, trained(48, 1e-5, 2, 2, prefixed(6, base18("+ prefixes 6, 48 epochs, seed 3")))),
	foreignWeighted(2, base18("+ other languages x2")),
	seeded(2, foreignWeighted(2, base18("+ other languages x2, seed 2"))),
	foreignWeighted(3, base18("+ other languages x3")),
	seeded(2, foreignWeighted(3, base18("+ other languages x3, seed 2"))),
	foreignWeighted(2, prefixed(6, base18("+ other languages x2, prefixes 6"))),
	seeded(2, foreignWeighted(2, prefixed(6, base18("+ other languages x2, prefixes 6, seed 2")))),
	seeded(3, foreignWeighted(3, base18("+ other languages x3, seed 3"))),
	seeded(3, foreignWeighted(2, prefixed(6, base18("+ other languages x2, prefixes 6, seed 3")))),
	foreignWeighted(3, prefixed(6, base18("+ other languages x3, prefixes 6"))),
	seeded(2, foreignWeighted(3, prefixed(6, base18("+ other languages x3, prefixes 6, seed 2")))),
	seeded(3, foreignWeighted(3, prefixed(6, base18("+ other languages x3, prefixes 6, seed 3")))),
	foreignWeighted(4, prefixed(6, base18("+ other languages x4, prefixes 6"))),
	seeded(2, foreignWeighted(4, prefixed(6, base18("+ other languages x4, prefixes 6, seed 2")))),
	seeded(3, foreignWeighted(4, prefixed(6, base18("+ other languages x4, prefixes 6, seed 3")))),
	foreignWeighted(6, prefixed(6, base18("+ other languages x6, prefixes 6"))),
	seeded(2, foreignWeighted(6, prefixed(6, base18("+ other languages x6, prefixes 6, seed 2")))),
	seeded(3, foreignWeighted(6, prefixed(6, base18("+ other languages x6, prefixes 6, seed 3")))),
	foreignWeighted(8, prefixed(6, base18("+ other languages x8, prefixes 6"))),
	seeded(2, foreignWeighted(8, prefixed(6, base18("+ other languages x8, prefixes 6, seed 2")))),
	foreignWeighted(4, base18("+ other languages x4")),
	seeded(2, foreignWeighted(4, base18("+ other languages x4, seed 2"))),
	trained(32, 1e-5, 4, 2, foreignWeighted(4, prefixed(6, base18("+ other languages x4, prefixes 6, real x4")))),
	seeded(2, trained(32, 1e-5, 4, 2, foreignWeighted(4, prefixed(6, base18("+ other languages x4, prefixes 6, real x4, seed 2"))))),
	trained(32, 1e-5, 2, 3, foreignWeighted(4, prefixed(6, base18("+ other languages x4, prefixes 6, benign x3")))),
	seeded(2, trained(32, 1e-5, 2, 3, foreignWeighted(4, prefixed(6, base18("+ other languages x4, prefixes 6, benign x3, seed 2"))))),
	unknownGrams(3, 5, 3, base18("+ n-grams 3-5 of words outside the vocabulary of 3 servers")),
	unknownGrams(3, 5, 2, base18("+ n-grams 3-5 of words outside the vocabulary of 2 servers")),
	unknownGrams(3, 5, 5, base18("+ n-grams 3-5 of words outside the vocabulary of 5 servers")),
	unknownGrams(3, 5, 10, base18("+ n-grams 3-5 of words outside the vocabulary of 10 servers")),
}

// foreignWeighted is s with the poisoned cases in other languages
// weighing w.
func foreignWeighted(w float64, s modelSetup) modelSetup {
	s.foreignWeight = w
	return s
}

// seeded is s trained in the order seed gives.
func seeded(seed uint64, s modelSetup) modelSetup {
	s.train.Seed = seed
	return s
}

// unknownGrams is s with the character lo- to hi-grams of the words that
// fewer than servers real servers use.
func unknownGrams(lo, hi uint8, servers int, s modelSetup) modelSetup {
	s.cfg.CharUnknown, s.cfg.CharMin, s.cfg.CharMax = true, lo, hi
	s.knownServers = servers
	return s
}

// trained is s with the epochs, L2 and weights of real tools and of
// benign corpus cases given.
func trained(epochs int, l2, realW, benign float64, s modelSetup) modelSetup {
	s.train.Epochs, s.train.L2, s.realWeight, s.benignWeight = epochs, l2, realW, benign
	return s
}

// switched is s with the fields whose sentences change language.
func switched(s modelSetup) modelSetup {
	s.cfg.Switch = true
	return s
}

// base18 is the setup shipped before the features that carry across
// languages, named for what is added to it.
func base18(name string) modelSetup {
	s := withBits(18, stemmed(setup("whole, 32 epochs, fields, stems, benign x2, real x2, 2^18", poisonmodel.ModeWhole, false, 1, 32, 0.5, 1e-5, 2, 2)))
	s.name += " " + name
	return s
}

// prefixed is s with words also read by their first n characters.
func prefixed(n uint8, s modelSetup) modelSetup {
	s.cfg.Prefix = n
	return s
}

// foreignGrams is s with the character lo- to hi-grams of the words that
// hold letters beyond ASCII.
func foreignGrams(lo, hi uint8, s modelSetup) modelSetup {
	s.cfg.CharForeign, s.cfg.CharMin, s.cfg.CharMax = true, lo, hi
	return s
}

// charGrams is s with the character lo- to hi-grams of every word.
func charGrams(lo, hi uint8, s modelSetup) modelSetup {
	s.cfg.CharAll, s.cfg.CharMin, s.cfg.CharMax = true, lo, hi
	return s
}

// scripts is s with the scripts a definition is written in.
func scripts(s modelSetup) modelSetup {
	s.cfg.Scripts = true
	return s
}

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
// pairs and words in their field group, stemmed, in 2^18 slots, with
// benign cases and real tools weighing twice, each feature counted once.
// Its threshold, 0.85, is the lowest of the thresholds measured at which,
// held out, the scorer adds under 1% of the blind corpora's hard
// negatives and of the honest tools and under 0.1% of the real tools
// (0.80 adds 2.1% of the hard negatives).
var shippedSetup = shipped(modelSetups[8], 0.85)

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
