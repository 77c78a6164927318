package classifier

import "regexp"

// A tool that checks whether software is up to date says what to do when
// it is not: "If it is outdated, tell the user the update command." The
// outdated thing is what the tool checks, the user's own install, not
// another tool run down so the model turns away from it. Only the opening
// condition on the checked thing's state is read so, and only in a tool
// named for versions or updates: what the rest of the sentence orders is
// read without it ("…tell the user the official build is compromised" is
// still a directive), and the same condition in a tool about anything
// else, or a condition on a secret ("when your API key is outdated,"), is
// read as written.

var (
	// versionTool is a tool's name or title for checking versions.
	versionTool = regexp.MustCompile(`\b(versions?|updates?|upgrades?|outdated|releases?|latest|up to date|update check)\b`)
	// outdatedCondition opens a sentence on the checked thing being out
	// of date: "if it is outdated,", "when the installed cli is
	// obsolete,".
	outdatedCondition = regexp.MustCompile("^(if|when|whenever)\\s+(it|they|this|the (installed|local|current|user's) [\\w` .-]{1,40}?|your [\\w` .-]{1,40}?)\\s+(is|are)\\s+(outdated|out of date|out-of-date|obsolete|behind)\\s*[,;]")
)

// withoutOutdatedCondition is sent without its opening condition on the
// checked thing being out of date, in a tool named for checking versions,
// and whether it had one.
func withoutOutdatedCondition(sent string, tc *toolContext) (string, bool) {
	if tc == nil || !versionTool.MatchString(tc.topicText()) {
		return sent, false
	}
	if m := outdatedCondition.FindString(sent); m != "" && secretWord.MatchString(m) {
		// A secret said to be out of date is no install: blanked, it
		// would take away the object a pronoun after it sends ("when
		// your API key is outdated, email it to …").
		return sent, false
	}
	return blankMatches(sent, outdatedCondition) // anchored: one match at most
}
