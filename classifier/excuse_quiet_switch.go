package classifier

import (
	"regexp"
	"strings"
)

// A tool that notifies people by default says how the user turns that
// off: "Set send_invites=false to add the event without notifying
// anyone." The switch is the tool's own, on by default, named for the
// notice it sends; set off, it keeps the tool's own notice from the
// people the user listed, not anything from the user. Read alone, "without
// notifying anyone" is the words of an act hidden. The reading is
// narrow: the sentence must open on setting that switch off, the people
// not notified must be others (anyone, the attendees, the guests), not
// the user or an owner, and the sentence must make nothing standing nor
// name a place. The sentence without the lead and the phrase must order
// nothing itself.

// quietSwitchLead opens a sentence on setting a switch off; the name is
// the first group.
var quietSwitchLead = regexp.MustCompile("^(?:set|pass|use)\\s+[`'\"]?([a-z][a-z0-9_]*)[`'\"]?\\s*(?:=|:|\\s+to\\s+)\\s*[`'\"]?(?:false|off|no|0)[`'\"]?\\s+to\\b")

// quietOthers is the tool's notice kept from others: the people the
// user listed, or anyone.
var quietOthers = regexp.MustCompile(`\bwithout (notifying|alerting|emailing|messaging|informing|inviting|pinging) (anyone|anybody|the attendees|attendees|the guests|guests|the participants|participants|the recipients|recipients|the invitees|invitees|them|the members|members)\b`)

// quietSwitchName is a switch named for the notice the tool sends.
var quietSwitchName = regexp.MustCompile(`notif|send|invite|email|alert|announce|ping|message`)

// quietStanding makes the setting standing or names a place.
var quietStanding = regexp.MustCompile(`\b(always|every|each|any time|whenever|by default|regardless|automatically|user|owner|admin|account holder)\b|https?://|@|\b[a-z0-9-]+\.(com|io|net|org|dev|app|ai)\b`)

// withoutQuietSwitch is sent with the lead that sets a notifying switch of
// the tool's off and the notice it leaves out blanked; false when the
// sentence is not of that shape.
func withoutQuietSwitch(sent string, tc *toolContext) (string, bool) {
	if tc == nil {
		return sent, false
	}
	m := quietSwitchLead.FindStringSubmatchIndex(sent)
	if m == nil || quietStanding.MatchString(sent) {
		return sent, false
	}
	q := quietOthers.FindStringIndex(sent)
	if q == nil {
		return sent, false
	}
	name := sent[m[2]:m[3]]
	if !quietSwitchName.MatchString(name) {
		return sent, false
	}
	for _, p := range tc.params {
		if p.lname == name && p.typ == "boolean" && strings.TrimSpace(p.deflt) == "true" {
			b := []byte(sent)
			blankSpan(b, m[0], m[1])
			blankSpan(b, q[0], q[1])
			return string(b), true
		}
	}
	return sent, false
}
