package classifier

import "regexp"

// A value shown in code among a list of examples ("the helper configured,
// for example `desktop` or `pass`", "z. B. `store` oder `keep`") names a
// setting's value, not an act: the word is a program's name or a literal
// the tool returns, whatever verb it spells. The reading is narrow: the
// word stands alone in a code span, the list of code spans it belongs to
// is opened by an example's lead, and the span ends its list (a closing
// parenthesis, a comma, the clause's end, or a joining word and another
// span). A span followed by more words ("for example `send` it to …") is
// read as ever.

// exampleListLead is an example's lead in the languages the corpora use,
// then any code spans of the list joined by commas or "or"/"and", and
// the opening of the span the word is in; it is matched at the end of the
// text before the word. It is tried from every byte of that text, which
// most often holds no lead: its prefilter passes over it first.
var exampleListLead = mustFiltered("(?:\\be\\.g\\.?|\\bi\\.e\\.?|\\bsuch as|\\bfor example|\\bfor instance|\\blike|\\bp\\. ?ej\\.|\\bpor ejemplo|\\bcomo|\\bpar exemple|\\bp\\. ?ex\\.|\\bcomme|\\bz\\. ?b\\.|\\bzum beispiel|\\bbeispielsweise|\\bwie|\\bad esempio|\\bper esempio|\\bcome|\\bpor exemplo|\\bbijv\\.|\\bbijvoorbeeld|\\bzoals|\\bnp\\.|\\bna przykład|\\bnapř\\.|\\bнапример|\\bнаприклад|\\börneğin|\\bmisalnya|\\bví dụ)[\\s:,]*(?:`[^`\\n]{1,40}`\\s*(?:,|/|\\bor\\b|\\band\\b|\\bo\\b|\\by\\b|\\bou\\b|\\bet\\b|\\boder\\b|\\bund\\b|\\bof\\b|\\ben\\b|\\be\\b|\\blub\\b|\\bnebo\\b|\\bили\\b|\\bабо\\b|\\bveya\\b|\\batau\\b|\\bhoặc\\b)\\s*)*`$")

// exampleListTail is what may follow a listed span: the list's end, or a
// joining word and the next span.
var exampleListTail = regexp.MustCompile("^`\\s*(?:$|[),;.]|(?:,|/)?\\s*(?:or|and|o|y|ou|et|oder|und|of|en|e|lub|nebo|или|або|veya|atau|hoặc)?\\s*`)")

// exampleValueWord reports whether the one word w (a span of text) is a
// value shown in code in a list of examples (see above).
func exampleValueWord(text string, w wordSpan) bool {
	if w.start == 0 || w.end >= len(text) || text[w.start-1] != '`' || text[w.end] != '`' {
		return false
	}
	from := max(0, w.start-160)
	for from > 0 && from < w.start && text[from]&0xC0 == 0x80 {
		from++ // start on a character's first byte
	}
	// The tail is anchored and short to try; the lead is matched at the
	// end of up to 160 bytes, tried from each of them.
	return exampleListTail.MatchString(text[w.end:]) && exampleListLead.MatchString(text[from:w.start])
}
