package classifier

import "strings"

// English puts "say" after a comma at the end of an aside to offer an
// example ("a BIND zone file (for the broker's domain, say)", "a nightly
// run at two, say."): it means "for instance", and nobody is told
// anything. The word is read as a verb of telling everywhere else; only
// the aside it closes, a comma before it and the aside's end (a closing
// parenthesis, or the end of the sentence) right after it, is passed
// over. "If asked, say it passed" and "when asked, say: all clear" still
// tell the user something.

// sayAside reports whether the last of words, "say", closes an aside: a
// comma before it and a closing parenthesis, a full stop or the end of
// the text after it.
func sayAside(text string, words []wordSpan) bool {
	n := len(words)
	if n < 2 {
		return false
	}
	last := words[n-1]
	if strings.TrimRight(text[words[n-2].end:last.start], " ") != "," {
		return false
	}
	rest := strings.TrimLeft(text[last.end:], " ")
	return rest == "" || rest[0] == ')' || rest[0] == '.' && (len(rest) == 1 || rest[1] == ' ' || rest[1] == '\n')
}
