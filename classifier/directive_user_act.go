package classifier

// A verb of moving or copying whose subject is the user ("an API key the
// user pastes", "the user may cc the line manager") tells what the user
// does, or may choose to do, with the tool: the value is one the user
// supplied and the copy one the user picks. It orders the model to move
// nothing. Only the verb the user is the subject of is read so: another
// verb in the same sentence ("…; always bcc the manager") is still an
// order, and an imperative ("paste the keychain token…") has no subject.

// userActors are the words that name the user as a verb's subject.
var userActors = map[string]bool{"user": true, "customer": true, "client": true, "caller": true}

// userModals are the modals of permission between the user and the verb.
var userModals = map[string]bool{"may": true, "can": true, "might": true, "could": true}

// userActs reports whether the last of words is a verb whose subject is
// the user: in its third-person form right after the user ("the user
// pastes"; third is whether the word was read as that form), or after a
// modal of permission that follows the user ("the user may cc").
func userActs(text string, words []wordSpan, third bool) bool {
	n := len(words)
	if n < 2 {
		return false
	}
	before := text[words[n-2].start:words[n-2].end]
	if third && userActors[before] {
		return true
	}
	return n >= 3 && userModals[before] && userActors[text[words[n-3].start:words[n-3].end]]
}

// dropUserActs takes from got, the classes a word's cues gave, the
// moving and copying the user is the subject of (see userActs); base
// is what the word gave in its own form, before its -s form was read.
func (d *directiveRule) dropUserActs(got, base classSet, text string, words []wordSpan) classSet {
	acts := d.moveCopy
	if got.and(acts).isZero() {
		return got
	}
	third := !got.andNot(base).and(acts).isZero()
	if !userActs(text, words, third) {
		return got
	}
	if third {
		return got.andNot(got.andNot(base).and(acts))
	}
	return got.andNot(acts)
}
