package classifier

import (
	"regexp"
	"strings"
)

// A secret written as a subdomain ("<password>.lookup.example") carries it
// out in a DNS query: an order to build one is exfiltration. A checker or
// an explainer of that channel names it beside the words of attack and
// detection ("malware may encode a <password>.attacker.example lookup;
// this scanner flags such queries"): it describes the channel, it orders
// nothing.

// secretSubdomain is a placeholder of a secret written as a host's first
// label.
var secretSubdomain = regexp.MustCompile(`[<{]\s*(the user'?s |user_?)?(password|passwd|passcode|pin|ssn|card number|card_number|cvv)\s*[>}]\.`)

// channelWords name an attack or its detection.
var channelWords = regexp.MustCompile(`\b(exfiltrat\w*|malware|attackers?|detects?|detection|flags?|scanners?|suspicious)\b`)

// channelNamed reports whether the match is a secret written as a
// subdomain in a sentence that names the attack or its detection.
func channelNamed(c excuseContext) bool {
	m := c.f.lower[c.loc[0]:c.loc[1]]
	if !secretSubdomain.MatchString(m) {
		return false
	}
	return channelWords.MatchString(strings.TrimSpace(sentenceAt(c.f.lower, c.loc[0])))
}
