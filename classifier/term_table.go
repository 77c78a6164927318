package classifier

// termTable maps the words and two-word phrases of the capabilities and
// flows to their bits (see Ruleset.termBits). The description's first
// sentences are looked up a word and a pair of words at a time, and nearly
// all of them are in no list: the filters by a word's first and last byte
// and length turn most away before any hashing, where a map hashed each.
type termTable struct {
	table wordTable
	bits  []uint64 // by word number - 1
	first wordFilter
	last  lastFilter
}

// newTermTable builds the table of bits, a word's bits by its number.
func newTermTable(bits map[string]uint64) termTable {
	nums := make(map[string]int, len(bits))
	t := termTable{bits: make([]uint64, 0, len(bits))}
	for w, b := range bits {
		t.bits = append(t.bits, b)
		nums[w] = len(t.bits)
		t.first.add(w)
		t.last.add(w)
	}
	t.table = newWordTable(nums)
	return t
}

// get returns w's bits, 0 for a word no capability or flow lists.
func (t *termTable) get(w string) uint64 {
	if !t.first.mayHave(w) || !t.last.mayHave(w) {
		return 0
	}
	if n := t.table.get(w); n != 0 {
		return t.bits[n-1]
	}
	return 0
}
