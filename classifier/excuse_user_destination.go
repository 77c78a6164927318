package classifier

import (
	"regexp"
	"strings"
)

// A tool that sets up where something goes names the destination the
// user gives it: "forwards messages to another address the user owns or
// trusts", "starts a change of the bank account that receives the
// merchant's payouts". Read alone, the words are those of secrecy ("the
// user … trusts") and of a rerouted payment ("change … the bank
// account"); read in their shape, they describe the user's own choice.
// Each excuse is narrow: the user's trust only as a relative clause on
// the thing chosen, the change only as the tool's own act in the opening
// sentence of a tool named for it that takes the new account in a
// parameter, with no account printed and nothing made standing.

// trustedThing ends the words before "user" with a thing the user chose
// and the start of a relative clause on it ("an address the ", "a device
// that the ").
var trustedThing = regexp.MustCompile(`\b(address|account|contact|person|people|device|computer|server|host|domain|site|recipient|mailbox|inbox|folder|number|phone|app|network|colleague|friend)(e?s)?\s+(that |which |whom |who )?(the |a )?$`)

// relativeVerbs are the words a relative clause on the user's choice may
// hold between "user" and "trusts": verbs of having and knowing joined.
var relativeVerbs = regexp.MustCompile(`^users?('s)?(\s+(already|explicitly|personally|fully))?(\s*(,|or|and)?\s*(owns?|controls?|knows?|manages?|uses?|chose|chooses|picked|named|added|verified|trusts?))*$`)

// trustedByUser reports whether the match ("user … trusts") is a relative
// clause that says which thing the user chose.
func trustedByUser(c excuseContext) bool {
	m := c.f.lower[c.loc[0]:c.loc[1]]
	return strings.HasPrefix(m, "user") && trustedThing.MatchString(c.f.lower[max(0, c.loc[0]-40):c.loc[0]]) &&
		relativeVerbs.MatchString(strings.TrimSpace(m))
}

var (
	// accountParam is a parameter that takes the account the user gives.
	accountParam = regexp.MustCompile(`iban|account|bank|payout|routing|sort_?code|bic|swift`)
	// standingWord makes an act hold on every call or whatever the user
	// chose.
	standingWord = regexp.MustCompile(`\b(always|every|each|whenever|any time|regardless|automatically|by default|instead)\b`)
	// longDigits is a printed number long enough to be an account.
	longDigits = regexp.MustCompile(`\d[\d -]{6,}\d`)
)

// ownAccountChange reports whether the match (a change of an account) is
// the tool's own act, stated in the opening sentence of its description:
// the tool's name names what is changed, it takes the new account in a
// parameter of its own, and the sentence prints no account and makes
// nothing standing.
func ownAccountChange(c excuseContext) bool {
	if !c.forTool || c.tool == nil {
		return false
	}
	desc := c.tool.lowerDesc()
	first := strings.TrimSpace(sentenceAt(desc, 0))
	if first == "" || !within(c.f.lower, first, c.loc) || standingWord.MatchString(first) ||
		hasAccountNumber(first) || longDigits.MatchString(first) {
		return false
	}
	named := false
	for _, w := range strings.Fields(c.f.lower[c.loc[0]:c.loc[1]])[1:] {
		named = named || w != "the" && c.tool.named(strings.Trim(w, ".,;:"))
	}
	if !named {
		return false
	}
	for _, p := range c.tool.params {
		if accountParam.MatchString(p.lname) && p.typ != "boolean" && p.deflt == "" {
			return true
		}
	}
	return false
}
