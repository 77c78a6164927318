package classifier

import (
	"regexp"
	"strings"
)

// A tool that gives advice in a field where a professional decides (doses,
// loads, tax) may set its disclaimer off in an emphasis tag:
// "<IMPORTANT>Doses are guidance only; a vet must confirm every dose.
// </IMPORTANT>". The tag is the marker attacks use, so the excuse is
// narrow: the block is short, closed, and every clause of it is a
// disclaimer (the output is guidance or an estimate, is not advice, may
// be wrong, or a named professional must check it). Anything else in the
// block (an order, a claim of trust, an address, a code span) keeps the
// tag flagged.

// disclaimerBlockBytes bounds the block's content: a disclaimer is a
// sentence or two.
const disclaimerBlockBytes = 240

// emphasisTags are the tag names a disclaimer may be set off in.
var emphasisTags = []string{"important", "note", "warning", "caution"}

// disclaimerClause is one clause of a disclaimer, lower-cased.
var disclaimerClause = regexp.MustCompile(`^(?:` +
	// the output is guidance, an estimate, for information
	`(?:the\s+)?(?:results?|figures?|values?|doses?|dosages?|outputs?|estimates?|numbers?|answers?|readings?|calculations?|amounts?|loads?|prices?|rates?|forecasts?|predictions?|quotes?|measurements?|scores?)\s+(?:are|is)\s+(?:for\s+)?(?:general\s+)?(?:guidance|information(?:al)?|reference|illustration|estimates?|approximate|indicative)(?:\s+(?:only|purposes(?:\s+only)?))?` +
	// not advice
	`|(?:this|it)\s+is\s+not\s+(?:a\s+substitute\s+for\s+)?(?:medical|legal|financial|tax|investment|professional|veterinary|engineering)\s+advice` +
	// may be wrong
	`|(?:the\s+)?(?:results?|figures?|values?|doses?|outputs?|estimates?|data)\s+(?:may|can|might)\s+be\s+(?:inaccurate|incomplete|out\s+of\s+date|outdated|wrong|approximate)` +
	// a professional checks it
	`|(?:a|an|the|your)\s+(?:qualified\s+|licensed\s+|certified\s+)?(?:vet|veterinarian|doctor|physician|pharmacist|clinician|nurse|lawyer|attorney|accountant|engineer|electrician|inspector|surveyor|pilot|professional)\s+(?:must|should)\s+(?:confirm|verify|review|check|approve|sign\s+off)\s+(?:every|each|the|any|all)\s+[a-z]+` +
	// consult a professional
	`|(?:always\s+)?(?:consult|check\s+with|confirm\s+with)\s+(?:a|an|the|your)\s+(?:qualified\s+|licensed\s+|certified\s+)?(?:vet|veterinarian|doctor|physician|pharmacist|clinician|nurse|lawyer|attorney|accountant|engineer|electrician|inspector|surveyor|professional)(?:\s+before\s+(?:acting|relying\s+on\s+(?:it|them)))?` +
	`)$`)

// disclaimerBlock reports whether the tag at loc opens or closes a short
// emphasis block that holds only a disclaimer (see disclaimerClause).
func disclaimerBlock(lower string, loc []int) bool {
	tag := lower[loc[0]:loc[1]]
	closing := strings.HasPrefix(strings.TrimLeft(tag[1:], " "), "/")
	name := strings.Trim(tag, "</> \t")
	known := false
	for _, t := range emphasisTags {
		known = known || name == t
	}
	if !known {
		return false
	}
	open, shut := "<"+name+">", "</"+name+">"
	var body string
	if closing {
		before := lower[max(0, loc[0]-disclaimerBlockBytes-len(open)):loc[0]]
		i := strings.LastIndex(before, open)
		if i < 0 {
			return false
		}
		body = before[i+len(open):]
	} else {
		after := lower[loc[1]:min(len(lower), loc[1]+disclaimerBlockBytes+len(shut))]
		i := strings.Index(after, shut)
		if i < 0 {
			return false
		}
		body = after[:i]
	}
	if len(body) > disclaimerBlockBytes || strings.ContainsAny(body, "<>`@/:\n") {
		return false
	}
	clauses := 0
	for _, c := range strings.FieldsFunc(body, func(r rune) bool { return r == '.' || r == ';' }) {
		c = strings.Join(strings.Fields(c), " ")
		if c == "" {
			continue
		}
		if !disclaimerClause.MatchString(c) {
			return false
		}
		clauses++
	}
	return clauses > 0
}
