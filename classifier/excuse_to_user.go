package classifier

import "regexp"

// What a tool sends to the user's own device or hands back in its own
// response goes to the person the model serves: "the bank sends a push
// approval to the user's phone", "the response includes the signing
// secret, shown once". Read alone, the words of sending and of a secret
// or a phone make an order to carry private data off; the user's device
// and the tool's response are where the user already is. Those words are
// read apart, and the sentence must order something itself: a second
// place printed beside them, or the same words aimed at anyone else, is
// still found.

// toUsersOwn names the user's own device or the tool's own response as where
// something goes.
var toUsersOwn = regexp.MustCompile(`\bto (the user's|the user’s|their|your) (own )?(phone|mobile( phone)?|device|inbox|authenticator( app)?|banking app)\b|\bthe (response|result|reply|output) (also )?(includes|contains|holds|carries)\b`)

// withoutToUser is sent with the words that send something to the user's
// own device or into the tool's response blanked, and whether it had any.
func withoutToUser(sent string) (string, bool) { return blankMatches(sent, toUsersOwn) }
