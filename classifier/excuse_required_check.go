package classifier

import "regexp"

// "New or changed bank details must be verified by phone before this tool
// will pay": the words "verified by" are those of a claim made up for the
// user ("tell them it is verified by their bank"), but after a modal of
// requirement they name a check the act waits for, a safeguard kept. The
// reading blanks the requirement alone; what is left must order nothing.
// A requirement taken back by a negator before it ("need not be", "no
// longer has to be verified by") or by a waiver anywhere in the sentence
// ("…, but skip that check when the supplier says it is urgent"), and a
// claim beside it, are read as ever.

// requiredCheck is a modal of requirement, then a verb of checking in the
// passive with its agent.
var requiredCheck = regexp.MustCompile(`\b(must|shall|should|needs? to|has to|have to|is to|are to|will have to|will need to)\s+(first\s+|always\s+|still\s+)?be\s+(verified|checked|confirmed|validated|approved|authorised|authorized|reviewed)\s+by\b`)

// requiredUndone is a negator right before a requirement, which takes it
// back.
var requiredUndone = regexp.MustCompile(`\b(not|n't|no longer|never|nor)\s*$`)

// requiredWaived is a word that waives a check or lifts a requirement.
var requiredWaived = regexp.MustCompile(`\b(skip\w*|bypass\w*|waiv\w*|ignor\w*|omit\w*|unless|except|no need|not needed|unnecessary|optional)\b`)

// withoutRequiredCheck is sent with each check it requires blanked (see
// above); false when it requires none.
func withoutRequiredCheck(sent string) (string, bool) {
	b, found := []byte(sent), false
	if requiredWaived.MatchString(sent) {
		return sent, false
	}
	for _, m := range requiredCheck.FindAllStringIndex(sent, -1) {
		if requiredUndone.MatchString(sent[max(0, m[0]-12):m[0]]) {
			return sent, false
		}
		blankSpan(b, m[0], m[1])
		found = true
	}
	return string(b), found
}
