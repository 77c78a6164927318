package classifier

// gateTable tells, in one pass over a definition's joined text, which of
// a table of checks may find something in it: each check lists the words
// it needs (see definitionCheck.need), and all the lists of all the
// checks are one gateAutomaton.
type gateTable struct {
	a *gateAutomaton
	// needs has, for each check, the set of its lists in a; a check
	// with no lists needs the empty set, which every text has.
	needs []gateSet
}

// newGateTable builds the table of needs, one entry per check.
func newGateTable(needs [][][]string) *gateTable {
	var lists [][]string
	t := &gateTable{needs: make([]gateSet, len(needs))}
	for i, need := range needs {
		for _, l := range need {
			t.needs[i].add(len(lists))
			lists = append(lists, l)
		}
	}
	t.a = newGateAutomaton(lists)
	return t
}

// present returns the lists that have a string in text.
func (t *gateTable) present(text string) gateSet { return t.a.scan(text) }

// open reports whether check i may find something in a text whose lists
// present has.
func (t *gateTable) open(i int, present gateSet) bool { return present.hasAll(t.needs[i]) }

// definitionGates are the needs of definitionChecks.
var definitionGates = func() *gateTable {
	needs := make([][][]string, len(definitionChecks))
	for i, c := range definitionChecks {
		needs[i] = c.need
	}
	return newGateTable(needs)
}()
