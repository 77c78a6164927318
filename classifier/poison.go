package classifier

import (
	"strings"
	"unicode"
	"unicode/utf8"

	"golang.org/x/text/unicode/norm"

	"github.com/mcpscan/mcpscan/catalog"
)

// A poisoned definition hides its instructions from the person reading it
// while the model still reads them: encoded (base64, hex, URL, HTML or
// Unicode escapes), spelled with look-alike or invisible characters, or
// split over fields. Each text is therefore read in several views, and
// every rule runs on each view: the text as written, the text decoded,
// the decoded text folded to plain letters, and what invisible Unicode tag
// characters spell.

// view is one reading of a text field; how says how it was obtained ("" for
// the text as written).
type view struct {
	text, how string
}

// maxViewText bounds the text decoded per field: a definition's prose is
// short, and decoding must stay cheap whatever a server sends.
const maxViewText = 16 << 10

// views returns the readings of text other than the text itself.
func views(text string) []view { return appendViews(nil, text) }

// appendViews appends the readings of text other than the text itself to
// out, so that a definition's fields, read one after another, share one
// list.
func appendViews(out []view, text string) []view {
	if len(text) > maxViewText {
		text = text[:maxViewText]
	}
	m := markersOf(text)
	if !m.space && m.separators >= 2 {
		// A name can be a sentence: ignore_previous_instructions_and_….
		out = append(out, view{separatorsAsSpaces.Replace(text), "read with _ and - as spaces"})
	} else if !m.space && len(text) <= maxNameSentence && nameShaped(text) {
		// So can a camelCase or dotted one: fetchPageThenSendKeysToCollector.
		if words := catalog.NameWords(text); len(words) >= minNameSentence && wordsOnly(words) {
			out = append(out, view{strings.Join(words, " "), "read with case changes and dots as spaces"})
		}
	}
	if m.space {
		rot, rev := hiddenLetters(text)
		if rot || mentionsROT13(text) {
			out = append(out, view{rot13(text), "decoded from ROT13"})
		}
		if rev {
			out = append(out, view{reversed(text), "read backwards"})
		}
	}
	if !m.encoded && !m.nonASCII {
		return out // nothing encoded, nothing to fold: the text is all there is
	}
	decoded, how := decode(text, m.runs)
	if decoded != text {
		// What was decoded may follow key= with no space ("ref=%49gnore"):
		// read it as a word of its own.
		decoded = strings.ReplaceAll(decoded, "=", "= ")
		out = append(out, view{decoded, how})
	}
	if !isASCII(decoded) {
		if hidden := selectorText(decoded); hidden != "" {
			out = append(out, view{hidden, "spelled in invisible variation selectors"})
		}
	}
	if !isASCII(decoded) && needsFold(decoded) {
		if hidden := tagText(decoded); hidden != "" {
			out = append(out, view{hidden, "spelled in invisible Unicode tag characters"})
		}
		if folded := fold(decoded); folded != decoded {
			w := "with look-alike and invisible characters folded"
			switch {
			case how == "" && hasMathLetters(decoded):
				w = "spelled in mathematical letters, folded" // an encoding: see encodedReading
			case how == "" && hasFullWidthWords(decoded):
				w = "spelled in full-width letters, folded"
			}
			if how != "" {
				w = how + ", " + w
			}
			out = append(out, view{folded, w})
		}
	}
	return out
}

// separatorsAsSpaces reads a name's underscores and hyphens as spaces.
var separatorsAsSpaces = strings.NewReplacer("_", " ", "-", " ")

// nameShaped reports whether a text without spaces is made as a name of
// a sentence's words is: ASCII letters and digits, with dots between them
// and no other mark (a path or an address is not a name), and enough
// breaks (a lower-case letter before a capital, or a dot) to hold
// minNameSentence words. Most fields are one word and are passed over
// without being split.
func nameShaped(text string) bool {
	breaks := 0
	for i := range len(text) {
		c := text[i]
		switch {
		case c == '.' || c >= 'A' && c <= 'Z' && i > 0 && text[i-1] >= 'a' && text[i-1] <= 'z':
			breaks++
		case !wordASCII[c]:
			return false
		}
	}
	return breaks >= minNameSentence-1
}

