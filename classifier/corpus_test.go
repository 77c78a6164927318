package classifier

import (
	"encoding/json"
	"fmt"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"
)

// labelFile is testdata/corpus/labels.json: a category for every tool of
// every server dump in testdata/corpus/servers, labelled by hand.
type labelFile struct {
	Version  int                             `json:"version"`
	Servers  map[string]map[string]toolLabel `json:"servers"`
	Labelled string                          `json:"labelled"`
}

type toolLabel struct {
	Category string `json:"category"`
	Note     string `json:"note,omitempty"`
}

// corpusResult compares the classifier with the labels.
type corpusResult struct {
	total, correct int
	confusion      map[Category]map[Category]int // label → verdict → count
	misses         []string
	// Agreement of the Read/non-Read split with declared readOnlyHint.
	annotated, annotationAgree int
	servers                    int
}

func evaluateCorpus(t testing.TB) corpusResult {
	t.Helper()
	return evaluateCorpusIn(t, "testdata/corpus")
}

// evaluateCorpusIn measures the classifier on a labelled corpus: dir holds
// labels.json and the server dumps in servers/.
func evaluateCorpusIn(t testing.TB, dir string) corpusResult {
	t.Helper()
	data, err := os.ReadFile(filepath.Join(dir, "labels.json"))
	if err != nil {
		t.Fatalf("labels: %v", err)
	}
	var labels labelFile
	if err := json.Unmarshal(data, &labels); err != nil {
		t.Fatalf("labels: %v", err)
	}
	servers := serversIn(t, filepath.Join(dir, "servers"))
	if len(servers) == 0 {
		t.Fatalf("no corpus dumps in %s", dir)
	}
	res := corpusResult{confusion: map[Category]map[Category]int{}}
	for _, c := range Categories {
		res.confusion[c] = map[Category]int{}
	}
	for _, srv := range servers {
		res.servers++
		byTool := labels.Servers[srv.Name]
		for _, tool := range srv.Tools {
			l, ok := byTool[tool.Name]
			if !ok {
				t.Errorf("%s/%s has no label", srv.Name, tool.Name)
				continue
			}
			want, err := ParseCategory(l.Category)
			if err != nil {
				t.Errorf("%s/%s: %v", srv.Name, tool.Name, err)
				continue
			}
			a := Classify(tool)
			res.total++
			res.confusion[want][a.Category]++
			if a.Category == want {
				res.correct++
			} else {
				res.misses = append(res.misses, fmt.Sprintf("%s/%s: got %s, labelled %s%s", srv.Name, tool.Name, a.Category, want, noteOf(l)))
			}
			if h := tool.Annotations.ReadOnlyHint; h != nil {
				res.annotated++
				if *h == (a.Category == Read) {
					res.annotationAgree++
				}
			}
		}
	}
	return res
}

func noteOf(l toolLabel) string {
	if l.Note == "" {
		return ""
	}
	return " (" + l.Note + ")"
}

func (r corpusResult) accuracy() float64 { return float64(r.correct) / float64(r.total) }

// recall is the share of tools labelled with one of cats that the
// classifier put in one of cats (the dangerous ones must not slip to a
// milder category).
func (r corpusResult) recall(cats ...Category) float64 {
	hit, all := 0, 0
	for _, want := range cats {
		for got, n := range r.confusion[want] {
			all += n
			if slices.Contains(cats, got) {
				hit += n
			}
		}
	}
	if all == 0 {
		return 1
	}
	return float64(hit) / float64(all)
}

// categoryRow is one category's counts: tools labelled with it, tools the
// classifier put in it, and both.
type categoryRow struct {
	cat                     Category
	tp, labelled, predicted int
}

func (r corpusResult) categories() []categoryRow {
	var rows []categoryRow
	for _, c := range Categories {
		row := categoryRow{cat: c, tp: r.confusion[c][c]}
		for _, got := range Categories {
			row.labelled += r.confusion[c][got]
			row.predicted += r.confusion[got][c]
		}
		rows = append(rows, row)
	}
	return rows
}

func (r corpusResult) report() string {
	var b strings.Builder
	fmt.Fprintf(&b, "corpus: %d tools from %d servers\n", r.total, r.servers)
	fmt.Fprintf(&b, "category accuracy: %.1f%% (%d/%d)\n", 100*r.accuracy(), r.correct, r.total)
	fmt.Fprintf(&b, "recall of Execute+Destructive+Financial: %.1f%%\n", 100*r.recall(Execute, Destructive, Financial))
	fmt.Fprintf(&b, "\n%-12s %9s %9s %7s\n", "category", "precision", "recall", "tools")
	for _, row := range r.categories() {
		fmt.Fprintf(&b, "%-12s %8.1f%% %8.1f%% %7d\n", row.cat, pct(row.tp, row.predicted), pct(row.tp, row.labelled), row.labelled)
	}
	fmt.Fprintf(&b, "\nconfusion (rows: label, columns: verdict)\n%-12s", "")
	for _, c := range Categories {
		fmt.Fprintf(&b, " %11s", c)
	}
	b.WriteString("\n")
	for _, want := range Categories {
		fmt.Fprintf(&b, "%-12s", want)
		for _, got := range Categories {
			fmt.Fprintf(&b, " %11d", r.confusion[want][got])
		}
		b.WriteString("\n")
	}
	if r.annotated > 0 {
		fmt.Fprintf(&b, "\nRead/non-Read agreement with declared readOnlyHint: %.1f%% (%d/%d annotated tools)\n",
			pct(r.annotationAgree, r.annotated), r.annotationAgree, r.annotated)
	}
	if len(r.misses) > 0 {
		fmt.Fprintf(&b, "\nmisclassified (%d):\n  %s\n", len(r.misses), strings.Join(r.misses, "\n  "))
	}
	return b.String()
}

