package classifier

import "github.com/mcpscan/mcpscan/classifier/poisonmodel"

// crossSetups are the setups compared for the features that carry across
// languages and the training settings, each on the setup shipped before
// them (base18) and each in three training orders: the differences are
// of a few cases in a thousand, about what the order alone moves.
var crossSetups = threeOrders(
	base18(""),
	prefixed(4, base18("+ prefixes 4")),
	prefixed(5, base18("+ prefixes 5")),
	prefixed(6, base18("+ prefixes 6")),
	prefixed(7, base18("+ prefixes 7")),
	foreignGrams(3, 5, base18("+ n-grams 3-5 of non-ASCII words")),
	charGrams(3, 5, base18("+ n-grams 3-5 of every word")),
	charGrams(3, 4, base18("+ n-grams 3-4 of every word")),
	charGrams(4, 4, base18("+ n-grams 4 of every word")),
	scripts(base18("+ scripts")),
	switched(base18("+ language changes")),
	switched(prefixed(6, base18("+ language changes, prefixes 6"))),
	trained(16, 1e-5, 2, 2, base18("+ 16 epochs")),
	trained(48, 1e-5, 2, 2, base18("+ 48 epochs")),
	trained(48, 1e-5, 2, 2, prefixed(6, base18("+ prefixes 6, 48 epochs"))),
	trained(32, 1e-4, 2, 2, base18("+ L2 1e-4")),
	trained(32, 1e-6, 2, 2, base18("+ L2 1e-6")),
	trained(32, 1e-5, 2, 3, base18("+ benign x3")),
	trained(32, 1e-5, 1, 2, base18("+ real x1")),
	trained(32, 1e-5, 4, 2, base18("+ real x4")),
	foreignWeighted(2, base18("+ other languages x2")),
	foreignWeighted(3, base18("+ other languages x3")),
	foreignWeighted(4, base18("+ other languages x4")),
	foreignWeighted(2, prefixed(6, base18("+ other languages x2, prefixes 6"))),
	foreignWeighted(3, prefixed(6, base18("+ other languages x3, prefixes 6"))),
	foreignWeighted(4, prefixed(6, base18("+ other languages x4, prefixes 6"))),
	foreignWeighted(6, prefixed(6, base18("+ other languages x6, prefixes 6"))),
	foreignWeighted(8, prefixed(6, base18("+ other languages x8, prefixes 6"))),
	trained(32, 1e-5, 4, 2, foreignWeighted(4, prefixed(6, base18("+ other languages x4, prefixes 6, real x4")))),
	trained(32, 1e-5, 2, 3, foreignWeighted(4, prefixed(6, base18("+ other languages x4, prefixes 6, benign x3")))),
)

// threeOrders is each setup trained in the orders of seeds 1, 2 and 3.
func threeOrders(setups ...modelSetup) []modelSetup {
	var out []modelSetup
	for _, s := range setups {
		for seed := range uint64(3) {
			o := s
			o.train.Seed = seed + 1
			if seed > 0 {
				o.name += ", seed " + string(rune('1'+seed))
			}
			out = append(out, o)
		}
	}
	return out
}

// base18 is the setup shipped before the features that carry across
// languages, named for what is added to it.
func base18(name string) modelSetup {
	s := withBits(18, stemmed(setup("whole, 32 epochs, fields, stems, benign x2, real x2, 2^18", poisonmodel.ModeWhole, false, 1, 32, 0.5, 1e-5, 2, 2)))
	if name != "" {
		s.name += " " + name
	}
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

// switched is s with the fields whose sentences change language.
func switched(s modelSetup) modelSetup {
	s.cfg.Switch = true
	return s
}

// trained is s with the epochs, L2 and weights of real tools and of
// benign corpus cases given.
func trained(epochs int, l2, realW, benign float64, s modelSetup) modelSetup {
	s.train.Epochs, s.train.L2, s.realWeight, s.benignWeight = epochs, l2, realW, benign
	return s
}

// foreignWeighted is s with the poisoned cases in other languages
// weighing w: they are a third of the poisoned cases, in some thirty
// languages, and each language's few weigh little against the English.
func foreignWeighted(w float64, s modelSetup) modelSetup {
	s.foreignWeight = w
	return s
}
