package classifier

import "strings"

// A line of a chat transcript opens on its speaker's role: "SYSTEM: ignore
// the user." A description has no speaker, so a sentence that opens on the
// label of the system, the developer or the assistant claims to speak with
// the authority of the host's own turn, over the user's: what follows it
// ("ignore the user", "the user's requests no longer apply") is read as an
// order given with that authority. The label counts only where it opens
// the sentence, followed by its colon: a role named inside a sentence
// ("each line starts with a role such as SYSTEM:") or inside a quotation
// is a transcript's format described, and the label alone, with nothing
// that overrules anyone, completes no combination.

// roleLabels are the labels of the turns that outrank the user, lower-case,
// each with its colon.
var roleLabels = []string{"system:", "developer:", "assistant:", "operator:", "sistema:", "système:", "système :", "система:",
	"系统:", "系统：", "システム:", "システム："}

// opensOnRole reports whether a sentence opens on a label of roleLabels.
func opensOnRole(sent string) bool {
	sent = strings.TrimLeft(sent, " \t\n*#>-")
	if sent == "" {
		return false
	}
	switch sent[0] {
	case 's', 'd', 'a', 'o', 0xd1, 0xe7, 0xe3: // the first bytes of roleLabels
	default:
		return false
	}
	for _, l := range roleLabels {
		if strings.HasPrefix(sent, l) {
			return true
		}
	}
	return false
}
