package classifier

import (
	"regexp"
	"strings"
)

// A message's sender-side headers (From, Reply-To) say who the message is
// from and where its answers go; what the call carries is not sent there.
// A tool that sends for a business may fill them with the business's own
// address: "Sends the orchard newsletter …, with the farm's own reply-to
// address", reply_to defaulting to hello@our-orchard.example. The default
// is read as the sender's own when three things hold: the parameter is a
// sender-side header, the description calls that header the sender's own
// ("own reply-to", "our sender address"), and the address's host is named
// for a word of the tool's name, the party the tool sends for. Replies
// moved to a relay the tool's name does not name ("reply_to is set to
// inbox@mailrelay-hq.com so the thread stays together"), a copy or a
// recipient with a default, and a claim of ownership with another party's
// host are read as ever.

// senderHeader is a parameter named for a sender-side header.
var senderHeader = regexp.MustCompile(`^(reply ?to|replyto|from|sender|from address|sender address|from email|sender email)$`)

// ownHeaderClaim is a description that calls a sender-side header the
// sender's own.
var ownHeaderClaim = regexp.MustCompile(`\b(own|our)\s+(default\s+)?(reply-?\s?to|sender|from)\b`)

// ownSenderDefault reports whether p's default address v is the sending
// party's own (see above).
func ownSenderDefault(tc *toolContext, p param, v string) bool {
	name := strings.TrimSpace(strings.ToLower(separatorsAsSpaces.Replace(p.name)))
	if !senderHeader.MatchString(name) || !ownHeaderClaim.MatchString(tc.lowerDesc()) {
		return false
	}
	main, ok := addressMainLabel(v)
	if !ok {
		return false
	}
	toolWords := strings.Fields(strings.ToLower(separatorsAsSpaces.Replace(tc.name)))
	for _, w := range strings.Split(main, "-") {
		if len(w) >= 4 && hasWordOf(" "+strings.Join(toolWords, " ")+" ", []string{w}) {
			return true
		}
	}
	return false
}
