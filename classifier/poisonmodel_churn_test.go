package classifier

import (
	"fmt"
	"path/filepath"
	"regexp"
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/mcpscan/mcpscan/classifier/poisonmodel"
)

// newestCorpus is the corpus whose relearning the churn is measured on:
// the scorer trained with it and without it, in the same order.
const newestCorpus = "poisoning42"

// churnGroups are the groups of definitions the churn is counted in.
var churnGroups = []string{"poisoned", "hard negatives", "honest", "class cases", "real tools", "server items"}

// churnGroup is the group a labelled definition is counted in.
func churnGroup(l labelled) string {
	switch {
	case l.corpus == "real":
		return "real tools"
	case l.corpus == "classes":
		return "class cases"
	case l.poisoned:
		return "poisoned"
	case strings.HasPrefix(l.corpus, "honest"):
		return "honest"
	}
	return "hard negatives"
}

// relearning is what one trained model makes of the labelled set: the
// classifier's poisoning flag on each definition (the rules with the
// model's excuse, or the model's own finding), on each real server item,
// and the excuse's decision on each sentence the directive check stops
// at.
type relearning struct {
	flags   []bool
	scorer  []bool          // the scorer's own flag, whatever the rules find
	items   map[string]bool // the server items flagged
	excused map[string]bool // key: definition index and sentence
}

// churnBase is what every relearning shares: the rules without a scorer
// or its excuse, run once.
type churnBase struct {
	set    []labelled
	base   *Ruleset
	excuse scorerExcuse // the shipped bounds
	// rules: the rules flag the definition without the excuse; only
	// those can change with the model's excuse.
	rules []bool
	// asked are the sentences the directive check stops at, without the
	// excuse, by definition: the first the excuse is asked about.
	asked map[int][]string
}

func newChurnBase(t *testing.T, set []labelled) *churnBase {
	base := Default()
	cb := &churnBase{set: set, base: base, excuse: *base.file.Directives.ScorerExcuse, rules: make([]bool, len(set)), asked: map[int][]string{}}
	plain := withScorer(base, nil, nil)
	for i, l := range set {
		a := plain.Classify(l.tool)
		cb.rules[i] = rulesFound(a)
		if s, ok := directiveSentence(base, a); ok {
			cb.asked[i] = append(cb.asked[i], s)
		}
	}
	return cb
}

// directiveSentence is the sentence of the tool's own words the directive
// check reports in a, when it is whole (not cut for the message).
func directiveSentence(r *Ruleset, a Assessment) (string, bool) {
	for _, f := range a.Findings {
		if f.ID == r.file.Directives.ID && f.Field == "definition" && !strings.HasSuffix(f.Match, "…") {
			return f.Match, true
		}
	}
	return "", false
}

// relearn classifies the set with m as the scorer and its excuse.
func (cb *churnBase) relearn(t *testing.T, ds *poisonmodel.Dataset, m *poisonmodel.Model) relearning {
	r := withScorer(cb.base, m, &cb.excuse)
	scores := ds.Scores(m)
	out := relearning{flags: make([]bool, len(cb.set)), scorer: make([]bool, len(cb.set)), items: map[string]bool{}, excused: map[string]bool{}}
	for i, l := range cb.set {
		out.scorer[i] = scores[i] >= float64(m.Threshold)
		out.flags[i] = out.scorer[i]
		if !cb.rules[i] {
			continue
		}
		a := r.Classify(l.tool)
		out.flags[i] = out.flags[i] || rulesFound(a)
		sents := cb.asked[i]
		if s, ok := directiveSentence(cb.base, a); ok && !slices.Contains(sents, s) {
			// The sentence this model's excuse stopped at, past those it
			// excused: asked of every model too.
			sents = append(sents, s)
		}
		for _, s := range sents {
			out.excused[fmt.Sprintf("%d\x00%s", i, s)] = false
		}
	}
	for _, fp := range evaluateRealServerItems(t, r).fps {
		out.items[fp[:strings.LastIndex(fp, ":")]] = true
	}
	return out
}

// decide asks m's excuse about every sentence either relearning stopped
// at, and counts the sentences the two models decide differently.
func (cb *churnBase) decide(a, b relearning, ma, mb *poisonmodel.Model) (asked, differ int) {
	ra, rb := withScorer(cb.base, ma, &cb.excuse), withScorer(cb.base, mb, &cb.excuse)
	keys := map[string]bool{}
	for k := range a.excused {
		keys[k] = true
	}
	for k := range b.excused {
		keys[k] = true
	}
	for k := range keys {
		var i int
		sent := k[strings.IndexByte(k, 0)+1:]
		_, _ = fmt.Sscanf(k, "%d", &i)
		tool := cb.set[i].tool
		ea := ra.scorerExcuses(ra.file.Directives, sent, 0, &toolContext{name: tool.Name, def: &tool})
		eb := rb.scorerExcuses(rb.file.Directives, sent, 0, &toolContext{name: tool.Name, def: &tool})
		asked++
		if ea != eb {
			differ++
		}
	}
	return asked, differ
}

