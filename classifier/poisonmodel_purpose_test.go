package classifier

import (
	"fmt"
	"slices"
	"strings"
)

// purposeSetups are the setups compared for the features of what a tool
// is for (the poisonmodel package's purpose.go), each on the setup
// shipped before them (purposeBase) and each in two sets of orders (seeds
// 1 to 3 and 4 to 6): the differences are of a few cases in a thousand.
var purposeSetups = twoSeedSets(
	purposeSetup("", func(*modelSetup) {}),
	purposeSetup("+ purpose", func(s *modelSetup) { s.cfg.Purpose = true }),
	purposeSetup("+ act pairs", func(s *modelSetup) { s.cfg.ActPairs = true }),
	purposeSetup("+ name orders", func(s *modelSetup) { s.cfg.NameOrders = true }),
	purposeSetup("+ where", func(s *modelSetup) { s.cfg.Where = true }),
	purposeSetup("+ act pairs, name orders", func(s *modelSetup) { s.cfg.ActPairs, s.cfg.NameOrders = true, true }),
	purposeSetup("+ act pairs, name orders, where", func(s *modelSetup) { s.cfg.ActPairs, s.cfg.NameOrders, s.cfg.Where = true, true, true }),
	purposeSetup("+ purpose, act pairs, name orders", func(s *modelSetup) { s.cfg.Purpose, s.cfg.ActPairs, s.cfg.NameOrders = true, true, true }),
	purposeSetup("+ purpose, name orders, where", func(s *modelSetup) { s.cfg.Purpose, s.cfg.NameOrders, s.cfg.Where = true, true, true }),
	purposeSetup("+ purpose, act pairs, name orders, where", func(s *modelSetup) {
		s.cfg.Purpose, s.cfg.ActPairs, s.cfg.NameOrders, s.cfg.Where = true, true, true, true
	}),
)

// purposeBase is the setup shipped before the purpose features: the mean
// of three orders, threshold 0.83.
var purposeBase = shipped(withOrders(3, previousSetup), 0.83)

// purposeSetup is purposeBase changed by change and named for it.
func purposeSetup(name string, change func(*modelSetup)) modelSetup {
	s := purposeBase
	s.name += " | 3 orders | purpose base"
	if name != "" {
		s.name += " " + name
	}
	change(&s)
	return s
}

// twoSeedSets is each setup in the orders of seeds 1 to 3 and of seeds 4
// to 6.
func twoSeedSets(setups ...modelSetup) []modelSetup {
	var out []modelSetup
	for _, s := range setups {
		o := s
		o.train.Seed = 4
		o.name += ", seeds 4-6"
		out = append(out, s, o)
	}
	return out
}

// purposeKinds are the kinds of poisoning the purpose features were built
// for, as the corpora name them.
var purposeKinds = []string{"tool_name", "title_fields", "name_title", "misreported_result", "line_jumping", "subtle_imperative"}

// kindsAt is the union of the blind rules and the scorer at threshold th
// on the poisoned cases of the blind corpora of each named kind (and its
// plural).
func kindsAt(set []labelled, held []float64, rules func(int) bool, th float64) string {
	tallies := make([]tally, len(purposeKinds))
	for i, l := range set {
		if held[i] < 0 || !l.poisoned || !isBlind(l.corpus) {
			continue
		}
		k := slices.Index(purposeKinds, l.kind)
		if k < 0 {
			k = slices.Index(purposeKinds, strings.TrimSuffix(l.kind, "s"))
		}
		if k >= 0 {
			tallies[k].add(held[i] >= th, rules(i))
		}
	}
	var b strings.Builder
	fmt.Fprintf(&b, "  kinds at %.3f (union of cases):", th)
	for k, n := range purposeKinds {
		fmt.Fprintf(&b, " %s %d/%d", n, tallies[k].either, tallies[k].n)
	}
	return b.String()
}