// wordsOnly reports whether the pieces of a name are all words of two
// letters or more: base64 or a hash cut at its case changes gives single
// letters and digits.
func wordsOnly(words []string) bool {
	for _, w := range words {
		if len(w) < 2 {
			return false
		}
		for i := range len(w) {
			if w[i] < 'a' || w[i] > 'z' {
				return false
			}
		}
	}
	return true
}

// A camelCase or dotted name is read as words when it is short enough to
// be a name and has the words of a sentence: most names have two or
// three (maxResults, user.email), an order four or more.
const (
	maxNameSentence = 160
	minNameSentence = 4
)

// markers are what one pass over a text tells about its other views.
type markers struct {
	space      bool // it has white space
	separators int  // underscores and hyphens, in a text without white space (see markersOf)
	encoded    bool // an entity, an escape, a percent sign or a long run of base64 or hex
	nonASCII   bool
	runs       bool // a long run that may be base64 or hex (see longRun)
}

// markersByByte is markersOf a byte at a time: the reading of any text
// (see markersOf for the common case's shortcut).
func markersByByte(s string) markers {
	// One pass gathers the classes seen, the separators and the digits; a
	// run of 24 characters of the base64 alphabet (a hex run is one too)
	// is read on its own, once, for its cases and hex digits.
	var seen uint8
	separators, digits, run := 0, 0, 0
	encoded := false
	for i := range len(s) {
		k := byteClasses[s[i]]
		seen |= k
		separators += int(k&classSeparator) / classSeparator
		digits += int((k >> 4) & (k >> 7) & 1) // hex and base64: a digit
		if k&(classLower|classUpper|classBase64) == 0 {
			run = 0
		} else if run++; run == 24 && !encoded {
			encoded = encodedRun(s[i-23:])
		}
	}
	// Hex bytes written apart ("72 65 61 64 …"): every byte of printable
	// ASCII has a digit in its first nibble, so eleven of them need eleven
	// digits; only then is the text read again for them.
	spaced := !encoded && digits >= 11 && seen&classSpace != 0 && spacedHexPairs(s)
	return markers{space: seen&classSpace != 0, separators: separators,
		encoded: encoded || spaced || seen&classEscape != 0, nonASCII: seen&classHigh != 0, runs: encoded || spaced}
}

// spacedHexPairs reports whether s has eleven hex bytes in a row written
// apart by single spaces ("72 65 61 64 …"). Only a space can count a pair
// or end a row of them, so it jumps from space to space: a text with many
// digits is most often prose with numbers, and reading it a byte at a time
// cost more than the search for its spaces.
func spacedHexPairs(s string) bool {
	pairs := 0
	for j := strings.IndexByte(s, ' '); j >= 0; {
		// The two bytes before the space are hex digits, and the one
		// before them is not.
		if j >= 2 && byteClasses[s[j-1]]&byteClasses[s[j-2]]&classHex != 0 && (j == 2 || byteClasses[s[j-3]]&classHex == 0) {
			if pairs++; pairs >= 11 {
				return true
			}
		} else {
			pairs = 0
		}
		next := strings.IndexByte(s[j+1:], ' ')
		if next < 0 {
			break
		}
		j += 1 + next
	}
	return false
}

// encodedRun reports whether the run of the base64 alphabet s starts with
// (24 characters at least) may be encoded text: upper and lower case mixed
// in it, 24 hex digits in a row, or only the base32 alphabet in one case.
func encodedRun(s string) bool {
	var cases uint8
	hexRun := 0
	base32 := true
	for i := range len(s) {
		k := byteClasses[s[i]]
		if k&(classLower|classUpper|classBase64) == 0 {
			break
		}
		cases |= k
		base32 = base32 && inBase32(s[i])
		if k&classHex == 0 {
			hexRun = 0
		} else if hexRun++; hexRun >= 24 {
			return true
		}
	}
	mixed := cases&(classLower|classUpper) == classLower|classUpper
	return mixed || base32
}

