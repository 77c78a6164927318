package classifier

import (
	"sync"
	"testing"

	"github.com/mcpscan/mcpscan/classifier/poisonmodel"
)

// withScorer is a copy of r whose learned scorer is m and whose scorer
// excuse is e (nil: none).
func withScorer(r *Ruleset, m *poisonmodel.Model, e *scorerExcuse) *Ruleset {
	c := *r
	d := *r.file.Directives
	d.ScorerExcuse = e
	c.file.Directives = &d
	c.poisonModel = m
	return &c
}

// rulesFound reports whether the rules, not the learned scorer, find
// poisoning in a.
func rulesFound(a Assessment) bool {
	found, _ := poisoningFound(a)
	return found && !learnedOnly(a)
}

// TestScorerExcuseHeldOut measures the scorer excuse on what its model did
// not learn from: every corpus case is read with the excuse of a model
// trained without its corpus, every real tool with one trained without its
// server's fold, and the rules' findings are compared with those found
// without the excuse, for the shipped bounds and a few others.
func TestScorerExcuseHeldOut(t *testing.T) {
	if !*evalModel {
		t.Skip("a measurement: run with -poisonmodel.eval")
	}
	set := labelledSet(t)
	s := shippedSetup
	ds := newDataset(set, s)
	base := Default()
	shippedBounds := *base.file.Directives.ScorerExcuse
	bounds := []scorerExcuse{shippedBounds}
	for _, b := range [][2]float64{{0.05, 0.05}, {0.2, 0.05}, {0.1, 0.1}, {1, 0.05}, {0.1, 1}} {
		e := shippedBounds
		e.SentenceBelow, e.DefinitionBelow = b[0], b[1]
		bounds = append(bounds, e)
	}
	plain := withScorer(base, nil, nil)
	found := make([]bool, len(set))
	for i, l := range set {
		if l.corpus != "classes" {
			found[i] = rulesFound(plain.Classify(l.tool))
		}
	}
	var corpora []string
	seen := map[string]bool{}
	for _, l := range set {
		if l.corpus != "real" && l.corpus != "classes" && !seen[l.corpus] {
			seen[l.corpus] = true
			corpora = append(corpora, l.corpus)
		}
	}
	// cleared[b][i]: bounds b clear the rules' finding on case i.
	cleared := make([][]bool, len(bounds))
	for b := range cleared {
		cleared[b] = make([]bool, len(set))
	}
	var mu sync.Mutex
	heldOutModels(set, s, ds, corpora, func(out func(i int) bool, m *poisonmodel.Model) {
		for b, e := range bounds {
			r := withScorer(base, m, &e)
			for i, l := range set {
				if out(i) && l.corpus != "classes" && found[i] && !rulesFound(r.Classify(l.tool)) {
					mu.Lock()
					cleared[b][i] = true
					mu.Unlock()
				}
			}
		}
	})
	for b, e := range bounds {
		var det, lost, flagged, fixed, realFlagged, realFixed int
		for i, l := range set {
			if !found[i] || l.corpus == "classes" {
				continue
			}
			switch {
			case l.poisoned:
				det++
				if cleared[b][i] {
					lost++
					t.Logf("  %.2f/%.2f lost %s %s", e.SentenceBelow, e.DefinitionBelow, l.corpus, l.id)
				}
			case l.corpus == "real":
				realFlagged++
				if cleared[b][i] {
					realFixed++
				}
			default:
				flagged++
				if cleared[b][i] {
					fixed++
				}
			}
		}
		t.Logf("sentence below %.2f, definition below %.2f: %d of %d poisoned detections lost, %d of %d flagged honest corpus cases and %d of %d flagged real tools cleared",
			e.SentenceBelow, e.DefinitionBelow, lost, det, fixed, flagged, realFixed, realFlagged)
	}
}
