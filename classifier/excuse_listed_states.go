package classifier

import (
	"regexp"
	"strings"
)

// An audit lists what it finds switched off or open: "audits the user's
// cloud account and lists controls that are disabled or weak: root
// account without MFA …", "lists mailboxes that have auto-forwarding to
// external domains … and mailboxes with auditing disabled, so the admin
// can review them". The safeguards off are the states of the things it
// lists, after a relative word, not acts the tool or the model does.

// listingOpening opens a sentence with the tool's own verb of listing,
// auditing or reporting, and the word after it (group 2).
var listingOpening = regexp.MustCompile(`^\s*(audits|lists|reports|checks|scans|finds|shows|flags|detects|returns|inspects|reviews|enumerates|summari[sz]es)\s+(\S+)`)

// nounSubject are words after a listing word that make it a plural
// noun, the subject of the sentence ("Reports get link access …",
// "Reviews may contain …"), not the tool's verb.
var nounSubject = set([]string{"get", "gets", "may", "can", "are", "is", "were", "will", "should", "must", "carry", "contain", "that", "which", "with", "from", "of", "stay", "go", "have", "need"})

// listedState opens the states of what is listed: a relative word or a
// "with". A list after a colon is withoutReportItems's, which reads
// each item for an order.
var listedState = regexp.MustCompile(`\b(that|which|whose|where|with)\b`)

// listedActAfter is an act the rest of the sentence gives the tool or
// the model besides listing: a second verb of its own after "and" or
// "then", or a place to send to.
var listedActAfter = regexp.MustCompile(`\b(then|and (then )?(disables?|deletes?|removes?|sends?|turns? off|grants?|publish(es)?|shares?|forwards?|uploads?|changes?|sets?|enables?|opens?|makes?))\b`)

// participles after a listing word make it a noun ("reports shown to
// users must say …").
var participles = set([]string{"shown", "sent", "given", "written", "seen", "taken", "made", "done", "kept", "built", "run"})

// withoutListedStates is sent with the states of what it lists blanked,
// when it opens with the tool's own verb of listing and the rest gives
// no act of its own and names nowhere to send to; false otherwise.
func withoutListedStates(sent string) (string, bool) {
	m := listingOpening.FindStringSubmatchIndex(sent)
	if m == nil {
		return sent, false
	}
	if next := sent[m[4]:m[5]]; nounSubject[next] || strings.HasSuffix(next, "ed") || participles[next] {
		return sent, false
	}
	at := listedState.FindStringIndex(sent[m[3]:])
	if at == nil {
		return sent, false
	}
	from := m[3] + at[0]
	rest := sent[from:]
	if namesReach(rest) || listedActAfter.MatchString(rest) || strings.Contains(rest, "@") {
		return sent, false
	}
	b := []byte(sent)
	blankSpan(b, from, len(sent))
	return string(b), true
}
