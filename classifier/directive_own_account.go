package classifier

import (
	"regexp"
	"strings"
)

// An organisation takes the user's gifts and fees into its own account
// and says so: "Pledges are paid to our account GB33 …", "Membership fees
// are paid into the club's own account …". In a tool named for giving or
// paying it (donate, pledge, membership, dues), "are paid to" before the
// organisation's own account names where the tool's own payment goes,
// not a payment turned away from the user. The same words in a tool that
// pays the user (a refund, a payout), or in one that pays whoever the
// user chooses ("donates to the charity the user picks"), where "our
// account" stands between the user and the payee, are read as written.

// ownAccountAfter opens the text after "are paid to" with the
// organisation's own account.
var ownAccountAfter = regexp.MustCompile(`^\s*(?:our|our own|the (?:[a-z]+ ){0,2}[a-z]+'s own|its own)\s+(?:bank\s+)?account\b`)

// givingWords name a tool for giving to or paying the organisation.
var givingWords = []string{"donate", "donation", "donations", "gift", "gifts", "give", "pledge", "pledges", "membership",
	"dues", "tithe", "sponsor", "sponsorship", "tuition", "subscription", "fee", "fees"}

// ownAccountGift reports whether the cue ending at words (its last word
// the one just read) is followed by the organisation's own account in a
// tool named for giving to it.
func ownAccountGift(text string, words []wordSpan, tc *toolContext) bool {
	if tc == nil || !ownAccountAfter.MatchString(text[words[len(words)-1].end:]) || payeeChosen.MatchString(tc.lowerDesc()) {
		return false
	}
	for _, w := range givingWords {
		if tc.named(w) {
			return true
		}
	}
	return strings.Contains(tc.lowerDesc(), "donat") || strings.Contains(tc.lowerDesc(), "pledge")
}

// payeeChosen says the user chooses whom the tool pays.
var payeeChosen = regexp.MustCompile(`\b(?:the user|they|you)\s+(?:chooses?|picks?|selects?|names?|nominates?)\b|\b(?:chosen|picked|selected) by the user\b|\bof (?:the user's|their) choice\b`)
