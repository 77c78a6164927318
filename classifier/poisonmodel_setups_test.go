package classifier

import "github.com/mcpscan/mcpscan/classifier/poisonmodel"

// crossSetups are the setups compared for the features that carry across
// languages and the training settings, each on the setup shipped before
// them (base18) and each in three training orders: the differences are
// of a few cases in a thousand, about what the order alone moves.
var crossSetups = threeOrders(
	cross("", func(*modelSetup) {}),
	cross("+ prefixes 4", func(s *modelSetup) { s.cfg.Prefix = 4 }),
	cross("+ prefixes 5", func(s *modelSetup) { s.cfg.Prefix = 5 }),
	cross("+ prefixes 6", func(s *modelSetup) { s.cfg.Prefix = 6 }),
	cross("+ prefixes 7", func(s *modelSetup) { s.cfg.Prefix = 7 }),
	cross("+ n-grams 3-5 of non-ASCII words", func(s *modelSetup) { s.cfg.CharForeign, s.cfg.CharMin, s.cfg.CharMax = true, 3, 5 }),
	cross("+ n-grams 3-5 of every word", func(s *modelSetup) { s.cfg.CharAll, s.cfg.CharMin, s.cfg.CharMax = true, 3, 5 }),
	cross("+ n-grams 3-4 of every word", func(s *modelSetup) { s.cfg.CharAll, s.cfg.CharMin, s.cfg.CharMax = true, 3, 4 }),
	cross("+ n-grams 4 of every word", func(s *modelSetup) { s.cfg.CharAll, s.cfg.CharMin, s.cfg.CharMax = true, 4, 4 }),
	cross("+ scripts", func(s *modelSetup) { s.cfg.Scripts = true }),
	cross("+ language changes", func(s *modelSetup) { s.cfg.Switch = true }),
	cross("+ language changes, prefixes 6", func(s *modelSetup) { s.cfg.Switch, s.cfg.Prefix = true, 6 }),
	cross("+ 16 epochs", func(s *modelSetup) { s.train.Epochs = 16 }),
	cross("+ 48 epochs", func(s *modelSetup) { s.train.Epochs = 48 }),
	cross("+ prefixes 6, 48 epochs", func(s *modelSetup) { s.cfg.Prefix, s.train.Epochs = 6, 48 }),
	cross("+ L2 1e-4", func(s *modelSetup) { s.train.L2 = 1e-4 }),
	cross("+ L2 1e-6", func(s *modelSetup) { s.train.L2 = 1e-6 }),
	cross("+ benign x3", func(s *modelSetup) { s.benignWeight = 3 }),
	cross("+ real x1", func(s *modelSetup) { s.realWeight = 1 }),
	cross("+ real x4", func(s *modelSetup) { s.realWeight = 4 }),
	cross("+ other languages x2", func(s *modelSetup) { s.foreignWeight = 2 }),
	cross("+ other languages x3", func(s *modelSetup) { s.foreignWeight = 3 }),
	cross("+ other languages x4", func(s *modelSetup) { s.foreignWeight = 4 }),
	cross("+ other languages x2, prefixes 6", func(s *modelSetup) { s.foreignWeight, s.cfg.Prefix = 2, 6 }),
	cross("+ other languages x3, prefixes 6", func(s *modelSetup) { s.foreignWeight, s.cfg.Prefix = 3, 6 }),
	cross("+ other languages x4, prefixes 6", otherLanguagesPrefixes),
	cross("+ other languages x6, prefixes 6", func(s *modelSetup) { s.foreignWeight, s.cfg.Prefix = 6, 6 }),
	cross("+ other languages x8, prefixes 6", func(s *modelSetup) { s.foreignWeight, s.cfg.Prefix = 8, 6 }),
	cross("+ other languages x4, prefixes 6, real x4", func(s *modelSetup) { otherLanguagesPrefixes(s); s.realWeight = 4 }),
	cross("+ other languages x4, prefixes 6, benign x3", func(s *modelSetup) { otherLanguagesPrefixes(s); s.benignWeight = 3 }),
)

// otherLanguagesPrefixes is the change shipped: poisoned cases in other
// languages weigh four times (they are a third of the poisoned cases, in
// some thirty languages, and each language's few weigh little against the
// English), and words are read also by their first six letters.
func otherLanguagesPrefixes(s *modelSetup) {
	s.foreignWeight, s.cfg.Prefix = 4, 6
}

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

// cross is the setup shipped before the features that carry across
// languages, changed by change and named for it.
func cross(name string, change func(*modelSetup)) modelSetup {
	s := withBits(18, stemmed(setup("whole, 32 epochs, fields, stems, benign x2, real x2, 2^18", poisonmodel.ModeWhole, false, 1, 32, 0.5, 1e-5, 2, 2)))
	if name != "" {
		s.name += " " + name
	}
	change(&s)
	return s
}
