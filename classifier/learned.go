package classifier

import (
	"math/bits"
	"strings"
)

// Rules keyed on words find the phrasings they were written for; a corpus
// of poisoned definitions written by someone who had not read them slips
// past about half the time. The learned reader reads each sentence the
// directive check reads, as that check reads it, and lists its features:
// the cue classes it found there (each, each pair, and each with the
// field), the shapes of its tokens (another tool's name, a place to send
// to, an address, a path, an amount), the field the sentence sits in, the
// words that the tool's name and opening sentence do not share, and its
// words and word pairs. A linear model weighs them (learned_model.go), and
// a definition scores as its worst sentence.

// learnedBits is the size of the hashed feature space, as a power of two.
const learnedBits = 18

// maxLearnedFeats bounds the features of one sentence: a longer one is a
// list or a dump, and scoring it must stay cheap whatever its length.
const maxLearnedFeats = 192

// maxLearnedPairClasses bounds the classes a sentence's class pairs are
// made of: a sentence with more has matched everything it could.
const maxLearnedPairClasses = 8

// Feature kinds' salts, mixed into a hash so a word, a word pair, a class
// and the rest fall in different buckets.
const (
	featWord      = 0x1b873593
	featPair      = 0x68e31da4
	featFirst     = 0x5bd1e995
	featOff       = 0x2545f491
	featClass     = 0x7feb352d
	featClassPair = 0x846ca68b
	featField     = 0x3c6ef372
	featFieldCls  = 0xa54ff53a
	featBias      = 0x510e527f
	featShape     = 0x1f83d9ab
)

// The kinds of feature, in the bits above a listed feature's bucket, for
// training to tell them apart (see learnedKind).
const (
	kindWord uint32 = iota + 1
	kindPair
	kindFirst
	kindOff
	kindClass
	kindClassPair
	kindField
	kindFieldClass
	kindBias
	kindShape
)

// learnedBucket masks a listed feature to its bucket.
const learnedBucket = 1<<learnedBits - 1

// learnedKind is the kind of a listed feature.
func learnedKind(f uint32) uint32 { return f >> 24 }

// learnedFeature is the bucket of a feature: multiplicative hashing keeps
// the well-mixed top bits.
func learnedFeature(h, salt uint32) uint32 {
	return ((h ^ salt) * 0x9e3779b1) >> (32 - learnedBits)
}

// Where a sentence sits, as a feature: the field of the texts read
// together, or the kind of reading it came from.
const (
	fieldDescription uint8 = iota
	fieldTitle
	fieldParamDescription
	fieldValue // a default, an enum, an example, a const
	fieldSchema
	fieldKey
	fieldEncoded // a decoded reading of hidden text
	fieldParamName
	fieldOther
)

// learnedFieldOf is the feature field of a text field's kind.
func learnedFieldOf(kind string) uint8 {
	switch kind {
	case "description":
		return fieldDescription
	case "title":
		return fieldTitle
	case "param_description":
		return fieldParamDescription
	case "param_default", "param_enum", kindValue:
		return fieldValue
	case "schema":
		return fieldSchema
	case "key":
		return fieldKey
	}
	return fieldOther
}

// Shapes of a sentence's bytes, found without its words: so they mean
// the same in every language.
const (
	shapeURL = iota + 1
	shapeEmail
	shapePath
	shapeAmount
	shapeDigits
	shapeQuote
	shapeToolName
	shapeLong
	shapeShort
	shapeLater // not the first sentence of its text
)

// learnedSpan is where a field starts in the texts read together, and its
// feature field.
type learnedSpan struct {
	start, index int // its start, and its index in the definition's fields
	field        uint8
}

// learnedReader gathers the features of each sentence the directive scan
// reads (see directiveRule.scan) and keeps the worst. With a model it
// scores them; with collect it hands each sentence's features on, for
// training, and the scan reads every sentence.
type learnedReader struct {
	m       *learnedModel
	collect func(sent string, feats []uint32)
	d       *directiveRule

	spans []learnedSpan // of the first text
	field uint8         // the field of the text being read, when not the first
	text  int           // the index of the text being read
	sents int           // sentences read in this text

	buf     [maxLearnedFeats]uint32
	feats   []uint32
	prev    uint32    // the hash of the sentence's word before
	words   int       // the sentence's words of ASCII letters
	all     int       // all its words, of any script
	purpose [4]uint64 // a Bloom filter of the words of the tool's name, title and opening sentence
	opening bool      // reading the opening sentence of the first text

	best      int32
	bestSent  string
	bestText  int
	bestStart int
	bestFeats []uint32
}

