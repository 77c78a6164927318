package poisonmodel

import (
	"unicode"
	"unicode/utf8"

	"golang.org/x/text/unicode/norm"
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

// FNV-1a, 32 bits: a fixed hash, so the same text gives the same feature
// in every build and on every machine.
const (
	fnvOffset uint32 = 2166136261
	fnvPrime  uint32 = 16777619
)

func fnvByte(h uint32, b byte) uint32 { return (h ^ uint32(b)) * fnvPrime }

func fnvBytes(h uint32, s []byte) uint32 {
	for _, b := range s {
		h = (h ^ uint32(b)) * fnvPrime
	}
	return h
}

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
	prevHash uint32
	hasPrev  bool
	wordCJK  bool  // the word being read is of an unspaced script
	runes    []int // where each character of word starts
	stack    [maxDepth]frame
	hidden   int // invisible characters seen
	names    namer
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
	f.hidden = 0
}

// add records one feature of the current segment.
func (f *featurizer) add(h uint32, kind byte, a, b []byte) {
	if len(f.idx) >= maxFeatures {
		return
	}
	h ^= h >> 16
	h *= 0x85ebca6b
	h ^= h >> 13
	ix := h & f.mask
	f.idx = append(f.idx, ix)
	if f.names != nil {
		f.names(ix, kind, a, b)
	}
}

// definition reads every text of d.
func (f *featurizer) definition(d *Definition) {
	f.text(fieldName, d.Name)
	f.text(fieldName, d.Title)
	f.text(fieldName, d.AnnotationsTitle)
	f.text(fieldDesc, d.Description)
	emit := func(g byte, s []byte, escaped bool) {
		if escaped {
			f.esc = unescape(f.esc[:0], s)
			s = f.esc
		}
		f.textBytes(g, s)
	}
	walkSchema(d.InputSchema, false, &f.stack, emit)
	walkSchema(d.OutputSchema, true, &f.stack, emit)
	if f.hidden > 0 {
		start := len(f.idx)
		f.add(fnvBytes(fnvByte(fnvOffset, kindMeta), metaHidden), kindMeta, metaHidden, nil)
		if f.hidden > 3 {
			f.add(fnvBytes(fnvByte(fnvOffset, kindMeta), metaManyHidden), kindMeta, metaManyHidden, nil)
		}
		f.segment(start, fieldMeta, nil)
	}
	if f.cfg.Mode != ModeSentences && len(f.idx) > 0 {
		f.segs = append(f.segs, segment{start: 0, end: len(f.idx), group: fieldMeta})
		if f.record {
			f.texts = append(f.texts, "")
		}
	}
}

func (f *featurizer) text(g byte, s string) {
	if len(s) > maxField {
		s = s[:maxField]
	}
	f.esc = append(f.esc[:0], s...)
	f.textBytes(g, f.esc)
}

