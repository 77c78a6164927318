package classifier

import "strings"

// What follows a cue can undo it (see matchCues): "once a day" says how
// often, not "once done"; "report it as failed" tells a failure as it is.

// onceAFrequency reports whether the words after "once" give how often
// ("once a day", "once per run", "once every hour").
func onceAFrequency(after string) bool {
	after = strings.TrimLeft(after, " ")
	for _, p := range [...]string{"a day", "a week", "a month", "a year", "an hour", "a minute", "per ", "every ", "daily", "weekly", "nightly", "hourly"} {
		if strings.HasPrefix(after, p) {
			return true
		}
	}
	return false
}

// toldAsFailed reports whether the words after "report it as" name a
// failure: the result told as it is, not turned into another.
func toldAsFailed(after string) bool {
	after = strings.TrimLeft(after, " '\"“‘«")
	for _, p := range [...]string{"failed", "failing", "a failure", "unsuccessful", "an error", "rejected", "declined", "not passed", "invalid", "incomplete", "a partial", "partial", "partially"} {
		if strings.HasPrefix(after, p) {
			return true
		}
	}
	return false
}
