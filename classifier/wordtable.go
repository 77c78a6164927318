package classifier

import "unicode/utf8"

// wordTable numbers a fixed set of words for the sequence scan, which
// looks up nearly every word of every text it reads. A map hashes each
// word with a hash made for any key; the words of prose are short, and the
// bytes at their two ends (with their length) tell them apart well enough
// for an open-addressing table sized to be mostly empty, where a word that
// is not in the set most often meets an empty slot at once.
type wordTable struct {
	// slots holds, at a word's hash and the slots after it, the word's
	// number (0 is an empty slot): a list of small numbers, which stays in
	// cache where a map's buckets or a list of strings would not.
	slots []uint32
	mask  uint64
	words []string // by number-1
	// heads holds, by number-1, the word's first eight bytes as load8
	// reads them: a word of eight bytes or fewer, most of them, is told
	// by its head and its length, without comparing strings.
	heads []uint64
}

// wordTableLoad is how many slots there are per word at least.
const wordTableLoad = 4

// newWordTable returns the table of words, which maps each word to its
// number, from 1 to len(words).
func newWordTable(words map[string]int) wordTable {
	size := uint64(64)
	for size < wordTableLoad*uint64(len(words)) {
		size *= 2
	}
	t := wordTable{slots: make([]uint32, size), mask: size - 1, words: make([]string, len(words)), heads: make([]uint64, len(words))}
	for w, n := range words {
		t.words[n-1] = w
		t.heads[n-1] = load8(w, 0)
	}
	n := uint32(0) // the number of t.words[n-1], counted as it is placed
	for _, w := range t.words {
		n++
		i := wordTableHash(load8(w, 0), w) & t.mask
		for t.slots[i] != 0 {
			i = (i + 1) & t.mask
		}
		t.slots[i] = n
	}
	return t
}

// get returns w's number, or 0 when the table does not have it.
func (t *wordTable) get(w string) int { return t.find(load8(w, 0), w) }

// getIn is get of w, a word of text that starts at start unless text
// has a curly quote there, which tokenize takes off without moving a
// word's start (see trimQuotes). Its head is then read from text in one
// load where text has eight bytes from start, as the words of a scanned
// text mostly do, rather than a byte at a time from the word.
func (t *wordTable) getIn(text string, start int, w string) int {
	if start+8 > len(text) || text[start] >= utf8.RuneSelf {
		return t.get(w)
	}
	head := loadFull8(text, start)
	if len(w) < 8 {
		head &= 1<<(8*len(w)) - 1
	}
	return t.find(head, w)
}

// find returns the number of w, whose head is head.
func (t *wordTable) find(head uint64, w string) int {
	for i := wordTableHash(head, w) & t.mask; ; i = (i + 1) & t.mask {
		n := t.slots[i]
		if n == 0 || t.heads[n-1] == head && len(t.words[n-1]) == len(w) && (len(w) <= 8 || t.words[n-1][8:] == w[8:]) {
			return int(n)
		}
	}
}

// wordTableHash mixes w's length with its first eight bytes (head) and
// its last eight (the same for a word of eight or fewer).
func wordTableHash(head uint64, w string) uint64 {
	h := head
	if len(w) > 8 {
		h ^= loadFull8(w, len(w)-8) * 0xff51afd7ed558ccd
	}
	h = (h ^ uint64(len(w))) * 0x9e3779b97f4a7c15
	return h ^ h>>29
}
