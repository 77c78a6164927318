package classifier

import (
	"fmt"
	"regexp"
	"strings"
	"unicode"
)

// hiddenCharacters finds characters a reader cannot see but a model reads:
// bidirectional controls, Unicode tag characters (which can spell out a
// whole hidden message), and zero-width characters outside emoji.
func hiddenCharacters(f textField) (Finding, bool) {
	if isASCII(f.text) {
		return Finding{}, false // nothing hidden in plain ASCII but control bytes
	}
	if !mayHideIn(f.text) && !maySmuggle(f.text) && !strings.Contains(f.text, "\u00ad") {
		return Finding{}, false // most non-ASCII text: accents, dashes, quotes
	}
	t := &hiddenText{runes: []rune(f.text)}
	runes := t.runes
	for i, r := range runes {
		var what string
		sev := High
		switch {
		case (r >= 0x202A && r <= 0x202C || r >= 0x2066 && r <= 0x2069 || r >= 0x200B && r <= 0x200F || r >= 0x2060 && r <= 0x2064 || r == 0x061C || r == 0xFEFF) && t.namedCodePoint(r):
			// A mark, an embedding, an isolate or a zero-width character
			// the text names by its code point. The overrides (U+202D,
			// U+202E), which spell a name backwards, are left to the
			// checks of quoted samples.
			continue
		case r >= 0x2066 && r <= 0x2069 && (isolatesRTL(runes, i) || isolateSpecimen(t, i)):
			continue // an isolate around Hebrew or Arabic, or one shown: it orders text, it hides none
		case r >= 0x2066 && r <= 0x2069 && isolatedPlaceholder(runes, i):
			continue // an isolate around a template's placeholder, as message formats put one
		case r >= 0x2066 && r <= 0x2069 && emptyIsolate(runes, i):
			continue // an isolate shown around nothing: there is nothing for it to reorder
		case r >= 0x202A && r <= 0x202E, r >= 0x2066 && r <= 0x2069:
			what = "a bidirectional control character"
		case r == 0x200E, r == 0x200F, r == 0x061C:
			if wholeMarkedToken(runes) || nextToRTL(runes, i) || shownMark(t, i) || closesMarkedRun(runes, i) || closesEmbeddedRun(runes, i) || closesMirroredPair(runes, i) || marksQuantity(t, i) || closesMixedRun(t, i) {
				continue // a directional mark beside Hebrew or Arabic, where it belongs
			}
			what = "a bidirectional control character"
		case r >= 0xE0000 && r <= 0xE007F:
			if emojiNear(runes, i) {
				continue // the tag sequence of a flag emoji
			}
			what = "Unicode tag characters (invisible text)"
		case (r == 0x200C || r == 0x200D) && scriptJoiner(runes, i):
			continue // Persian, Hindi and other scripts join or part letters with them
		case r == 0x200B && breaksUnspacedWord(runes, i):
			continue // Thai, Lao, Khmer and Burmese mark where a line may break with it
		case r == 0x2060 && joinsName(t, i):
			continue // a word joiner keeping a name's parts on one line, in a text that says so
		case r == 0x200B, r == 0x200C, r == 0x2060, r == 0x2061, r == 0x2062, r == 0x2063, r == 0x2064, r == 0xFEFF && i > 0:
			if specimen(t, i) {
				continue // a quoted specimen in a text about such characters
			}
			what, sev = "a zero-width character", Medium
		case r == 0x200D:
			if emojiNear(runes, i) {
				continue // joins an emoji sequence
			}
			what, sev = "a zero-width joiner outside an emoji", Medium
		case isSelector(r) && i+1 < len(runes) && isSelector(runes[i+1]):
			what = "variation selectors in a row (each spells a byte of invisible text)"
		case r == softHyphen:
			if !softHyphenated(string(runes[i:min(len(runes), i+7)])) {
				continue // a place a long word may break, as hyphenation puts one
			}
			what = "soft hyphens between single letters, which split its words for a filter but not for the model"
		case r == 0x1B && colourEscape(runes[i+1:]):
			continue // a terminal colour, which hides nothing
		case unicode.Is(unicode.Cc, r) && r != '\n' && r != '\r' && r != '\t':
			what, sev = "a control character", Medium
		default:
			continue
		}
		return Finding{ID: "poison.hidden_characters", Kind: "tool_poisoning", Severity: sev,
			Message: "contains " + what + " that the user cannot see but the model reads",
			Field:   f.name(), Match: fmt.Sprintf("U+%04X at character %d", r, i)}, true
	}
	return Finding{}, false
}