// reset readies the reader for a definition whose tool is tc.
func (lr *learnedReader) reset(d *directiveRule, tc *toolContext, spans []learnedSpan) {
	lr.d, lr.spans = d, spans
	lr.feats, lr.prev, lr.words, lr.all = lr.buf[:0], 0, 0, 0
	lr.purpose = [4]uint64{}
	lr.best, lr.bestSent, lr.bestFeats = -1<<30, "", lr.bestFeats[:0]
	if tc != nil {
		tc.fillTopic()
		forWords(tc.topic, func(s, e int) bool {
			if s < e {
				lr.addPurpose(wordHash(tc.topic[s:e]))
			}
			return true
		})
	}
}

// startText is called as each text begins.
func (lr *learnedReader) startText(i int, field uint8) {
	lr.text, lr.field, lr.opening, lr.sents = i, field, i == 0, 0
	lr.feats, lr.prev, lr.words, lr.all = lr.buf[:0], 0, 0, 0
}

func (lr *learnedReader) addPurpose(h uint32) {
	lr.purpose[h>>6&3] |= 1 << (h & 63)
}

func (lr *learnedReader) purposeHas(h uint32) bool {
	return lr.purpose[h>>6&3]&(1<<(h&63)) != 0
}

func (lr *learnedReader) add(f, kind uint32) {
	if len(lr.feats) < maxLearnedFeats {
		lr.feats = append(lr.feats, f|kind<<24)
	}
}

// word takes a word of the sentence, and its hash (wordHash). Only words
// of ASCII letters count: the real tools it learns what is honest from
// are nearly all in English, so a word of another script, or a number,
// would weigh as poisoning for having been seen only in poisoned
// definitions. (Cues in other scripts still count, as classes.)
func (lr *learnedReader) word(w string, h uint32) {
	lr.all++
	if len(lr.feats) >= maxLearnedFeats-4 || !asciiLetters(w) {
		return
	}
	if lr.words == 0 {
		lr.add(learnedFeature(h, featFirst), kindFirst)
	} else {
		lr.add(learnedFeature(lr.prev*16777619^h, featPair), kindPair)
	}
	lr.add(learnedFeature(h, featWord), kindWord)
	switch {
	case lr.opening:
		lr.addPurpose(h)
	case !lr.purposeHas(h):
		// A payload is off the tool's purpose: its words are not the
		// words the tool is named and introduced by.
		lr.add(learnedFeature(h, featOff), kindOff)
	}
	lr.prev = h
	lr.words++
}

// end takes the end of a sentence, text[start:at], with the classes of
// its cues; it adds the shapes, the field and the class features, and
// scores it or hands it on.
func (lr *learnedReader) end(text string, start, at int, have classSet, tc *toolContext, verbs map[string]Category) {
	opening := lr.opening
	lr.opening = false
	lr.sents++
	if lr.all == 0 && have.isZero() {
		lr.feats, lr.prev = lr.buf[:0], 0
		return
	}
	d := lr.d
	sent := text[start:at]
	if !mayHoldShapes(sent, bitTool, bitSink).isZero() {
		have = have.or(d.shapes(sent, tc, verbs))
	}
	field := lr.field
	if lr.text == 0 {
		field = fieldDescription
		for _, sp := range lr.spans {
			if sp.start > start {
				break
			}
			field = sp.field
		}
	}
	fh := uint32(field) + 1
	if opening {
		fh += 0x100
	}
	lr.add(learnedFeature(fh, featField), kindField)
	lr.add(learnedFeature(0, featBias), kindBias)
	lr.shapes(sent, lr.sents > 1)
	// The sentence's classes, by number: their bits, not every number.
	var cls [classSetSize]uint16
	n := 0
	for k := range have {
		for w := have[k]; w != 0; w &= w - 1 {
			if i := k<<6 | bits.TrailingZeros64(w); i < len(d.classHash) {
				cls[n] = uint16(i) //nolint:gosec // below classSetSize
				n++
			}
		}
	}
	for a, i := range cls[:n] {
		hc := d.classHash[i]
		lr.add(learnedFeature(hc, featClass), kindClass)
		lr.add(learnedFeature(hc*31+fh, featFieldCls), kindFieldClass)
		if a >= maxLearnedPairClasses {
			continue
		}
		for _, j := range cls[a+1 : n] {
			lr.add(learnedFeature(hc*16777619^d.classHash[j], featClassPair), kindClassPair)
		}
	}
	if lr.collect != nil {
		lr.collect(strings.TrimSpace(sent), lr.feats)
	}
	if lr.m != nil {
		if s := lr.m.score(lr.feats); s > lr.best {
			lr.best, lr.bestSent, lr.bestText, lr.bestStart = s, sent, lr.text, start
			lr.bestFeats = append(lr.bestFeats[:0], lr.feats...)
		}
	}
	lr.feats, lr.prev, lr.words, lr.all = lr.buf[:0], 0, 0, 0
}

