package classifier

// What the user asks to undo can be carried out anyway ("if the user
// cancels, set the status to shipped anyway", "trotzdem", "quand même")
// and the user told the undoing worked: the choice is overruled and a
// false result told. "Anyway" is common in honest text about what
// happens by itself ("drafts are removed after a week anyway"), so the
// word counts only where its clause has named the user, whose choice it
// goes against, before it.

// anywayAgainstUser reports whether the clause of words, up to its last word
// (the "anyway" cue), names the user or the party whose call it is.
func anywayAgainstUser(text string, words []wordSpan) bool {
	if len(words) < 2 {
		return false
	}
	return overruledUserSet.in(text[words[0].start:words[len(words)-1].start])
}
