package classifier

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
}

type cueEntry struct {
	hash uint32
	word string
	cues []cue
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
	t.entries = append(t.entries, cueEntry{hash: h, word: last, cues: []cue{c}})
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
	ref := uint32(0)
	for _, e := range t.entries {
		ref++
		t.place(e.hash, ref)
	}
}

func (t *cueTable) place(h, ref uint32) {
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
