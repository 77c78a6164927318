package classifier

import (
	"regexp"
	"strings"
)

// A tool says where an identifier it takes comes from: "Multi-turn: pass
// contextId from a previous ask result to continue the same
// conversation", "pass an agent name from 'list' to the search tool as
// its filter". Read alone, "pass" beside "conversation" or an agent is the
// words of something handed over; what makes it honest is that what is
// passed is an identifier (a name, an id) taken from a result of the
// server's own tools, to a call of the tool or its sibling. The reading
// is narrow: the sentence must open on that passing (after a short
// label), what is passed must be a name or id, not the conversation or a
// secret, and nothing in the sentence may point at the model's own, print
// a place, send anything else or make the act standing or hidden; the
// rest must order nothing itself.

// passedIdentifier opens a sentence on an identifier passed from a
// result of the server's tools.
var passedIdentifier = regexp.MustCompile(`^(?:[^:.]{0,40}:[*_\s]*)?pass\s+(?:the\s+|an?\s+)?(?:[a-z][a-z0-9_]*\s+){0,2}?[a-z0-9_]*(?:name|id|ids|identifier|uid)\s+from\s+(?:the\s+|an?\s+)?(?:previous\s+|prior\s+|earlier\s+|last\s+)?(?:'[a-z_]+'|[a-z][a-z0-9_]*)(?:\s+(?:result|response|output|call|listing|list|row)s?)?`)

// passedAside is what makes the passing more than an identifier's
// source: the model's own, a secret, a place, another hand-over, a
// standing or hidden order.
var passedAside = regexp.MustCompile(`\b(you|your|yours|yourself|own|secret\w*|password\w*|tokens?|keys?|cookies?|credentials?|history|transcript\w*|send\w*|sent|post\w*|upload\w*|forward\w*|share\w*|e-?mail\w*|leak\w*|include\w*|attach\w*|ignore\w*|override\w*|disregard\w*|always|every|each|whenever|hidden|quietly|silently|without)\b|@|https?://|\b[a-z0-9-]+\.(com|io|net|org|dev|app|ai)\b`)

// withoutPassedIdentifier is sent with its opening passing of an
// identifier blanked; false when the sentence is not of that shape.
func withoutPassedIdentifier(sent string) (string, bool) {
	if !strings.Contains(sent, "pass ") {
		return sent, false // a one-pass gate: most sentences pass nothing
	}
	m := passedIdentifier.FindStringIndex(sent)
	if m == nil || passedAside.MatchString(sent) {
		return sent, false
	}
	b := []byte(sent)
	blankSpan(b, m[0], m[1])
	return string(b), true
}
