package classifier

import (
	"regexp"
	"strings"
)

// Three honest shapes name a thing a poisoned text would use, without
// using it: a tag named by a checker that looks for it, an installer
// line attributed to the project's own documentation, and a command a
// documentation tool returns as an example. Each is read here by what
// makes it a mention rather than an order.

// tagNamed is a hidden-instruction tag followed by the word for what it
// is ("<IMPORTANT> tags", "<system> blocks"), a word for a likeness
// between them or not ("<IMPORTANT> style tags", "<system>-like blocks"),
// or the first of a short list of such tags ("<IMPORTANT> or <SYSTEM>
// tags"): the tag is spoken of.
var tagNamed = regexp.MustCompile(`^<\s*/?\s*([a-z_-]+)[^>]*>(\s*(,|/|or|and)\s*<[^<>]{1,30}>){0,4}\s*(-?(style|like|type)\s+)?(tags?|blocks?|markers?|elements?|sections?|wrappers?|markup)\b`)

// tagMentioned reports whether the tag matched at loc is named, not used:
// the word for a tag follows it and the text never closes it, so nothing
// stands between an opening and a closing one for a model to read.
func tagMentioned(lower string, loc []int) bool {
	m := tagNamed.FindStringSubmatch(lower[loc[0]:])
	return m != nil && !strings.Contains(lower, "</"+m[1])
}

// docsSource is the project's own documentation named as the one that
// shows an installer ("Deno's docs install it with …", "the upstream
// README gives …", "per the official install guide, …").
var docsSource = regexp.MustCompile(`\b(docs|documentation|readme|manual|homepage|website|install(ation)? (guide|page|instructions)|official (guide|instructions|installer|install script)|upstream)\b`)

// orderedToRun is a sentence that still asks for the installer to be run
// by whoever reads it: a second person, an obligation or a step before
// the tool is used.
var orderedToRun = regexp.MustCompile(`\b(you|your|must|need to|needs to|required?|requires|first|before (using|calling|any|each|the first)|beforehand|make sure|ensure)\b`)

// installFromDocs reports whether the installer matched at loc stands in
// a sentence that attributes it to the project's documentation, before
// it, and orders nobody to run it.
func installFromDocs(lower string, loc []int) bool {
	start, end := sentenceStart(lower, loc[0]), len(lower)
	for _, stop := range []string{". ", "! ", "? ", "\n"} {
		if i := strings.Index(lower[loc[1]:], stop); i >= 0 {
			end = min(end, loc[1]+i)
		}
	}
	// The whole sentence is read: an order after the command ("…; run
	// it first") is an order still.
	before, sentence := lower[start:loc[0]], lower[start:end]
	return docsSource.MatchString(before) && !runOrderBefore.MatchString(sentence) &&
		!runByModel.MatchString(sentence) && !orderedToRun.MatchString(sentence)
}

// sentenceStart is where the sentence of lower holding at starts: after a
// stop followed by a space or a line break (the dots of a URL end none).
func sentenceStart(lower string, at int) int {
	start := 0
	for _, stop := range []string{". ", "! ", "? ", "\n"} {
		if i := strings.LastIndex(lower[:at], stop); i >= 0 {
			start = max(start, i+len(stop))
		}
	}
	return start
}

// returnsExample is a sentence that opens with what the tool gives back
// and goes on to an example in a code span ("Returns the docs of an
// endpoint, including a curl example like `…`"): what the span holds is
// the result's content, not an order.
var returnsExample = regexp.MustCompile("^(returns|shows|lists|gives|provides|displays|prints|renders|generates|documents|explains|describes|fetches|looks up)\\b[^`]*\\b(examples?|e\\.g\\.|such as|like|for instance|snippets?|samples?)\\s*:?\\s*`[^`]+`")

// withoutCodeSpans is s with the text of its code spans blanked, so what
// the sentence says outside them can be read alone.
func withoutCodeSpans(s string) string {
	b := []byte(s)
	in := false
	for i, c := range b {
		switch {
		case c == '`':
			in = !in
		case in:
			b[i] = ' '
		}
	}
	return string(b)
}
