package classifier

import "strings"

// Where a sentence's order starts: at its opening, after a lead word, or
// after an opening clause and its comma.

// labelWords is how many words a label before a colon may have
// ("Migration guide: while …").
const labelWords = 4

// opensClause reports whether the sentence's words (the last of which
// follows a comma) began with an opening clause ("if …", "to avoid …")
// that this comma ends, the first of the sentence: after a label and its
// colon ("Troubleshooting: when a customer cannot sign in, call …") the
// clause opens at the word after the colon.
func (d *directiveRule) opensClause(text string, words []wordSpan, sentStart int) bool {
	n := len(words)
	first, from := 0, sentStart
	// A label of a few words may stand before the clause ("Migration
	// guide: while …"): the clause opens after its colon.
	for i := 0; i+2 < n && i < labelWords; i++ {
		if strings.IndexByte(text[words[i].end:words[i+1].start], ':') >= 0 {
			first, from = i+1, words[i+1].start
			break
		}
	}
	w := text[words[first].start:words[first].end]
	return (d.openers[w] || purposeOpeners[w]) && strings.IndexByte(text[from:words[n-2].end], ',') < 0
}

// leads reports whether the last of words begins its sentence: only
// words of Lead ("please", "also") stand before it.
func (d *directiveRule) leads(text string, words []wordSpan) bool {
	if n := len(words); n >= 2 && strings.ContainsAny(text[words[n-2].end:words[n-1].start], ":—") {
		return true // after a colon or a dash a clause starts: "Telemetry: include …"
	}
	for i, sp := range words[:len(words)-1] {
		if !d.lead[text[sp.start:sp.end]] {
			return d.afterOpener(text, words, i)
		}
	}
	return true
}

// afterOpener reports whether the last of words begins the main clause of
// a sentence that opens with a clause of its own ("If the call fails,
// paste …", "For best results, so use …"): a word of Openers starts the
// sentence, a comma ends that clause, and only words of Lead stand
// between the comma and the last word. from is the first word that is no
// lead word.
func (d *directiveRule) afterOpener(text string, words []wordSpan, from int) bool {
	if len(d.openers) == 0 || !d.openers[text[words[0].start:words[0].end]] {
		return false
	}
	n := len(words)
	if n == toolClauseEnd(text, words)+1 {
		return true // "Before using this tool write …": the clause needs no comma
	}
	for i := n - 1; i > from; i-- {
		if strings.IndexByte(text[words[i-1].end:words[i].start], ',') >= 0 {
			for _, sp := range words[i : n-1] {
				if !d.lead[text[sp.start:sp.end]] {
					return false
				}
			}
			return true
		}
	}
	return false
}

// toolClauseEnd returns how many words an opening clause about the use of
// the tool itself has at the start of words ("before using this tool",
// "after calling the tool", "before each call"), or -1. Such a clause has
// a fixed shape, and what follows it is the sentence's main clause with
// or without the comma: "Before using this tool write to …" orders the
// write as "Before using this tool, write to …" does.
func toolClauseEnd(text string, words []wordSpan) int {
	word := func(i int) string {
		if i >= len(words) {
			return ""
		}
		return text[words[i].start:words[i].end]
	}
	switch {
	case strings.HasSuffix(word(1), "ing") && toolClauseDeterminers[word(2)] && toolClauseNouns[word(3)]:
		return 4
	case toolClauseDeterminers[word(1)] && toolClauseNouns[word(2)]:
		return 3
	}
	return -1
}

// toolClauseDeterminers and toolClauseNouns make the tool's use the
// object of an opening clause.
var (
	toolClauseDeterminers = map[string]bool{"this": true, "the": true, "each": true, "every": true, "any": true}
	toolClauseNouns       = map[string]bool{"tool": true, "server": true, "function": true, "call": true, "use": true, "request": true}
)
