package classifier

import "regexp"

// A secrets tool that lists names, not values, points to its sibling for
// one value on the user's word: "Secret values are not fetched; use
// get_secret_value for one secret when the user asks for it." Read alone,
// the sibling's name spells "get secret" beside an imperative, an order
// to fetch secrets. What makes it honest is that the step is the user's
// request, stated as its condition at the sentence's end, through the
// tool's own store, for one item, with nothing carried anywhere. The
// reading is narrow: the tool is about secrets, the sentence names the
// other tool by its name and closes on the user's request (not undone by
// "even" or "whatever"), and it prints no place, sends or includes
// nothing, adds no side act, and makes nothing standing or unseen.

// secretStoreTopic is a tool's topic that keeps secrets.
var secretStoreTopic = regexp.MustCompile(`secret|vault|password|credential|keychain|keyring|kms`)

// referredTool is an imperative that names another tool by its name.
var referredTool = regexp.MustCompile(`\b(use|call|run|invoke|try)\s+` + "`?" + `[a-z][a-z0-9]*_[a-z0-9_]+\b`)

// secretReferral reports whether sent points to a sibling tool of a
// secrets tool for what the user asks, and nothing else.
func secretReferral(sent string, tc *toolContext) bool {
	if tc == nil || !secretStoreTopic.MatchString(tc.topicText()) {
		return false
	}
	loc := userWishTail.FindStringIndex(sent)
	if loc == nil || wishUndone.MatchString(sent[:loc[0]]) {
		return false
	}
	rest := sent[:loc[0]]
	return referredTool.MatchString(rest) && !printedPlace.MatchString(rest) && !carriedAway(rest) && !stepsCarry.MatchString(rest) &&
		!sideAdded.MatchString(rest) && !standingWord.MatchString(rest) && !unseenAct.MatchString(rest)
}