// churnCount is how many flags differ between two relearnings, by group,
// over the definitions keep admits.
func (cb *churnBase) churnCount(a, b relearning, keep func(l labelled) bool) map[string]int {
	out := map[string]int{}
	for i, l := range cb.set {
		if keep(l) && a.flags[i] != b.flags[i] {
			out[churnGroup(l)]++
		}
		if keep(l) && a.scorer[i] != b.scorer[i] {
			out["scorer alone"]++
		}
	}
	for k := range a.items {
		if !b.items[k] {
			out["server items"]++
		}
	}
	for k := range b.items {
		if !a.items[k] {
			out["server items"]++
		}
	}
	return out
}

// churnSetups are the setups whose churn is measured: the one shipped
// before the steadier trainings, those compared with it (steadySetups),
// the one shipped before the purpose features (purposeBase) and the one
// shipped, each at its threshold.
func churnSetups() []modelSetup {
	now, before := shippedSetup, purposeBase
	now.name += fmt.Sprintf(" | shipped at %.3f", now.threshold)
	before.name += fmt.Sprintf(" | 3 orders | shipped before the purpose features, at %.3f", before.threshold)
	setups := append(append([]modelSetup{previousSetup}, steadySetups...), before, now)
	if *evalOnly != "" {
		re := regexp.MustCompile(*evalOnly)
		setups = slices.DeleteFunc(setups, func(s modelSetup) bool { return !re.MatchString(s.name) })
	}
	return setups
}

// TestPoisonModelChurn measures how much a relearning moves what the
// classifier flags: each setup trained in two sets of orders (seed 1 and
// the seeds after the first set's), and in the first with and without the
// newest corpus; the flags that differ are counted by group, over every
// definition (without the newest corpus's own), with the sentences whose
// scorer excuse differs. It runs only with -poisonmodel.eval.
func TestPoisonModelChurn(t *testing.T) {
	if !*evalModel {
		t.Skip("a measurement: run with -args -poisonmodel.eval")
	}
	set := labelledSet(t)
	if !slices.ContainsFunc(set, func(l labelled) bool { return l.corpus == newestCorpus }) {
		t.Fatalf("no case of %s in the labelled set", newestCorpus)
	}
	cb := newChurnBase(t, set)
	y := labels(set)
	var rows []string
	for _, s := range churnSetups() {
		ds := newDataset(set, s)
		train := func(tr poisonmodel.Training, out func(i int) bool) (*poisonmodel.Model, time.Duration) {
			start := time.Now()
			m := ds.Train(tr, y, trainingWeights(set, s, out))
			m.Threshold = s.threshold
			return m, time.Since(start)
		}
		m1, took := train(s.train, nil)
		other := s.train
		other.Seed += uint64(max(s.train.Orders, 1)) //nolint:gosec // a small count
		m2, _ := train(other, nil)
		m3, _ := train(s.train, func(i int) bool { return set[i].corpus == newestCorpus })
		r1, r2, r3 := cb.relearn(t, ds, m1), cb.relearn(t, ds, m2), cb.relearn(t, ds, m3)
		all := func(labelled) bool { return true }
		others := func(l labelled) bool { return l.corpus != newestCorpus }
		seeds, newest := cb.churnCount(r1, r2, all), cb.churnCount(r1, r3, others)
		_, seedSent := cb.decide(r1, r2, m1, m2)
		asked, newestSent := cb.decide(r1, r3, m1, m3)
		row := func(c map[string]int, sent int) string {
			total := 0
			var parts []string
			for _, g := range churnGroups {
				total += c[g]
				parts = append(parts, fmt.Sprintf("%d", c[g]))
			}
			return fmt.Sprintf("%3d (%s), scorer alone %3d, sentences %d", total, strings.Join(parts, "/"), c["scorer alone"], sent)
		}
		rows = append(rows, fmt.Sprintf("%-70s | seeds %s | without %s %s | %d sentences asked | training %.1fs",
			s.name, row(seeds, seedSent), filepath.Base(newestCorpus), row(newest, newestSent), asked, took.Seconds()))
		t.Log(rows[len(rows)-1])
	}
	t.Logf("\nflags that differ (%s), and sentences the scorer excuse decides differently:\n%s", strings.Join(churnGroups, "/"), strings.Join(rows, "\n"))
}
