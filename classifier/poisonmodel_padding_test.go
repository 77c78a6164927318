package classifier

import (
	"fmt"
	"hash/fnv"
	"os"
	"strings"
	"testing"
	"unicode"

	"github.com/mcpscan/mcpscan/catalog"
	"github.com/mcpscan/mcpscan/classifier/poisonmodel"
)

// A payload hidden in a long description that is plainly useful reads, to
// a linear scorer over the whole definition, as a few strong features
// among many honest ones: every honest sentence added dilutes it. Padded
// copies of the poisoned cases, each with an honest sentence of a real
// tool added to its description, teach the scorer that honest wording
// beside a payload does not make it honest; a separate pool of honest
// sentences, never learned from, measures how much of that holds.

// paddingFile holds the honest sentences the measurement adds.
const paddingFile = "testdata/poisonmodel/padding.txt"

// measurePadding reads the measurement's honest sentences.
func measurePadding(t testing.TB) []string {
	t.Helper()
	b, err := os.ReadFile(paddingFile)
	if err != nil {
		t.Fatal(err)
	}
	var out []string
	for _, line := range strings.Split(string(b), "\n") {
		if line = strings.TrimSpace(line); line != "" && !strings.HasPrefix(line, "#") {
			out = append(out, line)
		}
	}
	if len(out) == 0 {
		t.Fatalf("%s: no sentence", paddingFile)
	}
	return out
}

// paddingSentence is an honest sentence of a real server's tool.
type paddingSentence struct{ text, server string }

// realPadding is the honest sentences padded copies are made with: the
// sentences of the real servers' tool descriptions that read as plain
// English documentation, eight to forty words, without a link or code.
func realPadding(set []labelled) []paddingSentence {
	seen := map[string]bool{}
	var out []paddingSentence
	for _, l := range set {
		if l.corpus != "real" {
			continue
		}
		for _, s := range strings.SplitAfter(l.tool.Description, ". ") {
			s = strings.TrimSpace(s)
			if n := len(strings.Fields(s)); n < 8 || n > 40 || seen[s] || !plainSentence(s) {
				continue
			}
			seen[s] = true
			out = append(out, paddingSentence{s, l.server})
		}
	}
	return out
}

// plainSentence reports whether s is a sentence of letters, digits and
// ordinary punctuation: no link, no code, no markup, no other script.
func plainSentence(s string) bool {
	if strings.Contains(s, "://") || !strings.HasSuffix(s, ".") {
		return false
	}
	for _, r := range s {
		if r > unicode.MaxASCII || strings.ContainsRune("`<>{}[]|\\$#*_", r) {
			return false
		}
	}
	return true
}

// padded is tool with sentence added to its description, before it or
// after it as key's hash says, so payloads are learned and measured both
// behind and ahead of honest wording.
func padded(tool catalog.Tool, sentence, key string) catalog.Tool {
	h := fnv.New32a()
	_, _ = h.Write([]byte(key))
	switch {
	case tool.Description == "":
		tool.Description = sentence
	case h.Sum32()%2 == 0:
		tool.Description = sentence + " " + tool.Description
	default:
		tool.Description = tool.Description + " " + sentence
	}
	return tool
}

// pick is the element of pool key's hash chooses.
func pick[T any](pool []T, key string) T {
	h := fnv.New32a()
	_, _ = h.Write([]byte(key))
	return pool[h.Sum32()%uint32(len(pool))] //nolint:gosec // a pool of a few thousand sentences
}

// withPaddedCopies is set with, after it, a padded copy of each poisoned
// case (with both, of each benign corpus case too), made with the real tools' sentences; a copy belongs to its
// case's corpus and to its sentence's server, so a fold that leaves
// either out leaves it out too (a real tool is never scored by a model
// that learned its sentence as a payload's neighbour), and it is never
// scored itself (see heldOutScores).
func withPaddedCopies(set []labelled, both bool) []labelled {
	pool := realPadding(set)
	if len(pool) == 0 {
		return set
	}
	out := set
	for _, l := range set {
		if !l.poisoned && (!both || l.corpus == "real") {
			continue
		}
		c := l
		c.id += "#padded"
		p := pick(pool, l.corpus+"/"+l.id)
		c.padded, c.server = true, p.server
		c.tool = padded(l.tool, p.text, c.id)
		c.def = modelDefinition(&c.tool)
		out = append(out, c)
	}
	return out
}

// paddedVariants are, for each poisoned case of set, the definition with a
// sentence of the measurement's pool added; nil for the others.
func paddedVariants(set []labelled, pool []string) []*poisonmodel.Definition {
	out := make([]*poisonmodel.Definition, len(set))
	for i, l := range set {
		if !l.poisoned || l.padded {
			continue
		}
		key := l.corpus + "/" + l.id
		tool := padded(l.tool, pick(pool, key), key+"#measured")
		d := modelDefinition(&tool)
		out[i] = &d
	}
	return out
}

// The pools are not empty, a padded copy keeps its case's corpus, label
// and every field but its description, and the description holds both the
// case's and the sentence's words.
func TestPaddedCopies(t *testing.T) {
	if len(measurePadding(t)) < 20 {
		t.Errorf("%s: fewer than 20 sentences", paddingFile)
	}
	set := []labelled{
		{corpus: "real", id: "a/x", tool: catalog.Tool{Name: "x", Description: "Lists the open orders of a store. It returns the order number, the customer and the total for each."}},
		{corpus: "p", id: "k-1", poisoned: true, tool: catalog.Tool{Name: "y", Description: "Reads a file."}},
		{corpus: "p", id: "k-2", tool: catalog.Tool{Name: "z", Description: "Honest."}},
	}
	got := withPaddedCopies(set, false)
	if len(got) != 4 {
		t.Fatalf("got %d definitions, want 4", len(got))
	}
	c := got[3]
	if !c.padded || !c.poisoned || c.corpus != "p" || c.tool.Name != "y" {
		t.Errorf("got copy %+v, want a padded poisoned copy of p/k-1", c)
	}
	if d := c.tool.Description; !strings.Contains(d, "Reads a file.") || !strings.Contains(d, "returns the order number") {
		t.Errorf("got description %q, want the case's and the real sentence", d)
	}
	if v := paddedVariants(got, []string{"An honest sentence of documentation."}); v[1] == nil || v[2] != nil || v[3] != nil {
		t.Errorf("got variants %v, want one for the poisoned case only", v)
	}
}

// paddingSetups are the shipped setup with padded copies of each weight,
// beside it without them, compared on the held-out figures.
var paddingSetups = func() []modelSetup {
	var out []modelSetup
	for _, w := range []float64{0, 0.5, 1, 2} {
		s := shippedSetup
		s.name += fmt.Sprintf(" + padded x%g", w)
		s.padWeight = w
		out = append(out, s)
		if w > 0 {
			s.name += ", benign too"
			s.padBenign = true
			out = append(out, s)
		}
	}
	return out
}()
