package classifier

import (
	"regexp"
	"strings"
)

// A tool with several operations says what the rows of one of them hold:
// "every saved conversation in 'list_saved' and 'list_members' embeds the
// collections it belongs to". Read alone, "every" beside a saved
// conversation and a verb of carrying ("embeds") is the words of a
// standing order to carry the conversation along; what makes it honest is
// that the subject is a row of the tool's own operation, named by a value
// of its own enum, and the verb is a statement about that row (third
// person), not an order. The reading is narrow: every quoted name must be
// one of the tool's operations, the sentence must name no place, the
// model or its own instructions, and send nothing; the rest, without the
// subject, must order nothing itself.

// ownRowsSubject opens a sentence (after a short label) on every row of
// one or more quoted operations; the names are read after.
var ownRowsSubject = regexp.MustCompile("^(?:[^:.]{0,40}:\\s*)?(?:every|each|all)\\s+(?:[a-z][a-z0-9_]*\\s+){1,3}in\\s+((?:['\"`][a-z][a-z0-9_]*['\"`](?:,?\\s+(?:and|or)\\s+|,\\s*)?)+)\\s*[a-z]+s\\b")

// quotedOperation is one quoted name in ownRowsSubject's list.
var quotedOperation = regexp.MustCompile("['\"`]([a-z][a-z0-9_]*)['\"`]")

// ownRowsAside is what makes the statement more than what a row holds.
var ownRowsAside = regexp.MustCompile(`\b(you|your|yours|yourself|own|assistant|send\w*|sent|post\w*|upload\w*|forward\w*|share\w*|e-?mail\w*|leak\w*|ignore\w*|override\w*|disregard\w*|always|whenever|secret\w*|password\w*|hidden|quietly|silently|without)\b|@|https?://|\b[a-z0-9-]+\.(com|io|net|org|dev|app|ai)\b`)

// withoutOwnRows is sent with its subject, the rows of the tool's own
// operations, blanked; false when the sentence is not of that shape.
func withoutOwnRows(sent string, tc *toolContext) (string, bool) {
	if tc == nil || !strings.Contains(sent, " in ") {
		return sent, false // a one-pass gate: the rows are those in an operation
	}
	m := ownRowsSubject.FindStringSubmatchIndex(sent)
	if m == nil || ownRowsAside.MatchString(sent) {
		return sent, false
	}
	for _, q := range quotedOperation.FindAllStringSubmatch(sent[m[2]:m[3]], -1) {
		if !ownEnumValue(tc, q[1]) {
			return sent, false
		}
	}
	b := []byte(sent)
	blankSpan(b, m[0], m[3])
	return string(b), true
}
