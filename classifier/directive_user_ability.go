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
