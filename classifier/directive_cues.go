package classifier

import (
	"cmp"
	"slices"
)

// The directive check looks up every word of every text it reads: most
// are no cue, and the few that are (send, every, you) are common. The
// cues are therefore kept in an open-addressing table indexed by the
// word's hash, computed once per word; the hashes of the word without a
// final s or es (its singular, see lookup) are states of the same
// computation, not computed again.

// cueTable maps a cue's last word to the cues it ends.
type cueTable struct {
	// slots holds, at a word's hash and the slots after it, the index+1
	// of its entry (0 is an empty slot): a list of small numbers, which
	// stays in cache where a map's buckets would not.
	slots   []uint32
	mask    uint32
	entries []cueEntry
	n       uint32 // len(entries)
	// filter has the bit of each entry's hash (see filterBit): tens of
	// thousands of cue words make slots too large to stay in the nearest
	// cache, and most words, no cue, are told so by a bit of a table that
	// does.
	filter []uint64
}

// cueFilterLog is the log2 of the bits of a cueTable's filter: 2^17 bits
// are 16 KiB, of which a fifth are set by the rules' cues.
const cueFilterLog = 17

// filterBit is the word and the bit of h in a cueTable's filter: the high
// bits of the hash, where the slots read the low ones.
func filterBit(h uint32) (int, uint64) {
	i := h >> (32 - cueFilterLog)
	return int(i >> 6), 1 << (i & 63)
}

type cueEntry struct {
	hash uint32
	word string
	cues []cue
	// single is, for an entry kept in order (see order), where its cues
	// of two words or more start; -1 for an entry read whole.
	single int
	// befores has a bit for the low eight bits of the hash of each word
	// that stands before the last in its cues of two words or more: the
	// common words (the, to, for) follow hundreds of words that end no
	// cue of theirs, and most are told so without a search.
	befores [4]uint64
}

// cueTableLoad is how many slots there are per word at least: a word that
// is no cue most often finds an empty slot at once.
const cueTableLoad = 4

// add appends c to the cues its last word ends.
func (t *cueTable) add(c cue) {
	last := c.words[len(c.words)-1]
	h := wordHash(last)
	if len(c.words) >= 2 {
		c.before = wordHash(c.words[len(c.words)-2])
	}
	if e := t.find(h, last); e != nil {
		e.cues = append(e.cues, c)
		return
	}
	t.entries = append(t.entries, cueEntry{hash: h, word: last, cues: []cue{c}, single: -1})
	t.n++
	if len(t.slots) == 0 || t.mask+1 < cueTableLoad*t.n {
		t.rehash()
		return
	}
	t.place(h, t.n)
}

// rehash sizes the slots for the entries and places them again.
func (t *cueTable) rehash() {
	size := uint32(64)
	for size < 2*cueTableLoad*t.n {
		size *= 2
	}
	t.slots, t.mask = make([]uint32, size), size-1
	t.filter = make([]uint64, 1<<cueFilterLog/64)
	ref := uint32(0)
	for _, e := range t.entries {
		ref++
		t.place(e.hash, ref)
	}
}

func (t *cueTable) place(h, ref uint32) {
	w, bit := filterBit(h)
	t.filter[w] |= bit
	i := h & t.mask
	for t.slots[i] != 0 {
		i = (i + 1) & t.mask
	}
	t.slots[i] = ref
}

// find returns the entry of word w, whose hash is h, or nil.
func (t *cueTable) find(h uint32, w string) *cueEntry {
	if len(t.slots) == 0 {
		return nil
	}
	if w, bit := filterBit(h); t.filter[w]&bit == 0 {
		return nil
	}
	for i := h & t.mask; t.slots[i] != 0; i = (i + 1) & t.mask {
		if e := &t.entries[t.slots[i]-1]; e.hash == h && e.word == w {
			return e
		}
	}
	return nil
}

// wordHash is FNV-1a of w.
func wordHash(w string) uint32 {
	h := uint32(fnvOffset)
	for i := range len(w) {
		h = fnvStep(h, w[i])
	}
	return h
}

const fnvOffset = 2166136261

func fnvStep(h uint32, c byte) uint32 { return (h ^ uint32(c)) * 16777619 }

// manyCues is how many cues a word must end before they are kept in
// order of the word before them: a word that ends hundreds of pairs
// ("false": audit to false, mfa false, …) then finds the few that can
// match by a search, not by reading every one. Four, not more: the
// bits of befores then spare a common word (for, of, by) that ends a
// dozen pairs the reading of every one of them.
const manyCues = 4

// order sorts the cues of every entry that ends manyCues or more: those
// of one word first, then the longer ones by the hash of the word before
// their last (see candidates).
func (t *cueTable) order() {
	for i := range t.entries {
		e := &t.entries[i]
		if len(e.cues) < manyCues {
			continue
		}
		slices.SortStableFunc(e.cues, func(a, b cue) int {
			if ka, kb := len(a.words) >= 2, len(b.words) >= 2; ka != kb {
				if ka {
					return 1
				}
				return -1
			}
			return cmp.Compare(a.before, b.before)
		})
		e.single = len(e.cues)
		for j, c := range e.cues {
			if len(c.words) >= 2 {
				e.single = min(e.single, j)
				e.befores[c.before>>6&3] |= 1 << (c.before & 63)
			}
		}
	}
}

// candidates are the cues of e that may end at a word whose previous
// word hashes to prev: all of them for a short entry; for a long one its
// one-word cues and those whose word before the last is prev's.
func (e *cueEntry) candidates(prev uint32) (one, more []cue) {
	if e.single < 0 {
		return e.cues, nil
	}
	if e.befores[prev>>6&3]&(1<<(prev&63)) == 0 {
		return e.cues[:e.single], nil
	}
	multi := e.cues[e.single:]
	lo, _ := slices.BinarySearchFunc(multi, prev, func(c cue, p uint32) int { return cmp.Compare(c.before, p) })
	hi := lo
	for hi < len(multi) && multi[hi].before == prev {
		hi++
	}
	return e.cues[:e.single], multi[lo:hi]
}
