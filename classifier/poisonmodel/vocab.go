package poisonmodel

import (
	"encoding/binary"
	"math/bits"
)

// Vocabulary is a set of known words, as a bitset over the words' hashes
// (1<<vocabBits bits): with Config.CharUnknown, only a word outside it is
// read also as character n-grams. Built from the real servers' tools,
// almost all in English, it holds the words a common tool uses; a word in
// another language, or a rare or misspelt English one, is outside it and
// gives the n-grams it shares with the forms the training saw. The common
// words, most of any text, cost no more than before.
type Vocabulary []uint64

// vocabBits sizes the vocabulary's bitset (128 KiB): some tens of
// thousands of words leave one unknown word in fifty read as known.
const vocabBits = 20

// vocabSlot is the bit of a word whose hash is wh.
func vocabSlot(wh uint64) uint32 {
	wh ^= wh >> 31
	wh *= 0xbf58476d1ce4e5b9
	return uint32(wh>>40) & (1<<vocabBits - 1)
}

// has reports whether the word whose hash is wh is known; a nil
// vocabulary knows no word.
func (v Vocabulary) has(wh uint64) bool {
	if v == nil {
		return false
	}
	s := vocabSlot(wh)
	return v[s>>6]&(1<<(s&63)) != 0
}

// NewVocabulary is the words (stemmed as cfg says) that the definitions of
// at least minGroups distinct groups use: group[i] names the source of
// defs[i] (a real tool's server), so the vocabulary of a source left out
// of training is not its own words alone.
func NewVocabulary(cfg Config, defs []*Definition, group []string, minGroups int) Vocabulary {
	type seen struct {
		last  string
		count int
	}
	words := map[uint32]*seen{}
	f := new(featurizer)
	cfg.CharAll, cfg.CharForeign, cfg.CharUnknown, cfg.Prefix = false, false, false, 0
	for i, d := range defs {
		f.reset(cfg)
		f.onWord = func(wh uint64) {
			s := vocabSlot(wh)
			w := words[s]
			if w == nil {
				w = &seen{}
				words[s] = w
			}
			if w.last != group[i] || w.count == 0 {
				w.last = group[i]
				w.count++
			}
		}
		f.definition(d)
	}
	v := make(Vocabulary, 1<<vocabBits/64)
	for s, w := range words {
		if w.count >= minGroups {
			v[s>>6] |= 1 << (s & 63)
		}
	}
	return v
}

// Len is the number of known words' slots.
func (v Vocabulary) Len() int {
	n := 0
	for _, w := range v {
		for ; w != 0; w &= w - 1 {
			n++
		}
	}
	return n
}

// appendVocabulary writes v as its count and the deltas of its set bits.
func appendVocabulary(out []byte, v Vocabulary) []byte {
	out = binary.AppendUvarint(out, uint64(v.Len())) //nolint:gosec // a count, never negative
	last := uint64(0)
	for i, w := range v {
		for ; w != 0; w &= w - 1 {
			s := uint64(i)*64 + uint64(bits.TrailingZeros64(w)) //nolint:gosec // an index, never negative
			out = binary.AppendUvarint(out, s-last)
			last = s
		}
	}
	return out
}

// readVocabulary reads what appendVocabulary wrote, and the bytes after it.
func readVocabulary(p []byte) (Vocabulary, []byte, bool) {
	n, k := binary.Uvarint(p)
	if k <= 0 || n > 1<<vocabBits {
		return nil, nil, false
	}
	p = p[k:]
	v := make(Vocabulary, 1<<vocabBits/64)
	s := uint64(0)
	for range n {
		d, k := binary.Uvarint(p)
		if k <= 0 {
			return nil, nil, false
		}
		s += d
		if s >= 1<<vocabBits {
			return nil, nil, false
		}
		v[s>>6] |= 1 << (s & 63)
		p = p[k:]
	}
	return v, p, true
}
