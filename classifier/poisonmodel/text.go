package poisonmodel

import (
	"bytes"
	"encoding/binary"
	"unicode"
	"unicode/utf8"
	"unsafe"

	"golang.org/x/text/unicode/norm"

	"github.com/mcpscan/mcpscan/internal/jsonesc"
)

// maxField bounds the bytes of one text read, and maxFeatures the
// features of one definition: past them the text adds nothing a payload
// needs, and the scorer's cost stays bounded whatever it is given.
const (
	maxField    = 8 << 10
	maxFeatures = 16 << 10
)

// invisible reports a character a model reads but a person does not see
// (format characters such as zero-width spaces and directional marks,
// variation selectors, tag characters). It is counted as a feature of the
// definition and left out of the words, so a word split by it still
// reads as itself.
func invisible(r rune) bool {
	switch {
	case r >= 0xFE00 && r <= 0xFE0F, r >= 0xE0000 && r <= 0xE01EF:
		return true
	case r < 0x80:
		return false
	}
	return unicode.Is(unicode.Cf, r)
}

// emojiPart reports whether r, after the visible character prev, joins
// or styles an emoji: a zero-width joiner or the emoji variation
// selector after a pictograph or a skin tone. Such a sequence shows as
// one picture; a joiner between letters still counts as hidden.
func emojiPart(prev, r rune) bool {
	return (r == 0x200D || r == 0xFE0F) && prev >= 0x80 && (unicode.Is(unicode.So, prev) || prev >= 0x1F3FB && prev <= 0x1F3FF)
}

// unspaced reports a letter of a script written without spaces between
// words, whose words are read as character n-grams.
func unspaced(r rune) bool {
	return r >= 0x0E00 && r <= 0x0EFF || // Thai, Lao
		r >= 0x1000 && r <= 0x109F || // Myanmar
		r >= 0x1780 && r <= 0x17FF || // Khmer
		r >= 0x3040 && r <= 0x30FF || // Hiragana, Katakana
		r >= 0x3400 && r <= 0x9FFF || // CJK ideographs
		r >= 0xF900 && r <= 0xFAFF ||
		r >= 0x20000 && r <= 0x2FFFF
}

// sentenceEnd reports a character beyond ASCII that ends a sentence (the
// ASCII ones are in asciiClass): a payload is usually one sentence among
// honest ones.
func sentenceEnd(r rune) bool {
	switch r {
	case '。', '！', '？', '；', '؟', '।', '…':
		return true
	}
	return false
}

// hashBytes is a fixed hash of s after the seed h, so the same text gives
// the same feature in every build and on every machine: eight bytes at a
// time, each block xored in and multiplied (the FNV-1a step, over words
// rather than bytes, since a byte at a time is the scorer's main cost),
// the length folded into the last block.
func hashBytes(h uint64, s []byte) uint64 {
	for len(s) >= 8 {
		h = (h ^ binary.LittleEndian.Uint64(s)) * hashPrime
		h ^= h >> 29
		s = s[8:]
	}
	var t uint64
	for i, c := range s {
		t |= uint64(c) << (8 * i)
	}
	h = (h ^ t ^ uint64(len(s))<<59) * hashPrime
	return h ^ h>>32
}

// hashPrime is the 64-bit FNV prime; the seeds are the kinds below.
const hashPrime = 0x100000001b3

// Feature kinds, hashed first so a word and a pair never share a slot
// by construction.
const (
	kindWord  byte = 'w'
	kindPair  byte = 'p'
	kindChars byte = 'c'
	kindField byte = 'f'
	kindMeta  byte = 'm'
)

// The texts of the features that are not words.
var (
	metaHidden     = []byte("invisible characters")
	metaManyHidden = []byte("many invisible characters")
	at             = []byte("@")
)

// namer receives each feature's readable form, when evidence is asked
// for; it is nil while scoring.
type namer func(ix uint32, kind byte, a, b []byte)

