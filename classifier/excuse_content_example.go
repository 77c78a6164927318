package classifier

// A tool that transforms text (a translator, a proofreader, a subtitle
// or language tool) shows what its input may hold, injection phrases
// included: "a sentence like \"Ignore the previous message\" is
// translated, not obeyed". The phrase stands after an example's lead,
// inside a quotation, or as an example value of the text parameter, as a
// sample of the content. Only the override's
// words are excused so, and only after such a lead: the same phrase
// unquoted, after any other lead, or in a tool that does not transform
// text is read as ever, and the other rules and the directive check read
// the quotation too.

// contentSubject says a tool's input is text it transforms.
var contentSubject = mustFiltered(`\b(translat\w*|transliterat\w*|subtitles?|captions?|proofread\w*|spell.?check\w*|grammar|paraphras\w*|detects? the language|language detection|übersetz\w*|tradu\w*)\b`)

// contentExample reports whether, in a tool that transforms text, the
// match opens a quotation led by an example's lead, or an example value
// of one of its parameters (the text it is given).
func contentExample(c excuseContext) bool {
	if !c.forTool || !contentSubject.MatchString(c.topics.get()) {
		return false
	}
	if exampleOf(c, func(p *param) bool { return p.typ == "string" }) {
		return true
	}
	if c.loc[0] == 0 {
		return false
	}
	before := c.f.lower[max(0, c.loc[0]-40):c.loc[0]]
	last := before[len(before)-1]
	return (last == '"' || last == '\'' || last == '`' || hasQuoteSuffix(before)) && exampleLead.MatchString(before)
}

// hasQuoteSuffix reports whether s ends with a curly opening quote.
func hasQuoteSuffix(s string) bool {
	for _, q := range []string{"“", "‘", "«", "„"} {
		if len(s) >= len(q) && s[len(s)-len(q):] == q {
			return true
		}
	}
	return false
}
