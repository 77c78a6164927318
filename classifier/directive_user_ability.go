package classifier

import "regexp"

// A tool tells what the user may do with what it keeps: "The user can see
// every memory with `list_memories` and remove any with `forget`." The
// words are those of an order (every, remove, a tool's name), but the
// subject is the user and the modal gives them the ability: nobody is told
// to act. The reading holds only for a sentence that opens so, with a verb
// of the user's own control, and holds nothing that addresses the model,
// negates, conditions or starts another clause ("…, so remove …", "…;
// delete …", "but you should …"), which stays an order.

var (
	// userAbility opens a sentence with the user able or allowed to act
	// on what the tool keeps.
	userAbility = regexp.MustCompile(`^(the |a |each |every )?(user|users|customer|customers|account owner|owner)('s)? (can|may|is able to|are able to)\s+(also\s+|always\s+|at any time\s+)?(see|view|review|list|read|check|inspect|edit|change|correct|remove|delete|forget|erase|clear|export|download|undo|revoke|turn|switch|disable|enable|opt|cancel|pause|stop|manage)\b`)
	// abilityBroken is what turns such a sentence back into an order.
	abilityBroken = regexp.MustCompile(`[;:—]|\b(you|your|must|should|please|so|then|instead|but|not|never|cannot|can't|without|unless|except|assistant|model|agent|ai)\b`)
)

// userMay reports whether a sentence (lower-cased) says what the user may
// do, and nothing else.
func userMay(sent string) bool {
	return userAbility.MatchString(sent) && !abilityBroken.MatchString(sent)
}

// toldUserMay is an order to tell the user followed by a relative clause
// on what the user can then do ("tell the user, who can verify the new
// key with the server's administrator"): the clause describes the user's
// own next step, and is read apart from the order to tell.
var toldUserMay = regexp.MustCompile(`\b(tell|inform|warn|notify|alert) (the user|the customer|them),? (who|whom|and they) (can|may|could|is able to|are able to)\b[^;.,]*`)

// userStepCarries is a user's next step that still carries something to a
// place, names a secret, addresses the model or goes on to another act:
// not read apart.
var userStepCarries = regexp.MustCompile(`@|https?://|~/|\b(you|your|yourself|assistant|model|agent|and|then|also|password|passcode|passphrase|token|credentials?|pin|otp|one-time|secret|seed)\b`)

// withoutUserStep is sent with each such relative clause blanked; false
// when there is none, or when one carries something away.
func withoutUserStep(sent string) (string, bool) {
	locs := toldUserMay.FindAllStringSubmatchIndex(sent, -1)
	if locs == nil {
		return sent, false
	}
	b := []byte(sent)
	for _, m := range locs {
		clause := sent[m[6]:m[1]]
		if userStepCarries.MatchString(clause) || carriedAway(clause) {
			return sent, false
		}
		blankSpan(b, m[6], m[1])
	}
	return string(b), true
}
