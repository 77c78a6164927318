package classifier

import (
	"bufio"
	"flag"
	"fmt"
	"hash/fnv"
	"os"
	"path/filepath"
	"regexp"
	"slices"
	"strings"
	"sync"
	"testing"

	"github.com/mcpscan/mcpscan/classifier/poisonmodel"
)

var (
	evalModel = flag.Bool("poisonmodel.eval", false, "measure the learned poisoning scorer on corpora and real tools it was not trained on")
	evalAll   = flag.Bool("poisonmodel.all", false, "with -poisonmodel.eval, leave out every corpus in turn, not only the newest five")
	evalEvery = flag.Bool("poisonmodel.setups", false, "with -poisonmodel.eval, measure every setup compared, not only the shipped one")
	evalOnly  = flag.String("poisonmodel.only", "", "with -poisonmodel.eval, measure the setups compared whose name this regular expression matches")
	evalLeaky = flag.Bool("poisonmodel.leaky", false, "with -poisonmodel.eval, let a model scoring a corpus learn from the class tests, some of which were written from that corpus's misses")
)

// blindCorpora are the corpora whose blind measurement (the rules before
// anything was changed for them, without the learned scorer) is recorded
// in testdata/poisonmodel: the five of the scorer's first measurement,
// then the six written after it.
var blindCorpora = []string{"poisoning28", "poisoning29", "poisoning30", "honest30", "honest31",
	"poisoning31", "poisoning32", "poisoning33", "honest32", "honest33", "honest34"}

// blindGroups split the blind corpora for the figures: the first five stay
// comparable with the scorer's first measurement.
var blindGroups = []struct {
	name    string
	corpora []string
}{
	{"first five (poisoning28-30, honest30-31)", blindCorpora[:5]},
	{"newer six (poisoning31-33, honest32-34)", blindCorpora[5:]},
	{"all eleven", blindCorpora},
}

// evalThresholds are the thresholds of the curve printed.
var evalThresholds = []float64{0.5, 0.7, 0.8, 0.82, 0.83, 0.84, 0.85, 0.86, 0.87, 0.88, 0.9, 0.95, 0.97, 0.99}

// realFolds is how many parts the real servers are split into, by a hash
// of the server's name, so a server's tools are never scored by a model
// that learned from them.
const realFolds = 5

// blindRun is a blind measurement: the cases the rules missed (poisoned)
// and flagged (benign) then.
type blindRun struct {
	head            string
	missed, flagged map[string]bool
}

func readBlind(t testing.TB, corpus string) blindRun {
	t.Helper()
	f, err := os.Open(filepath.Join("testdata/poisonmodel", "blind-"+corpus+".txt"))
	if err != nil {
		t.Fatal(err)
	}
	defer func() { _ = f.Close() }()
	b := blindRun{missed: map[string]bool{}, flagged: map[string]bool{}}
	sc := bufio.NewScanner(f)
	for sc.Scan() {
		line := sc.Text()
		switch {
		case strings.HasPrefix(line, "# The rules"):
			b.head = strings.TrimPrefix(line, "# ")
		case strings.HasPrefix(line, "missed "):
			b.missed[strings.TrimPrefix(line, "missed ")] = true
		case strings.HasPrefix(line, "flagged "):
			b.flagged[strings.TrimPrefix(line, "flagged ")] = true
		}
	}
	return b
}

// heldOutScores scores every corpus case with a model trained without its
// corpus, and every real tool with one trained without its server's fold.
// Corpora not left out (without -poisonmodel.all, all but the newest five)
// score -1, and so do padded copies. With variants, it also scores, with
// the same model as its case, each poisoned case's variant given (nil for
// none), in the second result.
func heldOutScores(set []labelled, s modelSetup, ds *poisonmodel.Dataset, corpora []string, variants []*poisonmodel.Definition) (held, heldVariant []float64) {
	held = make([]float64, len(set))
	heldVariant = make([]float64, len(set))
	for i := range held {
		held[i], heldVariant[i] = -1, -1
	}
	heldOutModels(set, s, ds, corpora, func(out func(i int) bool, m *poisonmodel.Model) {
		sc := ds.Scores(m)
		for i := range set {
			// Each case is in one fold at most: the writes never meet.
			if out(i) && set[i].corpus != "classes" && !set[i].padded {
				held[i] = sc[i]
				if i < len(variants) && variants[i] != nil {
					heldVariant[i] = m.Score(variants[i])
				}
			}
		}
	})
	return held, heldVariant
}

