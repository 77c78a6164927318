package classifier

import (
	"regexp"
	"strings"
)

// A tool acts on the things the user picked, named by the tool's own
// parameter for them: "deletes log files older than the retention period
// on the selected servers" in a tool that takes servers. Read alone,
// "servers" beside a verb of deleting is an act on someone else's
// machines; what makes it honest is that the servers are the ones the
// call names, chosen by the user: a word of choosing before the noun (or
// a relative clause after it that gives the choice to the user), and the
// noun is a parameter of the tool. The reading is narrow: the noun must
// be the tool's own parameter, nothing in the sentence may reach past
// the chosen ones (other, every, all), print a place, send anything on,
// or make the act standing or hidden; the rest must order nothing
// itself, so "and on every other server" is still read.

// chosenTarget is a noun the sentence says was chosen, where the act
// takes place or from what it takes: "on the selected servers", "from
// the given hosts", "on the servers you picked". A request is not a
// choice made (a requested size may be overruled), so it is not read.
var chosenTarget = regexp.MustCompile(`\b(?:on|from|in|at|across|for|of|to)\s+(?:the\s+|your\s+|each of the\s+)?(?:selected|chosen|specified|given|listed|named|picked|targeted)\s+([a-z][a-z_-]*)\b|\b(?:on|from|in|at|across|for|of|to)\s+(?:the\s+)?([a-z][a-z_-]*)\s+(?:the user|you|they)\s+(?:selected|chose|chosen|picked|listed|named|specified|gave|give|pass|passed)\b`)

// chosenBeyond is what reaches past the things chosen or carries the act
// elsewhere: other or every one, a place, a hand-over, a standing or
// hidden act, a reason that turns from the choice to another.
var chosenBeyond = regexp.MustCompile(`\b(other|others|every|all|any|entire|whole|also|too|plus|so|but|rather|next|larger|bigger|higher|more|extra|upgrade\w*|tends?|send\w*|sent|upload\w*|forward\w*|post\w*|share\w*|e-?mail\w*|copy|copies|always|whenever|silently|quietly|hidden|without|never|instead|regardless)\b|@|https?://`)

// withoutChosenTargets is sent with the things the user chose blanked,
// when they are named by a parameter of the tool; false otherwise.
func withoutChosenTargets(sent string, tc *toolContext) (string, bool) {
	params := paramsOf(tc)
	if len(params) == 0 || chosenBeyond.MatchString(sent) {
		return sent, false
	}
	b := []byte(sent)
	found := false
	for _, m := range chosenTarget.FindAllStringSubmatchIndex(sent, -1) {
		noun := ""
		switch {
		case m[2] >= 0:
			noun = sent[m[2]:m[3]]
		case m[4] >= 0:
			noun = sent[m[4]:m[5]]
		}
		if noun == "" || !chosenParam(noun, params) {
			continue
		}
		blankSpan(b, m[0], m[1])
		found = true
	}
	return string(b), found
}

// chosenParam reports whether noun is the name of one of params, or its
// singular or plural.
func chosenParam(noun string, params []param) bool {
	noun = strings.TrimSuffix(strings.ReplaceAll(noun, "-", "_"), "s")
	for _, p := range params {
		n := p.lname
		for _, suffix := range []string{"_ids", "_id", "_names", "_list", "s"} {
			n = strings.TrimSuffix(n, suffix)
		}
		if n == noun {
			return true
		}
	}
	return false
}
