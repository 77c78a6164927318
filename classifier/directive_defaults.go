package classifier

import "strings"

// A parameter's default is what the model sends when it fills nothing
// in. A default that is somebody's e-mail address sends what the call
// carries to that person on every call, with no sentence to read: an
// honest tool asks for a recipient, it does not choose one. A tool about
// mail or messages (see toolContext.about) may name its own addresses.

// defaultAddress returns "<param> = <address>" for the first free-text
// parameter of the tool whose default is an e-mail address outside the
// hosts documentation uses, or else what defaultDestination returns.
func defaultAddress(tc *toolContext) (string, bool) {
	if tc == nil {
		return "", false
	}
	for _, p := range tc.params {
		v := strings.ToLower(strings.TrimSpace(p.deflt))
		at := strings.IndexByte(v, '@')
		if at <= 0 || p.hasEnum || strings.ContainsAny(v, " \t\n") || !isSink(v) {
			continue
		}
		if tc.about("mail") {
			return "", false
		}
		return p.name + " = " + p.deflt, true
	}
	return defaultDestination(tc)
}
