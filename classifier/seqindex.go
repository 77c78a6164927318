package classifier

// A text's words are looked up once in an index of every word the
// sequences care about: the words their first step starts with, and the
// words of their later steps whose phrases all start with an exact word,
// their gates. A sequence with a gate none of whose words is among the
// text's words cannot match and is not tried: most sequences need a word
// (a credential, a secret, the conversation) that most descriptions never
// use, and trying a sequence from every word that may start it is most of
// the cost of reading a text.

// seqIndex is the index of the sequences' words.
type seqIndex struct {
	words map[string]*seqWord
	// first and last filter the words by their first and by their last
	// byte, to pass over most tokens without a lookup.
	first wordFilter
	last  lastFilter
	// gates lists, by sequence id, the ids of the sequence's gates.
	gates  [][]int
	nGates int
}

// seqWord is what one word means to the sequences.
type seqWord struct {
	starts []seqRef // sequences whose first step may start with the word, in ruleset order
	opens  []int    // ids of the gates that hold the word
}

// newSeqIndex indexes refs (in ruleset order).
func newSeqIndex(refs []seqRef) seqIndex {
	ix := seqIndex{words: map[string]*seqWord{}}
	entry := func(w string) *seqWord {
		e := ix.words[w]
		if e == nil {
			e = &seqWord{}
			ix.words[w] = e
			ix.first.add(w)
			ix.last.add(w)
		}
		return e
	}
	for _, ref := range refs {
		for w := range ref.seq.steps[0].byWord {
			e := entry(w)
			e.starts = append(e.starts, ref)
		}
		var gates []int
		for k := 1; k < len(ref.seq.steps); k++ {
			st := &ref.seq.steps[k]
			if len(st.loose) > 0 || len(st.byWord) == 0 {
				continue // a phrase may start with any word
			}
			gates = append(gates, ix.nGates)
			for w := range st.byWord {
				e := entry(w)
				e.opens = append(e.opens, ix.nGates)
			}
			ix.nGates++
		}
		ix.gates = append(ix.gates, gates)
	}
	return ix
}

// lookup finds each of toks' entries (nil for a word the index does not
// have) into entries, and clears in active the sequences with a gate none
// of the words opens; opened is a cleared list of nGates flags. It
// returns the entries and whether a sequence is still active.
func (ix *seqIndex) lookup(toks []token, active []bool, entries []*seqWord, opened []bool) ([]*seqWord, bool) {
	entries = entries[:0]
	for i := range toks {
		var e *seqWord
		if w := toks[i].text; ix.first.mayHave(w) && ix.last.mayHave(w) {
			e = ix.words[toks[i].text]
			if e != nil {
				for _, id := range e.opens {
					opened[id] = true
				}
			}
		}
		entries = append(entries, e)
	}
	still := false
	for id, on := range active {
		if !on {
			continue
		}
		for _, g := range ix.gates[id] {
			if !opened[g] {
				active[id] = false
				break
			}
		}
		still = still || active[id]
	}
	return entries, still
}

// lastFilter is a wordFilter by a word's last byte.
type lastFilter [256]uint64

func (lf *lastFilter) add(w string) {
	if w != "" {
		lf[w[len(w)-1]] |= 1 << min(len(w), 63)
	}
}

func (lf *lastFilter) mayHave(w string) bool {
	return w == "" || lf[w[len(w)-1]]&(1<<min(len(w), 63)) != 0
}
