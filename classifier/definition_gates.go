package classifier

import (
	"fmt"
	"slices"
)

// gateTable tells, in one pass over a definition's joined text, which of
// a table of checks may find something in it: each check lists the words
// it needs in the text and those it needs together in one sentence (see
// definitionCheck), and all the lists of all the checks are one
// gateAutomaton.
type gateTable struct {
	a *gateAutomaton
	// needs and together have, for each check, the set of its lists in
	// a needed in the text, and needed in one sentence; a check with no
	// lists needs the empty set, which every text has.
	needs, together []gateSet
	// byTogether are the checks with lists needed in one sentence.
	byTogether []int
}

// gateNeed is what one check needs: lists each with a string in the
// text, and lists each with a string in one sentence.
type gateNeed struct{ text, sentence [][]string }

// newGateTable builds the table of needs, one entry per check.
func newGateTable(needs []gateNeed) *gateTable {
	var lists [][]string
	t := &gateTable{needs: make([]gateSet, len(needs)), together: make([]gateSet, len(needs))}
	for i, need := range needs {
		for _, l := range need.text {
			t.needs[i].add(len(lists))
			lists = append(lists, l)
		}
		for _, l := range need.sentence {
			t.together[i].add(len(lists))
			lists = append(lists, l)
		}
		if len(need.sentence) > 0 {
			t.byTogether = append(t.byTogether, i)
		}
	}
	if len(needs) > maxGateChecks {
		panic(fmt.Sprintf("gate table: %d checks, at most %d", len(needs), maxGateChecks))
	}
	t.a = newGateAutomaton(lists)
	return t
}

// gatesOpen are the checks of a gateTable that may find something in a
// text, by their index.
type gatesOpen [2]uint64

// maxGateChecks is how many checks a gateTable tells apart.
const maxGateChecks = 128

// has reports whether check i may find something.
func (g gatesOpen) has(i int) bool { return g[i>>6]&(1<<(i&63)) != 0 }

// set marks check i as one that may find something.
func (g *gatesOpen) set(i int) { g[i>>6] |= 1 << (i & 63) }

// open returns the checks that may find something in text.
func (t *gateTable) open(text string) gatesOpen {
	open, _ := t.openSentences(text, nil, false)
	return open
}

// openSentences is open that, when spans is set, also appends to buf the
// sentences of text where each check's sentence lists stand together, and
// returns them sorted (see gateSpans).
func (t *gateTable) openSentences(text string, buf gateSpans, spans bool) (gatesOpen, gateSpans) {
	var together gatesOpen // the checks whose sentence lists share a sentence
	present := t.a.scanSentences(text, func(sent gateSet, start, end int) {
		for _, i := range t.byTogether {
			if sent.hasAll(t.together[i]) {
				together.set(i)
				if spans {
					buf = append(buf, gateSpan{i, start, end})
				}
			}
		}
	})
	var open gatesOpen
	for i := range t.needs {
		if present.hasAll(t.needs[i]) && (t.together[i] == (gateSet{}) || together.has(i)) {
			open.set(i)
		}
	}
	sortSpans(buf)
	return open, buf
}

// definitionNeeds are the needs of definitionChecks, by their index, and
// after them that of the reading with Dutch and German separable verbs
// joined (see separableGate).
var definitionNeeds = func() []gateNeed {
	needs := make([]gateNeed, len(definitionChecks), len(definitionChecks)+1)
	for i, c := range definitionChecks {
		needs[i] = gateNeed{c.need, c.sentence}
	}
	return append(needs, gateNeed{text: [][]string{append(slices.Clip(dutchImperatives.lits), germanSeparableLits...)}})
}()

// definitionGates finds definitionNeeds in one pass.
var definitionGates = newGateTable(definitionNeeds)

// separableGate is the entry of definitionGates open when the text holds
// an imperative of a Dutch separable verb or a form of a German one (see
// joinSeparable).
var separableGate = len(definitionChecks)
