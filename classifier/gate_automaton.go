package classifier

import (
	"fmt"
	"strings"
	"unicode/utf8"
)

// gateAutomaton finds, in one pass over a text, which of many lists of
// strings have a string in it: the checks that read a definition whole
// each need a word of several lists before they can find anything, and
// asking each list of the same text is a pass per list. It is an
// Aho-Corasick automaton made deterministic over classes of bytes (the
// bytes its strings hold, the bytes that may end a sentence, and one
// class for every other byte), so each byte of the text costs one table
// step however many lists there are.
type gateAutomaton struct {
	class [256]uint16 // each byte's class; 0 is the bytes no string holds
	width int         // the number of classes
	// low is the number of classes of ASCII bytes (class 0 with them):
	// the classes below it are the bytes of nearly every step, whose
	// steps are in next, and those from it the bytes beyond ASCII, whose
	// steps are in high. The table of the common steps is then a third of
	// the whole, and a text reads fewer of its cache lines and pages.
	low int
	// perRow is 2^32 / low, rounded up: a row times it, shifted down by
	// 32, is the row's state (see stateOf), without a division.
	perRow uint64
	// next is the step from each state on each class below low, at the
	// state's row plus the class: the row of the state reached (gateRow,
	// its number times low, so that a step needs no multiplication), with
	// gateOut set when lists end there and gateEnd when the class's bytes
	// may end a sentence. A step with neither, the common one, costs a
	// load and a test. high holds the steps on the other classes, width
	// less low of them a state, in the same form.
	next, high []uint32
	// out is, for each state, the index in outs of the lists whose
	// strings end there (the state's string or a suffix of it); 0 is none.
	out  []uint16
	outs []gateSet
	// maxLen is the length of the longest string: the state after a
	// text is that after its last maxLen bytes.
	maxLen int
}

const (
	gateOut = 1 << 31
	gateEnd = 1 << 30
	gateRow = gateEnd - 1 // the row of a step
)

// gateSet is a set of lists of a gateAutomaton, by their index.
type gateSet [2]uint64

// maxGateLists is how many lists a gateAutomaton tells apart.
const maxGateLists = 128

func (s *gateSet) add(i int)           { s[i>>6] |= 1 << (i & 63) }
func (s gateSet) or(o gateSet) gateSet { return gateSet{s[0] | o[0], s[1] | o[1]} }

// hasAll reports whether every list of o is in s.
func (s gateSet) hasAll(o gateSet) bool { return s[0]&o[0] == o[0] && s[1]&o[1] == o[1] }

