package classifier

import "regexp"

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

// signInStep is an imperative that runs a quoted command, with the word
// that leaves it to the reader.
var signInStep = regexp.MustCompile("\\b(run|use|execute|type|enter)\\s+`([a-z0-9 ._=-]+)`(\\s+(yourself|themselves|first|once|again|manually|in (a|your|their) terminal))?")

// signInWord is the word of a command that signs in.
var signInWord = regexp.MustCompile(`(^|[ _-])(login|signin|sign-in|log-in)([ _-]|$)`)

// withoutSignInCommand is sent with each step that runs a sign-in command
// blanked, when it has one and prints no place; false otherwise.
func withoutSignInCommand(sent string) (string, bool) {
	if printedPlace.MatchString(sent) {
		return sent, false
	}
	var b []byte
	for _, m := range signInStep.FindAllStringSubmatchIndex(sent, -1) {
		if !signInWord.MatchString(sent[m[4]:m[5]]) {
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
	return string(b), true
}