// shapes adds the shapes of a sentence's bytes, in one pass.
func (lr *learnedReader) shapes(sent string, later bool) {
	var seen [16]bool
	mark := func(s int) {
		if !seen[s] {
			seen[s] = true
			lr.add(learnedFeature(uint32(s), featShape), kindShape) //nolint:gosec // a small constant
		}
	}
	digits := 0
	for i := range len(sent) {
		c := sent[i]
		switch {
		case c >= '0' && c <= '9':
			if digits++; digits >= 5 {
				mark(shapeDigits)
			}
			continue
		case c == '%' || c == '$':
			if i > 0 && sent[i-1] >= '0' && sent[i-1] <= '9' || i+1 < len(sent) && sent[i+1] >= '0' && sent[i+1] <= '9' {
				mark(shapeAmount)
			}
		case c == ':' && strings.HasPrefix(sent[i:], "://"):
			mark(shapeURL)
		case c == '@' && i > 0 && wordASCII[sent[i-1]] && strings.IndexByte(sent[i:], '.') > 0:
			mark(shapeEmail)
		case c == '~' && i+1 < len(sent) && sent[i+1] == '/', c == '/' && i+1 < len(sent) && sent[i+1] == '.':
			mark(shapePath)
		case c == '"' || c == '`' || c == '\'' && (i == 0 || !wordASCII[sent[i-1]]):
			mark(shapeQuote)
		case c == '_' && i > 0 && i+1 < len(sent) && wordASCII[sent[i-1]] && wordASCII[sent[i+1]]:
			mark(shapeToolName)
		}
		digits = 0
	}
	switch {
	case lr.all > 40:
		mark(shapeLong)
	case lr.all < 6:
		mark(shapeShort)
	}
	if later {
		mark(shapeLater)
	}
}

// learnedSpans lists where each field starts in the texts read together.
func learnedSpans(out []learnedSpan, segs []segment, fields []textField) []learnedSpan {
	out = out[:0]
	for _, sg := range segs {
		out = append(out, learnedSpan{start: sg.start, index: sg.field, field: learnedFieldOf(fields[sg.field].kind)})
	}
	return out
}

// asciiLetters reports whether w is all ASCII letters and apostrophes.
func asciiLetters(w string) bool {
	for i := range len(w) {
		if c := w[i]; (c < 'a' || c > 'z') && (c < 'A' || c > 'Z') && c != '\'' {
			return false
		}
	}
	return w != ""
}

// collectLearned hands the features of every sentence of a definition's
// texts to r.learnedCollect, whatever the checks found. The scan's record
// of the classes seen is the checks', and is kept as they left it.
func (r *Ruleset) collectLearned(d *directiveRule, joined string, decoded []view, tc *toolContext, spans []learnedSpan) {
	texts, _, extra := d.directiveTexts(joined, decoded, nil, nil, nil)
	lr := &learnedReader{collect: r.learnedCollect}
	lr.reset(d, tc, spans)
	seen, first, opening, nameRead := tc.seen, tc.firstText, tc.opening, tc.nameRead
	tc.learn = lr
	d.directive(texts, extra, tc, r.verbs)
	tc.learn = nil
	tc.seen, tc.firstText, tc.opening, tc.nameRead = seen, first, opening, nameRead
}