// featurizer turns the texts of one definition into hashed features,
// grouped in segments (a sentence of a field, or the whole definition).
// It is reused from a pool: scoring a tool allocates nothing once the
// buffers have grown.
type featurizer struct {
	cfg  Config
	mask uint32
	idx  []uint32  // the features of every segment, one after another
	segs []segment // the segments, in the order read
	norm []byte    // a text cleaned and normalised (NFKC)
	esc  []byte    // a schema string unescaped
	word []byte    // the word being read, lower-cased
	prev []byte    // the word before it in the sentence, for evidence
	// prevHash is the hash of the word before in the sentence, if hasPrev.
	prevHash uint64
	hasPrev  bool
	runes    []int // where each character of word starts
	grams    []int // the same, for a word read by foreignGrams
	// scripts are, by field group, the scripts beyond ASCII seen (bit
	// 1<<script), with Config.Scripts.
	scripts [fieldMeta + 1]uint16
	// langs are, by field group, the languages of its sentences (see
	// noteSentence), with Config.Switch; sentWords and sentBeyond count
	// the words of the sentence being read.
	langs                 [fieldMeta + 1]uint8
	sentWords, sentBeyond int
	stack                 [maxDepth]frame
	pur                   purpose // the acts read, with the purpose features
	hidden                int     // invisible characters seen
	count                 int     // features read
	// seen marks, in ModeWhole, the features read already, and touched
	// the words of seen set, to clear: a feature counts once, so that a
	// text repeated (an honest sentence written eight thousand times)
	// scores as the text once, not as a louder one.
	seen    []uint64
	touched []uint32
	// weights, when set, are summed into sum as each feature is read,
	// and no feature is kept: a model of the whole definition needs
	// nothing else.
	weights []int8
	sum     int32
	names   namer
	// record keeps each segment's text, for evidence.
	record bool
	texts  []string
}

// segment is a run of features scored together.
type segment struct {
	start, end int
	group      byte
}

func (f *featurizer) reset(cfg Config) {
	f.cfg = cfg
	f.mask = 1<<cfg.Bits - 1
	f.idx, f.segs, f.texts = f.idx[:0], f.segs[:0], f.texts[:0]
	f.hidden, f.count, f.sum, f.weights = 0, 0, 0, nil
	f.scripts, f.langs = [fieldMeta + 1]uint16{}, [fieldMeta + 1]uint8{}
	f.sentWords, f.sentBeyond = 0, 0
	f.pur = purpose{}
	if cfg.Mode == ModeWhole {
		if n := max(1, 1<<cfg.Bits>>6); len(f.seen) != n {
			f.seen, f.touched = make([]uint64, n), f.touched[:0]
		}
		for _, w := range f.touched {
			f.seen[w] = 0
		}
		f.touched = f.touched[:0]
	}
}

// add records one feature of the current segment.
func (f *featurizer) add(h uint64, kind byte, a, b []byte) {
	if f.count >= maxFeatures {
		return
	}
	h ^= h >> 31
	h *= 0x9e3779b97f4a7c15
	ix := uint32(h>>32) & f.mask
	if f.cfg.Mode == ModeWhole {
		w, bit := ix>>6, uint64(1)<<(ix&63)
		if f.seen[w]&bit != 0 {
			return
		}
		if f.seen[w] == 0 {
			f.touched = append(f.touched, w)
		}
		f.seen[w] |= bit
	}
	f.count++
	if f.weights != nil {
		f.sum += int32(f.weights[ix])
		return
	}
	f.idx = append(f.idx, ix)
	if f.names != nil {
		f.names(ix, kind, a, b)
	}
}

