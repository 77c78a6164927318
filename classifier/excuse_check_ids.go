package classifier

import (
	"regexp"
	"strings"
)

// An auditor lets the user pick the kinds of finding it reports, each an
// enum value named by an id: "hidden_instructions", "exfiltration",
// "install_lure". Read joined with the rest of the definition, the ids
// give the words of the attacks they name; they are the checker's closed
// choices, which the user turns on, not an order. Only ids (words joined
// by underscores or dashes, at most three, no address) of a tool that
// checks by its name or text are read so, and the sentence without them
// must order nothing itself.

// checkID is an enum value that is an id of a check.
var checkID = regexp.MustCompile(`^[a-z][a-z0-9]*([_-][a-z0-9]+){0,2}$`)

// withoutCheckIDs is sent with each enum value of the tool's that is a
// check's id blanked, in a checker; false when none stands in it.
func withoutCheckIDs(sent string, tc *toolContext) (string, bool) {
	if tc == nil || !checkerName.MatchString(tc.topicText()) && !checkerSubject.MatchString(tc.lowerDesc()) {
		return sent, false
	}
	b := []byte(sent)
	found := false
	for _, p := range tc.params {
		if !p.itemEnum || len(p.enum) < 3 {
			// A single value picked (a verdict, a mode) is what the
			// model sets, not a list of checks the user turns on.
			continue
		}
		for _, e := range p.enum {
			v := toLower(strings.TrimSpace(e))
			if !checkID.MatchString(v) {
				continue
			}
			for i := 0; ; {
				j := strings.Index(sent[i:], v)
				if j < 0 {
					break
				}
				at, end := i+j, i+j+len(v)
				if (at == 0 || !isWordByte(sent[at-1])) && (end == len(sent) || !isWordByte(sent[end])) {
					blankSpan(b, at, end)
					found = true
				}
				i = end
			}
		}
	}
	return string(b), found
}
