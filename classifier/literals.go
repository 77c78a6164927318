package classifier

import "strings"

// literalSet answers whether a text contains any of a list of strings in
// one pass over the text, however long the list: the cheap test that lets
// a rule be skipped (sequences' required words, credential paths). Each
// string is looked for only where its rarest byte occurs, so the pass
// stops on few bytes of ordinary prose.
type literalSet struct {
	lits   []string
	always bool // an empty string is in every text
	// byAnchor lists the strings anchored at each byte, with the anchor's
	// offset in the string; anchors are those bytes.
	byAnchor [256][]anchoredLiteral
	anchors  []byte
	// follow has, for each anchor byte, bit c%64 of each byte c that
	// follows it in a string anchored there (all bits when a string ends
	// at its anchor): most places an anchor byte stands in a text (the
	// full stop of a sentence, the / of a path) are told apart by the
	// byte after it, without comparing a string.
	follow [256]uint64
	// rareAnchors: the anchors are few and none is a common letter, so a
	// vectorised search per anchor byte stops at few places; a common one
	// stops the search so often that one pass over the text costs less.
	rareAnchors bool
	// maxOff is the largest offset of an anchor in its string: a string
	// found at an anchor at i starts at i-maxOff or after.
	maxOff int
}

type anchoredLiteral struct {
	lit string
	off int
	idx int // the string's place in the list, for hits
}

// anyOf answers hasAnyOf for a fixed list of strings in one pass over a
// text, however long the list: a list of cue words in many languages,
// tried on sentence after sentence, costs a search per word and sentence
// otherwise. Unlike a literalSet, an empty list is in no text.
type anyOf struct{ set *literalSet }

func newAnyOf(words []string) anyOf {
	if len(words) == 0 {
		return anyOf{}
	}
	return anyOf{newLiteralSet(words)}
}

// in reports whether text contains one of the strings.
func (a anyOf) in(text string) bool { return a.set != nil && a.set.in(text) }

// fewLiterals is how many strings are cheaper looked for one by one (each
// search is vectorised) than in one pass.
const fewLiterals = 3

func newLiteralSet(lits []string) *literalSet {
	ls := &literalSet{lits: lits, always: len(lits) == 0}
	for idx, l := range lits {
		if l == "" {
			ls.always = true
			continue
		}
		off := 0
		for i := 1; i < len(l); i++ {
			if byteCommonness(l[i]) < byteCommonness(l[off]) {
				off = i
			}
		}
		if len(ls.byAnchor[l[off]]) == 0 {
			ls.anchors = append(ls.anchors, l[off])
		}
		ls.byAnchor[l[off]] = append(ls.byAnchor[l[off]], anchoredLiteral{l, off, idx})
		ls.maxOff = max(ls.maxOff, off)
		if off+1 < len(l) {
			ls.follow[l[off]] |= 1 << (l[off+1] & 63)
		} else {
			ls.follow[l[off]] = ^uint64(0)
		}
	}
	ls.rareAnchors = len(ls.anchors) <= fewAnchors
	for _, b := range ls.anchors {
		if byteCommonness(b) >= commonAnchor {
			ls.rareAnchors = false
		}
	}
	return ls
}

// commonAnchor is the commonness (see byteCommonness) from which an
// anchor byte is searched for in one pass rather than by a vectorised
// search of its own: every letter but k, x, j, q and z, and the space.
// Over the corpus descriptions the rules' prefilters run a tenth faster
// so than with a search per anchor of the commonest letters.
const commonAnchor = 70

