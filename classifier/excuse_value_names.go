package classifier

import (
	"regexp"
	"strings"
)

// A tool names the values it takes by what they identify: "saved
// conversation ids to add to a collection", "rule selectors:
// user_visible_turn, all_assistant_generations, tool_call_steps". Read as
// words, the modifiers of "ids" and the parts of a snake_case value join
// the sentence's verbs ("add … saved conversation", "turn … all
// assistant"); what is named is an identifier, or a value of a closed
// list, not the thing itself. The modifiers and the listed values are
// blanked and the sentence read without them, unless it names the model
// or its own, a place, a secret, or makes the act standing or hidden.

// idNounLead opens a sentence on a noun phrase whose head is an id.
var idNounLead = regexp.MustCompile(`^(?:the\s+)?((?:[a-z][a-z0-9-]*\s+){1,3})(?:ids|identifiers|uids)\s+(?:to|of|for)\b`)

// valueListLead opens a sentence on a short label and a list of at least
// four values, all but the last snake_case; the list is the first group.
var valueListLead = regexp.MustCompile(`^[a-z][a-z ]{0,40}:\s*((?:[a-z][a-z0-9]*(?:_[a-z0-9]+)+,\s*){3,}[a-z][a-z0-9]*(?:_[a-z0-9]+)*)\b`)

// quotedValueWord is one quoted lower-case word, a value named.
var quotedValueWord = regexp.MustCompile(`'[a-z][a-z0-9_]*'`)

// valueNamesAside is what makes a sentence naming values more than that.
var valueNamesAside = regexp.MustCompile(`\b(you|your|yours|yourself|own|assistant's|model|send\w*|sent|post\w*|upload\w*|forward\w*|share\w*|e-?mail\w*|leak\w*|ignore\w*|override\w*|disregard\w*|always|whenever|every (call|time|request)|secret\w*|password\w*|tokens?|credentials?|hidden|quietly|silently|without)\b|@|https?://|\b[a-z0-9-]+\.(com|io|net|org|dev|app|ai)\b`)

// withoutValueNames is sent with the modifiers of an opening id noun, or
// an opening list of values, blanked; false when it opens on neither or
// holds an aside.
func withoutValueNames(sent string) (string, bool) {
	list := false
	m := idNounLead.FindStringSubmatchIndex(sent)
	if m == nil {
		if strings.IndexByte(sent, '_') < 0 {
			return sent, false // a one-pass gate: listed values join their words with underscores
		}
		if m = valueListLead.FindStringSubmatchIndex(sent); m == nil {
			return sent, false
		}
		list = true
	}
	if valueNamesAside.MatchString(sent) {
		return sent, false
	}
	b := []byte(sent)
	blankSpan(b, m[2], m[3])
	if list {
		// A list of values names the others it accepts quoted ("also
		// accept 'all'").
		for _, q := range quotedValueWord.FindAllStringIndex(sent, -1) {
			blankSpan(b, q[0], q[1])
		}
	}
	return string(b), true
}
