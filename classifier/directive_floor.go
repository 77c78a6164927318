package classifier

import "strings"

// A definition can turn the value the user gives into a floor: the
// quantity, size or tip the user asked for is "treated as a minimum" and
// the call goes ahead at "the next size up" or a higher rate. The user
// pays for what they did not ask for, and the tool's text, not the user,
// chose it. A tool that states its own minimum ("orders below 10 units
// are rejected") or leaves the larger size to the user ("suggest the next
// size up") says nothing of the kind.

// floorCues say a value the user gave is only a lower bound.
var floorCues = []string{"treated as a minimum", "treated as a floor", "is a floor", "as a floor", "a floor rather than",
	"the next size up", "next case size up", "next tier up", "next plan up", "the next larger size", "next pack size up",
	"als minimum behandelt", "als untergrenze", "comme un minimum", "como un mínimo", "como mínimo", "come minimo",
	"jako minimum", "как минимум"}

// userValueCues name the value the user gave.
var userValueCues = []string{"given", "requested", "entered", "asked for", "the user's", "chosen", "selected",
	"angegeben", "demandé", "solicitad", "richiest", "pedid", "запрошен"}

// leftToUser are the words of a sentence that leaves the larger value to
// the user: suggested, offered, or asked about.
var leftToUser = []string{"suggest", "offer", "recommend", "ask the user", "asks the user", "user confirms", "user agrees",
	"user approves", "if the user wants", "let the user"}

// raisedFloor returns the sentence of the definition's texts (lower-cased,
// joined) that makes the user's value a floor the call goes past.
func raisedFloor(joined string) (string, bool) {
	if !hasAnyOf(joined, floorCues) {
		return "", false
	}
	for s := range sentences(joined) {
		if hasAnyOf(s, floorCues) && hasAnyOf(s, userValueCues) && !hasAnyOf(s, leftToUser) {
			return strings.TrimSpace(s), true
		}
	}
	return "", false
}