func pct(n, d int) float64 {
	if d == 0 {
		return 100
	}
	return 100 * float64(n) / float64(d)
}

// TestCorpusAccuracy measures the classifier on the labelled corpus of real
// tools (go test ./classifier -run CorpusAccuracy -v prints the report).
func TestCorpusAccuracy(t *testing.T) {
	r := evaluateCorpus(t)
	t.Log("\n" + r.report())
	if r.total < 400 || r.servers < 25 {
		t.Errorf("corpus has %d tools from %d servers, want at least 400 from 25", r.total, r.servers)
	}
	if acc := r.accuracy(); acc < 0.95 {
		t.Errorf("category accuracy %.1f%%, want at least 95%%", 100*acc)
	}
	if rec := r.recall(Execute, Destructive, Financial); rec < 0.97 {
		t.Errorf("recall of Execute+Destructive+Financial %.1f%%, want at least 97%%", 100*rec)
	}
}

// TestHoldoutAccuracy measures the classifier on the held-out corpora, real
// tools of servers the rules were not tuned on (go test ./classifier -run
// HoldoutAccuracy -v prints the report with every misclassified tool). Their
// figures are recorded in docs/ACCURACY.md. The goal of 95% is not gated
// here, since tuning the rules on a corpus until it passes would spoil it;
// only a floor under a corpus's blind figures is, so that a rule change that
// loses ground on unseen tools is seen.
func TestHoldoutAccuracy(t *testing.T) {
	for _, c := range []struct {
		dir string
		// accuracy and highRisk are regression floors a little under the
		// corpus's blind figures; zero for the corpora measured before
		// floors were kept.
		accuracy, highRisk float64
		// minTools and minServers are the size a held-out corpus must keep;
		// zero means the usual 170 tools from 20 servers.
		minTools, minServers int
	}{
		{dir: "testdata/holdout"},
		{dir: "testdata/holdout2"},
		{dir: "testdata/holdout3", accuracy: 0.84, highRisk: 0.78},
		{dir: "testdata/holdout4", accuracy: 0.82, highRisk: 0.74},
		// holdout5 is smaller than the others because the registry reachable
		// when it was made served few MCP servers not already in the
		// repository (its README says which could not be read); its size is
		// kept so that a lost server is seen.
		{dir: "testdata/holdout5", accuracy: 0.75, highRisk: 0.38, minTools: 116, minServers: 18},
		// holdout6 is two Go servers, one of them with 121 of its 166 tools,
		// since the module proxy reachable when it was made served only those
		// two unseen ones (README); its size is kept so that a lost server is
		// seen.
		{dir: "testdata/holdout6", accuracy: 0.88, highRisk: 0.87, minTools: 166, minServers: 2},
		// holdout7 is five Go servers, eksctl's with 87 of its 126 tools:
		// the module proxy serves MCP servers only inside larger projects
		// (README); its size is kept so that a lost server is seen.
		{dir: "testdata/holdout7", accuracy: 0.75, highRisk: 0.70, minTools: 126, minServers: 5},
		// holdout8 is seven npm servers with 11 high-risk tools and no
		// Financial one: every unnamed payments server the registry served
		// was already named in the repository (README); its size is kept
		// so that a lost server is seen.
		{dir: "testdata/holdout8", accuracy: 0.88, highRisk: 0.45, minTools: 181, minServers: 7},
		// holdout9 is five npm servers with 18 high-risk tools, most of
		// them Destructive tools its labels say could be read as Write
		// (README); measured once, blind (80.2%, 27.8%), then tuned on for
		// names that plan an act or compute with a quantity (84.0%).
		{dir: "testdata/holdout9", accuracy: 0.83, highRisk: 0.27, minTools: 106, minServers: 5},
		// holdout10 is four npm servers with 25 high-risk tools, four of
		// them Financial payment mandates (README); measured once, blind,
		// and not tuned on, so its floors are its blind figures.
		{dir: "testdata/holdout10", accuracy: 0.85, highRisk: 0.60, minTools: 171, minServers: 4},
		// review's third draw came in at 90.0% and 89.8%, its fifth at 86.5%
		// and 81.2%, its sixth at 89.5% and 88.9% (README); the floor is under
		// the whole sample's figures once their classes were fixed.
		{dir: "testdata/review", accuracy: 0.95, highRisk: 0.96},
		// recall-audit is a targeted set, not a random draw: snapshot tools
		// the review sample had not labelled, picked because their words or
		// arguments hint at a high-risk act while they were read as Read or
		// Write, or because they were read as high-risk on one piece of
		// evidence (README); it is reported apart from the review sample.
		// It came in at 85.4% and 85.3% of 34; the floor is what its
		// classes' fixes reached.
		{dir: "testdata/recall-audit", accuracy: 0.87, highRisk: 0.94},
	} {
		t.Run(c.dir, func(t *testing.T) {
			r := evaluateCorpusIn(t, c.dir)
			t.Log("\n" + r.report())
			minTools, minServers := c.minTools, c.minServers
			if minTools == 0 {
				minTools, minServers = 170, 20
			}
			if r.total < minTools || r.servers < minServers {
				t.Errorf("held-out corpus has %d tools from %d servers, want at least %d from %d", r.total, r.servers, minTools, minServers)
			}
			if acc := r.accuracy(); acc < c.accuracy {
				t.Errorf("category accuracy %.1f%%, want at least %.1f%%", 100*acc, 100*c.accuracy)
			}
			if rec := r.recall(Execute, Destructive, Financial); rec < c.highRisk {
				t.Errorf("recall of Execute+Destructive+Financial %.1f%%, want at least %.1f%%", 100*rec, 100*c.highRisk)
			}
		})
	}
}