// in reports whether text contains one of the strings (true for an empty
// list or a nil set: nothing is required).
func (ls *literalSet) in(text string) bool {
	if ls == nil || ls.always {
		return true
	}
	if len(ls.lits) <= fewLiterals {
		for _, l := range ls.lits {
			if strings.Contains(text, l) {
				return true
			}
		}
		return false
	}
	if ls.rareAnchors && len(text) >= bytesPerAnchor*len(ls.anchors) {
		// A vectorised search per anchor byte.
		for _, b := range ls.anchors {
			for i := 0; ; i++ {
				j := strings.IndexByte(text[i:], b)
				if j < 0 {
					break
				}
				i += j
				if ls.at(text, i) {
					return true
				}
			}
		}
		return false
	}
	for i := range len(text) {
		// Most bytes anchor no string (their follow is empty), and most
		// that do are followed by a byte no string has after them: both
		// are passed over here, without a call.
		if f := ls.follow[text[i]]; f != 0 && (f == ^uint64(0) || i+1 < len(text) && f&(1<<(text[i+1]&63)) != 0) && ls.anchoredAt(text, i) {
			return true
		}
	}
	return false
}

// hits returns bit i set for each string i (of the first 64) that text
// contains, in one pass: a check that must try its words in their order
// then searches only for those that are there.
func (ls *literalSet) hits(text string) uint64 {
	var found uint64
	for i := range len(text) {
		if f := ls.follow[text[i]]; f == 0 || f != ^uint64(0) && (i+1 == len(text) || f&(1<<(text[i+1]&63)) == 0) {
			continue
		}
		for _, a := range ls.byAnchor[text[i]] {
			if a.idx < 64 && i >= a.off && strings.HasPrefix(text[i-a.off:], a.lit) {
				found |= 1 << a.idx
			}
		}
	}
	return found
}

// next returns where a string of the set starts in text whose anchor
// byte stands at from or after, the first such anchor's, or -1: a check
// that reads the sentences around its words finds them in one pass,
// however many the words.
func (ls *literalSet) next(text string, from int) int {
	for i := max(from, 0); i < len(text); i++ {
		if f := ls.follow[text[i]]; f == 0 || f != ^uint64(0) && (i+1 == len(text) || f&(1<<(text[i+1]&63)) == 0) {
			continue
		}
		for _, a := range ls.byAnchor[text[i]] {
			if i >= a.off && strings.HasPrefix(text[i-a.off:], a.lit) {
				return i - a.off
			}
		}
	}
	return -1
}

// fewAnchors is how many anchor bytes are cheaper searched for one by one
// than in one pass.
const fewAnchors = 16

// bytesPerAnchor is how long a text must be, per anchor byte, for the
// searches to cost less than one pass: each search has a cost of its own,
// which a short text (a parameter's name, an enum value) does not repay.
const bytesPerAnchor = 6

// at reports whether a string anchored at text[i]'s byte is there.
func (ls *literalSet) at(text string, i int) bool {
	if f := ls.follow[text[i]]; f != ^uint64(0) && (i+1 == len(text) || f&(1<<(text[i+1]&63)) == 0) {
		return false // no string anchored here goes on with the byte after it
	}
	return ls.anchoredAt(text, i)
}

// anchoredAt reports whether a string anchored at text[i]'s byte is
// there, the byte after it passed (see at).
func (ls *literalSet) anchoredAt(text string, i int) bool {
	for _, a := range ls.byAnchor[text[i]] {
		if i >= a.off && strings.HasPrefix(text[i-a.off:], a.lit) {
			return true
		}
	}
	return false
}

// letterOrder ranks lower-case letters from the most to the least common
// in English prose.
const letterOrder = "etaoinsrhldcumfpgwybvkxjqz"

// byteCommonness is a rough rank of how often b occurs in lower-cased
// prose: the anchor of a literal is its least common byte.
func byteCommonness(b byte) int {
	switch {
	case b == ' ':
		return 100
	case b >= 'a' && b <= 'z':
		return 90 - strings.IndexByte(letterOrder, b)
	case b == '.' || b == ',':
		return 60
	case b >= 0x80 || b >= '0' && b <= '9':
		return 50
	case b == '-' || b == '/' || b == ':' || b == '\'':
		return 40
	default:
		return 20
	}
}
