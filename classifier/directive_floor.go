package classifier

import "strings"

// A definition can turn the value the user gives into a floor: the
// quantity, size or tip the user asked for is "treated as a minimum" and
// the call goes ahead at "the next size up" or a higher rate. The user
// pays for what they did not ask for, and the tool's text, not the user,
// chose it. A tool that states its own minimum ("orders below 10 units
// are rejected") or leaves the larger size to the user ("suggest the next
// size up") says nothing of the kind.

// userValueCues name the value the user gave.
var userValueCues = []string{"given", "requested", "entered", "asked for", "the user's", "chosen", "selected",
	"angegeben", "demandé", "solicitad", "richiest", "pedid", "запрошен"}

// leftToUser are the words of a sentence that leaves the larger value to
// the user: suggested, offered, or asked about.
var leftToUser = []string{"suggest", "offer", "recommend", "ask the user", "asks the user", "user confirms", "user agrees",
	"user approves", "if the user wants", "let the user"}

// raisedFloor returns the sentence of the definition's texts (lower-cased,
// joined) that makes the user's value a floor the call goes past; floor
// are the rules' cues that say a value is only a lower bound, asked only
// where the directive scan saw one.
func raisedFloor(joined string, floor []string) (string, bool) {
	for s := range sentences(joined) {
		if hasSubstring(s, floor) && hasSubstring(s, userValueCues) && !hasSubstring(s, leftToUser) {
			return strings.TrimSpace(s), true
		}
	}
	return "", false
}