// specimen reports whether the invisible character at i stands between
// quotes in a text that names invisible characters itself: a tool that
// finds them shows one.
func specimen(t *hiddenText, i int) bool {
	if namedAfter(t.runes, i) || namedBefore(t.runes, i) {
		return true // alone, its name beside it: "⁠ (word joiner)", "ZWNJ (‌)"
	}
	if !t.namesInvisible() {
		return false
	}
	runes := t.runes
	quote := func(r rune) bool { return strings.ContainsRune("'\"`‘’“”«»‹›「」", r) }
	before, after := false, false
	for j := i - 1; j >= 0 && j >= i-40 && runes[j] != '\n' && !before; j-- {
		before = quote(runes[j])
	}
	for j := i + 1; j < len(runes) && j <= i+40 && runes[j] != '\n' && !after; j++ {
		after = quote(runes[j])
	}
	return before && after
}

// invisibleName is the name of an invisible character, or its code point,
// at the start of a parenthesis.
var invisibleName = regexp.MustCompile(`^\(\s*(word joiner|zero[- ]width (space|joiner|non-joiner)|u\+[0-9a-f]{4}|invisible separator|byte order mark)\b`)

// namedAfter reports whether the character at i stands alone, a space
// before it, and its name follows in parentheses: one character shown and
// named, with no text around it for it to hide in.
func namedAfter(runes []rune, i int) bool {
	if i == 0 || runes[i-1] != ' ' || i+1 >= len(runes) {
		return false
	}
	rest := strings.TrimLeft(string(runes[i+1:min(len(runes), i+40)]), " ")
	return invisibleName.MatchString(strings.ToLower(rest))
}

// invisibleNameBefore is the name of an invisible character, or its code
// point, at the end of a text, before a parenthesis that shows it.
var invisibleNameBefore = regexp.MustCompile(`\b(zwnj|zwj|zwsp|wj|word joiner|zero[- ]width (space|joiner|non-joiner)|u\+[0-9a-f]{4}|invisible separator)\s*$`)

// namedBefore reports whether the character at i stands alone in
// parentheses right after its name ("ZWNJ (\u200c)"): one character shown
// and named, with no text around it for it to hide in.
func namedBefore(runes []rune, i int) bool {
	if i < 2 || i+1 >= len(runes) || runes[i-1] != '(' || runes[i+1] != ')' {
		return false
	}
	before := strings.TrimRight(string(runes[max(0, i-40):i-1]), " ")
	return invisibleNameBefore.MatchString(strings.ToLower(before))
}

// mayHide reports whether r is one of the characters hiddenCharacters
// looks at (before asking whether an emoji excuses it).
func mayHide(r rune) bool {
	switch {
	case r >= 0x202A && r <= 0x202E, r >= 0x2066 && r <= 0x2069, r == 0x200E, r == 0x200F, r == 0x061C,
		r >= 0xE0000 && r <= 0xE007F,
		r == 0x200B, r == 0x200C, r == 0x2060, r == 0x2061, r == 0x2062, r == 0x2063, r == 0x2064, r == 0xFEFF, r == 0x200D:
		return true
	}
	// The control characters (category Cc) but line breaks and tabs.
	return r < 0x20 && r != '\n' && r != '\r' && r != '\t' || r >= 0x7F && r <= 0x9F
}