// paddedKept is how many of the held-out poisoned cases of corpora the
// scorer flags at th still score th or more with an honest sentence
// added (see paddedVariants), and how many it flags.
func paddedKept(set []labelled, held, heldVariant []float64, th float64, corpora []string) (kept, flagged int) {
	for i, l := range set {
		if l.poisoned && held[i] >= th && heldVariant[i] >= 0 && slices.Contains(corpora, l.corpus) {
			flagged++
			if heldVariant[i] >= th {
				kept++
			}
		}
	}
	return kept, flagged
}

// heldOutModels trains a model without each corpus of corpora and one
// without each fold of the real servers, and calls fn with each model and
// what it was trained without. Corpora the scorer never learns from
// (scorerHeldOut) are left out of every model. The folds are trained two
// at a time: each is fixed by its data, so the order they finish in
// changes nothing; fn is called from two goroutines at once.
func heldOutModels(set []labelled, s modelSetup, ds *poisonmodel.Dataset, corpora []string, fn func(out func(i int) bool, m *poisonmodel.Model)) {
	y := labels(set)
	var folds []func(i int) bool
	// The class tests hold cases written from the corpora's misses once
	// each corpus was studied: a model that scores a corpus does not learn
	// from them, unless asked to show what that leak is worth.
	for _, c := range corpora {
		folds = append(folds, func(i int) bool { return set[i].corpus == c || set[i].corpus == "classes" && !*evalLeaky })
	}
	for k := range realFolds {
		folds = append(folds, func(i int) bool {
			return (set[i].corpus == "real" || set[i].padded) && serverFold(set[i].server) == k
		})
	}
	var wg sync.WaitGroup
	sem := make(chan struct{}, 2)
	for _, out := range folds {
		wg.Add(1)
		sem <- struct{}{}
		go func() {
			defer func() { <-sem; wg.Done() }()
			fn(out, ds.Train(s.train, y, trainingWeights(set, s, func(i int) bool { return out(i) || set[i].unlearned })))
		}()
	}
	wg.Wait()
}

// evalSet is the labelled set with, after it, the corpora the scorer
// never learns from, marked so no model does.
func evalSet(t testing.TB) []labelled {
	set := labelledSet(t)
	for _, dir := range labelledCorpusDirs() {
		if !scorerHeldOut[dir] {
			continue
		}
		for _, c := range readPoisonCorpus(t, dir) {
			l := labelled{corpus: filepath.Base(dir), id: c.ID, kind: c.Kind, poisoned: c.Poisoned, tool: c.tool, unlearned: true}
			l.def = modelDefinition(&l.tool)
			l.foreign = foreignText(l.tool)
			set = append(set, l)
		}
	}
	return set
}

func serverFold(server string) int {
	h := fnv.New32a()
	_, _ = h.Write([]byte(server))
	return int(h.Sum32() % realFolds)
}

// tally counts one group of definitions: how many, how many the scorer
// flags, the rules flag, either flags.
type tally struct{ n, scorer, rules, either int }

func (t *tally) add(scorer, rules bool) {
	t.n++
	if scorer {
		t.scorer++
	}
	if rules {
		t.rules++
	}
	if scorer || rules {
		t.either++
	}
}

func (t tally) String() string {
	return fmt.Sprintf("%4d  %4d %5.1f%%  %4d %5.1f%%  %4d %5.1f%%", t.n, t.scorer, percent(t.scorer, t.n), t.rules, percent(t.rules, t.n), t.either, percent(t.either, t.n))
}

