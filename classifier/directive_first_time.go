package classifier

import "strings"

// "First" orders a step before the rest ("first, add …", "first send …").
// "First time", "the first time", "first-time" name an occasion instead:
// the once-only setup a tool's first use needs ("First time only: `helm
// repo add …`"), a condition, not an order to act before the user's
// request. Only "first" followed by "time" is read so; "first run",
// "first use", "first install" are read both ways ("First run `…`" is an
// imperative) and stay orders. What the step does is still read: a
// transfer of data, or a place that every event goes to, is found by its
// own words.

// firstTime reports whether after, the text after a "first", begins with
// "time" as a word: "first time", "first-time".
func firstTime(after string) bool {
	if strings.HasPrefix(after, "-") {
		after = after[1:]
	} else {
		after = strings.TrimLeft(after, " ")
	}
	return strings.HasPrefix(after, "time") && (len(after) == 4 || !wordByte(after[4]))
}
