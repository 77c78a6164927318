package classifier

// A sequence whose first step has prefix, pattern or class phrases is
// tried at every word whose first byte one of them may start with, and
// each such word was compared with every one of the step's loose phrases:
// a hundred prefixes, for a word that can only start a few of them. The
// loose index lists them by the first byte a word must have to match
// them, so a word is compared only with those it may start.

// looseIndex lists a step's loose phrases by a matching word's first
// byte; a phrase that may start with any byte (a pattern, a class) is in
// every list, in the step's order.
type looseIndex [256][]phrase

// indexLoose builds the step's loose index; startsLoose reads it from
// then on. It is built for the first steps of sequences only: those are
// asked of every word.
func (st *step) indexLoose() {
	if len(st.loose) == 0 {
		return
	}
	ix := new(looseIndex)
	for _, p := range st.loose {
		if w := p[0]; w.prefix && w.word != "" {
			ix[w.word[0]] = append(ix[w.word[0]], p)
			continue
		}
		for b := range ix {
			ix[b] = append(ix[b], p)
		}
	}
	st.looseBy = ix
}

// startsLoose reports whether tok may begin one of the step's prefix or
// pattern phrases. A prefix matches only a word with its first byte, so
// with the index the phrases of tok's first byte are all that can.
func (st *step) startsLoose(tok string) bool {
	loose := st.loose
	if st.looseBy != nil && tok != "" {
		loose = st.looseBy[tok[0]]
	}
	for _, p := range loose {
		if p[0].match(tok) {
			return true
		}
	}
	return false
}
