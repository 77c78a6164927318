package classifier

import "regexp"

// "Do not tell the user a price is final until confirm_quote returns
// status 'bound'": what is held back is a claim before it is true, not a
// fact the user is owed. The words after the verb of telling say that a
// thing is final, confirmed or booked, and a condition ("until",
// "before", "unless") says when the claim may be made. Anything else
// withheld ("the card was charged twice"), a claim with no condition, or
// a second phrase that keeps something from the user, is read as ever.

// prematureClaim follows a verb of telling the user: a thing said to be
// in a settled state or to have succeeded ("a build passed"), then the
// condition that settles it.
var prematureClaim = regexp.MustCompile(`^(\s+that)?(\s+(the|a|an|this|their|its|your)?\s*[\w-]+){1,3}(\s+(is|are|was|has been|have been|will be)\s+(final|confirmed|guaranteed|binding|approved|booked|reserved|paid|settled|complete|completed|official|accepted|covered|insured|active|fixed|resolved)|\s+(has |have )?(passed|succeeded|worked|deployed|merged|shipped|landed|gone through|went through))\b[^.;]{0,20}?\s+(until|before|unless)\s+[^.;]{3,}`)

// prematureClaimHeld reports whether the match of the secrecy rule holds
// back a claim of a settled state until a condition makes it true.
func prematureClaimHeld(c excuseContext) bool {
	return prematureClaim.MatchString(c.f.lower[c.loc[1]:])
}

// claimTellLead is the negated verb of telling the user that leads a
// claim held back.
var claimTellLead = regexp.MustCompile(`\b(do not|don't|never|must not)\s+(tell|inform|assure)\s+(the\s+)?(user|customer|client|guest|patient|them)\b`)

// withoutPrematureClaim is sent with each claim held back until it is
// true blanked, from the verb of telling to the condition's end; false
// when there is none.
func withoutPrematureClaim(sent string) (string, bool) {
	b := []byte(sent)
	found := false
	for _, m := range claimTellLead.FindAllStringIndex(sent, -1) {
		c := prematureClaim.FindStringIndex(sent[m[1]:])
		if c == nil {
			continue
		}
		end := m[1] + c[1]
		if i := commaAnd.FindStringIndex(sent[m[1]+c[0] : end]); i != nil {
			end = m[1] + c[0] + i[0] // a clause joined after the condition is its own
		}
		blankSpan(b, m[0], end)
		found = true
	}
	return string(b), found
}

// commaAnd joins a clause of its own after a condition.
var commaAnd = regexp.MustCompile(`,?\s+(and|but|then|also)\s`)
