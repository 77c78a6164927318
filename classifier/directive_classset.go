package classifier

import "math/bits"

// The directive check holds the cue classes of a word, a sentence, a
// text and a combination as sets of class numbers. A ruleset's classes
// outgrew the bits of one machine word, then of two; three words give
// room for maxDirectiveClasses while every operation stays a few word
// operations, inlined, with nothing allocated.

// classSet is a set of directive classes, class i at bit i%64 of word i/64.
type classSet [3]uint64

// classSetSize is how many classes a classSet holds.
const classSetSize = 192

// classOf is the set of class i alone (0 <= i < classSetSize).
func classOf(i int) classSet {
	var s classSet
	s[i>>6] = 1 << (i & 63)
	return s
}

// has reports whether class i (0 <= i < classSetSize) is in s.
func (s classSet) has(i int) bool { return s[i>>6]&(1<<(i&63)) != 0 }

// and is the classes in both s and t.
func (s classSet) and(t classSet) classSet { return classSet{s[0] & t[0], s[1] & t[1], s[2] & t[2]} }

// or is the classes in s or t.
func (s classSet) or(t classSet) classSet { return classSet{s[0] | t[0], s[1] | t[1], s[2] | t[2]} }

// andNot is the classes in s and not in t.
func (s classSet) andNot(t classSet) classSet {
	return classSet{s[0] &^ t[0], s[1] &^ t[1], s[2] &^ t[2]}
}

// isZero reports whether s holds no class.
func (s classSet) isZero() bool { return s[0]|s[1]|s[2] == 0 }

// subsetOf reports whether every class of s is in t.
func (s classSet) subsetOf(t classSet) bool { return s[0]&^t[0]|s[1]&^t[1]|s[2]&^t[2] == 0 }

// lowest is the smallest class in s, or classSetSize when s is empty.
func (s classSet) lowest() int {
	if s[0] != 0 {
		return bits.TrailingZeros64(s[0])
	}
	if s[1] != 0 {
		return 64 + bits.TrailingZeros64(s[1])
	}
	return 128 + bits.TrailingZeros64(s[2])
}
