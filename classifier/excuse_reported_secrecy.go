package classifier

import (
	"regexp"
	"strings"
	"unicode/utf8"
)

// A linter of tool definitions says what it reports by quoting it:
// "reports hidden instructions: HTML comments, zero-width characters, or
// text like \"do not tell the user\"". The quoted words are a kind of
// text the checker finds in what it is given, not a secret it asks the
// model to keep. The reading holds only for a checker (by its name or
// its text), only for a quotation that opens right after an example's
// lead and closes on its line, and only in a sentence whose verb says
// the tool reports or flags what follows; the same words unquoted, or
// quoted after anything else, or a second plain order, are still read.

// reportVerb is a checker's verb of reporting what it finds, before the
// quotation in its sentence.
var reportVerb = regexp.MustCompile(`\b(reports?|flags?|finds|detects?|lists|highlights?|catches|warns? (of|about)|looks? for|searches? for)\b`)

// quotedSecrecyReport reports whether the secrecy match at c.loc is an
// example a checker quotes of what it reports.
func quotedSecrecyReport(c excuseContext) bool {
	if !checkerFinding(c) {
		return false
	}
	lower := c.f.lower
	open := strings.TrimRight(lower[:c.loc[0]], " ")
	if open == "" {
		return false
	}
	q, size := utf8.DecodeLastRuneInString(open)
	closer, ok := quoteCloser[q]
	if !ok {
		return false
	}
	line := lower[c.loc[1]:]
	if nl := strings.IndexByte(line, '\n'); nl >= 0 {
		line = line[:nl]
	}
	return strings.Contains(line, closer) && reportVerb.MatchString(sentenceBefore(lower, len(open)-size))
}

// quoteCloser is the mark that closes a quotation, by the mark that opens it.
var quoteCloser = map[rune]string{'"': `"`, '\'': `'`, '`': "`", '“': "”", '‘': "’", '«': "»"}
