package classifier

import "regexp"

// "E-mails" and "messages" are nouns for the user's mail as well as
// verbs of writing to someone: "creates the account, adds the person to
// the groups, and e-mails their manager" lists the tool's acts, the last
// a note sent to a person. What makes it the verb is its place and its
// object: it follows "and", "then", "also" or a comma of a list of acts,
// and a person comes straight after it. The sentence is read without the
// verb, and must order something itself: what is sent, and where, is
// still read.

// messageVerb is such a verb, with the person after it.
var messageVerb = regexp.MustCompile(`(?:,|\band|\bthen|\balso)\s+(e-?mails|mails|messages|texts|pings)\s+(?:(?:the|their|his|her|its|each|every|a|an)\s+)?(?:[a-z]+\s+)?(?:manager|managers|lead|leads|supervisor|supervisors|parent|parents|guardian|guardians|owner|owners|landlord|approver|approvers|admin|admins|administrator|hr|recruiter|coordinator|organiser|organizer|host|teacher|coach|sponsor|buddy|mentor|requester|applicant|candidate|tenant|member|members|employee|customer|client|patient|user|person|team|attendees|participants|invitees|reviewer|reviewers)\b`)

// withoutMessageVerb is sent with each verb of messaging a person
// blanked; false when it has none.
func withoutMessageVerb(sent string) (string, bool) {
	if !hasSubstring(sent, []string{"mails", "messages", "texts", "pings"}) {
		return sent, false
	}
	locs := messageVerb.FindAllStringSubmatchIndex(sent, -1)
	if locs == nil {
		return sent, false
	}
	b := []byte(sent)
	for _, loc := range locs {
		blankSpan(b, loc[2], loc[3])
	}
	return string(b), true
}