// definition reads every text of d.
func (f *featurizer) definition(d *Definition) {
	f.pur.part = partName
	f.text(fieldName, d.Name)
	f.pur.part = partTitle
	f.text(fieldName, d.Title)
	f.text(fieldName, d.AnnotationsTitle)
	f.pur.part = partBody
	f.text(fieldDesc, d.Description)
	emit := func(g byte, s []byte, escaped, ascii bool) {
		if escaped {
			f.esc = unescape(f.esc[:0], s)
			s, ascii = f.esc, isASCII(f.esc)
		}
		f.textBytes(g, s, ascii)
	}
	walkSchema(d.InputSchema, false, &f.stack, emit)
	walkSchema(d.OutputSchema, true, &f.stack, emit)
	start := len(f.idx)
	if f.hidden > 0 {
		f.add(hashBytes(uint64(kindMeta), metaHidden), kindMeta, metaHidden, nil)
		if f.hidden > 3 {
			f.add(hashBytes(uint64(kindMeta), metaManyHidden), kindMeta, metaManyHidden, nil)
		}
	}
	if f.cfg.Scripts {
		f.scriptFeatures()
	}
	if f.cfg.Switch {
		f.switchFeatures()
	}
	if f.cfg.purposeOn() {
		f.nameActs()
	}
	f.segment(start, fieldMeta, nil)
	if f.cfg.Mode != ModeSentences && len(f.idx) > 0 {
		f.segs = append(f.segs, segment{start: 0, end: len(f.idx), group: fieldMeta})
		if f.record {
			f.texts = append(f.texts, "")
		}
	}
}

// text reads one of the definition's strings. It is read in place, not
// copied: textBytes and what it calls only read the bytes they are given
// (a text that needs cleaning is cleaned into the featurizer's own
// buffers), so the string's bytes are never written.
func (f *featurizer) text(g byte, s string) {
	if len(s) > maxField {
		s = s[:maxField]
	}
	b := unsafe.Slice(unsafe.StringData(s), len(s)) //nolint:gosec // read only, as said above
	f.textBytes(g, b, isASCII(b))
}

// isASCII reports whether s is all ASCII, eight bytes at a time: every
// text of a definition is asked.
func isASCII(s []byte) bool {
	for len(s) >= 8 {
		if binary.LittleEndian.Uint64(s)&0x8080808080808080 != 0 {
			return false
		}
		s = s[8:]
	}
	for _, c := range s {
		if c >= utf8.RuneSelf {
			return false
		}
	}
	return true
}

// textBytes cleans s (invisible characters counted and dropped, NFKC)
// unless it is ASCII, and reads it sentence by sentence.
func (f *featurizer) textBytes(g byte, s []byte, ascii bool) {
	if len(s) > maxField {
		s = s[:maxField]
	}
	if !ascii {
		f.norm = f.norm[:0]
		var prev rune
		for i := 0; i < len(s); {
			r, n := utf8.DecodeRune(s[i:])
			switch {
			case emojiPart(prev, r):
				// Part of the emoji it follows (👨‍💻, ❤️), as a person
				// sees it: nothing hidden.
			case invisible(r):
				f.hidden++
			default:
				f.norm = append(f.norm, s[i:i+n]...)
				prev = r
			}
			i += n
		}
		// NFKC folds full-width and mathematical letters, ligatures and
		// compatibility forms into the letters they show.
		f.esc = norm.NFKC.Append(f.esc[:0], f.norm...)
		s = f.esc
	}
	f.sentences(g, s)
}

// ASCII classes, read from a table: most of what real tools say is
// ASCII, and the table spares the Unicode lookups.
const (
	asciiOther byte = iota
	asciiLower
	asciiUpper
	asciiDigit
	asciiEnd // ends a sentence
	asciiDot // ends one before a space or the end
)

var asciiClass = func() (t [utf8.RuneSelf]byte) {
	for c := range utf8.RuneSelf {
		switch {
		case c >= 'a' && c <= 'z':
			t[c] = asciiLower
		case c >= 'A' && c <= 'Z':
			t[c] = asciiUpper
		case c >= '0' && c <= '9':
			t[c] = asciiDigit
		case c == '\n' || c == '\r' || c == '!' || c == '?' || c == ';':
			t[c] = asciiEnd
		case c == '.':
			t[c] = asciiDot
		}
	}
	return t
}()

