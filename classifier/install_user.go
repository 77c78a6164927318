package classifier

import (
	"regexp"
	"strings"
)

// An install command is a lure when the model is to run it. One shown to
// the user for them to run ("tell the user the installer is …, and let
// them run it") leaves the choice where it belongs: with the person who
// owns the machine.

// handedToUser are the words that give a command to the user to run.
var handedToUser = regexp.MustCompile(`\b(tell|show|give|ask|point|refer|direct|suggest to) (the user|users|them)\b|\blet (the user|them|users) (run|install|decide)\b|\b(the user|users) (can|may|should|must|needs? to) (run|install)\b|\bfor (the user|them) to (run|install)\b`)

// installLeftToUser reports whether the sentence of lower the match at loc
// stands in hands the command to the user.
func installLeftToUser(lower string, loc []int) bool {
	// A sentence ends at a stop before a space or a line break; the dots
	// of a URL (acme.dev/install.sh) end none.
	start := 0
	for _, stop := range []string{". ", "! ", "? ", "\n"} {
		if i := strings.LastIndex(lower[:loc[0]], stop); i >= 0 {
			start = max(start, i+len(stop))
		}
	}
	end := len(lower)
	for _, stop := range []string{". ", "! ", "? ", "\n"} {
		if i := strings.Index(lower[loc[1]:], stop); i >= 0 {
			end = min(end, loc[1]+i)
		}
	}
	// The sentence runs on past the command ("… | sh` and let them run it").
	return handedToUser.MatchString(lower[start:end])
}
