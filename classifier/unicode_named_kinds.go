package classifier

import "regexp"

// A tool about a kind of invisible character often names the kind in
// words rather than by code point: a label printer "inserts direction
// marks", a download checker "flags right-to-left overrides", a product
// name cleaner removes "spasi nol lebar". Its sample inputs then hold
// that kind, as the user's own text would. The words name a kind, and a
// kind only its own characters: a tool about direction marks that shows
// a right-to-left override in its sample, or a zero-width space, is read
// as ever, and so are samples with more than a few of them (see
// namedSample) and any such character outside a sample.

// namedKind is a kind of invisible character and the words that name it.
type namedKind struct {
	words  *regexp.Regexp
	ranges [][2]rune
}

// namedKinds are the kinds a description may name in words, in the
// languages tools about them are written in.
var namedKinds = []namedKind{
	{ // the marks that set a run's direction
		regexp.MustCompile(`\b(direction(al)?|bidi|ltr|rtl|left-to-right|right-to-left)\s+marks?\b|\b(lrm|rlm)\b|\btanda arah\b|\bmarcas? de direcci[oó]n\b|\brichtungs(zeichen|marken)\b|\bmarques? de direction\b|סימני? כיוון|علامات? (الاتجاه|اتجاه)`),
		[][2]rune{{0x200E, 0x200F}, {0x061C, 0x061C}},
	},
	{ // the controls that override or embed a run's direction
		regexp.MustCompile(`\b(right-to-left|left-to-right|rtl|ltr|bidi(rectional)?|direction(al)?)\s+(overrides?|embeddings?)\b|\b(rtlo|rlo|lro)\b`),
		[][2]rune{{0x202A, 0x202E}},
	},
	{ // the controls that isolate a run
		regexp.MustCompile(`\b(bidi(rectional)?|direction(al)?|first strong|left-to-right|right-to-left)\s+isolates?\b`),
		[][2]rune{{0x2066, 0x2069}},
	},
	{ // every bidirectional control, named as a class
		regexp.MustCompile(`\b(bidi(rectional)?|direction(al)?)\s+control (characters?|codes?)\b`),
		[][2]rune{{0x202A, 0x202E}, {0x2066, 0x2069}},
	},
	{ // the characters of no width
		regexp.MustCompile(`\bzero[- ]width\b|\bspasi nol lebar\b|\bkarakter (tak|tidak) terlihat\b|\bnullbreit|\bancho cero\b|\blargeur nulle\b|\binvisible (characters?|spaces?)\b|\bunsichtbare zeichen\b|\bcaracteres invisibles\b|不可见字符|零宽|\blarghezza zero\b|\blargura zero\b|\bzerowej szeroko|\bnulbreedte|\bsıfır genişlik|нулевой ширины|нульової ширини|ゼロ幅|幅ゼロ|폭이 없는|너비가 없는|제로 폭|\bword joiners?\b`),
		[][2]rune{{0x200B, 0x200D}, {0x2060, 0x2060}, {0xFEFF, 0xFEFF}},
	},
}

// kindsNamed appends to ranges the characters of each kind lower, a
// description lower-cased, names in words.
func kindsNamed(lower string, ranges [][2]rune) [][2]rune {
	for _, k := range namedKinds {
		if k.words.MatchString(lower) {
			ranges = append(ranges, k.ranges...)
		}
	}
	return ranges
}