// sentences splits s into sentences and reads the words of each. The
// word being read is kept in locals, not in the featurizer, so the loop
// over the bytes stays in registers.
func (f *featurizer) sentences(g byte, s []byte) {
	start, from := len(f.idx), 0
	f.hasPrev = false
	word, runes := f.word[:0], f.runes[:0]
	cjk, wasLower := false, false
	charAll := f.cfg.CharAll && f.cfg.CharMax > 0
	for i := 0; i < len(s); {
		c := s[i]
		endsWord, endsSentence, n := false, false, 1
		var r rune
		if c < utf8.RuneSelf {
			cl := asciiClass[c]
			if cl == asciiLower && !charAll && !cjk {
				// A run of lower-case letters, the commonest bytes, taken
				// whole.
				j := i + 1
				for j < len(s) && s[j] < utf8.RuneSelf && asciiClass[s[j]] == asciiLower {
					j++
				}
				word = append(word, s[i:j]...)
				wasLower = true
				i = j
				continue
			}
			switch cl {
			case asciiLower, asciiDigit, asciiUpper:
				if len(word) > 0 && (cjk || cl == asciiUpper && wasLower) {
					f.endWord(g, word, runes, cjk) // a change of script, or camelCase
					word, runes, cjk = word[:0], runes[:0], false
				}
				switch cl {
				case asciiDigit:
					c = '0' // numbers read by shape, not value
				case asciiUpper:
					c += 'a' - 'A'
				}
				wasLower = cl == asciiLower
				if charAll {
					runes = append(runes, len(word))
				}
				word = append(word, c)
				i++
				continue
			case asciiEnd:
				endsSentence = true
			case asciiDot:
				endsSentence = i+1 == len(s) || s[i+1] == ' ' || s[i+1] == '\n' || s[i+1] == '\t'
				endsWord = true
			default:
				endsWord = true
			}
		} else {
			r, n = utf8.DecodeRune(s[i:])
			switch {
			case sentenceEnd(r):
				endsSentence = true
			case unicode.IsLetter(r) || unicode.IsDigit(r) || unicode.IsMark(r):
				upper, unsp := unicode.IsUpper(r), unspaced(r)
				if len(word) > 0 && (upper && wasLower || unsp != cjk) {
					f.endWord(g, word, runes, cjk)
					word, runes = word[:0], runes[:0]
				}
				if len(word) == 0 {
					cjk = unsp
				}
				wasLower = unicode.IsLower(r)
				if unicode.IsDigit(r) {
					r = '0'
				} else if upper {
					r = unicode.ToLower(r)
				}
				if charAll || unsp {
					runes = append(runes, len(word))
				}
				if f.cfg.Scripts && !unicode.IsMark(r) && !unicode.IsDigit(r) {
					f.noteScript(g, r)
				}
				word = utf8.AppendRune(word, r)
			default:
				endsWord = true
			}
		}
		if endsWord || endsSentence {
			if len(word) > 0 {
				f.endWord(g, word, runes, cjk)
				word, runes, cjk = word[:0], runes[:0], false
			}
			wasLower = false
		}
		if endsSentence {
			if f.cfg.Switch {
				f.noteSentence(g)
			}
			if f.cfg.purposeOn() {
				f.sentenceActs(g)
			}
			f.segment(start, g, s[from:i])
			start, from = len(f.idx), i+n
			f.hasPrev = false
		} else if c == '@' && f.hasPrev {
			f.add(hashBytes(uint64(kindWord), at), kindWord, at, nil)
		}
		i += n
	}
	if len(word) > 0 {
		f.endWord(g, word, runes, cjk)
	}
	if f.cfg.Switch {
		f.noteSentence(g)
	}
	if f.cfg.purposeOn() {
		f.sentenceActs(g)
	}
	f.segment(start, g, s[from:])
	f.word, f.runes = word[:0], runes[:0]
}