// TestPoisonModelHeldOut prints how the learned scorer generalises:
// each of the newest corpora scored by a model trained without it, alone
// and with the rules as they were when the corpus was measured blind, and
// the real servers' tools scored by models trained without their servers.
// It takes a minute or two, so it runs only with -poisonmodel.eval.
func TestPoisonModelHeldOut(t *testing.T) {
	if !*evalModel {
		t.Skip("run with -args -poisonmodel.eval")
	}
	set := evalSet(t)
	r := Default()
	// The real tools' rules are today's, without the shipped scorer,
	// which learned from every real tool.
	rulesNow := make([]bool, len(set))
	for i, l := range set {
		if l.corpus == "real" {
			a := r.Classify(l.tool)
			found, _ := poisoningFound(a)
			rulesNow[i] = found && !learnedOnly(a)
		}
	}
	blind := map[string]blindRun{}
	for _, c := range blindCorpora {
		blind[c] = readBlind(t, c)
	}
	corpora := blindCorpora
	if *evalAll {
		corpora = nil
		seen := map[string]bool{}
		for _, l := range set {
			if l.corpus != "real" && l.corpus != "classes" && !seen[l.corpus] {
				seen[l.corpus] = true
				corpora = append(corpora, l.corpus)
			}
		}
	}
	setups := []modelSetup{shippedSetup}
	if *evalEvery {
		setups = modelSetups
	}
	if *evalOnly != "" {
		re := regexp.MustCompile(*evalOnly)
		setups = slices.DeleteFunc(slices.Clone(modelSetups), func(s modelSetup) bool { return !re.MatchString(s.name) })
	}
	pool := measurePadding(t)
	for _, s := range setups {
		set := set
		if s.padWeight > 0 {
			set = withPaddedCopies(set, s.padBenign)
		}
		ds := newDataset(set, s)
		held, heldVariant := heldOutScores(set, s, ds, corpora, paddedVariants(set, pool))
		// rulesBlind: what the rules flagged when the corpus was measured
		// blind; for real tools, what today's rules flag.
		rulesBlind := func(i int) bool {
			l := set[i]
			if l.corpus == "real" {
				return rulesNow[i]
			}
			b, ok := blind[l.corpus]
			if !ok {
				return false
			}
			if l.poisoned {
				return !b.missed[l.id]
			}
			return b.flagged[l.id]
		}
		for _, g := range blindGroups {
			t.Logf("\n%s: %s", g.name, curve(set, held, rulesBlind, s, g.corpora))
		}
		cut := bestCut(set, held, rulesBlind)
		t.Logf("\n%s\n%s", summary(set, held, rulesBlind, s, cut, "at the cut"), kindsAt(set, held, rulesBlind, cut))
		t.Logf("\n%s", summary(set, held, rulesBlind, s, float64(s.threshold), "at the setup's threshold"))
		t.Logf("\n%s", perCorpus(set, held, rulesBlind, blind, float64(s.threshold)))
		for _, th := range []float64{cut, float64(s.threshold)} {
			kept, flagged := paddedKept(set, held, heldVariant, th, corpora)
			t.Logf("padded with an honest sentence (%s), at %.3f: the scorer keeps %d of its %d flags of poisoned cases (%.1f%%)", paddingFile, th, kept, flagged, percent(kept, flagged))
		}
	}
	t.Logf("\n%s", neverWired(t, r))
}

// unwiredCorpus is kept out of the tests and out of the scorer's training
// on purpose: the rules were never changed for it, so today's rules and
// the shipped scorer together are measured on it blind. Only its counts
// are printed; its cases are not for whoever changes the rules next.
const unwiredCorpus = "testdata/poisoning14"

// neverWired measures today's rules and the shipped model on the unwired
// corpus.
func neverWired(t *testing.T, r *Ruleset) string {
	m := builtinPoisonModel()
	if m == nil {
		t.Fatal("the embedded model does not decode")
	}
	var pos, benign tally
	for _, c := range readPoisonCorpus(t, unwiredCorpus) {
		a := r.Classify(c.tool)
		ru, _ := poisoningFound(a)
		ru = ru && !learnedOnly(a)
		d := modelDefinition(&c.tool)
		if c.Poisoned {
			pos.add(m.Flags(&d), ru)
		} else {
			benign.add(m.Flags(&d), ru)
		}
	}
	return fmt.Sprintf("%s (never learned from; columns: cases, shipped scorer, today's rules, union):\n  poisoned %s\n  benign   %s", unwiredCorpus, pos, benign)
}

