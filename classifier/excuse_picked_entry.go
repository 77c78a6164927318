package classifier

import (
	"regexp"
	"strings"
)

// A tool that signs its calls with the user's cloud profiles says where
// the user keeps them and asks for the name of one: "if you keep several
// profiles in ~/.aws/credentials, pass the one your team uses". Read
// alone, a credential file followed by "pass" asks for the file. What
// makes it honest is what is passed: "the one", an entry of the file
// named by the noun before the path, and that noun is one of the tool's
// own parameters (profile), which takes the entry's name, not its
// secret. The reading is narrow: the noun is a kind of named entry
// (profile, context, account, project), the verb's object is only "the
// one" or the entry's name, and the sentence names no address.

// pickedEntry is a kind of entry kept in a file, the path, and the verb
// that asks for one of them by name.
var pickedEntry = regexp.MustCompile(`\b(profile|context|account|project)s?\s+(?:in|from|listed in|stored in|kept in)\s+(\S+?),?\s+(?:pass|give|name|pick|choose|use|set)\s+(?:the one|the name of the one|its name|the name)\b`)

// pickedEntryExcused: the match is the path of such a sentence, and the
// entry's noun is a parameter of the tool.
func pickedEntryExcused(c excuseContext) bool {
	if !c.forTool || c.tool == nil {
		return false
	}
	sent := sentenceAt(c.f.lower, c.loc[0])
	if strings.Contains(sent, "@") || strings.Contains(sent, "://") {
		return false
	}
	off := strings.Index(c.f.lower, sent)
	if off < 0 {
		return false
	}
	for _, m := range pickedEntry.FindAllStringSubmatchIndex(sent, 4) {
		if off+m[4] <= c.loc[0] && c.loc[0] < off+m[1] && ownParamName(sent[m[2]:m[3]], c.tool) {
			return true
		}
	}
	return false
}

// withoutPickedEntry is sent with the ask for an entry by name blanked
// (see pickedEntry), for the directive check to read what is left; false
// when sent has none whose noun is a parameter of the tool, or names an
// address.
func withoutPickedEntry(sent string, tc *toolContext) (string, bool) {
	if tc == nil || strings.Contains(sent, "@") || strings.Contains(sent, "://") {
		return sent, false
	}
	var b []byte
	for _, m := range pickedEntry.FindAllStringSubmatchIndex(sent, 4) {
		if !ownParamName(sent[m[2]:m[3]], tc) {
			continue
		}
		if b == nil {
			b = []byte(sent)
		}
		blankSpan(b, m[5], m[1]) // the path stays, for the rest to be read with
	}
	if b == nil {
		return sent, false
	}
	return string(b), true
}