// segment closes the segment of features from start, if it has any.
func (f *featurizer) segment(start int, g byte, text []byte) {
	if len(f.idx) == start || f.cfg.Mode == ModeWhole {
		return
	}
	f.segs = append(f.segs, segment{start: start, end: len(f.idx), group: g})
	if f.record {
		f.texts = append(f.texts, string(text))
	}
}

// endWord emits the features of the word read: itself, the pair it makes
// with the word before, itself in its field group, and its character
// n-grams. A word is hashed once; its pair and field features combine
// that hash with the other part's.
func (f *featurizer) endWord(g byte, w []byte, runes []int, cjk bool) {
	full := w
	if f.cfg.Stem && !cjk {
		w = stem(w)
	}
	wh := hashBytes(uint64(kindWord), w)
	f.add(wh, kindWord, w, nil)
	if f.cfg.Bigrams && f.hasPrev {
		f.add(combine(combine(uint64(kindPair), f.prevHash), wh), kindPair, f.prev, w)
	}
	if f.cfg.Fields {
		f.add(combine(combine(uint64(kindField), wh), uint64(g)), kindField, fieldNames[g], w)
	}
	switch {
	case cjk:
		f.charGrams(full, runes, 1, 3)
	case f.cfg.CharAll && f.cfg.CharMax > 0:
		f.charGrams(full, runes, int(f.cfg.CharMin), int(f.cfg.CharMax))
	case f.cfg.CharForeign && f.cfg.CharMax > 0:
		f.foreignGrams(full)
	}
	if f.cfg.Prefix > 0 && !cjk {
		f.prefix(full)
	}
	if f.cfg.Switch {
		f.countWord(full)
	}
	if f.cfg.purposeOn() {
		f.noteAct(wh, full, cjk)
	}
	f.prevHash, f.hasPrev = wh, true
	if f.names != nil {
		f.prev = append(f.prev[:0], w...)
	}
}

// combine hashes two hashes into one (a multiply and a rotation; add
// mixes the result again before it picks a slot).
func combine(h, v uint64) uint64 {
	h = (h ^ v) * hashPrime
	return h<<29 | h>>35
}

// charGrams emits the character n-grams of the word, lengths lo to hi,
// with the word's edges marked so a prefix reads apart from a middle.
func (f *featurizer) charGrams(w []byte, rs []int, lo, hi int) {
	n := len(rs)
	for i := range n {
		for k := lo; k <= hi && i+k <= n; k++ {
			if k == n && n > 1 {
				continue // the whole word is a feature already
			}
			end := len(w)
			if i+k < n {
				end = rs[i+k]
			}
			// The seed marks the kind and whether the n-gram starts or
			// ends the word.
			seed := uint64(kindChars)
			if i == 0 {
				seed |= '<' << 8
			}
			if i+k == n {
				seed |= '>' << 16
			}
			h := hashBytes(seed, w[rs[i]:end])
			f.add(h, kindChars, w[rs[i]:end], nil)
		}
	}
}

// unescape appends the JSON string body s to dst with its escapes
// resolved; a broken escape is dropped, and a lone surrogate read as
// U+FFFD.
func unescape(dst, s []byte) []byte {
	if len(s) > maxField {
		s = s[:maxField]
	}
	for len(s) > 0 {
		k := bytes.IndexByte(s, '\\')
		if k < 0 {
			return append(dst, s...)
		}
		dst = append(dst, s[:k]...)
		var next int
		var p jsonesc.Problem
		if dst, next, p = jsonesc.Append(dst, s, k); p == jsonesc.Truncated {
			return dst
		}
		s = s[next:]
	}
	return dst
}
