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
const learnedBits = 16

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

	spans []learnedSpan        // of the first text
	span  int                  // the index in spans of the field of the last sentence read, -1 for none
	cls   [classSetSize]uint16 // the sentence's classes, by number (see end)
	field uint8                // the field of the text being read, when not the first
	text  int                  // the index of the text being read
	sents int                  // sentences read in this text

	buf   [maxLearnedFeats]uint32
	feats []uint32
	prev  uint32 // the hash of the sentence's word before
	words int    // the sentence's words of ASCII letters
	all   int    // all its words, of any script

	gapFrom   int    // where the bytes after the last word read start
	lastDigit bool   // the last word read ends in a digit
	shapeSeen uint16 // the sentence's shapes, bit s for shape s
	digits    int    // the sentence's digits
	mayShape  bool   // the sentence has a byte mayHoldShapes looks for

	// The kinds of feature the model reads: work for the others is
	// skipped (all, when collecting).
	wantWords, wantOff, wantShapes bool
	kinds                          uint32 // bit k for kind k: a feature of another kind is not read
	w                              []int8 // the model's weights, nil for none
	sum                            int32  // the score of the sentence's features so far

	purpose [4]uint64 // a Bloom filter of the words of the tool's name, title and opening sentence
	opening bool      // reading the opening sentence of the first text

	// excuse, when set, reports whether a sentence is the tool's subject
	// rather than said to the model (a security tool quoting an attack):
	// such a sentence neither scores nor teaches.
	excuse func(sent string) bool

	best      int32
	bestSent  string
	bestText  int
	bestStart int
	bestFeats []uint32
	bestHave  classSet // its classes, for naming its features
}

