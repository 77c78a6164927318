package classifier

// A pattern rule is matched only near its triggers (see matcher); the
// triggers of all rules are found together, in one pass over a text.

// triggerIndex finds the triggers of every pattern rule in one pass over a
// text, instead of one search per trigger per rule.
type triggerIndex struct {
	// byPair lists the triggers of two bytes or more by their first two
	// (see pairBucket): the bytes a word starts with pick the few triggers
	// it may begin, where the triggers of its first byte alone are dozens
	// ("<" starts forty) to compare one by one at every word.
	byPair [pairBuckets][]trigger
	// single lists the one-byte triggers by their byte.
	single [256][]trigger
	// starts marks the first bytes of the triggers, and midWord those of
	// them some trigger may start mid-word with.
	starts   [256]bool
	midWord  [256]bool
	longest  int // the longest trigger's length
	matchers int
}

// pairBuckets is how many lists the triggers are spread over by their
// first two bytes: a few times as many as there are pairs, so that most
// pairs have a list of their own.
const pairBuckets = 1024

// pairBucket is the list of byPair a trigger starting with b then c is in.
func pairBucket(b, c byte) int {
	return int((uint32(b)<<8|uint32(c))*0x9e3779b1>>22) & (pairBuckets - 1)
}

type trigger struct {
	text     string
	matchers []int
	word     bool // must start a word ("only" is not in "commonly")
	// head holds the first eight bytes of text (fewer for a shorter
	// trigger, mask saying which), compared with eight bytes of the text
	// at once.
	head, mask uint64
}

// newTrigger makes the trigger t for one matcher.
func newTrigger(t string, id int) trigger {
	tr := trigger{text: t, matchers: []int{id}, word: isWordByte(t[0])}
	for j := range min(len(t), 8) {
		tr.head |= uint64(t[j]) << (8 * j)
		tr.mask |= 0xff << (8 * j)
	}
	return tr
}

// load8 reads up to eight bytes of s from i, little-endian, zeros past
// its end.
func load8(s string, i int) uint64 {
	if i+8 <= len(s) {
		return loadFull8(s, i)
	}
	var w uint64
	for j := 0; i+j < len(s); j++ {
		w |= uint64(s[i+j]) << (8 * j)
	}
	return w
}

// loadFull8 is load8 where s has eight bytes from i. Unlike load8 it is
// small enough to be inlined, which the loops that read a text eight
// bytes at a time and the trigger scan need: a call per eight bytes cost
// as much as the bit operations on them.
func loadFull8(s string, i int) uint64 {
	s = s[i : i+8]
	return uint64(s[0]) | uint64(s[1])<<8 | uint64(s[2])<<16 | uint64(s[3])<<24 |
		uint64(s[4])<<32 | uint64(s[5])<<40 | uint64(s[6])<<48 | uint64(s[7])<<56
}

func (ix *triggerIndex) add(m *matcher) {
	m.id = ix.matchers
	ix.matchers++
	for _, t := range m.triggers {
		if t == "" {
			continue
		}
		lists := &ix.single[t[0]]
		if len(t) >= 2 {
			lists = &ix.byPair[pairBucket(t[0], t[1])]
		}
		found := false
		for i := range *lists {
			if (*lists)[i].text == t {
				(*lists)[i].matchers = append((*lists)[i].matchers, m.id)
				found = true
			}
		}
		ix.longest = max(ix.longest, len(t))
		ix.starts[t[0]] = true
		if !found {
			*lists = append(*lists, newTrigger(t, m.id))
			if !isWordByte(t[0]) {
				ix.midWord[t[0]] = true
			}
		}
	}
}

// scan returns, per matcher id, the sorted positions where its triggers
// occur in text (at most maxHits per matcher). It reuses dst's lists when
// dst is the result of an earlier scan.
func (ix *triggerIndex) scan(dst [][]int, text string) [][]int {
	hits := ix.reset(dst)
	ix.scanFrom(hits, text, 0)
	return hits
}

// scanAfter is scan of a text whose first n bytes, scanned alone, gave
// prefix: only the bytes a trigger there may reach past them are scanned
// again.
func (ix *triggerIndex) scanAfter(dst, prefix [][]int, text string, n int) [][]int {
	hits := ix.reset(dst)
	from := max(0, n-ix.longest+1)
	for id, list := range prefix {
		for _, at := range list {
			if at < from { // the trigger there ends within the first n bytes
				hits[id] = append(hits[id], at)
			}
		}
	}
	ix.scanFrom(hits, text, from)
	return hits
}

// reset returns dst's lists emptied, or new lists.
func (ix *triggerIndex) reset(dst [][]int) [][]int {
	if len(dst) != ix.matchers {
		return make([][]int, ix.matchers)
	}
	for i := range dst {
		dst[i] = dst[i][:0]
	}
	return dst
}

// scanFrom adds to hits the triggers at text[from:].
func (ix *triggerIndex) scanFrom(hits [][]int, text string, from int) {
	prevWord := from > 0 && wordBytes[text[from-1]]
	for i := from; i < len(text); i++ {
		b := text[i]
		wordStart := !prevWord
		prevWord = wordBytes[b]
		if !wordStart && !ix.midWord[b] {
			continue // most bytes: inside a word, where only symbol triggers count
		}
		if !ix.starts[b] {
			continue
		}
		if i+1 < len(text) {
			if pairs := ix.byPair[pairBucket(b, text[i+1])]; len(pairs) > 0 {
				ix.match(hits, text, i, wordStart, pairs)
			}
		}
		if list := ix.single[b]; len(list) > 0 {
			ix.match(hits, text, i, wordStart, list)
		}
	}
}

// match adds to hits the triggers of list found at text[i:]; wordStart
// says whether a word starts there.
func (ix *triggerIndex) match(hits [][]int, text string, i int, wordStart bool, list []trigger) {
	var w uint64
	if i+8 <= len(text) {
		w = loadFull8(text, i)
	} else {
		w = load8(text, i)
	}
	for k := range list {
		t := &list[k]
		if w&t.mask != t.head || t.word && !wordStart || len(t.text) > len(text)-i ||
			len(t.text) > 8 && text[i+8:i+len(t.text)] != t.text[8:] {
			continue
		}
		for _, id := range t.matchers {
			if n := len(hits[id]); n < maxHits && (n == 0 || hits[id][n-1] != i) {
				hits[id] = append(hits[id], i)
			}
		}
	}
}
