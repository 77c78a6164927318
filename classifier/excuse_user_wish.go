package classifier

import "regexp"

// A workflow note that hands a step to another tool on the user's word
// says whose the step is: "If the user wants the trip in their calendar,
// follow up with the calendar server's add_event", "To send it to the
// user's manager, pass the file to send_email as the user asks". Read
// alone, the words are those of data carried to another server or to a
// third party; what makes them honest is that the act is the user's
// request, stated as its condition, and nothing is added to it.
//
// Each reading is narrow. An opening condition on the user's wish is
// read apart, as a use-when lead is: the rest must order something
// itself, and may not take back by a pronoun what the condition named
// ("if the user asks for their calendar, send it to …" is still read
// whole). A closing "as the user asks" clears the sentence only when it
// ends it, is not undone ("even if the user asks", "whatever the user
// asks"), and the rest prints no place, keeps nothing from the user,
// carries no secret, adds no side act and makes nothing standing.

// userWishLead opens a sentence, or a clause after the semicolon that
// ends the tool's own statement ("Books a class; if the user wants it in
// their calendar, …"), with a condition on what the user wants, to its
// comma. The clause is read as the sentence is: what follows the comma
// must order nothing once the condition is blanked.
var userWishLead = regexp.MustCompile(`(^|;)\s*(if|when|once|in case) (the )?(user|users|customer|they) (wants?|asks?|would like|would rather|prefers?|chooses?|decides?|requests?)\b[^,;:]*,`)

// userWishTail closes a sentence by making its act the user's request.
var userWishTail = regexp.MustCompile(`(^|[\s,]+)(as|if|when|once) (the )?(user|customer|they) (asks?|requests?|wish(es)?|wants?|chooses?|says?|directs?)( (it|so|for it|you to))?\s*[.!]?\s*$|(^|[\s,]+)at the (user|customer)'s (request|direction)\s*[.!]?\s*$`)

// wishUndone are the words before a closing "as the user asks" that make
// it the act's opposite: done even so, or whatever is asked.
var wishUndone = regexp.MustCompile(`\b(even|unless|whatever|no matter|regardless of)\s*$`)

// pronounBack are the words that take back what an earlier clause named.
var pronounBack = regexp.MustCompile(`\b(it|them|this|these|those|that)\b`)

// userWished reports whether sent is an act on the user's word: an
// opening condition on the user's wish, without which the sentence
// orders nothing, or a closing "as the user asks" on an act that adds
// nothing to the request.
func (d *directiveRule) userWished(sent string, orders func(string) bool) bool {
	if rest, ok := withoutUserWishLead(sent); ok && !orders(rest) {
		return true
	}
	loc := userWishTail.FindStringIndex(sent)
	if loc == nil || wishUndone.MatchString(sent[:loc[0]]) {
		return false
	}
	rest := sent[:loc[0]]
	return !printedPlace.MatchString(rest) && !keptOrWidened.MatchString(rest) && !standingWord.MatchString(rest) && !sideAdded.MatchString(rest)
}

// withoutUserWishLead is sent with its opening condition on the user's
// wish blanked, when what follows takes nothing back from it and keeps
// nothing from the user; false when it has none. The condition is one of
// two shapes: the user's wish named by its verb ("if the user wants the
// trip in their calendar,"), after which no pronoun may take back what it
// named; or the user's request quoted ("if the user … asks to 'put it in
// my calendar',"), after which no verb of passing may take it back ("pass
// them"), though the rest may name this result or that server.
func withoutUserWishLead(sent string) (string, bool) {
	for _, shape := range userWishShapes {
		loc := shape.lead.FindStringIndex(sent)
		if loc == nil {
			continue
		}
		if sent[loc[0]] == ';' {
			loc[0]++ // the semicolon still parts the tool's statement from the rest
		}
		b := []byte(sent)
		blankSpan(b, loc[0], loc[1])
		rest := string(b)
		if !shape.takesBack.MatchString(rest) && !keptOrWidened.MatchString(rest) {
			return rest, true
		}
	}
	return sent, false
}

// userWishShapes are the two shapes of an opening condition on the
// user's wish, each with what may not take it back after it.
var userWishShapes = []struct{ lead, takesBack *regexp.Regexp }{
	{userWishLead, pronounBack},
	{userRequestCondition, passedFromCondition},
}

// sideAdded are the words that add an act beside the one asked for.
var sideAdded = regexp.MustCompile(`\b(also|too|as well|in addition|additionally|besides|plus|cc|bcc|copy|copies)\b`)