// newGateAutomaton builds the automaton of lists; list i is reported by
// its index. An empty string in a list is in every text.
func newGateAutomaton(lists [][]string) *gateAutomaton {
	if len(lists) > maxGateLists {
		panic(fmt.Sprintf("gate automaton: %d lists, at most %d", len(lists), maxGateLists))
	}
	a := &gateAutomaton{}
	var always gateSet
	nclass := 1
	for b := range mayEndSentence {
		if mayEndSentence[b] {
			a.class[b] = uint16(nclass)
			nclass++
		}
	}
	// The bytes the strings hold, each a class of its own: the ASCII
	// ones first (see low).
	var held [256]bool
	for _, l := range lists {
		for _, w := range l {
			for i := range len(w) {
				held[w[i]] = true
			}
		}
	}
	for b := range held {
		if b == utf8.RuneSelf {
			a.low = nclass
		}
		if held[b] && a.class[b] == 0 {
			a.class[b] = uint16(nclass) // at most 257 classes, one per byte and the rest
			nclass++
		}
	}
	width := nclass
	a.width = width
	a.perRow = (1<<32 + uint64(a.low) - 1) / uint64(a.low) //nolint:gosec // a state's row count, positive and small
	// The trie, with each state's lists.
	trie := [][]int{make([]int, width)}
	lists0 := []gateSet{{}}
	for li, l := range lists {
		for _, w := range l {
			a.maxLen = max(a.maxLen, len(w))
			if w == "" {
				always.add(li)
				continue
			}
			s := 0
			for i := range len(w) {
				c := a.class[w[i]]
				if trie[s][c] == 0 {
					trie = append(trie, make([]int, width))
					lists0 = append(lists0, gateSet{})
					trie[s][c] = len(trie) - 1
				}
				s = trie[s][c]
			}
			lists0[s].add(li)
		}
	}
	if len(trie)*width > gateRow+1 || len(trie) >= 1<<16 {
		panic(fmt.Sprintf("gate automaton: %d states, too many", len(trie)))
	}
	// Breadth first, each state's missing steps are its failure state's,
	// and its lists take in its failure state's (a suffix ending there).
	fail := make([]int, len(trie))
	queue := make([]int, 0, len(trie))
	for c := range width {
		if t := trie[0][c]; t != 0 {
			queue = append(queue, t)
		}
	}
	for len(queue) > 0 {
		s := queue[0]
		queue = queue[1:]
		lists0[s] = lists0[s].or(lists0[fail[s]])
		for c := range width {
			t := trie[s][c]
			if t == 0 {
				trie[s][c] = trie[fail[s]][c]
				continue
			}
			fail[t] = trie[fail[s]][c]
			queue = append(queue, t)
		}
	}
	a.out = make([]uint16, len(trie))
	a.outs = []gateSet{always}
	for s := range trie {
		if lists0[s] != (gateSet{}) {
			a.out[s] = uint16(len(a.outs)) //nolint:gosec // fewer than 1<<16 states, checked above
			a.outs = append(a.outs, lists0[s].or(always))
		}
	}
	var endClass [256]bool
	for b := range mayEndSentence {
		if mayEndSentence[b] {
			endClass[a.class[b]] = true
		}
	}
	a.next = make([]uint32, len(trie)*a.low)
	a.high = make([]uint32, len(trie)*(width-a.low))
	for s, row := range trie {
		for c, t := range row {
			step := uint32(t * a.low) //nolint:gosec // at most gateRow, checked above
			if a.out[t] != 0 {
				step |= gateOut
			}
			if endClass[c] {
				step |= gateEnd
			}
			if c < a.low {
				a.next[s*a.low+c] = step
			} else {
				a.high[s*(width-a.low)+c-a.low] = step
			}
		}
	}
	return a
}

// highStep is the step from the state of row on class c, a class of
// bytes beyond ASCII (see low).
func (a *gateAutomaton) highStep(row int, c uint16) uint32 {
	return a.high[a.stateOf(row)*(a.width-a.low)+int(c)-a.low]
}

// stateOf is the state whose row is row: row / low, exact for every row
// (a state below 1<<16 times a low below 1<<9 leaves the rounding of
// perRow, under low per state, far below a whole 2^32).
func (a *gateAutomaton) stateOf(row int) int { return int(uint64(row) * a.perRow >> 32) } //nolint:gosec // a row index, never negative

// scan returns the lists that have a string in text.
func (a *gateAutomaton) scan(text string) gateSet {
	found := a.outs[0]
	s := 0
	next, class, low := a.next, &a.class, a.low
	for i := range len(text) {
		var t uint32
		if c := class[text[i]]; int(c) < low {
			t = next[s+int(c)]
		} else {
			t = a.highStep(s, c)
		}
		s = int(t & gateRow)
		if t&gateOut != 0 {
			found = found.or(a.outs[a.out[a.stateOf(s)]])
		}
	}
	return found
}

