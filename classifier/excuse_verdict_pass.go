package classifier

import (
	"regexp"
	"strings"
)

// A test runner reports each check's verdict as "pass/fail", "pass or
// fail", "passed/failed": there "pass" is the verdict a check gets, a
// noun beside its opposite, not the verb of passing data on. The
// directive check reads "pass" as a verb of moving data, so "runs a
// prompt against test conversations and reports pass/fail for each
// assertion" reads as an order to move the conversations every time.
// Only "pass" joined to "fail" by a slash, a bar, a comma, a hyphen,
// "or", "and" or "vs" is blanked; the rest of the sentence is read as ever, so a
// "pass" that governs an object ("pass the chat to …") is still a verb.

// verdictPair is "pass" beside "fail" as a pair of verdicts, either way
// round; group 1 or group 2 is the "pass".
var verdictPair = regexp.MustCompile(`\b(pass(?:es|ed)?)(?:\s*[/|,-]\s*|\s+(?:or|and|vs\.?|versus)\s+)fail(?:s|ed|ures?)?\b|\bfail(?:s|ed|ures?)?(?:\s*[/|,-]\s*|\s+(?:or|and|vs\.?|versus)\s+)(pass(?:es|ed)?)\b`)

// withoutVerdictPass is sent with each "pass" of a pass/fail verdict
// blanked, and whether there was one.
func withoutVerdictPass(sent string) (string, bool) {
	if !strings.Contains(sent, "fail") || !strings.Contains(sent, "pass") {
		return sent, false
	}
	return blankGroups(sent, verdictPair)
}
