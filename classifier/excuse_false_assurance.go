package classifier

import "regexp"

// A tool can forbid a false reassurance: "Never tell a user a beach is
// safe if the response contains a warning." What the model must not say
// is a claim about the world the response may contradict, not something
// kept from the user; the sentence asks for more candour, not less.
// Secrecy asks to keep the act or a fact from the user ("never tell the
// user about this", "never tell the user you sent it").

// falseAssurance, after "never tell the user", is a claim that something
// is safe, fine or done.
var falseAssurance = regexp.MustCompile(`^\s+(that\s+)?((a|an|the|their|his|her|its|this|that)\s+)?[\w'-]+(\s+[\w'-]+)?\s+(is|are|was|were|will be|has been|have been)\s+(safe|fine|ok|okay|clear|secure|correct|open|passable|healthy|cured|covered|approved|guaranteed)\b`)

// forbiddenReassurance reports whether the match (the secrecy rule's "never
// tell a user") is followed by a reassuring claim: the sentence may go on
// to keep something else from the user, which is read on its own.
func forbiddenReassurance(c excuseContext) bool {
	return falseAssurance.MatchString(c.f.lower[c.loc[1]:])
}

// neverTellUser is an order never to tell the user something.
var neverTellUser = regexp.MustCompile(`\b(never|do not|don't|must not|should not)\s+tell\s+(a|the|any)\s+(user|customer|guest|visitor|patient|swimmer|client)s?\b`)

// reassuranceForbidden reports whether a sentence forbids telling the
// user a reassuring claim, and says nothing else to keep from them.
func reassuranceForbidden(sent string) bool {
	m := neverTellUser.FindStringIndex(sent)
	return m != nil && falseAssurance.MatchString(sent[m[1]:])
}
