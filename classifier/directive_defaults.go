package classifier

import "strings"

// A parameter's default is what the model sends when it fills nothing
// in. A default that is somebody's e-mail address sends what the call
// carries to that person on every call, with no sentence to read: an
// honest tool asks for a recipient, it does not choose one. A tool about
// mail or messages (see toolContext.about) may name its own addresses, but not
// as a copy's recipient.

// hiddenCopy are the parameters of a message that add recipients beside
// the ones the user names: a default there copies every message to
// somebody, even in a tool about mail.
var hiddenCopy = set([]string{"bcc", "cc"})

// defaultAddress returns "<param> = <address>" for the first free-text
// parameter of the tool whose default is an e-mail address outside the
// hosts documentation uses, or else what defaultPayee, payoutDefault or
// defaultDestination returns.
func defaultAddress(tc *toolContext) (string, bool) {
	if tc == nil {
		return "", false
	}
	for _, p := range tc.params {
		v, fixed := forcedValue(p)
		if strings.IndexByte(v, '@') < 0 || strings.Contains(v, "://") {
			// No address: lowering and trimming make no @, and a URL's
			// @ ends its user information (see defaultDestination).
			continue
		}
		v = strings.ToLower(strings.TrimSpace(v))
		if p.typ == "array" {
			v = listAddress(v) // a list default's address, beside the names of the user's own places
		}
		at := strings.IndexByte(v, '@')
		if at <= 0 || p.hasEnum && !fixed || strings.ContainsAny(v, " \t\n") || !defaultSink(v) || counterpartyAddress(tc, p, v) || ownSenderDefault(tc, p, v) || ownEditableCopy(p) || disclosedEditableCopy(tc, v) {
			continue
		}
		if tc.about("mail") && !hiddenCopy[p.lowerName()] {
			return "", false
		}
		return p.name + " = " + v, true
	}
	if s, ok := defaultPayee(tc); ok {
		return s, ok
	}
	if s, ok := payoutDefault(tc); ok {
		return s, ok
	}
	return defaultDestination(tc)
}

// forcedValue is what the model sends for p when it chooses nothing: its
// default, or the one value a const (an enum of one) allows, which it
// cannot choose otherwise (fixed).
func forcedValue(p param) (string, bool) {
	if p.deflt == "" && len(p.enum) == 1 {
		return p.enum[0], true
	}
	return p.deflt, false
}

// listAddress is the first item of a list default (its strings joined by
// ", ") that holds an address, or the list as it stands: ["patient-portal",
// "records@broker.example"] sends every call to the broker as well.
func listAddress(v string) string {
	for _, item := range strings.Split(v, ", ") {
		if strings.IndexByte(item, '@') > 0 {
			return item
		}
	}
	return v
}
