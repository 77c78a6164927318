package classifier

import "strings"

// A checker's sentence that quotes the phrases it finds ("détecte les
// tentatives, par ex. « … » ou « … », et renvoie un score") is read by
// the directive check without its quotations, each of which must be one
// of the list checkerQuoteHolds reads: what is left, the checker's own
// words, must order something itself to be flagged. The tool must say it
// checks in its name or its opening sentence: a word of checking further
// on ("why verification did not pass") makes no checker of it.

// withoutCheckerQuotes is sent with each quotation of a checker's list of
// quoted phrases blanked; false when it holds none. The list is read in
// text, which holds sent: its lead may stand before it, whose own full
// stop ("par ex.") ended the sentence before.
func withoutCheckerQuotes(sent, text string, tc *toolContext) (string, bool) {
	at := strings.Index(text, sent)
	if tc == nil || at < 0 || !checkerOpening(text, tc) {
		return sent, false
	}
	b := []byte(sent)
	found := false
	eachQuotation(sent, func(_, from, to int) bool {
		if to > from && checkerQuoteHolds(text, []int{at + from, at + to}, tc) {
			blankSpan(b, from, to)
			found = true
		}
		return true
	})
	return string(b), found
}

// checkerOpening reports whether the tool is a checker by its name or
// title, or by the opening sentence of its text.
func checkerOpening(text string, tc *toolContext) bool {
	opening := text[:sentenceEndAfter(text, 0)]
	return checkerName.MatchString(tc.topicText()) || checkerName.MatchString(opening) || phraseChecker.MatchString(opening) ||
		securitySubject.MatchString(opening) || checkerSubject.MatchString(opening)
}
