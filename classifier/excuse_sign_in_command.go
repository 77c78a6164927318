package classifier

import (
	"regexp"
	"strings"
)

// A cloud or registry tool that authenticates with the machine's stored
// credentials tells the user how to make them: "run `gcloud auth
// application-default login` yourself if none exist". Read alone, an
// imperative addressed to "yourself" beside the credentials' names is an
// order to do something with them. What makes it honest is the command:
// a sign-in, which asks the user in their own terminal or browser and
// sends nothing anywhere the user did not choose. The reading is narrow:
// the command is quoted in a code span, holds a sign-in word and nothing
// that reads, pipes, redirects or chains (only words, dots, dashes,
// underscores and = are allowed), and the sentence prints no place; the
// rest of the sentence is read as ever.
//
// A sign-in names where the user signs in (`docker login ghcr.io`): a
// host in the command is let stand only when the definition names it
// outside the sentence too, as the registry or cloud the tool itself
// works with (its image tag, its endpoint). A host named only in the
// command, or any place printed outside it, is read as ever.

// signInStep is an imperative that runs a quoted command, with the word
// that leaves it to the reader.
var signInStep = regexp.MustCompile("\\b(run|use|execute|type|enter)\\s+`([a-z0-9 ._=-]+)`(\\s+(yourself|themselves|first|once|again|manually|in (a|your|their) terminal))?")

// signInWord is the word of a command that signs in.
var signInWord = regexp.MustCompile(`(^|[ _-])(login|signin|sign-in|log-in)([ _-]|$)`)

// withoutSignInCommand is sent with each step that runs a sign-in command
// blanked, when it has one and prints no place but the hosts of those
// commands that joined, the definition read whole, names outside sent;
// false otherwise.
func withoutSignInCommand(sent, joined string) (string, bool) {
	var b []byte
	for _, m := range signInStep.FindAllStringSubmatchIndex(sent, -1) {
		cmd := sent[m[4]:m[5]]
		if !signInWord.MatchString(cmd) || !placesNamedBesides(cmd, sent, joined) {
			return sent, false
		}
		if b == nil {
			b = []byte(sent)
		}
		blankSpan(b, m[0], m[1])
	}
	if b == nil {
		return sent, false
	}
	rest := string(b)
	if printedPlace.MatchString(rest) {
		return sent, false
	}
	return rest, true
}

// placesNamedBesides reports whether every place printed in cmd is named
// in joined outside sent (which stands in joined at most once read).
func placesNamedBesides(cmd, sent, joined string) bool {
	places := printedPlace.FindAllString(cmd, 4)
	if len(places) == 0 {
		return true
	}
	if len(places) == 4 {
		return false // a command that names many places signs in to none of them alone
	}
	besides := strings.Replace(joined, sent, " ", 1)
	for _, p := range places {
		if !strings.Contains(besides, p) {
			return false
		}
	}
	return true
}
