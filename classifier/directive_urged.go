package classifier

import "strings"

// A negator beside a verb of forgetting, hesitating or failing urges the
// act instead of forbidding it: "don't forget to also send the password",
// "не забудь отправить пароль", "jangan lupa kirim", "vergiss nicht, das
// Passwort zu senden", "asla unutma". Read as a negation, it would hide
// the order it gives, so such a negator negates nothing.

// urgedReach is how many words after its negator an urger may stand: one
// reflexive or clitic pronoun may come between ("não se esqueça", "no te
// olvides", "nie wahaj się" puts it after).
const urgedReach = 2

// urged reports whether the negator at index neg of words stands beside
// an urger in the same run of words: the word right before it ("vergiss
// nicht", "glöm inte"), or one of the urgedReach words after it, the last
// read so far included. Only spaces may stand between them: in "не
// забудь: не отправляй …" the second negator forbids what follows.
func (d *directiveRule) urged(text string, words []wordSpan, neg int) bool {
	if len(d.urgers) == 0 {
		return false
	}
	if neg >= 1 && d.isUrger(text, words[neg-1]) && spaced(text, words[neg-1], words[neg]) {
		return true
	}
	for i := neg + 1; i < len(words) && i <= neg+urgedReach; i++ {
		if !spaced(text, words[i-1], words[i]) {
			return false
		}
		if d.isUrger(text, words[i]) {
			return true
		}
	}
	return false
}

// isUrger reports whether the word w of text is one of the urgers.
func (d *directiveRule) isUrger(text string, w wordSpan) bool {
	return d.urgers[text[w.start:w.end]]
}

// spaced reports whether only white space stands between the words a
// and b of text.
func spaced(text string, a, b wordSpan) bool {
	return strings.TrimSpace(text[a.end:b.start]) == ""
}
