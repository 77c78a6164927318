package classifier

import (
	"regexp"
	"strings"
)

// A tool that stores a login the user gives says what the stored login
// is for: "Stores a login for the portal in ~/.netrc so the download tool
// can run without prompting." The prompt left out is the one for the
// password the user just gave, not the user's say over an act. The
// reading holds only in a sentence that opens with the tool storing a
// login, password or token, with the match in the purpose clause that
// follows ("so …", "so that …"), in a tool that takes the secret as an
// input of its own; a prompt left out for the user, for approval or
// confirmation, or a match in any other clause is read as ever.

// storedLoginLead opens a sentence with the tool storing a secret.
var storedLoginLead = regexp.MustCompile(`^\s*(stores|saves|caches|remembers|records|writes|keeps|adds)\s[^;:]{0,60}?\b(logins?|credentials?|passwords?|passphrases?|tokens?|api keys?|sign-ins?)\b`)

// storedLoginPurpose ends the words between the secret and the match with
// a purpose clause: "so the download tool can ", "so that it will ".
var storedLoginPurpose = regexp.MustCompile(`\bso( that)?(\s[\w'-]+){1,5}\s*$`)

// promptedFor is what follows a prompt left out that makes it the user's
// say: the user asked, or asked for approval or confirmation.
var promptedFor = regexp.MustCompile(`^\s*(the |a )?(user|users|human|them|customer|you|for (approval|confirmation|consent|permission|review|sign-off))\b`)

// storedLoginUnprompted reports whether the match is a prompt left out
// in the purpose clause of a sentence that stores a login the tool takes.
func storedLoginUnprompted(c excuseContext) bool {
	if !c.forTool || c.tool == nil {
		return false
	}
	lower := c.f.lower
	match := lower[c.loc[0]:c.loc[1]]
	if !strings.Contains(match, "without") {
		return false
	}
	start := sentenceStart(lower, c.loc[0])
	lead := storedLoginLead.FindStringIndex(lower[start:c.loc[0]])
	if lead == nil || !storedLoginPurpose.MatchString(lower[start+lead[1]:c.loc[0]]) || promptedFor.MatchString(lower[c.loc[1]:]) {
		return false
	}
	for _, p := range paramsOf(c.tool) {
		if secretParam.MatchString(p.lname) {
			return true
		}
	}
	return false
}
