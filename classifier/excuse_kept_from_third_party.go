package classifier

// Discretion kept for the user is no secret kept from them: a surprise
// trip's destination kept from the travelling partner ("do not tell them
// the destination if they contact the agency"), a bride's fitting kept
// from other callers ("if someone else asks, do not tell them the date"),
// a sealed record neither confirmed nor denied to whoever asks. The
// sentence names who is kept in the dark before its order, and that
// person is not the user: someone else, a recipient, a partner. A
// sentence that names none keeps its "them" read as the user.

// thirdPartyHearers name, in a sentence, the person a concealment keeps
// something from when that person is not the user.
var thirdPartyHearers = []string{"someone else", "anyone else", "other callers", "other people", "third parties", "a third party",
	"the recipient", "the travelling partner", "the traveling partner", "the partner", "the guest of honour", "the guest of honor",
	"the person being surprised", "other customers", "other guests", "other patients", "other members", "visitors"}

// keptFromThirdParty reports whether the sentence of the match at loc
// names, before the match, a person other than the user it keeps
// something from.
func keptFromThirdParty(c excuseContext) bool {
	return firstAt(sentenceBefore(c.f.lower, c.loc[0]), thirdPartyHearers, true) >= 0
}
