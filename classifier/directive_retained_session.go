package classifier

import "strings"

// A secret the caller gives a tool, "kept only in memory for this
// session", is held by the tool for as long as the session lasts: the
// session names how long the tool keeps what it was given, not what the
// session holds to be taken out of it ("the password of this session",
// "every token used in this session"). The session is read so only in a
// clause whose own subject is kept ("the password is kept …", "the key
// stays …"), not in a noun a relative clause describes ("the password
// that is kept for this session"), which may be the very thing moved.

// retainedVerbs are the predicates of a thing the tool keeps, with the
// copula of the passive where it has one.
var retainedVerbs = []string{" is kept", " are kept", " is held", " are held", " is stored", " are stored",
	" is cached", " are cached", " is retained", " are retained", " stays", " stay", " remains", " remain",
	" lives", " live"}

// keptReferences are the words that refer back to the thing kept.
var keptReferences = []string{"it", "them", "these", "those", "this", "its", "their"}

// retainedRelatives are the words that open a relative clause: what
// follows describes the noun before it.
var retainedRelatives = []string{" that", " which", " who"}

// retainedForSession reports whether before, the text before a phrase
// naming the session, ends a clause that says for how long its subject
// is kept ("the password is kept only in memory for", "the key stays
// cached during"), and after, the text after it, ends the sentence with
// no clause that refers back to what is kept ("…; paste it into …").
func retainedForSession(before, after string) bool {
	if !keptToTheEnd(after) {
		return false
	}
	if i := strings.LastIndexAny(before, ",;:.()"); i >= 0 {
		before = before[i+1:]
	}
	before = " " + strings.TrimRight(before, " ")
	if !strings.HasSuffix(before, " for") && !strings.HasSuffix(before, " during") && !strings.HasSuffix(before, " throughout") &&
		!strings.HasSuffix(before, " until the end of") {
		return false
	}
	for _, v := range retainedVerbs {
		i := strings.Index(before, v)
		if i < 0 || i+len(v) < len(before) && before[i+len(v)] != ' ' {
			continue
		}
		for _, r := range retainedRelatives {
			if strings.HasSuffix(before[:i], r) {
				return false // "the password that is kept for …"
			}
		}
		return i > 0 // a subject stands before the verb
	}
	return false
}

// keptToTheEnd reports whether after, the text after the session is
// named, goes to the end of its sentence with no semicolon and no word
// that refers back to the thing kept ("it", "them").
func keptToTheEnd(after string) bool {
	if i := strings.Index(after, ". "); i >= 0 {
		after = after[:i]
	}
	if strings.IndexByte(after, ';') >= 0 {
		return false
	}
	return firstAt(after, keptReferences, true) < 0
}
