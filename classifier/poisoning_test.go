package classifier

import (
	"encoding/json"
	"fmt"
	"os"
	"slices"
	"strings"
	"testing"

	"github.com/mcpscan/mcpscan/catalog"
)

// poisonCase is one definition of testdata/poisoning/cases.json: a tool
// written to poison a model (poisoned) or a benign tool built around the
// words and shapes poisoning uses (a hard negative).
type poisonCase struct {
	ID       string          `json:"id"`
	Kind     string          `json:"kind"`
	Poisoned bool            `json:"poisoned"`
	Note     string          `json:"note"`
	Tool     json.RawMessage `json:"tool"`
}

// poisonResult is how the classifier did on the poisoning corpus.
type poisonResult struct {
	byKind          map[string][2]int // kind → detected, total (poisoned kinds)
	detected, total int               // poisoned definitions
	falsePos, clean int               // benign definitions flagged, all benign
	misses, fps     []string
	realFP, real    int // tools of the real-server corpus flagged
	realFPs         []string
}

// poisoningFound reports whether an assessment has any poisoning finding.
func poisoningFound(a Assessment) (bool, string) {
	for _, f := range a.Findings {
		if f.Kind == "tool_poisoning" {
			return true, f.ID + " on " + f.Field
		}
	}
	return false, ""
}

func evaluatePoisoning(t testing.TB, r *Ruleset) poisonResult {
	t.Helper()
	data, err := os.ReadFile("testdata/poisoning/cases.json")
	if err != nil {
		t.Fatal(err)
	}
	var file struct {
		Cases []poisonCase `json:"cases"`
	}
	if err := json.Unmarshal(data, &file); err != nil {
		t.Fatal(err)
	}
	res := poisonResult{byKind: map[string][2]int{}}
	for _, c := range file.Cases {
		var tool catalog.Tool
		if err := json.Unmarshal(c.Tool, &tool); err != nil {
			t.Fatalf("%s: %v", c.ID, err)
		}
		found, why := poisoningFound(r.Classify(tool))
		if c.Poisoned {
			k := res.byKind[c.Kind]
			k[1]++
			res.total++
			if found {
				k[0]++
				res.detected++
			} else {
				res.misses = append(res.misses, fmt.Sprintf("%s (%s)", c.ID, tool.Name))
			}
			res.byKind[c.Kind] = k
			continue
		}
		res.clean++
		if found {
			res.falsePos++
			res.fps = append(res.fps, fmt.Sprintf("%s (%s): %s", c.ID, tool.Name, why))
		}
	}
	// The real servers' tools: none of them is poisoned.
	for _, s := range realServers(t) {
		for _, tool := range s.Tools {
			res.real++
			if found, why := poisoningFound(r.Classify(tool)); found {
				res.realFP++
				res.realFPs = append(res.realFPs, fmt.Sprintf("%s/%s: %s", s.Name, tool.Name, why))
			}
		}
	}
	return res
}

// kinds are the poisoned kinds of the corpus, sorted.
func (p poisonResult) kinds() []string {
	kinds := make([]string, 0, len(p.byKind))
	for k := range p.byKind {
		kinds = append(kinds, k)
	}
	slices.Sort(kinds)
	return kinds
}

func (p poisonResult) report() string {
	var b strings.Builder
	fmt.Fprintf(&b, "poisoning: %d of %d detected (%.1f%%); benign flagged %d of %d (%.1f%%); real tools flagged %d of %d (%.2f%%)\n",
		p.detected, p.total, percent(p.detected, p.total), p.falsePos, p.clean, percent(p.falsePos, p.clean), p.realFP, p.real, percent(p.realFP, p.real))
	for _, k := range p.kinds() {
		v := p.byKind[k]
		fmt.Fprintf(&b, "  %-20s %d/%d\n", k, v[0], v[1])
	}
	for _, m := range p.misses {
		fmt.Fprintf(&b, "  missed: %s\n", m)
	}
	for _, m := range p.fps {
		fmt.Fprintf(&b, "  false positive: %s\n", m)
	}
	for _, m := range p.realFPs {
		fmt.Fprintf(&b, "  real tool flagged: %s\n", m)
	}
	return b.String()
}

// percent is 100·a/b, 0 for an empty set (pct says 100).
func percent(a, b int) float64 {
	if b == 0 {
		return 0
	}
	return pct(a, b)
}

// TestPoisoningCorpus is the gate on poisoning detection: at least 90% of
// the poisoned definitions and 75% of every kind found, at most 2% of the
// hard negatives and 1% of real servers' tools flagged.
func TestPoisoningCorpus(t *testing.T) {
	p := evaluatePoisoning(t, Default())
	t.Log("\n" + p.report())
	if p.total < 100 || len(p.byKind) < 20 || p.clean < 50 {
		t.Errorf("corpus has %d poisoned definitions of %d kinds and %d benign ones, want at least 100, 20 and 50", p.total, len(p.byKind), p.clean)
	}
	if got := percent(p.detected, p.total); got < 90 {
		t.Errorf("poisoning recall %.1f%%, want at least 90%%", got)
	}
	for k, v := range p.byKind {
		if got := percent(v[0], v[1]); got < 75 {
			t.Errorf("kind %s: recall %.0f%% (%d/%d), want at least 75%%", k, got, v[0], v[1])
		}
	}
	if got := percent(p.falsePos, p.clean); got > 2 {
		t.Errorf("hard negatives flagged %.1f%%, want at most 2%%", got)
	}
	if got := percent(p.realFP, p.real); got > 1 {
		t.Errorf("real tools flagged %.2f%%, want at most 1%%", got)
	}
}