// emojiNear reports whether the joiner or tag character at i is part of an
// emoji sequence: a joiner between two emoji (a variation selector may
// follow the first), a tag in a flag's tag sequence.
func emojiNear(runes []rune, i int) bool {
	if runes[i] >= 0xE0000 && runes[i] <= 0xE007F {
		return inFlagSequence(runes, i) || runes[i] == 0xE007F && i > 0 && runes[i-1] >= 0xE0020 && runes[i-1] <= 0xE007E && inFlagSequence(runes, i-1)
	}
	isEmoji := func(r rune) bool { return r >= 0x1F000 || unicode.Is(unicode.So, r) }
	prev := i - 1
	if prev >= 0 && runes[prev] == 0xFE0F {
		prev--
	}
	return prev >= 0 && isEmoji(runes[prev]) && i+1 < len(runes) && isEmoji(runes[i+1])
}

// scriptJoiner reports whether the zero-width (non-)joiner at i stands
// where a script other than Latin, Greek or Cyrillic uses it: between two
// letters or marks of that script (the non-joiner inside Persian words, the
// joiner in Devanagari conjuncts), or after a virama, where it selects a
// letter's form (Malayalam chillu letters). In Latin text it only splits
// words a filter would read.
func scriptJoiner(runes []rune, i int) bool {
	if i == 0 {
		return false
	}
	prev := runes[i-1]
	for _, t := range joinerScripts {
		if !unicode.Is(t, prev) {
			continue
		}
		return unicode.Is(unicode.Mn, prev) || i+1 < len(runes) && unicode.Is(t, runes[i+1])
	}
	return false
}

// breaksUnspacedWord reports whether the zero-width space at i stands
// where a script written without spaces between words uses it: a letter
// or mark of that script on one side, a letter, mark or digit on the
// other, so it marks one place a line may break. Between two Latin
// letters ("ig\u200Bnore") it only splits a word a filter would read,
// and beside another invisible character it may be one bit of a run.
func breaksUnspacedWord(runes []rune, i int) bool {
	if i == 0 || i+1 >= len(runes) {
		return false
	}
	prev, next := runes[i-1], runes[i+1]
	word := func(r rune) bool { return unicode.IsLetter(r) || unicode.Is(unicode.M, r) || unicode.IsDigit(r) }
	if !word(prev) || !word(next) {
		return false
	}
	return unspacedLetter(prev) || unspacedLetter(next)
}

// unspacedLetter reports whether r is a letter or mark of a script written
// without spaces between words.
func unspacedLetter(r rune) bool {
	for _, t := range unspacedScripts {
		if unicode.Is(t, r) {
			return true
		}
	}
	return false
}

// unspacedScripts are the scripts written without spaces between words,
// whose texts put zero-width spaces where lines may break.
var unspacedScripts = []*unicode.RangeTable{unicode.Thai, unicode.Lao, unicode.Khmer, unicode.Myanmar, unicode.Tibetan,
	unicode.Han, unicode.Hiragana, unicode.Katakana}

// joinerScripts are the scripts whose writing uses zero-width joiners and
// non-joiners.
var joinerScripts = []*unicode.RangeTable{unicode.Arabic, unicode.Devanagari, unicode.Bengali, unicode.Gurmukhi,
	unicode.Gujarati, unicode.Oriya, unicode.Tamil, unicode.Telugu, unicode.Kannada, unicode.Malayalam,
	unicode.Sinhala, unicode.Syriac}

// nextToRTL reports whether the directional mark at i has a Hebrew or
// Arabic letter beside it, a space apart at most: marks there fix how
// mixed text is shown; they cannot reorder it the way overrides do.
func nextToRTL(runes []rune, i int) bool {
	rtl := func(j int) bool {
		return j >= 0 && j < len(runes) && (unicode.Is(unicode.Hebrew, runes[j]) || unicode.Is(unicode.Arabic, runes[j]))
	}
	// Neutral characters (a full stop, a space, a number, a currency sign)
	// may stand between the mark and the letter it orders: "שבוע.\u200F
	// Returns …", "מחיר: 120 ₪\u200F" — a price is the mark's commonest
	// place, and it is the number and its sign the mark keeps in order.
	// Other marks may stand there too: a right-to-left mark after the
	// left-to-right mark that closes a Latin number ("\u200F\u200ESA-4471
	// \u200E\u200F»") is read past to the letter beyond.
	for _, step := range []int{-1, 1} {
		for j, n := i+step, 0; j >= 0 && j < len(runes) && n < 12; j, n = j+step, n+1 {
			if rtl(j) {
				return true
			}
			if r := runes[j]; !unicode.IsPunct(r) && !unicode.IsSpace(r) && !unicode.IsDigit(r) && !unicode.IsSymbol(r) && r != 0x200E && r != 0x200F && r != 0x061C {
				break
			}
		}
	}
	return false
}

