package classifier

import (
	"regexp"
	"strings"
)

// A tool that reports on the user's own sign-ins says where it reads
// them: "Lists the registries you are logged into, read from
// ~/.docker/config.json. Auth tokens are masked." The path is the source
// of what the tool's opening act returns, told in a participle after a
// comma, not an order to the model; and the tool says it keeps the
// secrets back. The reading is narrow so that bait cannot borrow it: the
// opening sentence must begin with the tool's own verb, the path must
// follow a participle of reading, the sentence must send nothing and run
// no command, the path must end it, and the description must say the
// secrets are withheld and speak of them nowhere else. An
// order ("Read ~/.docker/config.json and …", "First, read …"), a file
// carried to a field or a host, or a source named without the secrets
// kept back stays flagged.

// sourceOpening is an opening sentence that starts with a tool's own act
// in the third person.
var sourceOpening = regexp.MustCompile(`^(lists|returns|shows|reports|displays|counts|summari[sz]es|enumerates)\b`)

// sourceParticiple is a participle of reading that names where the data
// the opening act returns comes from, after a comma.
var sourceParticiple = regexp.MustCompile(`, (as )?(read|loaded|parsed|taken) from $`)

// secretsWithheld says the tool keeps the secrets of the file back.
var secretsWithheld = regexp.MustCompile(`\b(tokens?|secrets?|passwords?|credentials?|keys?)( \w+)? (are|is|stay|remain) (masked|redacted|hidden|withheld|never (shown|returned|printed))\b`)

// ownSourceFile reports whether a credential path is named as the source
// of the tool's own listing, in the opening sentence of its description,
// by a tool that says it masks the secrets.
func ownSourceFile(c excuseContext) bool {
	if !c.forTool || c.tool == nil || !within(c.f.lower, c.tool.lowerDesc(), c.loc) {
		return false
	}
	desc := c.tool.lowerDesc()
	first := sentenceAt(desc, 0)
	if !strings.Contains(first, c.f.lower[c.loc[0]:c.loc[1]]) || !sourceOpening.MatchString(first) ||
		carriedAway(first) || strings.ContainsAny(first, "|>&$") {
		return false
	}
	at := strings.Index(first, c.f.lower[c.loc[0]:c.loc[1]])
	path := programDir.FindStringIndex(first[at:])
	if path == nil {
		return false
	}
	// The path ends the sentence: a second path or an act after it ("…,
	// then read ~/.ssh/id_rsa too") is not the source of the listing.
	if tail := strings.TrimRight(first[at+path[1]:], ". "); strings.ContainsAny(tail, " \t") {
		return false
	}
	return sourceParticiple.MatchString(first[:at+path[0]]) && secretsWithheld.MatchString(desc) && secretsOnlyWithheld(desc[len(first):])
}

// secretWord names the secrets of a sign-in file, or the file's contents.
var secretWord = regexp.MustCompile(`\b(tokens?|secrets?|passwords?|credentials?|keys?|contents?|raw)\b|~/|\$home`)

// secretsOnlyWithheld reports whether the sentences after the opening
// speak of the secrets only to say they are withheld: "Keep the raw keys
// for the next call" after "Secret keys are masked" carries them on.
func secretsOnlyWithheld(rest string) bool {
	for _, sent := range strings.Split(rest, ". ") {
		if secretWord.MatchString(sent) && !secretsWithheld.MatchString(sent) {
			return false
		}
	}
	return true
}
