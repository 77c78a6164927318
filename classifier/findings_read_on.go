package classifier

// maxReadOn bounds the matches of one rule read past honest ones in one
// text: a text built of honest matches to spend the check's work reads
// that many, and no more.
const maxReadOn = 64

// laterSeqLocs finds the first match of rule's sequences that starts at
// or after byte from of lower, with the gates and required words the
// first pass over the words asks (see poisoningOf): it is asked only when
// the match that pass found was honest, so that an honest first match
// does not hide a later order.
func (r *Ruleset) laterSeqLocs(rule *findingRule, lower string, toks []token, opened []uint64, from int) [][]int {
	sentence := uint64(1) // the bit of toks[i]'s sentence (see sentenceBit)
	for i := range toks {
		if i > 0 && toks[i-1].stop {
			sentence = sentenceBit(sentence)
		}
		if toks[i].start < from {
			continue
		}
		for _, seq := range rule.seqs {
			if !seq.worthTrying(lower) || !r.seqIx.gatesOpenIn(seq.id, opened, sentence) {
				continue
			}
			if loc := seq.findAt(toks, i); loc != nil {
				return [][]int{loc}
			}
		}
	}
	return nil
}

// readOn keeps the matches that start at or after from. Every match
// past the honest ones is judged again, in whatever field it stands: a
// field's text is read only here, within the texts read together.
func readOn(locs [][]int, from int) [][]int {
	kept := locs[:0]
	for _, l := range locs {
		if l[0] >= from {
			kept = append(kept, l)
		}
	}
	return kept
}

// sentenceEndAfter is where the sentence of lower that holds byte i ends:
// past the first full stop, question or exclamation mark followed by a
// space (or the text's end), or a line break, at or after i.
func sentenceEndAfter(lower string, i int) int {
	for j := i; j < len(lower); j++ {
		switch lower[j] {
		case '\n':
			return j + 1
		case '.', '!', '?':
			if j+1 == len(lower) || lower[j+1] == ' ' || lower[j+1] == '\n' {
				return j + 1
			}
		}
	}
	return len(lower)
}