// closesMarkedRun reports whether the directional mark at i closes a pair
// of the same mark around one token set in right-to-left text ("למשל
// \u200ESUP-1042\u200E."): the first mark stands beside Hebrew or Arabic,
// nothing but the token (no space, no other control) stands between the
// two, and neither mark has a letter or digit on its outer side. Marks
// that split a word ("ig\u200Enore") have one there, and are not excused.
func closesMarkedRun(runes []rune, i int) bool {
	const reach = 32
	if i+1 < len(runes) && (unicode.IsLetter(runes[i+1]) || unicode.IsDigit(runes[i+1])) {
		return false
	}
	for j := i - 1; j > 0 && i-j <= reach+1; j-- {
		switch r := runes[j]; {
		case r == runes[i]:
			outer := runes[j-1]
			return i-j > 1 && (!unicode.IsLetter(outer) || isRTLLetter(outer)) && !unicode.IsDigit(outer) && nextToRTL(runes, j)
		case unicode.IsSpace(r), mayHide(r):
			return false
		}
	}
	return false
}

// isRTLLetter reports whether r is a Hebrew or Arabic letter.
func isRTLLetter(r rune) bool { return unicode.Is(unicode.Hebrew, r) || unicode.Is(unicode.Arabic, r) }

// shownMark reports whether the directional mark at i stands alone, set
// off by spaces, brackets or quotes, in a text that has Hebrew or Arabic:
// a translator's or formatter's definition naming the mark it adds
// ("returned with the mark \u200F where needed", "inserting direction
// marks (\u200F)"), not one placed to reorder the words beside it, which
// has a letter or a digit beside it.
func shownMark(t *hiddenText, i int) bool {
	runes := t.runes
	if i == 0 || i+1 >= len(runes) || !setOff(runes[i-1]) || !setOff(runes[i+1]) {
		return false
	}
	return t.hasRTL() || t.namesMarks()
}

// marksNamed is a text that names directional marks, or a right-to-left
// script they are written for: a formatter that "inserts \u200F RLM marks
// beside Hebrew" shows the mark it adds, written in English.
var marksNamed = regexp.MustCompile(`\b(rlm|lrm|alm|(right|left)-to-(left|right) marks?|directional marks?|bidi\w*|hebrew|arabic|persian|farsi|urdu|yiddish)\b`)

// setOff reports whether r sets a character apart from the words beside
// it: a space, a bracket or a quote mark.
func setOff(r rune) bool {
	return unicode.IsSpace(r) || unicode.In(r, unicode.Ps, unicode.Pe, unicode.Pi, unicode.Pf) || r == '"' || r == '\'' || r == '`'
}

// isolatesRTL reports whether the isolate at i stands in or next to
// Hebrew or Arabic text: such a letter within a few characters on its line,
// either side. Isolates order mixed-direction text; they hide none.
func isolatesRTL(runes []rune, i int) bool {
	for _, step := range []int{-1, 1} {
		for j, n := i+step, 0; j >= 0 && j < len(runes) && n < 24 && runes[j] != '\n'; j, n = j+step, n+1 {
			if unicode.Is(unicode.Hebrew, runes[j]) || unicode.Is(unicode.Arabic, runes[j]) {
				return true
			}
		}
	}
	return false
}

