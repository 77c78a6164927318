package classifier

// A parameter's name is a word or two read by a rule or two: building the
// per-text state of the sequence scan (the active flags, the gates opened
// by each word, every word looked up in the index) costs more than trying
// each of the few sequences at each of the few words. The gates and the
// index only filter where a sequence is tried, so trying it everywhere
// finds the same matches.

// shortScanTries bounds words times sequences for the short path: past it
// the index's filters cost less than the tries they spare.
const shortScanTries = 8

// shortSeqLocs finds, for the rules not yet reported, the first match of
// their sequences in toks into locs (by rule, cleared), trying each
// sequence at each word; it reports false, having done nothing, when the
// text or the list of sequences is too long for that to be cheaper than
// the index. Matches are tried in the order of the indexed scan: at each
// word, the sequences whose first step holds the word exactly, then those
// whose first step is loose, each in ruleset order.
func (r *Ruleset) shortSeqLocs(rules []int, reported []bool, toks []token, lower string, locs [][]int) bool {
	n := 0
	for _, i := range rules {
		if !reported[i] {
			n += len(r.file.Findings[i].seqs)
		}
	}
	if n == 0 || n*len(toks) > shortScanTries {
		return n == 0
	}
	// Whether each sequence's required words are in the text, in the
	// order of the loops below; asked once per sequence.
	var worth [shortScanTries]bool
	k := 0
	for _, i := range rules {
		if !reported[i] {
			for _, seq := range r.file.Findings[i].seqs {
				worth[k] = seq.worthTrying(lower)
				k++
			}
		}
	}
	for t := range toks {
		for _, loose := range [2]bool{false, true} {
			k := 0
			for _, i := range rules {
				if reported[i] {
					continue
				}
				for _, seq := range r.file.Findings[i].seqs {
					k++
					if !worth[k-1] || locs[i] != nil || !seq.startsAt(toks[t].text, loose) {
						continue
					}
					locs[i] = seq.findAt(toks, t)
				}
			}
		}
	}
	return true
}

// startsAt reports whether the sequence's first step may start with tok:
// by an exact word, or, when loose, by a prefix, a pattern or a class.
func (s *sequence) startsAt(tok string, loose bool) bool {
	st := &s.steps[0]
	if loose {
		return st.startsLoose(tok)
	}
	_, ok := st.byWord[tok]
	return ok
}
