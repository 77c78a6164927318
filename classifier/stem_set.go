package classifier

import (
	"strings"
	"unicode/utf8"
)

// stemSet answers hasStem for a fixed list of stems in one pass over a
// text, however long the list: a check that asks a list of stems in
// thirty languages of sentence after sentence of a long definition
// otherwise pays a search per stem and sentence.
type stemSet struct {
	stems []string
	set   *literalSet // nil when the list is short enough to search stem by stem
	// anywhere has bit i set for each stem i that may stand inside a
	// word (a stem of a script written without spaces, see unspaced).
	anywhere []bool
}

// newStemSet returns the stemSet of stems.
func newStemSet(stems []string) stemSet {
	ss := stemSet{stems: stems, anywhere: make([]bool, len(stems))}
	for i, w := range stems {
		r, _ := utf8.DecodeRuneInString(w)
		ss.anywhere[i] = unspaced(r)
	}
	if len(stems) > fewLiterals {
		ss.set = newLiteralSet(stems)
	}
	return ss
}

// in is hasStem(s, ss.stems): whether a stem stands in s at the start of
// a word (after a byte that is no letter, see isLetterByte), or anywhere
// for a stem of a script without spaces.
func (ss stemSet) in(s string) bool {
	ls := ss.set
	if ls == nil {
		return hasStem(s, ss.stems)
	}
	if ls.always {
		return true // an empty stem stands at the start of every text
	}
	for i := range len(s) {
		// Most bytes anchor no stem, and most that do are followed by a
		// byte no stem has after them (see literalSet.follow).
		if f := ls.follow[s[i]]; f == 0 || f != ^uint64(0) && (i+1 == len(s) || f&(1<<(s[i+1]&63)) == 0) {
			continue
		}
		for _, a := range ls.byAnchor[s[i]] {
			at := i - a.off
			if at >= 0 && strings.HasPrefix(s[at:], a.lit) && (at == 0 || ss.anywhere[a.idx] || !isLetterByte(s[at-1])) {
				return true
			}
		}
	}
	return false
}

// The stem lists the whole-definition checks ask of sentence after
// sentence, as sets (the lists stay where their checks are written).
var (
	fixedVerdictWhateverStems = newStemSet(fixedVerdictWhatever)
	fixedVerdictAlwaysStems   = newStemSet(fixedVerdictAlways)
	fixedVerdictTellersStems  = newStemSet(fixedVerdictTellers)
	succeededStems            = newStemSet(succeeded)
	failedOutcomeStems        = newStemSet(failedOutcome)
	fixedCuesStems            = newStemSet(fixedCues)
	requestCuesStems          = newStemSet(requestCues)
	thrownWhenStems           = newStemSet(thrownWhen)
	// toldAnyway asks these before its word searches: a concession or a
	// word that fixes what is told starts a word wherever it is found.
	toldConcessiveStems = newStemSet(toldConcessive)
	toldFixedStems      = newStemSet(toldFixedWords)
)
