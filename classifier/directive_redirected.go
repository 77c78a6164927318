package classifier

import (
	"regexp"
	"strings"
)

// A definition can send what is meant for one party somewhere else:
// "messages addressed to Dad go to @relay_bot", "invitations meant for the
// user's lawyer are sent to legal@elsewhere". The tool delivers, but not
// to the person the user named; the destination is one the definition
// prints. Both halves are needed: a party the delivery was meant for, and
// a printed place it goes to instead.

var (
	// meantFor names whom a delivery was meant for.
	meantFor = regexp.MustCompile(`\b(addressed|meant|intended|destined)\s+(to|for)\b|\bdestinée?s?\s+(à|aux?|pour)\b|\b(dirigid|destinad)[oa]s?\s+a\b|\bgerichtet an\b|\bbestimmt für\b|\bbedoeld voor\b|\bdestinat[ie]\s+a\b|\bdestinad[oa]s?\s+(a|ao|à)\b`)
	// meantForWords hold a word every match of meantFor has: the
	// expression, with no literal to start from, runs only on the few
	// texts that have one.
	meantForWords = newLiteralSet([]string{"addressed", "meant", "intended", "destin", "dirigid", "gerichtet", "bestimmt", "bedoeld"})
	// goesTo says where the delivery goes instead.
	goesTo = regexp.MustCompile(`\b(go|goes|are sent|is sent|are delivered|is delivered|are forwarded|is forwarded|are routed|is routed|are redirected|is redirected|end up|land)\s+(instead\s+)?(to|at|with|in|through|via)\b|\b(partent|vont|sont envoyée?s|sont transmise?s|sont redirigée?s)\b|\b(van|se envían|se reenvían|llegan)\s+a\b|\b(gehen|landen)\b[^.;]{0,30}?\ban\b|\bgaan naar\b|\bvanno a\b|\bvão para\b`)
	// handle is a messaging handle (@family_bot) or a phone number (see
	// printsDestination).
	handle = regexp.MustCompile(`(^|[\s(])@[a-z0-9_]{3,}\b|\+?\b[0-9][0-9 ().-]{7,}[0-9]\b`)
)

// redirectedDelivery returns the sentence of the definition's texts
// (lower-cased, joined) that sends a delivery meant for someone to a
// destination it prints, not the tool's own site.
//
// Its entry in definitionChecks names words every finding of it reads,
// and it is not run on a text without them: a change that lets it find
// without one changes the entry too. It reads the sentences of in: every
// sentence, or those where the entry's sentence lists stand together.
func redirectedDelivery(joined string, in sentenceReader, tc *toolContext) (string, bool) {
	if strings.IndexByte(joined, '@') < 0 && !strings.Contains(joined, "://") && !strings.ContainsAny(joined, "0123456789") ||
		!meantForWords.in(joined) {
		return "", false // no printed place, or nobody a delivery was meant for
	}
	for s := range in.sentences(joined, true) {
		m := meantFor.FindStringIndex(s)
		if m == nil {
			continue
		}
		g := goesTo.FindStringIndex(s[m[1]:])
		if g == nil {
			continue
		}
		if printsDestination(s[m[1]+g[1]:], tc) {
			return strings.TrimSpace(s), true
		}
	}
	return "", false
}

// printsDestination reports whether s prints a place to send to: an
// address or a site the tool is not named for, a handle or a number.
func printsDestination(s string, tc *toolContext) bool {
	for _, m := range handle.FindAllString(s, 4) {
		if strings.Contains(m, "@") || digitCount(m) >= 8 {
			return true // a handle, or a number long enough to call (no date)
		}
	}
	for tok := range strings.FieldsSeq(s) {
		tok = strings.Trim(tok, ".,;:()[]'\"`«»")
		if isSink(tok) && !tc.ownSite(tok) {
			return true
		}
	}
	return false
}

// spelledAddress is an e-mail address spelled in words after "to", as a
// tool's name read as words spells one: a local part, "at", a host and
// its top-level domain.
var spelledAddress = regexp.MustCompile(`\bto [a-z0-9]+( [a-z0-9]+)? at [a-z0-9-]+ (dot )?(com|io|net|org|co|ai|dev|app|biz|info|me|xyz|cc)\b`)
