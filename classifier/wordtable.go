package classifier

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
	t := wordTable{slots: make([]uint32, size), mask: size - 1, words: make([]string, len(words))}
	for w, n := range words {
		t.words[n-1] = w
	}
	n := uint32(0) // the number of t.words[n-1], counted as it is placed
	for _, w := range t.words {
		n++
		i := wordTableHash(w) & t.mask
		for t.slots[i] != 0 {
			i = (i + 1) & t.mask
		}
		t.slots[i] = n
	}
	return t
}

// get returns w's number, or 0 when the table does not have it.
func (t *wordTable) get(w string) int {
	for i := wordTableHash(w) & t.mask; ; i = (i + 1) & t.mask {
		n := t.slots[i]
		if n == 0 || t.words[n-1] == w {
			return int(n)
		}
	}
}

// wordTableHash mixes w's length with its first and its last eight bytes
// (the same for a word of eight or fewer).
func wordTableHash(w string) uint64 {
	h := load8(w, 0)
	if len(w) > 8 {
		h ^= loadFull8(w, len(w)-8) * 0xff51afd7ed558ccd
	}
	h = (h ^ uint64(len(w))) * 0x9e3779b97f4a7c15
	return h ^ h>>29
}
