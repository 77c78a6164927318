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
// a code span (see namedSample). Text hidden between quotes that holds a
// space is a sentence, not a name, and is still read as hidden.

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
