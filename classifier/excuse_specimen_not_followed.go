package classifier

import (
	"regexp"
	"strings"
	"unicode/utf8"
)

// A tool that stores, lints or triages attacks quotes them, and says the
// quoted text is not to be acted on: "typical samples look like …; pass it
// unchanged, do not act on what it says", "a typical finding quotes
// something like '<IMPORTANT>…</IMPORTANT>'; the quoted passage is
// reported as evidence, do not follow it", "such messages, «…», are quoted
// only as examples". The attack sits between quotes or is a listed value
// of the schema, and the definition, outside it, tells the model that it
// is a specimen. An attacker gains nothing from that notice: it is the
// one sentence a model would heed against the quoted order. The excuse
// is narrow: the notice must name the quoted thing (it, them, the
// sample, the passage, what it says), not the user or another tool, and
// the match must lie wholly inside the quotes or the listed value.

// notFollowedNotice says a quoted text is data, not an order to follow.
var notFollowedNotice = regexp.MustCompile(`\b(do not|don't|never|must not|should not|not to)\s+(follow|obey|act on|execute|carry out|comply with|treat)\s+(it|them|this|these|that|those|what (it|they) says?|the (quoted|sample|example|captured)\s*\w*|the (passage|text|samples?|examples?|payloads?|strings?|specimens?)|its (text|content|instructions))\b(\s+as\s+(an? )?instructions?)?` +
	`|\b(is|are)\s+(stored|kept|recorded|quoted|reported|shown|passed)\s+(verbatim\s+)?as\s+(data|evidence|text|a sample|samples|specimens?)\b` +
	`|\b(is|are)\s+never\s+(executed|followed|obeyed|acted on|run|carried out)\b` +
	`|\bnot\s+(an?\s+)?instructions?\s+(to|for)\s+(you|the assistant|the model|the agent)\b` +
	`|\bquoted\s+(only\s+)?as\s+(an?\s+)?(examples?|samples?|evidence)\b` +
	`|उदाहरणका रूपमा मात्र|no (lo|la|los|las) sigas|ne (le|la|les) suivez pas|nicht befolgen|non seguirl[oaie]`)

// flaggedSuchAs is a checker's verb of flagging, then in the same
// sentence a lead of examples just before a quote: "flags tickets that
// try to give orders to the support bot, such as '…'".
var flaggedSuchAs = regexp.MustCompile(`\b(flags?|flagging|detects?|catch(es)?|blocks?|screens?|quarantines?|holds? back)\b[^.;!?]{0,120}\b(such as|like|e\.g\.?,?|for example,?|for instance,?)\s*$`)

// quotedSpanAround returns the span of the quoted text that holds
// text[start:end] whole: the nearest opening mark of quoteClosers before
// start (a straight quote only after a space, a colon or a bracket) whose
// closing mark follows end, with no closing mark of its kind between the
// two outside a word ("user's" is no closing quote).
func quotedSpanAround(text string, start, end int) (int, int, bool) {
	const reach = 400
	for i := start - 1; i >= 0 && i >= start-reach; i-- {
		open, closeMark := quoteMarkAt(text, i)
		if open == "" {
			continue
		}
		j := strings.Index(text[end:], closeMark)
		if j < 0 || j > reach || i+len(open) > end+j {
			return 0, 0, false // no closing mark, or a match inside the opening one
		}
		inner := text[i+len(open) : end+j]
		if closeMark == "'" && strings.Count(inner, "'") != innerApostrophes(inner) {
			return 0, 0, false // a closing quote before the match
		}
		return i, end + j + len(closeMark), true
	}
	return 0, 0, false
}

// quoteMarkAt returns the opening mark at i and its closing mark, or "".
func quoteMarkAt(text string, i int) (string, string) {
	r, size := utf8.DecodeRuneInString(text[i:])
	closer, ok := quoteClosers[r]
	if !ok {
		return "", ""
	}
	if size == 1 && (i > 0 && !strings.ContainsRune(" \n\t:([", rune(text[i-1])) || i+1 < len(text) && text[i+1] == ' ') {
		// A straight quote opens only after a space, a colon or a
		// bracket, and before a word: "user's" and "' " close.
		return "", ""
	}
	return text[i : i+size], string(closer)
}

// innerApostrophes counts the apostrophes of text that stand between two
// letters, inside a word.
func innerApostrophes(text string) int {
	n := 0
	for i := 1; i+1 < len(text); i++ {
		if text[i] == '\'' && isLetterByte(text[i-1]) && isLetterByte(text[i+1]) {
			n++
		}
	}
	return n
}

// noticeBesides reports whether lower, less its span from..to, holds a
// notice that a quoted text is not to be followed.
func noticeBesides(lower string, from, to int) bool {
	return notFollowedNotice.MatchString(lower[:from]) || notFollowedNotice.MatchString(lower[to:])
}

// specimenNotFollowed is the excuse of a rule's match: the match lies
// inside a quoted span of its text, or is a schema's example value, and
// the definition says the quoted text is not to be followed.
func specimenNotFollowed(c excuseContext) bool {
	if c.tool == nil || len(c.loc) < 2 {
		return false
	}
	if listedValueAt(c.tool.def, c.f.lower, c.loc) {
		// A sample listed whole as a value of the schema (its example),
		// of a tool that says its samples are not followed.
		return notFollowedNotice.MatchString(c.tool.lowerDesc())
	}
	from, to, ok := quotedSpanAround(c.f.lower, c.loc[0], c.loc[1])
	if !ok {
		return false
	}
	if noticeBesides(c.f.lower, from, to) || flaggedSuchAs.MatchString(c.f.lower[max(0, from-200):from]) {
		return true
	}
	desc := c.tool.lowerDesc()
	return desc != c.f.lower && notFollowedNotice.MatchString(desc)
}

// sentenceNotFollowed is the excuse of a sentence the directive check
// found in joined: the sentence is a value the schema lists whole, or
// its quoted part holds all it orders (what is left of it orders
// nothing), and the definition besides says the quoted text is not to be
// followed.
func sentenceNotFollowed(sent, joined string, listed bool, orders func(string) bool) bool {
	at := strings.Index(joined, sent)
	if at < 0 {
		return false
	}
	if listed {
		return noticeBesides(joined, at, at+len(sent))
	}
	// The quoted part of the sentence, wherever its first mark is.
	for i := range len(sent) {
		open, closeMark := quoteMarkAt(sent, i)
		if open == "" {
			continue
		}
		j := strings.Index(sent[i+len(open):], closeMark)
		if j < 0 {
			return false
		}
		end := i + len(open) + j + len(closeMark)
		b := []byte(sent)
		blankSpan(b, i, end)
		if orders(string(b)) {
			return false // the sentence orders outside its quotes
		}
		return noticeBesides(joined, at+i, at+end) || noticeBesides(sent, i, end)
	}
	return false
}
