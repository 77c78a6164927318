package classifier

import (
	"sync"

	"github.com/mcpscan/mcpscan/catalog"
)

// statePool lends the state of one classification to the next: the
// state itself, its capability set, its name words and its signal list
// are rebuilt for every tool otherwise.
//
// Nothing of a lent state may reach an assessment: the capabilities are
// copied out (sortedKeys), the name words and signals are read in place
// and never handed on (a signal's argument risks are copied out, see
// argumentRisks), and the evidence list, which the assessment keeps, is
// never reused.
var statePool = sync.Pool{New: func() any { return &state{caps: map[string]bool{}} }}

// newState returns a state for classifying t with r, its name split
// into words.
func newState(r *Ruleset, t catalog.Tool) *state {
	s := statePool.Get().(*state)
	caps, words, signals := s.caps, s.words[:0], s.signals[:0]
	*s = state{r: r, tool: t, verbIdx: -1, caps: caps, signals: signals}
	s.words = catalog.AppendNameWords(words, t.Name)
	return s
}

// release hands s back to statePool, keeping its capability set, name
// word list and signal list for the next tool and letting go of the rest
// (the evidence list belongs to the assessment now).
func (s *state) release() {
	clear(s.caps)
	clear(s.words)
	clear(s.signals)
	*s = state{caps: s.caps, words: s.words[:0], signals: s.signals[:0]}
	statePool.Put(s)
}