// emptyIsolate reports whether the isolate at i is half of a pair, an
// opener and its pop, with no letter or digit between them: a text that
// shows where isolates go ("wrapped in \u2067…\u2069 isolates") reorders
// nothing, and an isolate hides only what it holds.
func emptyIsolate(runes []rune, i int) bool {
	const reach = 4 // an ellipsis or a placeholder's brackets, and spaces
	blank := func(r rune) bool { return !unicode.IsLetter(r) && !unicode.IsDigit(r) && !mayHide(r) }
	if runes[i] == 0x2069 {
		for j := i - 1; j >= 0 && i-j <= reach+1; j-- {
			if runes[j] >= 0x2066 && runes[j] <= 0x2068 {
				return true
			}
			if !blank(runes[j]) {
				return false
			}
		}
		return false
	}
	for j := i + 1; j < len(runes) && j-i <= reach+1; j++ {
		if runes[j] == 0x2069 {
			return true
		}
		if !blank(runes[j]) {
			return false
		}
	}
	return false
}

// colourEscape reports whether rest, what follows an escape character, is
// a terminal colour (ESC[32m, ESC[1;34m, ESC[0m) that does not conceal
// (SGR 8) the text after it.
func colourEscape(rest []rune) bool {
	if len(rest) < 2 || rest[0] != '[' {
		return false
	}
	param := 0
	for _, r := range rest[1:min(len(rest), 24)] {
		switch {
		case r >= '0' && r <= '9':
			param = param*10 + int(r-'0')
		case r == ';' || r == 'm':
			if param == 8 {
				return false
			}
			if r == 'm' {
				return true
			}
			param = 0
		default:
			return false
		}
	}
	return false
}

// isolateSpecimen reports whether the isolate at i is one of a closed pair
// (an opening isolate and a pop within a few words, no other control
// between) in a text that speaks of isolates or bidirectional text: a
// tool that inserts them shows one. An isolate cannot reorder the text
// outside its pair, so a closed pair around visible text hides nothing.
func isolateSpecimen(t *hiddenText, i int) bool {
	const reach = 40
	if !t.namesIsolates() {
		return false
	}
	runes := t.runes
	step, want := 1, func(r rune) bool { return r == 0x2069 }
	if runes[i] == 0x2069 {
		step, want = -1, func(r rune) bool { return r >= 0x2066 && r <= 0x2068 }
	}
	for j, n := i+step, 0; j >= 0 && j < len(runes) && n < reach && runes[j] != '\n'; j, n = j+step, n+1 {
		switch r := runes[j]; {
		case want(r):
			return n > 0 // a pair around something visible
		case mayHide(r):
			return false
		}
	}
	return false
}

// isolatedPlaceholder reports whether the isolate at i opens or closes a
// pair around one placeholder of a message template ("Welcome,
// \u2068{name}\u2069!", "%s", "{0}"): message formats isolate each
// inserted value so a right-to-left name does not reorder the sentence.
func isolatedPlaceholder(runes []rune, i int) bool {
	first, last := i, -1
	if runes[i] == 0x2069 {
		last = i
		first = -1
		for j := i - 1; j >= 0 && i-j <= 40; j-- {
			if runes[j] >= 0x2066 && runes[j] <= 0x2068 {
				first = j
				break
			}
		}
		if first < 0 {
			return false
		}
	} else {
		for j := i + 1; j < len(runes) && j-i <= 40; j++ {
			if runes[j] == 0x2069 {
				last = j
				break
			}
		}
		if last < 0 {
			return false
		}
	}
	inner := string(runes[first+1 : last])
	return templatePlaceholder.MatchString(inner)
}

// templatePlaceholder is one placeholder of a message template, whole.
var templatePlaceholder = regexp.MustCompile(`^(\{\{?\s*[\w.-]+\s*\}\}?|\{\d+\}|%[sd]|%\d\$[sd]|\$\{?\w+\}?)$`)

// wholeMarkedToken reports whether the text is one token between two of
// the same directional mark ("\u200eAX-2291-EG\u200e", an example value
// written for a right-to-left form): no text stands outside the marks to
// be reordered, and none inside them to hide.
func wholeMarkedToken(runes []rune) bool {
	n := len(runes)
	if n < 3 || runes[0] != runes[n-1] || runes[0] != 0x200E && runes[0] != 0x200F {
		return false
	}
	for _, r := range runes[1 : n-1] {
		if unicode.IsSpace(r) || mayHide(r) {
			return false
		}
	}
	return true
}
