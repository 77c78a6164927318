package classifier

// A pattern rule is matched only near its triggers (see matcher); the
// triggers of all rules are found together, in one pass over a text.

// triggerIndex finds the triggers of every pattern rule in one pass over a
// text, instead of one search per trigger per rule.
type triggerIndex struct {
	byFirst [256][]trigger // triggers by their first byte
	midWord [256]bool      // some trigger with this first byte may start mid-word
	// second holds, by first byte, the set of the triggers' second bytes
	// (bit c of second[b][c/64]), so most word starts are passed over
	// without comparing a trigger; short marks the first bytes of
	// one-byte triggers, which have no second byte.
	second   [256][4]uint64
	short    [256]bool
	longest  int // the longest trigger's length
	matchers int
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
		s = s[i : i+8]
		return uint64(s[0]) | uint64(s[1])<<8 | uint64(s[2])<<16 | uint64(s[3])<<24 |
			uint64(s[4])<<32 | uint64(s[5])<<40 | uint64(s[6])<<48 | uint64(s[7])<<56
	}
	var w uint64
	for j := 0; i+j < len(s); j++ {
		w |= uint64(s[i+j]) << (8 * j)
	}
	return w
}

func (ix *triggerIndex) add(m *matcher) {
	m.id = ix.matchers
	ix.matchers++
	for _, t := range m.triggers {
		if t == "" {
			continue
		}
		list := ix.byFirst[t[0]]
		found := false
		for i := range list {
			if list[i].text == t {
				list[i].matchers = append(list[i].matchers, m.id)
				found = true
			}
		}
		ix.longest = max(ix.longest, len(t))
		if len(t) == 1 {
			ix.short[t[0]] = true
		} else {
			ix.second[t[0]][t[1]>>6] |= 1 << (t[1] & 63)
		}
		if !found {
			list = append(list, newTrigger(t, m.id))
			if !isWordByte(t[0]) {
				ix.midWord[t[0]] = true
			}
		}
		ix.byFirst[t[0]] = list
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
		list := ix.byFirst[b]
		if len(list) == 0 {
			continue
		}
		if !ix.short[b] {
			if i+1 == len(text) {
				continue
			}
			if c := text[i+1]; ix.second[b][c>>6]&(1<<(c&63)) == 0 {
				continue
			}
		}
		w := load8(text, i)
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
}