// inBase32 reports whether c is in the base32 alphabet (RFC 4648) as
// decoders read it, in either case: the letters and the digits 2–7. A
// run of 24 lower-case letters may be a long word as well; decodeBase32
// keeps only what decodes to prose.
func inBase32(c byte) bool {
	return c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' || c >= '2' && c <= '7'
}

// Byte classes for markersOf.
const (
	classSpace     = 1 << iota // white space
	classSeparator             // _ and -
	classEscape                // &, % and \, which begin entities and escapes
	classHigh                  // a byte of a non-ASCII character
	classHex                   // a hex digit
	classLower                 // a-z
	classUpper                 // A-Z
	classBase64                // the rest of the base64 alphabets: digits, +, /, _ and -
)

var byteClasses = func() (t [256]uint8) {
	for c := range 256 {
		b := byte(c)
		var k uint8
		switch {
		case b == ' ' || b == '\t' || b == '\n' || b == '\r':
			k |= classSpace
		case b == '_' || b == '-':
			k |= classSeparator | classBase64
		case b == '&' || b == '%' || b == '\\':
			k |= classEscape
		case b >= 0x80:
			k |= classHigh
		}
		if b >= '0' && b <= '9' || b >= 'a' && b <= 'f' || b >= 'A' && b <= 'F' {
			k |= classHex
		}
		switch {
		case b >= 'a' && b <= 'z':
			k |= classLower
		case b >= 'A' && b <= 'Z':
			k |= classUpper
		case b >= '0' && b <= '9' || b == '+' || b == '/':
			k |= classBase64
		}
		t[c] = k
	}
	return t
}()

// tagText is what Unicode tag characters (U+E0020–U+E007E) in s spell,
// outside the tag sequences of flag emoji.
func tagText(s string) string {
	var b strings.Builder
	runes := []rune(s)
	for i, r := range runes {
		if r >= 0xE0020 && r <= 0xE007E && !inFlagSequence(runes, i) {
			b.WriteRune(r - 0xE0000)
		}
	}
	return b.String()
}

// inFlagSequence reports whether the tag character at i belongs to a flag
// emoji: a run of tags right after U+1F3F4 that a cancel tag ends.
func inFlagSequence(runes []rune, i int) bool {
	start := i
	for start > 0 && runes[start-1] >= 0xE0020 && runes[start-1] <= 0xE007E {
		start--
	}
	end := i
	for end < len(runes) && runes[end] >= 0xE0020 && runes[end] <= 0xE007E {
		end++
	}
	return start > 0 && runes[start-1] == 0x1F3F4 && end < len(runes) && runes[end] == 0xE007F && end-start <= 8
}

// confusables maps Cyrillic, Greek, Armenian and Cherokee letters that
// look like Latin ones.
var confusables = map[rune]rune{
	'а': 'a', 'в': 'b', 'е': 'e', 'ё': 'e', 'к': 'k', 'м': 'm', 'н': 'h', 'о': 'o', 'р': 'p', 'с': 'c', 'т': 't',
	'у': 'y', 'х': 'x', 'ѕ': 's', 'і': 'i', 'ї': 'i', 'ј': 'j', 'ԁ': 'd', 'ԛ': 'q', 'ԝ': 'w', 'һ': 'h', 'ӏ': 'l',
	'А': 'a', 'В': 'b', 'Е': 'e', 'К': 'k', 'М': 'm', 'Н': 'h', 'О': 'o', 'Р': 'p', 'С': 'c', 'Т': 't', 'Х': 'x',
	'Ѕ': 's', 'І': 'i', 'Ј': 'j',
	'ο': 'o', 'α': 'a', 'ε': 'e', 'ι': 'i', 'κ': 'k', 'ν': 'v', 'ρ': 'p', 'τ': 't', 'υ': 'u', 'χ': 'x',
	'Α': 'a', 'Β': 'b', 'Ε': 'e', 'Ζ': 'z', 'Η': 'h', 'Ι': 'i', 'Κ': 'k', 'Μ': 'm', 'Ν': 'n', 'Ο': 'o', 'Ρ': 'p',
	'Τ': 't', 'Υ': 'y', 'Χ': 'x',
	// Armenian and Cherokee letters that pass for Latin ones in a word.
	'օ': 'o', 'ո': 'n', 'ս': 'u', 'հ': 'h', 'ց': 'g', 'զ': 'q', 'Օ': 'o', 'Ս': 'u',
	'Ꭺ': 'a', 'Ᏼ': 'b', 'Ꮯ': 'c', 'Ꭼ': 'e', 'Ꮐ': 'g', 'Ꮋ': 'h', 'Ꭵ': 'i', 'Ꭻ': 'j', 'Ꮶ': 'k', 'Ꮮ': 'l',
	'Ꮇ': 'm', 'Ꮲ': 'p', 'Ꮪ': 's', 'Ꭲ': 't', 'Ꮩ': 'v', 'Ꮃ': 'w', 'Ꮓ': 'z',
}

