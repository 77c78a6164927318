package classifier

import (
	"encoding/json"
	"flag"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// The learned scorer is measured as it would meet a corpus it has not
// seen. The honest measure is the blind folds: a corpus tested with the
// rules as they were before it was fixed (testdata/learned/blind-*.json)
// and a scorer trained without it and without every later corpus. Leave
// one corpus out over all of them is the secondary measure (the rules
// there are today's, fixed on every corpus). Real tools are scored out of
// fold: the real servers are split in halves by a hash of their names,
// each scorer is trained on one half and measured on the other, and the
// halves are swapped.

var learnedVariantsFlag = flag.String("learned-variants", "", "the learned scorer's variants TestLearnedGeneralization measures, by index (\"0,2\"); empty for all")

// learnedFoldLimits are the limits the threshold is set by in the folds,
// on the training tools: the out-of-fold figures run above them.
var learnedFoldLimits = learnedLimits{real: 0.0015, other: 0.004, hard: 0.015}

// learnedTally counts detections and false alarms.
type learnedTally struct {
	det, pos         int // poisoned cases detected, of all
	fp, neg          int // hard negatives flagged, of all
	fpOther, negOth  int // the same, of those in other languages
	realFP, reals    int // real tools flagged, of all
	realOther, realO int // the same, of those in other languages
}

func (c *learnedTally) add(d *learnedDef, flagged bool) {
	hit := 0
	if flagged {
		hit = 1
	}
	switch {
	case d.corpus < 0:
		c.reals++
		c.realFP += hit
		if !d.english {
			c.realO++
			c.realOther += hit
		}
	case d.poisoned:
		c.pos++
		c.det += hit
	default:
		c.neg++
		c.fp += hit
		if !d.english {
			c.negOth++
			c.fpOther += hit
		}
	}
}

// learnedFold is one held-out test: the corpora kept out of training
// (the first is the one tested), and the rules' verdicts on it (nil:
// today's rules).
type learnedFold struct {
	name  string
	out   []int
	rules map[string]bool
}

// learnedResult is a fold's tallies: the rules, the scorer alone, and
// either.
type learnedResult [3]learnedTally

// runFold trains without the fold's corpora on each half of the real
// servers in turn, and tests on the corpus and the other half.
func (s *learnedSet) runFold(f learnedFold) learnedResult {
	var t learnedResult
	for half := range 2 {
		m := s.train(func(d *learnedDef) bool {
			if d.corpus < 0 {
				return d.half() == half
			}
			return !containsInt(f.out, d.corpus)
		}, learnedFoldLimits)
		for i, d := range s.defs {
			if d.corpus == learnedHonest || d.corpus != f.out[0] && (d.corpus >= 0 || d.half() == half) {
				continue
			}
			rules := d.rules
			if f.rules != nil && d.corpus >= 0 {
				rules = f.rules[d.id]
			}
			scorer := m.defScore(s.sents[i]) > m.threshold
			if scorer && !rules && !d.poisoned && learnedShow != nil {
				learnedShow(d, m.worst(s.sents[i], d.texts))
			}
			t[0].add(d, rules)
			t[1].add(d, scorer)
			t[2].add(d, rules || scorer)
		}
	}
	return t
}

// learnedShow, when set, is given each clean definition the scorer adds
// in a fold, with its worst sentence.
var learnedShow func(d *learnedDef, sent string)

// worst is the text of a definition's worst sentence.
func (m *learnedModel) worst(sents [][]uint32, texts []string) string {
	best, at := int32(-1<<30), 0
	for i, s := range sents {
		if sc := m.score(s); sc > best {
			best, at = sc, i
		}
	}
	if at < len(texts) {
		return texts[at]
	}
	return ""
}

func containsInt(list []int, x int) bool {
	for _, y := range list {
		if y == x {
			return true
		}
	}
	return false
}

// blindRules reads the cases the rules flagged before a corpus was fixed.
func blindRules(t *testing.T, corpus string) (map[string]bool, string) {
	t.Helper()
	data, err := os.ReadFile(filepath.Join("testdata/learned", "blind-"+corpus+".json"))
	if err != nil {
		t.Fatal(err)
	}
	var f struct {
		Commit  string   `json:"commit"`
		Flagged []string `json:"flagged"`
	}
	if err := json.Unmarshal(data, &f); err != nil {
		t.Fatalf("%s: %v", corpus, err)
	}
	out := map[string]bool{}
	for _, id := range f.Flagged {
		out[id] = true
	}
	return out, f.Commit
}

// blindFolds are the four blind folds: each corpus with the rules of
// before its fixes, and without it and every later corpus in training.
func blindFolds(t *testing.T) []learnedFold {
	var out []learnedFold
	for k, dir := range learnedCorpora {
		name := filepath.Base(dir)
		if _, err := os.Stat(filepath.Join("testdata/learned", "blind-"+name+".json")); err != nil {
			continue
		}
		rules, commit := blindRules(t, name)
		fold := learnedFold{name: name + " @" + commit, rules: rules}
		for j := k; j < len(learnedCorpora); j++ {
			fold.out = append(fold.out, j)
		}
		out = append(out, fold)
	}
	return out
}

func lpct(n, of int) string { return fmt.Sprintf("%5.1f%%", percent(n, of)) }

// row is a fold's line: detected by the rules, the scorer and either;
// hard negatives flagged by the rules and either (of them, in other
// languages); real tools the scorer adds to the rules (of them, in other
// languages).
func (r learnedResult) row(name string) string {
	rl, sc, or := r[0], r[1], r[2]
	return fmt.Sprintf("%-24s %s %s %s | %s %s (other lang %d/%d) | +%d/%d = %5.2f%% (other lang +%d/%d)\n", name,
		lpct(rl.det, rl.pos), lpct(sc.det, sc.pos), lpct(or.det, or.pos),
		lpct(rl.fp, rl.neg), lpct(or.fp, or.neg), or.fpOther, or.negOth,
		or.realFP-rl.realFP, or.reals, percent(or.realFP-rl.realFP, or.reals), or.realOther-rl.realOther, or.realO)
}

const learnedHeader = "%-24s %6s %6s %6s | %6s %6s                 | real tools added\n"

// TestLearnedGeneralization measures each variant on the blind folds and
// leave one corpus out, and prints the tables and a summary.
func TestLearnedGeneralization(t *testing.T) {
	if testing.Short() || os.Getenv("LEARNED_EVAL") == "" {
		t.Skip("trains hundreds of scorers; set LEARNED_EVAL=1 (and -learned-variants) to measure")
	}
	defs := learnedDefs(t)
	blind := blindFolds(t)
	if os.Getenv("LEARNED_SHOW") != "" {
		learnedShow = func(d *learnedDef, sent string) {
			t.Logf("added %s (english %v): %.150s", d.id, d.english, sent)
		}
		defer func() { learnedShow = nil }()
	}
	var summary strings.Builder
	fmt.Fprintf(&summary, "%-36s %-30s %-16s %-14s %s\n", "variant", "blind mean: rules  or", "worst real added", "worst hard neg", "LOO mean: rules  or")
	for vi := range learnedVariants {
		if *learnedVariantsFlag != "" && !containsInt(parseInts(*learnedVariantsFlag), vi) {
			continue
		}
		c := &learnedVariants[vi]
		s := newLearnedSet(c, defs)
		var b strings.Builder
		fmt.Fprintf(&b, "%s\n"+learnedHeader, c.name, "blind fold", "rules", "scorer", "either", "hn rul", "hn or")
		var sum [3]float64
		worstReal, worstHard := 0.0, 0.0
		for _, f := range blind {
			r := s.runFold(f)
			b.WriteString(r.row(f.name))
			for i := range r {
				sum[i] += percent(r[i].det, r[i].pos)
			}
			worstReal = max(worstReal, percent(r[2].realFP-r[0].realFP, r[2].reals))
			worstHard = max(worstHard, percent(r[2].fp, r[2].neg))
		}
		n := float64(len(blind))
		fmt.Fprintf(&b, "blind mean detected: rules %.1f%%, scorer %.1f%%, either %.1f%%\n", sum[0]/n, sum[1]/n, sum[2]/n)
		loo := ""
		if os.Getenv("LEARNED_LOO") != "" {
			var lsum [3]float64
			fmt.Fprintf(&b, learnedHeader, "left out", "rules", "scorer", "either", "hn rul", "hn or")
			for k, dir := range learnedCorpora {
				r := s.runFold(learnedFold{name: filepath.Base(dir), out: []int{k}})
				b.WriteString(r.row(filepath.Base(dir)))
				for i := range r {
					lsum[i] += percent(r[i].det, r[i].pos)
				}
			}
			m := float64(len(learnedCorpora))
			fmt.Fprintf(&b, "LOO mean detected: rules %.1f%%, scorer %.1f%%, either %.1f%%\n", lsum[0]/m, lsum[1]/m, lsum[2]/m)
			loo = fmt.Sprintf("%5.1f%% %5.1f%%", lsum[0]/m, lsum[2]/m)
		}
		t.Log("\n" + b.String())
		fmt.Fprintf(&summary, "%-36s %5.1f%% %5.1f%%                  %5.2f%%            %5.1f%%          %s\n",
			c.name, sum[0]/n, sum[2]/n, worstReal, worstHard, loo)
	}
	t.Log("\n" + summary.String())
}

func parseInts(s string) []int {
	var out []int
	for _, f := range strings.Split(s, ",") {
		var x int
		if _, err := fmt.Sscan(f, &x); err == nil {
			out = append(out, x)
		}
	}
	return out
}
