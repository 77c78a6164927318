package classifier

import "regexp"

// A tool that shows which account, project or cluster is active says when
// to call it: "run it before any change so the user can confirm which
// account is active". Read as words, "before … change … account" is how
// shadowing hangs a switch of the destination on every act. Here the
// change is a noun (after a determiner, or a plural) or the verb of a
// clause of time with its own subject and a general object ("before you
// change anything"), the time the check is made; and the account is what the user is to confirm or see, asked
// with "which" or "what": a question of which one is in use, not an order
// to change it. The reading is narrow: nothing in the sentence after the
// account changes, sets, switches or points anything, and the sentence
// prints no address, account number or long digits.

var (
	// whichAccountCheck is a shadowing match that opens with a time
	// before a change named as a noun and ends with the account a verb
	// of checking asks about.
	whichAccountCheck = regexp.MustCompile(`^(?:(?:every|each) time |always |right |just )?(?:whenever|when|every time|each time|before)\s+(?:((any|each|every|a|an|the|one|some|making|making any|making a)\s+)?(changes?|switch|switches|replacements?)|(you|the user|users|they|we|anyone|someone)\s+(change|changes|switch|switches|replace|replaces|update|updates)\s+(anything|something|things|it|them|settings|resources|records|files|code|infrastructure|dns|the (config|configuration|settings|setup)))\b([^.;:!?]{0,60}?)\b(confirm|confirms|check|checks|verify|verifies|see|sees|know|knows|review|reviews|double-check|make sure|makes sure|inspect|inspects|tell|tells|show|shows)\s+((of|on|for|to|the|user|users|them|you|they|with)\s+){0,3}(which|what|whose)\s+(\w+\s+){0,3}\S+$`)
	// laterRedirect is what, after the account, would change where
	// things go after all.
	laterRedirect = regexp.MustCompile(`\b(change|changes|replace|replaces|set|sets|switch|switches|redirect|redirects|route|routes|point|points|update|updates|send|sends|forward|forwards|copy|copies|bcc|cc)\b|@|https?://`)
)

// accountQuestion reports whether the match is a check of which account
// is active, made before a change (see above).
func accountQuestion(c excuseContext) bool {
	lower := c.f.lower
	m := whichAccountCheck.FindStringSubmatchIndex(lower[c.loc[0]:c.loc[1]])
	if m == nil || laterRedirect.MatchString(lower[c.loc[0]+m[16]:c.loc[0]+m[17]]) {
		return false // a change of where things go between the time and the check
	}
	sent := sentenceAt(lower, c.loc[0])
	end := min(len(lower), sentenceEndAfter(lower, c.loc[1]))
	return !laterRedirect.MatchString(lower[c.loc[1]:end]) && !hasAccountNumber(sent) && !longDigits.MatchString(sent) && !namesReach(sent)
}
