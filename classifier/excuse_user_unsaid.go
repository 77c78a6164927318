package classifier

import "regexp"

// "Do not add reviewers they did not mention": the words "not mention"
// are those of an order to keep something quiet, but here the user is
// the subject and the tense is past: it says what the user left out of
// the request, which keeps the tool's act within it. The sentence is read
// without those words and must order something itself; an order to keep
// quiet in the same sentence is still one.

// userUnsaid is what the user (or the people the user speaks for) did
// not mention or ask for.
var userUnsaid = regexp.MustCompile(`\b(they|the user|the users|the customer|the requester|he|she)\s+(did not|didn't|has not|hasn't|have not|haven't|never)\s+(mention|name|list|ask for|request)(ed)?\b`)

// withoutUserUnsaid is sent with what the user did not mention blanked,
// and whether it had any.
func withoutUserUnsaid(sent string) (string, bool) { return blankMatches(sent, userUnsaid) }