// textBytes cleans s (invisible characters counted and dropped, NFKC)
// and reads it sentence by sentence.
func (f *featurizer) textBytes(g byte, s []byte) {
	if len(s) > maxField {
		s = s[:maxField]
	}
	ascii := true
	for _, c := range s {
		if c >= utf8.RuneSelf {
			ascii = false
			break
		}
	}
	if !ascii {
		f.norm = f.norm[:0]
		for i := 0; i < len(s); {
			r, n := utf8.DecodeRune(s[i:])
			if invisible(r) {
				f.hidden++
			} else {
				f.norm = append(f.norm, s[i:i+n]...)
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

// sentences splits s into sentences and reads the words of each.
func (f *featurizer) sentences(g byte, s []byte) {
	start := len(f.idx)
	from := 0
	f.hasPrev = false
	f.word = f.word[:0]
	f.runes = f.runes[:0]
	wasLower := false
	end := func(i, n int) {
		f.endWord(g)
		f.segment(start, g, s[from:i])
		start, from = len(f.idx), i+n
		f.hasPrev = false
		wasLower = false
	}
	for i := 0; i < len(s); {
		if c := s[i]; c < utf8.RuneSelf {
			switch asciiClass[c] {
			case asciiLower, asciiDigit:
				if len(f.word) > 0 && f.wordCJK {
					f.endWord(g)
				}
				wasLower = asciiClass[c] == asciiLower
				if !wasLower {
					c = '0' // numbers read by shape, not value
				}
				f.runes = append(f.runes, len(f.word))
				f.word = append(f.word, c)
			case asciiUpper:
				if wasLower || len(f.word) > 0 && f.wordCJK {
					f.endWord(g) // camelCase splits as words
				}
				wasLower = false
				f.runes = append(f.runes, len(f.word))
				f.word = append(f.word, c+'a'-'A')
			case asciiEnd:
				end(i, 1)
			case asciiDot:
				if i+1 == len(s) || s[i+1] == ' ' || s[i+1] == '\n' || s[i+1] == '\t' {
					end(i, 1)
				} else {
					f.endWord(g)
					wasLower = false
				}
			default:
				f.endWord(g)
				wasLower = false
				if c == '@' && f.hasPrev {
					f.add(fnvBytes(fnvByte(fnvOffset, kindWord), at), kindWord, at, nil)
				}
			}
			i++
			continue
		}
		r, n := utf8.DecodeRune(s[i:])
		switch {
		case sentenceEnd(r):
			end(i, n)
		case unicode.IsLetter(r) || unicode.IsDigit(r) || unicode.IsMark(r):
			upper := unicode.IsUpper(r)
			cjk := unspaced(r)
			if upper && wasLower || len(f.word) > 0 && cjk != f.wordCJK {
				f.endWord(g) // camelCase, or a change of script
			}
			wasLower = unicode.IsLower(r)
			if unicode.IsDigit(r) {
				r = '0'
			} else if upper {
				r = unicode.ToLower(r)
			}
			if len(f.word) == 0 {
				f.wordCJK = cjk
			}
			f.runes = append(f.runes, len(f.word))
			f.word = utf8.AppendRune(f.word, r)
		default:
			f.endWord(g)
			wasLower = false
		}
		i += n
	}
	end(len(s), 0)
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
func (f *featurizer) endWord(g byte) {
	w := f.word
	if len(w) == 0 {
		return
	}
	cjk := f.wordCJK
	if f.cfg.Stem && !cjk {
		w = stem(w)
	}
	wh := fnvBytes(fnvByte(fnvOffset, kindWord), w)
	f.add(wh, kindWord, w, nil)
	if f.cfg.Bigrams && f.hasPrev {
		f.add(combine(combine(uint32(kindPair), f.prevHash), wh), kindPair, f.prev, w)
	}
	if f.cfg.Fields {
		f.add(combine(combine(uint32(kindField), wh), uint32(g)), kindField, fieldNames[g], w)
	}
	if cjk {
		f.charGrams(1, 3)
	} else if f.cfg.CharAll && f.cfg.CharMax > 0 {
		f.charGrams(int(f.cfg.CharMin), int(f.cfg.CharMax))
	}
	f.prevHash, f.hasPrev = wh, true
	if f.names != nil {
		f.prev = append(f.prev[:0], w...)
	}
	f.word = f.word[:0]
	f.runes = f.runes[:0]
	f.wordCJK = false
}

// combine hashes two hashes into one (a multiply and a rotation; add
// mixes the result again before it picks a slot).
func combine(h, v uint32) uint32 {
	h = (h ^ v) * 0x9e3779b1
	return h<<13 | h>>19
}

// charGrams emits the character n-grams of the word, lengths lo to hi,
// with the word's edges marked so a prefix reads apart from a middle.
func (f *featurizer) charGrams(lo, hi int) {
	w, rs := f.word, f.runes
	n := len(rs)
	for i := 0; i < n; i++ {
		for k := lo; k <= hi && i+k <= n; k++ {
			if k == n && n > 1 {
				continue // the whole word is a feature already
			}
			end := len(w)
			if i+k < n {
				end = rs[i+k]
			}
			h := fnvByte(fnvOffset, kindChars)
			if i == 0 {
				h = fnvByte(h, '<')
			}
			h = fnvBytes(h, w[rs[i]:end])
			if i+k == n {
				h = fnvByte(h, '>')
			}
			f.add(h, kindChars, w[rs[i]:end], nil)
		}
	}
}

// unescape appends the JSON string body s to dst with its escapes
// resolved; a broken escape is dropped.
func unescape(dst, s []byte) []byte {
	if len(s) > maxField {
		s = s[:maxField]
	}
	for i := 0; i < len(s); i++ {
		c := s[i]
		if c != '\\' || i+1 >= len(s) {
			dst = append(dst, c)
			continue
		}
		i++
		switch s[i] {
		case 'n':
			dst = append(dst, '\n')
		case 't', 'r', 'b', 'f':
			dst = append(dst, ' ')
		case 'u':
			r, ok := hex4(s, i+1)
			if !ok {
				continue
			}
			i += 4
			if utf16Surrogate(r) {
				if lo, ok := hex4(s, i+3); ok && i+2 < len(s) && s[i+1] == '\\' && s[i+2] == 'u' {
					r = (r-0xD800)<<10 + (lo - 0xDC00) + 0x10000
					i += 6
				} else {
					r = utf8.RuneError
				}
			}
			dst = utf8.AppendRune(dst, r)
		default:
			dst = append(dst, s[i])
		}
	}
	return dst
}

func utf16Surrogate(r rune) bool { return r >= 0xD800 && r < 0xDC00 }

// hex4 reads four hex digits at s[i:].
func hex4(s []byte, i int) (rune, bool) {
	if i+4 > len(s) {
		return 0, false
	}
	var r rune
	for _, c := range s[i : i+4] {
		switch {
		case c >= '0' && c <= '9':
			r = r<<4 | rune(c-'0')
		case c >= 'a' && c <= 'f':
			r = r<<4 | rune(c-'a'+10)
		case c >= 'A' && c <= 'F':
			r = r<<4 | rune(c-'A'+10)
		default:
			return 0, false
		}
	}
	return r, true
}

// stem strips the commonest English inflections from a word of five
// letters or more (sends → send, copied → copi, forwarding → forward), so
// a form the training never saw reads as the forms it did. The last
// letter picks the suffixes to try: this runs on every word.
func stem(w []byte) []byte {
	n := len(w)
	if n < 5 {
		return w
	}
	cut := func(suf string) bool {
		return n-len(suf) >= 4 && string(w[n-len(suf):]) == suf
	}
	switch w[n-1] {
	case 's':
		for _, suf := range [...]string{"ies", "es", "s"} {
			if cut(suf) {
				return w[:n-len(suf)]
			}
		}
	case 'g':
		if cut("ing") {
			return w[:n-3]
		}
	case 'd':
		if cut("ed") {
			return w[:n-2]
		}
	case 'y':
		for _, suf := range [...]string{"ingly", "edly", "ly"} {
			if cut(suf) {
				return w[:n-len(suf)]
			}
		}
	}
	return w
}
