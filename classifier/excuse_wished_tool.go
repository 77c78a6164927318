package classifier

import (
	"regexp"
	"strings"
)

// "When the user has asked to send reminders, pass the draft to send_email
// with the client's billing address": a hand-off to another tool, with an
// address in it, but on the condition that the user asked for the very act
// that tool does (send → send_email). The call is the user's request
// carried out by the tool made for it. The reading blanks the condition
// and the name of that one tool only when the rest prints no place, keeps
// nothing from the user, makes nothing standing, adds no side act, names
// no party besides the one the record is about and carries no secret;
// what is left must order nothing ("also" just before the call of that
// tool adds the requested act, not a side one). A condition on another
// act than the tool's ("asked to see the draft, pass it to send_email"),
// a second tool, or any of those in the rest, is read as ever.

// wishedActLead opens a sentence with a condition on the user having asked
// for an act, named by its verb, up to the condition's comma.
var wishedActLead = regexp.MustCompile(`^\s*(if|when|once|after) (the )?(user|customer|they) (has |have |had )?(explicitly )?(asked|asks|requested|requests|wants|wanted|chose|chosen|agreed|confirmed) (you |us |the assistant )?to ([a-z]+)\b[^,;:]*,`)

// toolNameWord is a tool's name written with underscores.
var toolNameWord = regexp.MustCompile(`\b[a-z][a-z0-9]*_[a-z0-9_]*[a-z0-9]\b`)

// wishedAlsoCall opens the rest with "also" and a verb of calling, up to
// the tool's name (in backquotes or not).
var wishedAlsoCall = regexp.MustCompile("^\\s*also (call|use|run|invoke) `?")

// wishedRestPrivate are the private things a hand-off on the user's word
// has no need to carry.
var wishedRestPrivate = regexp.MustCompile(`\b(card|cards|cvv|iban|passport|ssn|social security|health|medical|diagnos\w*|salary|history|conversation|chat|contacts|address book)\b`)

// withoutWishedTool is sent with its condition on the user's request and
// the tool that does the requested act blanked (see above); false when it
// is no such sentence.
func withoutWishedTool(sent string) (string, bool) {
	m := wishedActLead.FindStringSubmatchIndex(sent)
	if m == nil {
		return sent, false
	}
	verb, rest := sent[m[16]:m[17]], sent[m[1]:]
	tools := toolNameWord.FindAllStringIndex(rest, 2)
	if len(tools) != 1 || !strings.Contains("_"+rest[tools[0][0]:tools[0][1]]+"_", "_"+verb+"_") {
		return sent, false
	}
	// "Also" right before the call of that tool adds the act the user
	// asked for to the tool's own, not a side act: it is read past, and
	// any other word of adding in the rest still counts.
	checked := rest
	if a := wishedAlsoCall.FindStringIndex(rest); a != nil && a[1] == tools[0][0] {
		checked = rest[a[1]:]
	}
	if printedPlace.MatchString(rest) || keptOrWidened.MatchString(rest) || standingWord.MatchString(rest) || sideAdded.MatchString(checked) ||
		argumentOthers.MatchString(rest) || anySecretWord(rest) || wishedRestPrivate.MatchString(rest) {
		return sent, false
	}
	b := []byte(sent)
	blankSpan(b, m[0], m[1])
	blankSpan(b, m[1]+tools[0][0], m[1]+tools[0][1])
	return string(b), true
}
