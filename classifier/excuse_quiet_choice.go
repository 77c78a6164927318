package classifier

import (
	"regexp"
	"slices"
	"strings"
)

// A tool that notifies others as part of its act (invitations, shares,
// mentions) may let the user choose no notice through a closed choice of
// its own: "set send_updates to none to create it silently in the
// user's own calendar". The quiet is kept from the people the notice
// would reach, by the user's choice of a value the tool offers but does
// not default to, and what is made stays in what the user owns. Read
// narrowly: the sentence opens on setting that choice, the value is one
// of its listed quiet values, and the sentence makes nothing standing,
// keeps nothing from the user and names no place; what is left after the
// lead and the quiet word must order nothing itself.

// quietChoiceLead opens a sentence on setting a parameter to a value; the
// name and the value are the groups.
var quietChoiceLead = regexp.MustCompile("^(?:set|pass|use|choose)\\s+[`'\"]?([a-z][a-z0-9_]*)[`'\"]?\\s*(?:=|:|\\s+to\\s+)\\s*[`'\"]?([a-z_]+)[`'\"]?\\s+(?:to|so)\\b")

// quietValues are the values of a closed choice that send no notice.
var quietValues = []string{"none", "off", "no", "never", "silent", "quiet", "nobody", "false"}

// quietWord is the quiet the choice makes.
var quietWord = regexp.MustCompile(`\b(silently|quietly|without (notifying|alerting|emailing|inviting|informing) (anyone|anybody|the attendees|attendees|the guests|guests|the participants|participants|the recipients|recipients|them))\b`)

// usersOwn is a thing named as the user's own, a place the user holds,
// not the user as one the act is kept from.
var usersOwn = regexp.MustCompile(`\b(the user's|your) own\b`)

// withoutQuietChoice is sent with the lead that picks a notifying
// choice's quiet value and the quiet word blanked; false when the
// sentence is not of that shape.
func withoutQuietChoice(sent string, tc *toolContext) (string, bool) {
	if tc == nil || !strings.HasPrefix(sent, "set ") && !strings.HasPrefix(sent, "pass ") && !strings.HasPrefix(sent, "use ") && !strings.HasPrefix(sent, "choose ") {
		return sent, false
	}
	m := quietChoiceLead.FindStringSubmatchIndex(sent)
	if m == nil || quietStanding.MatchString(usersOwn.ReplaceAllString(sent, "own")) {
		return sent, false
	}
	q := quietWord.FindStringIndex(sent)
	name, value := sent[m[2]:m[3]], sent[m[4]:m[5]]
	if q == nil || !quietSwitchName.MatchString(name) || !slices.Contains(quietValues, value) {
		return sent, false
	}
	for _, p := range tc.params {
		if p.lname == name && slices.Contains(p.enum, value) && strings.TrimSpace(p.deflt) != value {
			b := []byte(sent)
			blankSpan(b, m[0], m[1])
			blankSpan(b, q[0], q[1])
			return string(b), true
		}
	}
	return sent, false
}
