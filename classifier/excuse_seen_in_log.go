package classifier

import "regexp"

// "Workspace admins see guest invites in the audit log": a tool that
// invites, grants or removes says who can see its acts afterwards, and
// where. The log is the trail kept for people to check, the opposite of
// one wiped; read beside the act, its name is the word an order to clear
// the log would use. The reading holds only for a whole sentence of that
// one shape, with no negator (admins who "never see" it, or "see nothing"
// there, are kept from it) and no second clause.

// seenInLog is a whole sentence that says who sees the tool's acts in a
// log.
var seenInLog = regexp.MustCompile(`^(the\s+)?([\p{L}-]+\s+){0,2}(owners?|admins?|administrators?|managers?|auditors?|moderators?|partners?|supervisors?|reviewers?|editors?|leads?|officers?|staff|you|users?|members?|the user|the owner)\s+(can\s+|will\s+)?` +
	`(see|sees|view|views|review|reviews|find|finds)\s+([\p{L}'-]+\s+){0,4}(in|on)\s+(the\s+|its\s+|their\s+|your\s+)?([\p{L}-]+\s+){0,2}(logs?|history|trail|journal)\.?$`)

// logUnseen are the words that turn the sentence around: what is not
// seen, or seen as nothing.
var logUnseen = regexp.MustCompile(`\b(not|never|no|nothing|none|neither|nor|cannot|can't|won't|don't|doesn't|without)\b`)

// seenInLogSentence reports whether sent, whole, says who sees the
// tool's acts in a log.
func seenInLogSentence(sent string) bool {
	return seenInLog.MatchString(sent) && !logUnseen.MatchString(sent)
}
