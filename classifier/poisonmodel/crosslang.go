package poisonmodel

import "unicode/utf8"

// Features that carry across languages. An English order is read by its
// words and stems; a Polish, Turkish, Finnish or Russian one is written in
// forms (a verb inflected for person, mood or case) the corpora rarely
// hold in exactly that spelling, and a whole word the scorer never saw
// gives it nothing. A word's first letters (Config.Prefix), its character
// n-grams when it holds letters beyond ASCII (Config.CharForeign) and the
// scripts a definition is written in (Config.Scripts) give such a form
// something it shares with the forms that were seen.

// Feature kinds of this file (see the kinds in text.go).
const (
	kindPrefix byte = 'x'
	kindScript byte = 's'
)

// Scripts told apart: Latin letters beyond ASCII (the accented letters of
// most European languages), then the other scripts by block.
const (
	scriptLatinExt byte = iota + 1
	scriptGreek
	scriptCyrillic
	scriptHebrew
	scriptArabic
	scriptIndic
	scriptSoutheastAsian
	scriptHangul
	scriptKana
	scriptHan
	scriptOther
	numScripts
)

// scriptNames are the scripts as evidence names them.
var scriptNames = [numScripts][]byte{
	nil, []byte("latin beyond ascii"), []byte("greek"), []byte("cyrillic"), []byte("hebrew"), []byte("arabic"),
	[]byte("indic"), []byte("southeast asian"), []byte("hangul"), []byte("kana"), []byte("han"), []byte("other script"),
}

// scriptOf is the script of a letter beyond ASCII.
func scriptOf(r rune) byte {
	switch {
	case r < 0x250, r >= 0x1E00 && r < 0x1F00:
		return scriptLatinExt
	case r >= 0x370 && r < 0x400, r >= 0x1F00 && r < 0x2000:
		return scriptGreek
	case r >= 0x400 && r < 0x530:
		return scriptCyrillic
	case r >= 0x590 && r < 0x600:
		return scriptHebrew
	case r >= 0x600 && r < 0x800:
		return scriptArabic
	case r >= 0x900 && r < 0xE00:
		return scriptIndic
	case r >= 0xE00 && r < 0x1100, r >= 0x1780 && r < 0x1800:
		return scriptSoutheastAsian
	case r >= 0x1100 && r < 0x1200, r >= 0x3130 && r < 0x3190, r >= 0xAC00 && r < 0xD7B0:
		return scriptHangul
	case r >= 0x3040 && r < 0x3100:
		return scriptKana
	case r >= 0x3400 && r < 0xA000, r >= 0xF900 && r < 0xFB00, r >= 0x20000 && r < 0x30000:
		return scriptHan
	}
	return scriptOther
}

// noteScript records that a letter of script s stands in field group g.
func (f *featurizer) noteScript(g byte, r rune) {
	f.scripts[g] |= 1 << scriptOf(r)
}

// scriptFeatures emits, once per definition, each script seen, alone and
// with the field group it was seen in, and whether letters of two scripts
// other than ASCII's were seen: text in another language says nothing by
// itself (honest tools are written in every language), but with the
// words around it the model can weigh it.
func (f *featurizer) scriptFeatures() {
	var all uint16
	for g, m := range f.scripts {
		all |= m
		for s := range numScripts {
			if m&(1<<s) != 0 {
				h := hashBytes(uint64(kindScript), scriptNames[s])
				f.add(combine(combine(uint64(kindField), h), uint64(g)), kindField, fieldNames[g], scriptNames[s])
			}
		}
	}
	kinds := 0
	for s := range numScripts {
		if all&(1<<s) != 0 {
			f.add(hashBytes(uint64(kindScript), scriptNames[s]), kindScript, scriptNames[s], nil)
			kinds++
		}
	}
	if kinds > 1 {
		f.add(hashBytes(uint64(kindScript), manyScripts), kindScript, manyScripts, nil)
	}
}

var manyScripts = []byte("several scripts")

// prefix emits the word's first Config.Prefix characters, when it has
// more: a crude stem that holds in most languages, where the end of a word
// carries its inflection (wyślij, wyślę; gönder, gönderin; отправь,
// отправьте).
func (f *featurizer) prefix(w []byte) {
	n := int(f.cfg.Prefix)
	end, k := 0, 0
	for end < len(w) && k < n {
		if w[end] < utf8.RuneSelf {
			end++
		} else {
			_, size := utf8.DecodeRune(w[end:])
			end += size
		}
		k++
	}
	if k < n || end == len(w) {
		return
	}
	f.add(hashBytes(uint64(kindPrefix), w[:end]), kindPrefix, w[:end], nil)
}

// foreignGrams emits the character n-grams of a word that holds letters
// beyond ASCII, which are words of another language far more often than
// English ones; English words keep only their words and stems, and cost
// no more.
func (f *featurizer) foreignGrams(w []byte) {
	if !isASCII(w) {
		f.wordGrams(w)
	}
}

// wordGrams emits the character n-grams of a word, CharMin to CharMax
// characters long.
func (f *featurizer) wordGrams(w []byte) {
	f.grams = f.grams[:0]
	for i := 0; i < len(w); {
		f.grams = append(f.grams, i)
		_, size := utf8.DecodeRune(w[i:])
		i += size
	}
	f.charGrams(w, f.grams, int(f.cfg.CharMin), int(f.cfg.CharMax))
}

// Sentence languages, as noteSentence tells them: a sentence of three
// words or more all in ASCII, and one with two words or more that hold
// letters beyond ASCII.
const (
	sentenceASCII uint8 = 1 << iota
	sentenceBeyond
)

// countWord counts a word of the sentence being read, for noteSentence.
func (f *featurizer) countWord(w []byte) {
	f.sentWords++
	if !isASCII(w) {
		f.sentBeyond++
	}
}

// noteSentence records, with Config.Switch, the language of the sentence
// just read in field group g, and starts the next.
func (f *featurizer) noteSentence(g byte) {
	switch {
	case f.sentBeyond >= 2:
		f.langs[g] |= sentenceBeyond
	case f.sentBeyond == 0 && f.sentWords >= 3:
		f.langs[g] |= sentenceASCII
	}
	f.sentWords, f.sentBeyond = 0, 0
}

// switchFeatures emits, once per definition, each field group whose
// sentences change language: an English description that goes on in
// another script or language is how most payloads in other languages
// were written, and an honest tool in another language is usually written
// in it throughout.
func (f *featurizer) switchFeatures() {
	seen := false
	for g, l := range f.langs {
		if l == sentenceASCII|sentenceBeyond {
			seen = true
			h := hashBytes(uint64(kindScript), langSwitch)
			f.add(combine(combine(uint64(kindField), h), uint64(g)), kindField, fieldNames[g], langSwitch)
		}
	}
	if seen {
		f.add(hashBytes(uint64(kindScript), langSwitch), kindScript, langSwitch, nil)
	}
}

var langSwitch = []byte("a change of language")
