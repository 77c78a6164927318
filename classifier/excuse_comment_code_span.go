package classifier

import (
	"regexp"
	"strings"
)

// Markdown shows a code span as it is written: an HTML comment or an
// element styled invisible, written inside one ("placeholder comments
// such as `<!-- artist: add advice here -->`", "the template starts with
// a preheader — `<span style=\"display:none\">…</span>`"), is in plain
// view of anyone reading the description and hides nothing. What it
// holds is excused only when it does not speak to the model.

// commentInCodeSpan reports whether the match at loc is an HTML comment
// written whole inside a code span.
func commentInCodeSpan(c excuseContext) bool {
	lower, at := c.f.lower, c.loc[0]
	if !strings.HasPrefix(lower[at:], "<!--") {
		return false
	}
	span, ok := codeSpanFrom(lower, at)
	return ok && strings.Contains(span, "-->") && !commentToModel.MatchString(span)
}

// hiddenInCodeSpan reports whether the styled element matched at loc is
// written inside a code span.
func hiddenInCodeSpan(c excuseContext) bool {
	lower, at := c.f.lower, c.loc[0]
	if !strings.HasPrefix(lower[at:], "<") {
		return false
	}
	span, ok := codeSpanFrom(lower, at)
	return ok && len(span) >= c.loc[1]-at && !commentToModel.MatchString(span)
}

// codeSpanFrom is the text from at to the end of the code span at stands
// in, on one line; ok is false when at stands in none.
func codeSpanFrom(lower string, at int) (string, bool) {
	if !inCodeSpan(lower, at) {
		return "", false
	}
	return lower[at : at+strings.IndexByte(lower[at:], '`')], true
}

// commentToModel is text addressed to the model that reads it, or
// ordering what the other checks read as orders.
var commentToModel = regexp.MustCompile(`\b(assistant|agent|model|ai|llm|claude|gpt|gemini|you|your|system|ignore|instructions?)\b`)
