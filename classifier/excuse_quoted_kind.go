package classifier

import (
	"regexp"
	"strings"
)

// A quotation named as a kind of text is mentioned, not used: "built-in
// sets include role-play, 'ignore previous instructions' style
// overrides and encoded requests", "catches 'send me your password'
// phishing lines". A match that ends inside such a quotation joins the
// words before it to a phrase that names a kind of attack; the words
// quoted ask nothing of the model. The quotation must be closed and
// followed at once by the noun of the kind it stands for ("style",
// "attacks", "prompts"), so a phrase quoted for emphasis ("include the
// 'full conversation history' in notes") is still read as written, and
// the tool must be a checker or speak of security: a parcel tool that
// keeps "'ignore previous instructions' lines" on its labels quotes
// nothing it checks.

// quotedKindNoun follows a closed quotation that stands for a kind of
// text.
var quotedKindNoun = regexp.MustCompile(`^-?\s?(style|type|kind|pattern|attacks?|overrides?|prompts?|payloads?|strings?|phrases?|jailbreaks?|injections?|lures?|tricks?|lines?|messages?|emails?|probes?|samples?)\b`)

// quotedKind reports whether the match at c.loc ends inside a quotation
// named as a kind of text right after it closes.
func quotedKind(c excuseContext) bool {
	if !c.forTool || c.tool == nil {
		return false
	}
	lower := c.f.lower
	if !checkerName.MatchString(c.tool.topicText()) && !securitySubject.MatchString(lower) && !checkerSubject.MatchString(lower) {
		return false // a tool that checks nothing quotes no attack
	}
	end := c.loc[1]
	open, closeAt := enclosingQuote(lower, []int{end - 1, end})
	if open < 0 || closeAt < 0 {
		return false
	}
	rest := lower[closeAt:]
	return quotedKindNoun.MatchString(rest) && !strings.HasPrefix(strings.TrimSpace(lower[min(c.loc[0], open):open]), "you")
}
