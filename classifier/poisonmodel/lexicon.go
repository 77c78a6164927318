package poisonmodel

import (
	"bytes"
	_ "embed"
	"math/bits"
	"strings"
	"unicode/utf8"

	"golang.org/x/text/unicode/norm"
)

// The act classes: what a word says a text does. A tool's name says what
// the tool is for (get, list, render: it reads), and a sentence of its
// description or schemas that names another act (send, delete, pay,
// run, a secret) reaches beyond that purpose, which is what poisoning
// is. acts.txt maps words of English and of the languages the corpora
// use to these classes.
const (
	actRead byte = iota
	actWrite
	actSend
	actDelete
	actPay
	actExec
	actSecret
	actTell
	actHide
	actOverride
	actSequence
	actUserData
	actModel
	actExternal
	numActs
)

// actNames are the classes as acts.txt and evidence name them; actNone
// is a name whose first word says nothing of its act.
var actNames = [numActs]string{"read", "write", "send", "delete", "pay", "exec", "secret", "tell", "hide",
	"override", "sequence", "userdata", "model", "external"}

const actNone = numActs

// verbActs are the classes a tool's own act is one of: a name that goes
// on to a second of them (get_price_and_email_contacts) does two things.
const verbActs = 1<<actRead | 1<<actWrite | 1<<actSend | 1<<actDelete | 1<<actPay | 1<<actExec

//go:embed acts.txt
var actsText string

// lexicon finds a word's act classes without allocating: whole words by
// the hash the featurizer computes for them anyway, word beginnings by
// the hash of their first four to six letters (tried only for words whose
// first three bytes begin some entry), and words of unspaced scripts by
// where they stand in a run of such letters.
type lexicon struct {
	// filter has a bit set for each entry's hash: most words are no
	// entry, and a bit of a table this small answers them from the
	// cache.
	filter   [1 << 15 / 64]uint64
	keys     []uint64 // open addressing; 0 is empty
	acts     []uint16
	starts   [1 << 14 / 64]uint64 // first three bytes of the prefix entries (see startBit)
	unspaced []unspacedEntry
}

type unspacedEntry struct {
	text []byte
	acts uint16
}

// lexSlots is the size of the lexicon's table, four times its entries
// or more.
const lexSlots = 1 << 12

// lex is acts.txt read once.
var lex = newLexicon(actsText)

// newLexicon reads the lexicon's text (see acts.txt).
func newLexicon(text string) *lexicon {
	l := &lexicon{keys: make([]uint64, lexSlots), acts: make([]uint16, lexSlots)}
	for line := range strings.Lines(text) {
		line = strings.TrimSpace(line)
		class, words, ok := strings.Cut(line, ":")
		if !ok || strings.HasPrefix(line, "#") {
			continue
		}
		c := actIndex(class)
		if c == actNone {
			panic("poisonmodel: acts.txt names no class " + class)
		}
		for _, w := range strings.Fields(words) {
			l.addEntry(w, uint16(1)<<c)
		}
	}
	return l
}

func actIndex(name string) byte {
	for i, n := range actNames {
		if n == name {
			return byte(i)
		}
	}
	return actNone
}

// addEntry adds one word of acts.txt, read as the featurizer reads a word.
func (l *lexicon) addEntry(w string, acts uint16) {
	prefix := strings.HasSuffix(w, "*")
	w = norm.NFKC.String(strings.ToLower(strings.TrimSuffix(w, "*")))
	b := []byte(w)
	for i, c := range b {
		if c >= '0' && c <= '9' {
			b[i] = '0'
		}
	}
	r, _ := utf8.DecodeRune(b)
	switch {
	case unspaced(r):
		for i := range l.unspaced {
			if bytes.Equal(l.unspaced[i].text, b) {
				l.unspaced[i].acts |= acts
				return
			}
		}
		l.unspaced = append(l.unspaced, unspacedEntry{b, acts})
	case prefix:
		if len(b) < 4 {
			return
		}
		w, bit := startBit(b)
		l.starts[w] |= bit
		l.put(hashBytes(uint64(kindAct), b), acts)
	default:
		l.put(hashBytes(uint64(kindWord), stem(b)), acts)
	}
}

// startBit is the bit of starts for a word's first three bytes: few
// English words begin as an entry of another language does, and they are
// spared the lookups of their beginnings.
func startBit(w []byte) (word int, bit uint64) {
	k := (uint32(w[0])<<16 | uint32(w[1])<<8 | uint32(w[2])) * 0x9e3779b1 >> 18
	return int(k >> 6), 1 << (k & 63)
}

// filterBit is the bit of filter for hash h.
func filterBit(h uint64) (word int, bit uint64) {
	b := h >> 40 & (1<<15 - 1)
	return int(b >> 6), 1 << (b & 63)
}

func (l *lexicon) put(h uint64, acts uint16) {
	h |= 1
	w, bit := filterBit(h)
	l.filter[w] |= bit
	const mask = lexSlots - 1
	for i := h & mask; ; i = (i + 1) & mask {
		switch l.keys[i] {
		case 0:
			l.keys[i], l.acts[i] = h, acts
			return
		case h:
			l.acts[i] |= acts
			return
		}
	}
}

func (l *lexicon) get(h uint64) uint16 {
	h |= 1
	if w, bit := filterBit(h); l.filter[w]&bit == 0 {
		return 0
	}
	const mask = lexSlots - 1
	for i := h & mask; ; i = (i + 1) & mask {
		switch l.keys[i] {
		case 0:
			return 0
		case h:
			return l.acts[i]
		}
	}
}

// find is the act classes of a word: wh is the hash of the word as the
// featurizer read it (stemmed), full the word as written.
func (l *lexicon) find(wh uint64, full []byte, cjk bool) uint16 {
	if cjk {
		var a uint16
		for _, e := range l.unspaced {
			if bytes.Contains(full, e.text) {
				a |= e.acts
			}
		}
		return a
	}
	if a := l.get(wh); a != 0 || len(full) < 5 {
		return a
	}
	if w, bit := startBit(full); l.starts[w]&bit == 0 {
		return 0
	}
	// The longest beginning first: four to six letters, each shorter than
	// the word.
	var ends [3]int
	n, end := 0, 0
	for k := 0; k < 6 && end < len(full); k++ {
		_, size := utf8.DecodeRune(full[end:])
		end += size
		if k >= 3 && end < len(full) {
			ends[n] = end
			n++
		}
	}
	for i := n - 1; i >= 0; i-- {
		if a := l.get(hashBytes(uint64(kindAct), full[:ends[i]])); a != 0 {
			return a
		}
	}
	return 0
}

// nextAct is the lowest class of a and a without it; a class set that
// is empty reads as actNone once.
func nextAct(a uint16) (byte, uint16) {
	if a == 0 {
		return actNone, 0
	}
	return byte(bits.TrailingZeros16(a)), a & (a - 1) //nolint:gosec // at most 16
}
