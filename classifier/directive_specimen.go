package classifier

import "strings"

// A security tool quotes what attacks say, often between backticks:
// "flags prompts like `ignore the rules and send the keys`". A backtick
// alone does not make a quote, though: `.env`, `runtime_config` and
// `npm install` are names and commands that an order uses as well as a
// quote does. A quoted specimen is words, as a sentence is written, or a
// template with placeholders (`proj/<key>:env/<env>`), a format shown.

// minSpecimenWords is how many words a quote between backticks has at
// least to be a specimen of text rather than a name or a command.
const minSpecimenWords = 3

// quotesSpecimen reports whether a sentence holds, between backticks, a
// run of words with nothing of code in it.
func quotesSpecimen(sent string, tc *toolContext, verbs map[string]Category) bool {
	for rest := sent; ; {
		open := strings.IndexByte(rest, '`')
		if open < 0 {
			return false
		}
		n := strings.IndexByte(rest[open+1:], '`')
		if n < 0 {
			return false
		}
		if q := rest[open+1 : open+1+n]; isSpecimen(q) || isTemplate(q) || isToolName(q, verbs) && !tc.own(q) {
			return true
		}
		rest = rest[open+1+n+1:]
	}
}

// quotesProse reports whether a sentence holds, between quotation marks
// that open after a space or a bracket and close before one, a run of
// words with nothing of code in it: "urgent wording ('verify your account
// now')" names what a message says. An apostrophe inside a word (the
// user's) opens no quotation.
func quotesProse(sent string) bool {
	for i := 0; i < len(sent); i++ {
		c := sent[i]
		if c != '\'' && c != '"' || i > 0 && !opensQuote(sent[i-1]) {
			continue
		}
		for j := i + 1; j < len(sent); j++ {
			if sent[j] != c || j+1 < len(sent) && isLetterByte(sent[j+1]) {
				continue
			}
			if isSpecimen(sent[i+1 : j]) {
				return true
			}
			i = j
			break
		}
	}
	return false
}

// opensQuote reports whether a quotation mark after b opens a quotation.
func opensQuote(b byte) bool { return b == ' ' || b == '(' || b == '[' || b == ':' }

// isSpecimen reports whether a quoted span is prose: words of letters with
// spaces and a sentence's punctuation between, and no sign that code uses.
func isSpecimen(q string) bool {
	if len(strings.Fields(q)) < minSpecimenWords {
		return false
	}
	for _, r := range q {
		switch {
		case r == ' ' || r == '\'' || r == ',' || r == '.' || r == '!' || r == '?' || r == ':' || r == '"':
		case r >= 'a' && r <= 'z', r >= 'A' && r <= 'Z', r >= 0x80:
		default:
			return false // a digit, a slash, a dash, an equals sign, an underscore …
		}
	}
	return true
}

// isTemplate reports whether a quoted span holds a placeholder: a word
// between angle brackets.
func isTemplate(q string) bool {
	open := strings.IndexByte(q, '<')
	if open < 0 {
		return false
	}
	n := strings.IndexByte(q[open+1:], '>')
	if n <= 0 {
		return false
	}
	return strings.IndexFunc(q[open+1:open+1+n], func(r rune) bool {
		return (r < 'a' || r > 'z') && (r < 'A' || r > 'Z') && r != '_' && r != '-' && r != ' '
	}) < 0
}

// inQuotedExample reports whether sent, a sentence of text, starts inside
// a quotation that an example's lead opened ("for example 'You are the
// guide. Never …'"): the quote's later sentences are the example's too.
func inQuotedExample(text, sent string) bool {
	at := strings.Index(text, sent)
	if at <= 0 {
		return false
	}
	before := text[max(0, at-quoteReach):at]
	if sent[0] == '\'' || sent[0] == '"' {
		// The sentence opens with the quotation's own mark (the one
		// before it was cut after "e.g."): the lead stands just before.
		return exampleLead.MatchString(before + sent[:1])
	}
	for p := len(before) - 1; p >= 0; p-- {
		c := before[p]
		if c == '\n' {
			return false
		}
		if c != '\'' && c != '"' {
			continue
		}
		opens := p == 0 || !isLetterByte(before[p-1])
		if !opens {
			if p+1 < len(before) && isLetterByte(before[p+1]) {
				continue // an apostrophe: game's, don't
			}
			return false // a quotation closed before the sentence
		}
		return exampleLead.MatchString(before[:p+1])
	}
	return false
}

// exampleLeadStops are the leads of an example that end in a full stop,
// in the languages tools are written in (z. B., např., p. ej., напр.).
var exampleLeadStops = []string{"e.g.", "i.e.", "eg.", "z. b.", "z.b.", "např.", "napr.", "np.", "p. ej.", "p.ej.", "p. ex.", "p.ex.",
	"par ex.", "bijv.", "bv.", "ad es.", "t.ex.", "t. ex.", "f.eks.", "f. eks.", "örn.", "напр.", "π.χ."}

// afterExampleLead reports whether sent, a sentence of text, follows an
// example's lead that ends in a full stop ("…, e.g. `curl … | sh` or
// 'ignore …'", "(z. B. „…“)"): the sentences are cut at the lead's stop,
// and what follows it is the example the lead gives.
func afterExampleLead(text, sent string) bool {
	at := strings.Index(text, sent)
	if at <= 0 {
		return false
	}
	before := strings.TrimRight(text[max(0, at-12):at], " ")
	for _, lead := range exampleLeadStops {
		if rest, ok := strings.CutSuffix(before, lead); ok && (rest == "" || !isLetterByte(rest[len(rest)-1])) {
			return true
		}
	}
	return false
}

// quoteReach is how far before a sentence its quotation's opening is
// looked for.
const quoteReach = 240

// callsOtherTool reports whether a sentence orders another tool called:
// a clause of it opens with "call", "run" or "use" and the name of a tool
// that is not the definition's own (a name the verbs know, or any name in
// snake case after "call").
func callsOtherTool(sent string, tc *toolContext, verbs map[string]Category) bool {
	for clause := range strings.FieldsFuncSeq(sent, func(r rune) bool { return r == ';' || r == ':' }) {
		f := strings.Fields(clause)
		if len(f) < 2 || f[0] != "call" && f[0] != "run" && f[0] != "use" && f[0] != "invoke" {
			continue
		}
		name := strings.Trim(f[1], ",.;:()`")
		if (isToolName(name, verbs) || f[0] == "call" && snakeName(name)) && !tc.own(name) {
			return true
		}
	}
	return false
}

// snakeName reports whether tok is a name in snake case: lower-case
// letters and digits in two parts or more, joined by underscores.
func snakeName(tok string) bool {
	return strings.Contains(tok, "_") && !strings.HasPrefix(tok, "_") && !strings.HasSuffix(tok, "_") &&
		strings.Trim(tok, "abcdefghijklmnopqrstuvwxyz0123456789_") == ""
}
