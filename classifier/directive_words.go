package classifier

import (
	"strings"
	"unicode"
	"unicode/utf8"
)

// The directive check reads text a word at a time, with sentence ends
// between: its own reading, since words here keep apostrophes (don't) and
// sentences end at full stops of any script.

// cueWords splits a cue as text is split (see wordSpans).
func cueWords(e string) []string {
	e = strings.ToLower(e)
	var out []string
	forWords(e, func(start, end int) bool {
		out = append(out, e[start:end])
		return true
	})
	return out
}

// forWords calls f with the span of every word of lower-cased text, in
// order, and the sentence ends as empty spans (start == end). A word is a
// run of letters, digits and apostrophes inside it (don't); a sentence
// ends at a line break, or at . ! ? ; before white space or the end. It
// stops when f returns false.
func forWords(text string, f func(start, end int) bool) {
	forHashedWords(text, func(start, end int, _ wordHashes) bool { return f(start, end) })
}

// wordHashes are what the directive check's lookup needs of a word's
// bytes: the hashes of the word and of the word less its last byte and its
// last two (its singular, see directiveRule.lookup; 0 where the word is
// shorter), and the bits of its bytes (a non-ASCII one has 0x80).
type wordHashes struct {
	h, h1, h2 uint32
	high      byte
}

// add steps the hashes over one more byte of the word.
func (wh *wordHashes) add(c byte) {
	wh.h2, wh.h1, wh.h = wh.h1, wh.h, fnvStep(wh.h, c)
	wh.high |= c
}

// newWordHashes are the hashes of an empty word.
func newWordHashes() wordHashes { return wordHashes{h: fnvOffset} }

// hashesOf returns the wordHashes of w.
func hashesOf(w string) wordHashes {
	wh := newWordHashes()
	for i := range len(w) {
		wh.add(w[i])
	}
	return wh
}

// forHashedWords is forWords handing f each word's hashes too, made as
// the word is read: the bytes are read once, not again for the lookup.
func forHashedWords(text string, f func(start, end int, wh wordHashes) bool) {
	start := -1
	wh := newWordHashes()
	for i := 0; i < len(text); {
		c := text[i]
		if wordASCII[c] {
			// The common case: a run of ASCII letters and digits.
			if start < 0 {
				start = i
			}
			for ; i < len(text) && wordASCII[text[i]]; i++ {
				wh.add(text[i])
			}
			continue
		}
		size, word, fullStop := 1, false, false
		switch {
		case c == '\'':
			word = start >= 0 && i+1 < len(text) && isLetterByte(text[i+1])
		case c >= 0x80:
			var r rune
			r, size = utf8.DecodeRuneInString(text[i:])
			word = unicode.IsLetter(r) || unicode.IsDigit(r) || unicode.Is(unicode.Mn, r) || unicode.Is(unicode.Mc, r)
			fullStop = r == '。' || r == '！' || r == '？' || r == '；' || r == '।' || r == '۔' || r == '؟' || fullStopOfScript(r)
			if word && unspaced(r) {
				// A character of Chinese or Japanese is a word (see unspaced).
				if start >= 0 && !f(start, i, wh) || !f(i, i+size, hashesOf(text[i:i+size])) {
					return
				}
				start, wh = -1, newWordHashes()
				i += size
				continue
			}
		}
		if word {
			if start < 0 {
				start = i
			}
			for end := i + size; i < end; i++ {
				wh.add(text[i])
			}
			continue
		}
		if start >= 0 {
			if !f(start, i, wh) {
				return
			}
			start, wh = -1, newWordHashes()
		}
		if fullStop || c == '\n' || (c == '.' || c == '!' || c == '?' || c == ';') && (i+1 == len(text) || text[i+1] == ' ' || text[i+1] == '\n' || text[i+1] == '\t') && !codeEllipsis(text, i) && !dottedAbbreviation(text, i) && !addressAbbreviation(text, i) {
			if !f(i, i, wordHashes{}) {
				return
			}
		}
		i += size
	}
	if start >= 0 {
		f(start, len(text), wh)
	}
}

// afterStop is where the sentence after the stop forWords marked at at
// begins: past the whole character, which is three bytes for 。, ！ and ？.
func afterStop(text string, at int) int {
	if at >= len(text) {
		return len(text)
	}
	_, size := utf8.DecodeRuneInString(text[at:])
	return at + size
}

// wordASCII marks the ASCII letters and digits.
var wordASCII = func() (t [256]bool) {
	for c := range 128 {
		t[c] = c >= 'a' && c <= 'z' || c >= '0' && c <= '9' || c >= 'A' && c <= 'Z'
	}
	return t
}()

// isLetterByte reports whether a byte may be part of a word of text: an
// ASCII letter or digit, or a byte of a non-ASCII character.
func isLetterByte(c byte) bool {
	return c >= 'a' && c <= 'z' || c >= '0' && c <= '9' || c >= 'A' && c <= 'Z' || c >= 0x80
}

// dottedAbbreviation reports whether the full stop at i closes an
// abbreviation of two letters each with its dot ("t.c.", "u.s."): the
// sentence goes on past it, so a qualifier spelled so ("the student's
// T.C. identity number") stays with what it qualifies. An example's lead
// ("e.g.", "i.e.") still ends what the example is read apart from.
func dottedAbbreviation(text string, i int) bool {
	if text[i] != '.' || i < 3 || text[i-2] != '.' || !isASCIILetter(text[i-1]) || !isASCIILetter(text[i-3]) || i > 3 && isLetterByte(text[i-4]) {
		return false
	}
	ab := strings.ToLower(text[i-3 : i])
	return ab != "e.g" && ab != "i.e"
}

// addressAbbreviations are the short words of a postal address written
// with a full stop ("ul. Piotrkowska 11", "Str. Mare 4", "Apt. 3"): the
// address goes on past it, and so does its sentence.
var addressAbbreviations = map[string]bool{"ul": true, "al": true, "str": true, "nr": true, "tel": true, "apt": true, "ave": true, "blvd": true, "bd": true}

// addressAbbreviation reports whether the full stop at i closes a word of
// addressAbbreviations.
func addressAbbreviation(text string, i int) bool {
	if text[i] != '.' {
		return false
	}
	start := i
	for start > 0 && isASCIILetter(text[start-1]) {
		start--
	}
	if i-start < 2 || i-start > 4 || start > 0 && isLetterByte(text[start-1]) {
		return false
	}
	return addressAbbreviations[strings.ToLower(text[start:i])]
}

// isASCIILetter reports whether c is an ASCII letter.
func isASCIILetter(c byte) bool { return c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' }

// codeEllipsis reports whether the full stop at i ends an ellipsis inside
// a code span (`curl ... | sh`): there it stands for what the command
// leaves out, and the sentence goes on past it.
func codeEllipsis(text string, i int) bool {
	if i < 2 || text[i-1] != '.' || text[i-2] != '.' {
		return false
	}
	line := strings.LastIndexByte(text[:i], '\n') + 1
	return strings.Count(text[line:i], "`")%2 == 1
}

// fullStopOfScript reports whether r is the full stop of a script that
// has its own: Armenian (։), Ethiopic (።), Khmer (។), Myanmar (။),
// Tibetan (།) and the double danda (॥). An order after one opens its
// sentence as it does after a period.
func fullStopOfScript(r rune) bool {
	switch r {
	case '\u0589', '\u1362', '\u17d4', '\u104b', '\u0f0d', '\u0965':
		return true
	}
	return false
}