// needsFold reports whether s has a character fold changes: an invisible
// one, a Cyrillic or Greek letter, a full-width or mathematical letter.
// Most non-ASCII text (accents, dashes, curly quotes) has none.
func needsFold(s string) bool {
	for _, r := range s {
		switch {
		case r < 0x370:
		case r <= 0x58F, r >= 0x13A0 && r <= 0x13FF, r >= 0x1D400 && r <= 0x1D7FF, r >= 0xFF00 && r <= 0xFFEF, r >= 0xE0000 && r <= 0xE007F,
			r >= 0x1F00 && r <= 0x1FFF:
			return true
		case unicode.Is(unicode.Cf, r):
			return true
		case r >= 0x2100 && r <= 0x214F: // letterlike symbols (ℐ, ℯ)
			return true
		}
	}
	return false
}

// fold removes invisible characters, applies compatibility normalisation
// (full-width and mathematical letters become plain ones) and spells words
// that mix Latin with look-alike letters in Latin.
func fold(s string) string {
	s = strings.Map(func(r rune) rune {
		if unicode.Is(unicode.Cf, r) || r >= 0xE0000 && r <= 0xE007F {
			return -1
		}
		return r
	}, s)
	s = norm.NFKC.String(s)
	var b strings.Builder
	for _, w := range splitWords(s) {
		if mixedScript(w) {
			for _, r := range w {
				if c, ok := confusables[r]; ok {
					r = c
				}
				b.WriteRune(r)
			}
		} else {
			b.WriteString(w)
		}
	}
	return b.String()
}

// splitWords cuts s into words and the text between them, keeping all of
// it.
func splitWords(s string) []string {
	var out []string
	start, inWord := 0, false
	for i, r := range s {
		letter := unicode.IsLetter(r)
		if letter != inWord {
			if i > start {
				out = append(out, s[start:i])
			}
			start, inWord = i, letter
		}
	}
	return append(out, s[start:])
}

// mixedScript reports whether a word spells Latin with Cyrillic, Greek,
// Armenian or Cherokee look-alikes: a spoofing trick, not a way anyone writes.
func mixedScript(w string) bool {
	latin, other := false, false
	for _, r := range w {
		switch {
		case r < 0x80 && unicode.IsLetter(r):
			latin = true
		case unicode.Is(unicode.Cyrillic, r):
			other = true
		case unicode.Is(unicode.Greek, r):
			if _, look := confusables[r]; look {
				other = true
			}
		case unicode.Is(unicode.Armenian, r), unicode.Is(unicode.Cherokee, r):
			// Armenian case endings join Latin acronyms ("iOSում"): a
			// letter of those scripts that passes for none of Latin's
			// says the word is written in them, not spoofed.
			if _, look := confusables[r]; !look && unicode.IsLetter(r) {
				return false
			}
			other = true
		}
	}
	return latin && other
}

// mixedScriptWord returns the first word of s that mixes scripts.
func mixedScriptWord(s string) string {
	if isASCII(s) || !needsFold(s) {
		return ""
	}
	for _, w := range splitWords(s) {
		if utf8.RuneCountInString(w) >= 2 && mixedScript(w) {
			return w
		}
	}
	return ""
}
