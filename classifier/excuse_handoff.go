package classifier

import (
	"regexp"
	"strings"
)

// An escalation tool opens by stating its own act: "Hands the conversation
// to a human agent at the support desk with a summary." The conversation
// and a support desk are the words of a leak, but a tool named for the
// hand-off (escalate_to_human, transfer_to_agent) hands the chat to the
// people of the service the user is talking to, which is what the user
// calls it for. The reading blanks the hand-off only in the opening
// sentence of such a tool's description, and only when the sentence
// prints no place, keeps nothing from the user, adds no side act, names
// no party besides the service's own people and carries no secret; what
// is left must order nothing.

// handoffName is a tool's name that says it hands a conversation to a
// person.
var handoffName = regexp.MustCompile(`escalat|hand_?off|hand_over|handover|transfer_to|to_human|to_agent|to_person|live_agent|human_agent|to_support|talk_to|speak_to|connect_to`)

// handoffAct is the hand-off: a verb of handing over, the conversation,
// and the people of the service it goes to.
var handoffAct = regexp.MustCompile(`^\s*(hands?( over)?|passes|transfers|escalates|routes|connects)\s+(the |this |a )?(current |whole |ongoing )?(conversation|chat|session|case|call)\s+(over\s+)?to\s+(a |an |the )?(human|live|support|service|help ?desk|duty|on-call)\b[^,;.]{0,60}`)

// withoutHandoff is sent with an escalation tool's opening hand-off
// blanked (see above); false when it is none.
func withoutHandoff(sent string, tc *toolContext) (string, bool) {
	if tc == nil || !handoffName.MatchString(toLower(tc.name)) || !strings.HasPrefix(strings.TrimSpace(tc.lowerDesc()), strings.TrimSpace(sent)) {
		return sent, false
	}
	m := handoffAct.FindStringIndex(sent)
	if m == nil || printedPlace.MatchString(sent) || keptOrWidened.MatchString(sent) || sideAdded.MatchString(sent) || argumentOthers.MatchString(sent) || anySecretWord(sent) {
		return sent, false
	}
	b := []byte(sent)
	blankSpan(b, m[0], m[1])
	return string(b), true
}
