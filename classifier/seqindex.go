package classifier

import "math/bits"

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
	// words numbers the words: entry n-1 of entries is word n's (0 is
	// no word), so a text's words are a list without pointers, which the
	// garbage collector need not be told of as it is written.
	words   map[string]int
	table   wordTable // words, for the lookups of a scan
	entries []seqWord
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
	ix := seqIndex{words: map[string]int{}}
	entry := func(w string) *seqWord {
		n := ix.words[w]
		if n == 0 {
			ix.entries = append(ix.entries, seqWord{})
			n = int(len(ix.entries))
			ix.words[w] = n
			ix.first.add(w)
			ix.last.add(w)
		}
		return &ix.entries[n-1]
	}
	for _, ref := range refs {
		for w := range ref.seq.steps[0].byWord {
			e := entry(w)
			e.starts = append(e.starts, ref)
		}
		var gates []int
		for k := 1; k < len(ref.seq.steps); k++ {
			words := gateWords(&ref.seq.steps[k])
			if words == nil {
				continue // a phrase may be made of any words
			}
			gates = append(gates, ix.nGates)
			for _, w := range words {
				if e := entry(w); len(e.opens) == 0 || e.opens[len(e.opens)-1] != ix.nGates {
					e.opens = append(e.opens, ix.nGates)
				}
			}
			ix.nGates++
		}
		ix.gates = append(ix.gates, gates)
	}
	ix.table = newWordTable(ix.words)
	return ix
}

// gateWords returns a word of each phrase of st that every match of the
// phrase has, the rarest (see rarer), or nil when a phrase has no exact
// word. A gate of the first words would open on "the" or "to" in nearly
// every sentence.
func gateWords(st *step) []string {
	var out []string
	add := func(p phrase) bool {
		best := ""
		for _, w := range p {
			if w.re == nil && !w.prefix && w.builtin == nil && (best == "" || rarer(w.word, best)) {
				best = w.word
			}
		}
		out = append(out, best)
		return best != ""
	}
	for _, ps := range st.byWord {
		for _, p := range ps {
			add(p)
		}
	}
	for _, p := range st.loose {
		if !add(p) {
			return nil
		}
	}
	return out
}

// rarer reports whether prose holds word a less often than b, roughly: a
// word nearly every text has is common, a longer word rarer.
func rarer(a, b string) bool {
	if commonWords[a] != commonWords[b] {
		return commonWords[b]
	}
	return len(a) > len(b)
}

// entry returns the entry of word number n, or nil for 0.
func (ix *seqIndex) entry(n int) *seqWord {
	if n == 0 {
		return nil
	}
	return &ix.entries[n-1]
}

// lookup finds the number of each of toks' words, words of text (0 for a
// word the index does not have) into nums, and clears in active the
// sequences with a gate none of the words opens; ids lists the active
// sequences, opened is a cleared list of nGates sentence sets (see
// sentenceBit), where it notes the sentences each gate is opened in. It returns the numbers and the ids
// of the sequences still active.
func (ix *seqIndex) lookup(text string, toks []token, active []bool, ids, nums []int, opened []uint64) ([]int, []int) {
	nums = nums[:0]
	sentence := uint64(1)
	for i := range toks {
		var n int
		if w := toks[i].text; ix.first.mayHave(w) && ix.last.mayHave(w) {
			if n = ix.table.getIn(text, toks[i].start, w); n != 0 {
				for _, id := range ix.entries[n-1].opens {
					opened[id] |= sentence
				}
			}
		}
		nums = append(nums, n)
		if toks[i].stop {
			sentence = sentenceBit(sentence)
		}
	}
	still := ids[:0]
next:
	for _, id := range ids {
		for _, g := range ix.gates[id] {
			if opened[g] == 0 {
				active[id] = false
				continue next
			}
		}
		still = append(still, id)
	}
	return nums, still
}

// A sequence matches within one sentence (no step follows a sentence's
// end, no phrase runs over one), so each of its gates must be opened by a
// word of the sentence a match would start in, not only somewhere in the
// text: most tries from a start word fail on this alone. A sentence is
// known by its number modulo 64, a bit of a word: for a text of more
// sentences a gate opened in another sentence of the same bit lets a try
// go on, which finds what it would have found.

// sentenceBit is the bit of the sentence after the one of bit; the first
// sentence's is 1.
func sentenceBit(bit uint64) uint64 { return bits.RotateLeft64(bit, 1) }

// gatesOpenIn reports whether every gate of sequence id is opened in the
// sentences of the set sentence (see lookup's opened).
func (ix *seqIndex) gatesOpenIn(id int, opened []uint64, sentence uint64) bool {
	for _, g := range ix.gates[id] {
		if opened[g]&sentence == 0 {
			return false
		}
	}
	return true
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