// learnedOnly reports whether the scorer's is the only poisoning finding.
func learnedOnly(a Assessment) bool {
	for _, f := range a.Findings {
		if f.Kind == "tool_poisoning" && f.ID != learnedFindingID {
			return false
		}
	}
	return true
}

// blindTallies counts, at threshold th, the held-out scores of the
// poisoned cases, hard negatives and honest tools of the blind corpora
// given, and of the real tools.
func blindTallies(set []labelled, held []float64, rules func(int) bool, th float64, corpora []string) (pos, hn, hon, reals tally) {
	for i, l := range set {
		if held[i] < 0 || l.corpus != "real" && !slices.Contains(corpora, l.corpus) {
			continue
		}
		sc := held[i] >= th
		switch {
		case l.corpus == "real":
			reals.add(sc, rules(i))
		case l.poisoned:
			pos.add(sc, rules(i))
		case strings.HasPrefix(l.corpus, "honest"):
			hon.add(sc, rules(i))
		default:
			hn.add(sc, rules(i))
		}
	}
	return pos, hn, hon, reals
}

// curve is the threshold curve of one setup over the blind corpora and
// the real tools: detected, hard negatives and honest tools flagged, real
// tools flagged, by the scorer alone and added to the rules.
func curve(set []labelled, held []float64, rules func(int) bool, s modelSetup, corpora []string) string {
	var b strings.Builder
	fmt.Fprintf(&b, "setup %s\n", s.name)
	fmt.Fprintf(&b, "%-6s | %-24s | %-26s | %-22s | %s\n", "thresh", "poisoned: scorer / union", "hard negatives: sc / added", "honest: sc / added", "real tools: sc / added")
	for _, th := range evalThresholds {
		pos, hn, hon, reals := blindTallies(set, held, rules, th, corpora)
		fmt.Fprintf(&b, "%6.3f | %4d %5.1f%% / %4d %5.1f%% | %3d %4.1f%% / +%3d %4.1f%%   | %3d %4.1f%% / +%3d %4.1f%% | %4d %5.2f%% / +%3d %5.2f%% (of %d)\n", th,
			pos.scorer, percent(pos.scorer, pos.n), pos.either, percent(pos.either, pos.n),
			hn.scorer, percent(hn.scorer, hn.n), hn.either-hn.rules, percent(hn.either-hn.rules, hn.n),
			hon.scorer, percent(hon.scorer, hon.n), hon.either-hon.rules, percent(hon.either-hon.rules, hon.n),
			reals.scorer, percent(reals.scorer, reals.n), reals.either-reals.rules, percent(reals.either-reals.rules, reals.n), reals.n)
	}
	return b.String()
}

func isBlind(corpus string) bool {
	for _, c := range blindCorpora {
		if c == corpus {
			return true
		}
	}
	return false
}

// perCorpus is the detail at one threshold: per corpus left out, by
// English and other languages, and by kind over the blind corpora.
func perCorpus(set []labelled, held []float64, rules func(int) bool, blind map[string]blindRun, th float64) string {
	var b strings.Builder
	fmt.Fprintf(&b, "at threshold %.3f; columns: cases, scorer alone, rules (blind for the blind corpora, none for the others), union\n", th)
	type key struct{ corpus, part string }
	tallies := map[key]*tally{}
	var order []key
	byKind := map[string]*tally{}
	count := func(k key, sc, ru bool) {
		if tallies[k] == nil {
			tallies[k] = &tally{}
			order = append(order, k)
		}
		tallies[k].add(sc, ru)
	}
	for i, l := range set {
		if held[i] < 0 || l.corpus == "real" {
			continue
		}
		sc, ru := held[i] >= th, rules(i)
		part := "poisoned"
		if !l.poisoned {
			part = "benign"
		}
		lang := part + ", English"
		if l.foreign {
			lang = part + ", other languages"
		}
		count(key{l.corpus, part}, sc, ru)
		count(key{l.corpus, lang}, sc, ru)
		if l.poisoned && isBlind(l.corpus) {
			if byKind[l.kind] == nil {
				byKind[l.kind] = &tally{}
			}
			byKind[l.kind].add(sc, ru)
		}
	}
	for _, k := range order {
		fmt.Fprintf(&b, "%-14s %-28s %s\n", k.corpus, k.part, tallies[k])
	}
	for _, c := range blindCorpora {
		if br, ok := blind[c]; ok {
			fmt.Fprintf(&b, "%s\n", br.head)
		}
	}
	fmt.Fprintf(&b, "by kind, the blind poisoning corpora together:\n")
	kinds := make([]string, 0, len(byKind))
	for k := range byKind {
		kinds = append(kinds, k)
	}
	slices.Sort(kinds)
	for _, k := range kinds {
		fmt.Fprintf(&b, "  %-22s %s\n", k, byKind[k])
	}
	return b.String()
}

