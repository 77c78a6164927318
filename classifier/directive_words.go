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
	start := -1
	for i := 0; i < len(text); {
		c := text[i]
		if wordASCII[c] {
			// The common case: a run of ASCII letters and digits.
			if start < 0 {
				start = i
			}
			for i++; i < len(text) && wordASCII[text[i]]; i++ {
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
			fullStop = r == '。' || r == '！' || r == '？' || r == '；' || r == '।'
			if word && unspaced(r) {
				// A character of Chinese or Japanese is a word (see unspaced).
				if start >= 0 && !f(start, i) || !f(i, i+size) {
					return
				}
				start = -1
				i += size
				continue
			}
		}
		if word {
			if start < 0 {
				start = i
			}
			i += size
			continue
		}
		if start >= 0 {
			if !f(start, i) {
				return
			}
			start = -1
		}
		if fullStop || c == '\n' || (c == '.' || c == '!' || c == '?' || c == ';') && (i+1 == len(text) || text[i+1] == ' ' || text[i+1] == '\n' || text[i+1] == '\t') && !codeEllipsis(text, i) {
			if !f(i, i) {
				return
			}
		}
		i += size
	}
	if start >= 0 {
		f(start, len(text))
	}
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
