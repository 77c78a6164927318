package classifier

import "regexp"

// A tool that calls a service the user set up says which credential it
// calls with: "sends the prompt to the model provider the user
// configured, with their API key". The key is the means of the call, sent
// to the one service it unlocks, which the user chose; it is not carried
// anywhere else. The reading blanks only the instrument phrase at the end
// of a clause (", with their API key"), and only in a sentence that names
// the destination as the user's own choice; what is left is read as ever,
// so the key sent as the object ("sends their API key to …"), the key
// named again after the phrase ("…, and the token to the analytics
// service") or a
// destination the user did not choose is still an order; and a sentence
// that prints an address, a host, a bare domain or a phone number is not
// read so at all, since a printed place is not one the user chose.

var (
	// ownKeyInstrument is a clause's closing phrase naming the user's own
	// credential as the means of the act.
	ownKeyInstrument = regexp.MustCompile(`,?\s*\b(with|using|via|authenticated with|signed with)\s+(their|the user's|your|the caller's)\s+(own\s+)?(api[ -]?keys?|access tokens?|tokens?|credentials?|keys?|secret keys?)\s*($|[,;)])`)
	// userChosenPlace names where the act goes as one the user chose.
	userChosenPlace = regexp.MustCompile(`\b(the user|users|they|you)\s+(has\s+|have\s+)?(configured|chose|chosen|set up|selected|connected|picked|specified|linked)\b|\b(their|the user's|your)\s+(own\s+)?(configured\s+|chosen\s+|selected\s+)?(provider|account|endpoint|server|workspace|instance|tenant)\b`)
)

// withoutOwnKey is sent with the user's own credential, named as the
// means of an act going where the user chose, blanked; false otherwise.
func withoutOwnKey(sent string) (string, bool) {
	// A place printed in the sentence is one the definition chose, not
	// the user, however the sentence calls it.
	if !userChosenPlace.MatchString(sent) || namesReach(sent) {
		return sent, false
	}
	rest, found := blankMatches(sent, ownKeyInstrument)
	if found && keyNamedAgain.MatchString(rest) {
		// The key named once more is the key sent on ("…, and the token
		// to the analytics service"), which the words left may not order.
		return sent, false
	}
	return rest, found
}

// keyNamedAgain is a credential named in what is left of a sentence once
// its instrument phrase is blanked.
var keyNamedAgain = regexp.MustCompile(`\b(api[ -]?keys?|keys?|tokens?|credentials?|secrets?|passwords?)\b`)
