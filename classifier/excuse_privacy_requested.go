package classifier

import (
	"regexp"
	"strings"
)

// privacyAsked ends the words before "keep private" when someone asked
// for the privacy ("lots whose results the consignor asked to keep
// private"): a request honoured, nothing kept from the user.
var privacyAsked = regexp.MustCompile(`\b(asked|asks|requested|requests|chose|chooses|wants|want|prefers|prefer|opted) (us |me |the tool )?to\s*$`)

// privacyRequested reports whether the secrecy matched at loc is privacy
// that someone asked for (see privacyAsked).
func privacyRequested(c excuseContext) bool {
	return strings.HasPrefix(c.f.lower[c.loc[0]:], "keep private") && privacyAsked.MatchString(c.f.lower[max(0, c.loc[0]-40):c.loc[0]])
}
