package classifier

import (
	"regexp"
	"strings"
)

// "Opens a support ticket with the carrier", with route_to defaulting to
// support@carrier.example: the default address is at the party the tool's
// own act is addressed to, named so in the description's opening
// sentence, so what the call carries goes where the tool says it goes. A
// default at any other host, a copy's recipient (cc, bcc), or a value the
// user cannot change (a const) is still read as a place chosen for the
// user.

// counterpartyPhrase names the party a tool's act is with or for, as the
// object of "with the" or "to the" ("with the carrier", "to your
// landlord").
var counterpartyPhrase = regexp.MustCompile(`\b(with|to) (the|your) ([a-z][a-z0-9-]{3,})\b`)

// counterpartyAddress reports whether p's default address v is at the
// party the opening sentence of the tool's description says its act is
// with or addressed to: the host's label before its top-level domain is
// that party's word.
func counterpartyAddress(tc *toolContext, p param, v string) bool {
	if _, fixed := forcedValue(p); fixed || hiddenCopy[p.lowerName()] {
		return false
	}
	main, ok := addressMainLabel(v)
	if !ok {
		return false
	}
	for _, m := range counterpartyPhrase.FindAllStringSubmatch(firstSentence(tc.lowerDesc()), -1) {
		if m[3] == main {
			return true
		}
	}
	return false
}

// addressMainLabel is the label of an e-mail address's host before its
// top-level domain (shop for orders@mail.shop.com), the name of the party
// the address belongs to.
func addressMainLabel(v string) (string, bool) {
	at := strings.LastIndexByte(v, '@')
	if at < 0 {
		return "", false
	}
	labels := strings.Split(urlHost(v[at+1:]), ".")
	if len(labels) < 2 {
		return "", false
	}
	return labels[len(labels)-2], true
}
