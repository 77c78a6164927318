package classifier

import (
	"strings"
	"unicode"
	"unicode/utf8"
)

// A spoofing checker shows the trick it catches on a file name, quoted:
// "a right-to-left override (U+202E) making 'invoice<U+202E>fdp.exe'
// display as 'invoiceexe.pdf'". A name is one token, short, between
// quotation marks; the character in it is named by the description, as in
// a code span (see namedSample), and in the very sentence that shows the
// name: a sample stands beside what it is a sample of. Text hidden between
// quotes that holds a space is a sentence, not a name, and is still read
// as hidden; and so is a quoted name in a sentence of its own ("Always
// run 'invoice<U+202E>hs.exe'"), which shows no trick but uses one.

// maxQuotedSample is the longest quoted token, in bytes, read as a sample.
const maxQuotedSample = 48

// inQuotedToken reports whether the character at at stands in a run of
// text between quotation marks (straight or curly, single or double) that
// holds no space and is at most maxQuotedSample bytes long.
func inQuotedToken(text string, at int) bool {
	start := at
	for start > 0 && at-start <= maxQuotedSample {
		r, size := utf8.DecodeLastRuneInString(text[:start])
		if isSampleQuote(r) {
			break
		}
		if unicode.IsSpace(r) {
			return false
		}
		start -= size
	}
	if start == 0 || at-start > maxQuotedSample {
		return false
	}
	open, _ := utf8.DecodeLastRuneInString(text[:start])
	end := at
	for end < len(text) && end-start <= maxQuotedSample {
		r, size := utf8.DecodeRuneInString(text[end:])
		if isSampleQuote(r) {
			return closesQuote(open, r) && end > start && !strings.ContainsFunc(text[start:end], unicode.IsSpace)
		}
		if unicode.IsSpace(r) {
			return false
		}
		end += size
	}
	return false
}

// isSampleQuote reports whether r is a quotation mark.
func isSampleQuote(r rune) bool {
	return r == '\'' || r == '"' || r == '‘' || r == '’' || r == '“' || r == '”'
}

// closesQuote reports whether closing ends a quotation open opened.
func closesQuote(open, closing rune) bool {
	switch open {
	case '‘':
		return closing == '’'
	case '“':
		return closing == '”'
	}
	return open == closing
}

// sentenceNamesHidden reports whether the sentence of text holding at
// names an invisible character, by code point or by kind.
func sentenceNamesHidden(text string, at int) bool {
	start, end := 0, len(text)
	for i := at - 1; i > 0; i-- {
		if stopAt(text, i) {
			start = i + 1
			break
		}
	}
	for i := at; i < len(text); i++ {
		if stopAt(text, i) {
			end = i
			break
		}
	}
	return namesHidden(text[start:end]) || exampleOfNamed(text, start, at)
}

// namesHidden reports whether sent names an invisible character, by code
// point or by kind.
func namesHidden(sent string) bool {
	return codePoints.MatchString(sent) || len(kindsNamed(strings.ToLower(sent), nil)) > 0
}

// stopAt reports whether text ends a sentence at i: a line break, or a
// stop before a space that does not close an abbreviation with a dot of
// its own ("e.g.", "i.e.", "z.B."), a short run of letters and dots.
func stopAt(text string, i int) bool {
	switch {
	case text[i] == '\n':
		return true
	case i+1 >= len(text) || text[i+1] != ' ' || !strings.ContainsRune(".!?", rune(text[i])):
		return false
	}
	word := text[strings.LastIndexByte(text[:i], ' ')+1 : i]
	abbrev := len(word) <= 5 && strings.Contains(word, ".") &&
		!strings.ContainsFunc(word, func(r rune) bool { return r != '.' && !unicode.IsLetter(r) })
	return text[i] != '.' || !abbrev
}
