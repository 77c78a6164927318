package classifier

import (
	"regexp"
	"strings"
)

// A Markdown link's title ([docs](https://… "…")) is shown only as a
// tooltip, if at all: text put there is hidden from the reader of the
// rendered description and read whole by the model. Its quotation marks
// quote nobody, so a sentence that holds a link's title of words is not
// excused as reported speech or as a checker's quoted sample: an order
// may sit in the title.

// linkTitle is a Markdown link with a title of at least three words.
var linkTitle = regexp.MustCompile(`\]\(\s*<?[^\s()<>]+>?\s+(?:"[^"\n]*\s[^"\n]*\s[^"\n]*"|'[^'\n]*\s[^'\n]*\s[^'\n]*')\s*\)`)

// holdsLinkTitle reports whether sent holds a Markdown link's title of
// words.
func holdsLinkTitle(sent string) bool {
	return strings.Contains(sent, "](") && linkTitle.MatchString(sent)
}
