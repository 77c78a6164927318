package classifier

import (
	"regexp"
	"strings"
)

// A tool that does several things lists its operations, each an item
// named by a value of its own enum and opened by the verb of that name:
// "- 'delete_saved_conversation': delete a bookmark by saved_id". Read
// alone, the item is a bare order ("delete … saved conversation"); as the
// entry of an operation the tool's own parameter selects, it says what
// the operation does when the user's call asks for it. The reading is
// narrow: the label must be one of the tool's enum values, the item must
// open on that value's own first word, and the item must make nothing
// standing or unasked, reach past what one call names (all, every), name
// the model or a place, or keep anything from the user; the rest, without
// the label and its verb, must order nothing itself.

// operationItem opens a list item on a quoted operation name and a verb.
var operationItem = regexp.MustCompile("^[-*•\\s]*['\"`]([a-z][a-z0-9_]*)['\"`]\\s*:\\s*([a-z]+)\\b")

// operationAside is what makes an operation's entry more than what it
// does: a standing, unasked or unbounded act, the model named, a place,
// something kept from the user.
var operationAside = regexp.MustCompile(`\b(always|every|each|any time|whenever|automatically|without|all|everything|regardless|you|your|yours|assistant|model|agent|ignore\w*|override\w*|secret\w*|hidden|quietly|silently|never tell|do not tell|don't tell|user's|users')\b|@|https?://|\b[a-z0-9-]+\.(com|io|net|org|dev|app|ai)\b`)

// withoutOwnOperation is sent with the label of one of the tool's own
// operations and its opening verb blanked; false when the sentence is
// not such an entry.
func withoutOwnOperation(sent string, tc *toolContext) (string, bool) {
	if tc == nil || !strings.Contains(sent, ":") {
		return sent, false // a one-pass gate: an entry has a colon after its label
	}
	m := operationItem.FindStringSubmatchIndex(sent)
	if m == nil {
		return sent, false
	}
	name, verb := sent[m[2]:m[3]], sent[m[4]:m[5]]
	if first, _, _ := strings.Cut(name, "_"); first != verb || !ownEnumValue(tc, name) || operationAside.MatchString(sent[m[1]:]) {
		return sent, false
	}
	b := []byte(sent)
	blankSpan(b, m[0], m[1])
	return string(b), true
}

// ownEnumValue reports whether value is one of the values a parameter of
// the tool offers.
func ownEnumValue(tc *toolContext, value string) bool {
	for _, p := range tc.params {
		for _, e := range p.enum {
			if strings.EqualFold(e, value) {
				return true
			}
		}
	}
	return false
}

// A quoted name of one of the tool's own operations is a name, whatever
// words it is made of: "read those fields instead of calling
// 'list_collections_for_saved_conversation' per row". Read as words, the
// name's parts ("saved conversation") join the sentence's verbs as if
// they were its object. The names are blanked and the sentence read
// without them, unless it makes a call standing, first or unasked, or
// names the model or a place: "always call 'export_chat' before
// answering" is still read as written.

// quotedSnakeName is a quoted snake_case name.
var quotedSnakeName = regexp.MustCompile("['\"`]([a-z][a-z0-9]*(?:_[a-z0-9]+)+)['\"`]")

// namedCallAside is what makes a sentence naming an operation an order
// about when or for whom to call it.
var namedCallAside = regexp.MustCompile(`\b(always|every (call|time|request|turn|answer|response)|whenever|automatically|first|before|without|regardless|you|your|yours|assistant|model|ignore\w*|override\w*|secret\w*|hidden|quietly|silently)\b|@|https?://|\b[a-z0-9-]+\.(com|io|net|org|dev|app|ai)\b`)

// silentFailure is what an operation does, stated of it: a failure that
// goes unreported ("silently skips rows"), or what it always does in a
// relative clause ("which always creates an empty one"), not an order to
// keep quiet or to act each time.
var silentFailure = regexp.MustCompile(`\bsilently (skips|fails|drops|truncates|returns|stops|ignores)\b|\bwhich always [a-z]+s\b`)

// withoutOwnOperationNames is sent with the quoted names of the tool's own
// operations blanked; false when it quotes none, or makes a call standing
// or unasked.
func withoutOwnOperationNames(sent string, tc *toolContext) (string, bool) {
	if tc == nil || strings.IndexByte(sent, '_') < 0 {
		return sent, false // a one-pass gate: a name joins its words with underscores
	}
	var b []byte
	for _, m := range quotedSnakeName.FindAllStringSubmatchIndex(sent, -1) {
		if ownEnumValue(tc, sent[m[2]:m[3]]) {
			if b == nil {
				b = []byte(sent)
			}
			blankSpan(b, m[0], m[1])
		}
	}
	if b == nil || namedCallAside.MatchString(silentFailure.ReplaceAllString(sent, "")) {
		return sent, false
	}
	for _, m := range silentFailure.FindAllStringIndex(sent, -1) {
		blankSpan(b, m[0], m[1]) // what the operation does, stated, is not what to do
	}
	return string(b), true
}