// reset readies the reader for a definition whose tool is tc.
func (lr *learnedReader) reset(d *directiveRule, tc *toolContext, spans []learnedSpan) {
	lr.d, lr.spans = d, spans
	lr.kinds, lr.w = ^uint32(0), nil
	if lr.m != nil {
		lr.kinds, lr.w = lr.m.kinds, lr.m.weights
	}
	wants := func(k uint32) bool { return lr.kinds&(1<<k) != 0 }
	lr.wantWords = wants(kindWord) || wants(kindPair) || wants(kindFirst) || wants(kindOff)
	lr.wantOff, lr.wantShapes = wants(kindOff), wants(kindShape)
	lr.feats, lr.prev, lr.words, lr.all, lr.shapeSeen, lr.sum, lr.digits, lr.mayShape = lr.buf[:0], 0, 0, 0, 0, 0, 0, false
	lr.purpose = [4]uint64{}
	lr.best, lr.bestSent, lr.bestFeats = -1<<30, "", lr.bestFeats[:0]
	lr.excuse = nil
	if tc != nil && lr.wantOff {
		// Only the off-purpose words need the tool's purpose.
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
	lr.text, lr.field, lr.opening, lr.sents, lr.gapFrom, lr.span = i, field, i == 0, 0, 0, -1
	lr.feats, lr.prev, lr.words, lr.all, lr.shapeSeen, lr.sum, lr.digits, lr.mayShape = lr.buf[:0], 0, 0, 0, 0, 0, 0, false
}

func (lr *learnedReader) addPurpose(h uint32) {
	lr.purpose[h>>6&3] |= 1 << (h & 63)
}

func (lr *learnedReader) purposeHas(h uint32) bool {
	return lr.purpose[h>>6&3]&(1<<(h&63)) != 0
}

func (lr *learnedReader) add(f, kind uint32) {
	if lr.kinds&(1<<kind) != 0 && len(lr.feats) < maxLearnedFeats {
		lr.feats = append(lr.feats, f|kind<<24)
		if lr.w != nil {
			lr.sum += int32(lr.w[f&learnedBucket])
		}
	}
}

// word takes a word of the sentence, text[start:stop], and its hash
// (wordHash); the shapes of its bytes and of those before it are marked.
// Only words of ASCII letters count as words: the real tools it learns
// what is honest from are nearly all in English, so a word of another
// script, or a number, would weigh as poisoning for having been seen only
// in poisoned definitions. (Cues in other scripts still count, as
// classes.) lettersOnly says the tokeniser found w made of ASCII letters
// alone: it has no digit to count, and is not read again.
func (lr *learnedReader) word(text string, start, stop int, h uint32, lettersOnly bool) {
	if gap := text[min(lr.gapFrom, start):start]; len(gap) > 1 || len(gap) == 1 && (shapeByte[gap[0]] || gap[0] == '.') {
		// (Most gaps are a space.)
		lr.gapShapes(gap, lr.all > 0, lr.lastDigit, text[start])
	}
	lr.gapFrom = stop
	lr.all++
	w := text[start:stop]
	letters, run := true, 0
	if !lettersOnly {
		letters, run = lr.digitsOf(w)
	}
	lr.lastDigit = run > 0
	if !letters || len(lr.feats) >= maxLearnedFeats-4 || !lr.wantWords {
		return
	}
	if lr.words == 0 {
		lr.add(learnedFeature(h, featFirst), kindFirst)
	} else {
		lr.add(learnedFeature(lr.prev*16777619^h, featPair), kindPair)
	}
	lr.add(learnedFeature(h, featWord), kindWord)
	switch {
	case !lr.wantOff:
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

// digitsOf counts the digits of w, a word of the sentence, and marks
// the shapes they make; it returns whether w is of letters and
// apostrophes alone and the length of the run of digits it ends with.
func (lr *learnedReader) digitsOf(w string) (letters bool, run int) {
	letters = true
	for i := range len(w) {
		switch c := w[i]; {
		case c >= '0' && c <= '9':
			letters = false
			if lr.digits++; lr.digits >= 5 {
				lr.mayShape = true // (as mayHoldShapes counts them)
			}
			if run++; run >= 5 {
				lr.shapeSeen |= 1 << shapeDigits
			}
			continue
		case (c < 'a' || c > 'z') && (c < 'A' || c > 'Z') && c != '\'':
			letters = false
		}
		run = 0
	}
	return letters, run
}

// gapShapes marks the shapes of the bytes between two words (or before
// the first, or after the last): afterWord says a word of the sentence
// stands before them, lastDigit that it ends in a digit, and next is the
// byte after them (0 for none).
func (lr *learnedReader) gapShapes(gap string, afterWord, lastDigit bool, next byte) {
	if len(gap) == 1 && (gap[0] == '.' || gap[0] == '_') || strings.IndexByte(gap, '@') >= 0 || strings.Contains(gap, "://") {
		// A byte mayHoldShapes looks for: a tool's name or a place to
		// send to may be here.
		lr.mayShape = true
	}
	for i := range len(gap) {
		c := gap[i]
		if !shapeByte[c] {
			continue
		}
		var shape uint
		switch {
		case c == '%' && i == 0 && lastDigit, c == '$' && i+1 == len(gap) && next >= '0' && next <= '9':
			shape = shapeAmount
		case c == ':' && strings.HasPrefix(gap[i:], "://"):
			shape = shapeURL
		case c == '@' && i == 0 && afterWord:
			shape = shapeEmail
		case c == '~' && i+1 < len(gap) && gap[i+1] == '/', c == '/' && i+1 < len(gap) && gap[i+1] == '.':
			shape = shapePath
		case c == '"' || c == '`' || c == '\'' && (i > 0 || !afterWord):
			shape = shapeQuote
		case c == '_' && i == 0 && afterWord && len(gap) == 1 && wordASCII[next]:
			shape = shapeToolName
		default:
			continue
		}
		lr.shapeSeen |= 1 << shape
	}
}

// end takes the end of a sentence, text[start:at], with the classes of
// its cues; it adds the shapes, the field and the class features, and
// scores it or hands it on.
func (lr *learnedReader) end(text string, start, at int, have classSet, tc *toolContext, verbs map[string]Category) {
	opening := lr.opening
	lr.opening = false
	lr.sents++
	if lr.all == 0 && have.isZero() {
		lr.feats, lr.prev, lr.shapeSeen, lr.gapFrom, lr.sum, lr.digits, lr.mayShape = lr.buf[:0], 0, 0, at, 0, 0, false
		return
	}
	d := lr.d
	sent := text[start:at]
	field := lr.field
	if lr.text == 0 {
		// Sentences come in order: the field of the last one read is
		// where the search for this one's starts.
		for lr.span+1 < len(lr.spans) && lr.spans[lr.span+1].start <= start {
			lr.span++
		}
		field = fieldDescription
		if lr.span >= 0 {
			field = lr.spans[lr.span].field
		}
	}
	fh := uint32(field) + 1
	if opening {
		fh += 0x100
	}
	lr.add(learnedFeature(fh, featField), kindField)
	lr.add(learnedFeature(0, featBias), kindBias)
	if lr.gapFrom < at {
		lr.gapShapes(text[lr.gapFrom:at], lr.all > 0, lr.lastDigit, 0)
	}
	lr.gapFrom = at
	lr.shapes(lr.sents > 1)
	// The sentence's classes, by number: their bits, not every number.
	cls := &lr.cls
	n := 0
	have = have.andNot(shapeTokens)
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
	cues := cls[:min(n, maxLearnedPairClasses)]
	s := lr.sum
	// The directive check's reading of tool names and places to send to
	// costs more than the rest of the scorer together: a scorer reads it
	// only where it could lift the sentence over the threshold.
	if lr.m == nil || lr.mayShape && s+lr.shapeBound(cues, fh) > lr.m.threshold {
		if sh := mayHoldShapes(sent, bitTool, bitSink); !sh.isZero() {
			shapes := d.shapes(sent, tc, verbs).and(shapeTokens)
			have = have.or(shapes)
			lr.shapeClasses(shapes, cues, fh)
			s = lr.sum
		}
	}
	if lr.collect != nil {
		feats := lr.feats
		if lr.excuse != nil && lr.excuse(strings.TrimSpace(sent)) {
			feats = nil
		}
		lr.collect(strings.TrimSpace(sent), feats)
	}
	// The excuse is asked only of a sentence that would be reported: it
	// reads the sentence again.
	if lr.m != nil && s > lr.best && (s <= lr.m.threshold || lr.excuse == nil || !lr.excuse(strings.TrimSpace(sent))) {
		lr.best, lr.bestSent, lr.bestText, lr.bestStart, lr.bestHave = s, sent, lr.text, start, have
		lr.bestFeats = append(lr.bestFeats[:0], lr.feats...)
	}
	lr.feats, lr.prev, lr.words, lr.all, lr.shapeSeen, lr.sum, lr.digits, lr.mayShape = lr.buf[:0], 0, 0, 0, 0, 0, 0, false
}

// The shape classes, by number (see bitTool, bitSink).
const (
	classTool = 0
	classSink = 1
)

// shapeClasses adds the features of the shape classes found: each, with
// the field, with each of the sentence's first cue classes, and the two
// together. They come last, so a scorer that skips them (see shapeBound)
// reads the same features before them.
func (lr *learnedReader) shapeClasses(shapes classSet, cues []uint16, fh uint32) {
	d := lr.d
	for _, i := range [2]int{classTool, classSink} {
		if !shapes.has(i) {
			continue
		}
		hc := d.classHash[i]
		lr.add(learnedFeature(hc, featClass), kindClass)
		lr.add(learnedFeature(hc*31+fh, featFieldCls), kindFieldClass)
		if i == classTool && shapes.has(classSink) {
			lr.add(learnedFeature(hc*16777619^d.classHash[classSink], featClassPair), kindClassPair)
		}
		for _, j := range cues {
			lr.add(learnedFeature(hc*16777619^d.classHash[j], featClassPair), kindClassPair)
		}
	}
}

// shapeBound is the most the shape classes' features could add to a
// sentence's score: the sum of their positive weights.
func (lr *learnedReader) shapeBound(cues []uint16, fh uint32) int32 {
	d, m := lr.d, lr.m
	pos := func(f, kind uint32) int32 {
		if m.kinds&(1<<kind) == 0 {
			return 0
		}
		return max(0, int32(m.weights[f]))
	}
	b := pos(learnedFeature(d.classHash[classTool]*16777619^d.classHash[classSink], featClassPair), kindClassPair)
	for _, i := range [2]int{classTool, classSink} {
		hc := d.classHash[i]
		b += pos(learnedFeature(hc, featClass), kindClass) + pos(learnedFeature(hc*31+fh, featFieldCls), kindFieldClass)
		for _, j := range cues {
			b += pos(learnedFeature(hc*16777619^d.classHash[j], featClassPair), kindClassPair)
		}
	}
	return b
}

// shapes adds the features of the sentence's shapes.
func (lr *learnedReader) shapes(later bool) {
	switch {
	case lr.all > 40:
		lr.shapeSeen |= 1 << shapeLong
	case lr.all < 6:
		lr.shapeSeen |= 1 << shapeShort
	}
	if later {
		lr.shapeSeen |= 1 << shapeLater
	}
	if !lr.wantShapes {
		return
	}
	for m := lr.shapeSeen; m != 0; m &= m - 1 {
		lr.add(learnedFeature(uint32(bits.TrailingZeros16(m)), featShape), kindShape) //nolint:gosec // below 16
	}
}

// shapeByte marks the bytes between words a shape is made of (see
// gapShapes).
var shapeByte = func() (t [256]bool) {
	for _, c := range []byte("%$:@~/\"`'_") {
		t[c] = true
	}
	return t
}()

// learnedSpans lists where each field starts in the texts read together.
func learnedSpans(out []learnedSpan, segs []segment, fields []textField) []learnedSpan {
	out = out[:0]
	for _, sg := range segs {
		out = append(out, learnedSpan{start: sg.start, index: sg.field, field: learnedFieldOf(fields[sg.field].kind)})
	}
	return out
}

// collectLearned hands the features of every sentence of a definition's
// texts to r.learnedCollect, whatever the checks found. The scan's record
// of the classes seen is the checks', and is kept as they left it.
func (r *Ruleset) collectLearned(d *directiveRule, joined string, decoded []view, tc *toolContext, spans []learnedSpan, excuse func(string) bool) {
	texts, _, extra := d.directiveTexts(joined, decoded, nil, nil, nil)
	lr := &learnedReader{collect: r.learnedCollect}
	lr.reset(d, tc, spans)
	lr.excuse = excuse
	seen, first, opening, nameRead := tc.seen, tc.firstText, tc.opening, tc.nameRead
	tc.learn = lr
	d.directive(texts, extra, tc, r.verbs)
	tc.learn = nil
	tc.seen, tc.firstText, tc.opening, tc.nameRead = seen, first, opening, nameRead
}