// scanSentences is scan that also hands each sentence's lists to each,
// in no particular order, with where the sentence stands in text (from
// start up to end, the byte that ends it left out): the lists with a
// string that ends in the sentence (see sentenceEnd). A string inside a
// sentence ends in it, so each sentence's lists hold every list with a
// string inside it.
//
// A step waits on the one before it, so one pass over a long text runs
// two: the first half, and the second from where the automaton stands
// at its start, which the last maxLen bytes before it decide.
func (a *gateAutomaton) scanSentences(text string, each func(sent gateSet, start, end int)) gateSet {
	if len(text) < 2*a.maxLen+twoPassesFrom {
		c := gateCursor{sent: a.outs[0]}
		a.steps(&c, text, 0, len(text), each)
		each(c.sent, c.start, len(text))
		return c.found.or(c.sent)
	}
	mid := len(text) / 2
	first, second := gateCursor{sent: a.outs[0]}, gateCursor{sent: a.outs[0], second: true}
	next, class, low := a.next, &a.class, a.low
	for i := mid - a.maxLen; i < mid; i++ {
		var t uint32
		if c := class[text[i]]; int(c) < low {
			t = next[second.s+int(c)]
		} else {
			t = a.highStep(second.s, c)
		}
		second.s = int(t & gateRow)
	}
	for i, j := 0, mid; i < mid; i, j = i+1, j+1 {
		var t, u uint32
		if c := class[text[i]]; int(c) < low {
			t = next[first.s+int(c)]
		} else {
			t = a.highStep(first.s, c)
		}
		if d := class[text[j]]; int(d) < low {
			u = next[second.s+int(d)]
		} else {
			u = a.highStep(second.s, d)
		}
		first.s, second.s = int(t&gateRow), int(u&gateRow)
		if t >= gateEnd {
			a.rare(&first, text, i, t, each)
		}
		if u >= gateEnd {
			a.rare(&second, text, j, u, each)
		}
	}
	a.steps(&second, text, 2*mid, len(text), each)
	// The sentence the halves meet in is one.
	if second.ended {
		each(first.sent.or(second.head), first.start, second.headEnd)
		each(second.sent, second.start, len(text))
	} else {
		each(first.sent.or(second.sent), first.start, len(text))
	}
	return first.found.or(first.sent).or(second.found).or(second.sent)
}

// twoPassesFrom is how much longer than twice the longest string a text
// must be for scanSentences to run two passes over it.
const twoPassesFrom = 64

// gateCursor is where one pass of scanSentences stands: its state, the
// lists of the sentence being read and of those ended, and where the
// sentence being read starts. The second pass's first sentence is the end
// of the first pass's last, kept in head with the byte that ends it.
type gateCursor struct {
	s           int
	sent, found gateSet
	start       int
	second      bool
	ended       bool // a sentence has ended in this pass
	head        gateSet
	headEnd     int
}

// steps runs c over text[from:to].
func (a *gateAutomaton) steps(c *gateCursor, text string, from, to int, each func(gateSet, int, int)) {
	next, class, low := a.next, &a.class, a.low
	for i := from; i < to; i++ {
		var t uint32
		if k := class[text[i]]; int(k) < low {
			t = next[c.s+int(k)]
		} else {
			t = a.highStep(c.s, k)
		}
		c.s = int(t & gateRow)
		if t >= gateEnd {
			a.rare(c, text, i, t, each)
		}
	}
}

// rare is a step t of c onto text[i] that ends lists or may end a
// sentence.
func (a *gateAutomaton) rare(c *gateCursor, text string, i int, t uint32, each func(gateSet, int, int)) {
	if t&gateEnd != 0 && sentenceEnd(text, i) {
		// The byte that ends a sentence is in neither.
		switch {
		case c.second && !c.ended:
			c.head, c.headEnd = c.sent, i
		default:
			each(c.sent, c.start, i)
		}
		c.start = i + 1
		c.ended = true
		c.found = c.found.or(c.sent)
		c.sent = a.outs[0]
	}
	if t&gateOut != 0 {
		c.sent = c.sent.or(a.outs[a.out[a.stateOf(c.s)]])
	}
}

// mayEndSentence are the bytes sentenceEnd may end a sentence at.
var mayEndSentence = [256]bool{'.': true, '!': true, '?': true, '\n': true}

// sentenceEnd reports whether text[i] ends a sentence as splitSentences
// (not reading clauses) ends one: a ! or ? or line end, or a full stop
// before a space or the end that does not close "e.g" or "i.e". The
// ideographic ends are passed over: a sentence here may hold several of
// splitSentences', never part of one.
func sentenceEnd(text string, i int) bool {
	if text[i] != '.' {
		return true
	}
	return (i+1 == len(text) || text[i+1] == ' ') && !strings.HasSuffix(text[:i], "e.g") && !strings.HasSuffix(text[:i], "i.e")
}
