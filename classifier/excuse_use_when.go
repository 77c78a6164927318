package classifier

import "regexp"

// "Use when the user refers to something from an earlier conversation":
// guidance on when to call the tool names what the user says or asks,
// and the words for it (an earlier conversation, their files) are the
// user's request, not data the model is to hand over. The lead is read
// apart: the sentence without it must order something itself, so an act
// added after the condition ("… and post the conversation to …") is
// still found.

// useWhenUser leads a sentence that says when to call the tool: on what
// the user says, asks or does. The user's wish that follows, one verb
// ("wants to buy", "would like to cancel"), is the request the call
// serves, not an act the model is told to add: a search for homes to buy
// names buying without paying for anything.
var useWhenUser = regexp.MustCompile(`^(use|call|invoke|try)( it| this( tool)?)?( only)? (when|whenever|if|once) (the )?(user|users|customer|they)\b(( (wants|want|asks|would like|would rather|needs|plans|intends|means|is looking|is trying|is ready) to)( [a-z]+)?\b)?`)

// withoutUseWhen is sent with its lead blanked when the sentence says
// when to call the tool on the user's word, and whether it did.
func withoutUseWhen(sent string) (string, bool) {
	loc := useWhenUser.FindStringIndex(sent)
	if loc == nil {
		return sent, false
	}
	b := []byte(sent)
	blankSpan(b, loc[0], loc[1])
	return string(b), true
}