// bestCut is the lowest threshold, in steps of 0.005, at which the scorer
// adds at most 1% of all the blind corpora's hard negatives, 1% of their
// honest tools and 0.15% of the real tools to what the rules flag: the
// threshold setups are compared at.
func bestCut(set []labelled, held []float64, rules func(int) bool) float64 {
	for k := 60; k < 200; k++ {
		th := float64(k) / 200
		_, hn, hon, reals := blindTallies(set, held, rules, th, blindCorpora)
		if percent(hn.either-hn.rules, hn.n) <= 1 && percent(hon.either-hon.rules, hon.n) <= 1 && percent(reals.either-reals.rules, reals.n) <= 0.15 {
			return th
		}
	}
	return 1
}

// summary is one setup's figures at threshold th, group by group: the
// union of the blind rules and the scorer over the poisoned cases, in
// English and in other languages, and what the scorer adds to the hard
// negatives, the honest tools and the real tools; then the scorer alone
// over every corpus left out.
func summary(set []labelled, held []float64, rules func(int) bool, s modelSetup, th float64, what string) string {
	var b strings.Builder
	fmt.Fprintf(&b, "%s, %s %.3f\n", s.name, what, th)
	for _, g := range blindGroups {
		pos, hn, hon, reals := blindTallies(set, held, rules, th, g.corpora)
		var en, other, multi tally
		for i, l := range set {
			if held[i] >= 0 && l.poisoned && slices.Contains(g.corpora, l.corpus) {
				if strings.HasPrefix(l.kind, "multilingual") {
					multi.add(held[i] >= th, rules(i))
				}
				if l.foreign {
					other.add(held[i] >= th, rules(i))
				} else {
					en.add(held[i] >= th, rules(i))
				}
			}
		}
		fmt.Fprintf(&b, "  %-42s union %d/%d %.1f%% (rules %d, scorer %d); English %d/%d %.1f%% (rules %d); other %d/%d %.1f%% (rules %d; kind multilingual %d/%d, rules %d); hard neg +%d/%d, honest +%d/%d, real +%d/%d\n",
			g.name, pos.either, pos.n, percent(pos.either, pos.n), pos.rules, pos.scorer,
			en.either, en.n, percent(en.either, en.n), en.rules, other.either, other.n, percent(other.either, other.n), other.rules, multi.either, multi.n, multi.rules,
			hn.either-hn.rules, hn.n, hon.either-hon.rules, hon.n, reals.either-reals.rules, reals.n)
	}
	var allPos, allBenign tally
	for i, l := range set {
		if held[i] >= 0 && l.corpus != "real" {
			if l.poisoned {
				allPos.add(held[i] >= th, false)
			} else {
				allBenign.add(held[i] >= th, false)
			}
		}
	}
	fmt.Fprintf(&b, "  every corpus left out, scorer alone: poisoned %d/%d %.1f%%, benign %d/%d %.1f%%\n",
		allPos.scorer, allPos.n, percent(allPos.scorer, allPos.n), allBenign.scorer, allBenign.n, percent(allBenign.scorer, allBenign.n))
	return b.String()
}
