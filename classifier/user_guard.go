package classifier

import (
	"regexp"
	"strings"
)

// "Don't retry a failed deploy without asking the user" forbids an act
// done without the user's say: it guards the user's control where "retry
// without asking the user" takes it away. The phrase "without asking"
// is an order to skip the user only when nothing forbids the act it
// qualifies.

// guardOpener is a clause that forbids its act: a negator at the
// clause's start (after a conjunction at most), with the act's verb
// after it. Negated verbs that
// urge the act on ("don't hesitate to", "never forget to") are no
// guard, nor is a clause that joins a second act with "and" or "then".
var (
	guardOpener  = regexp.MustCompile(`(^|[.;:!?(—–]\s*|,\s*|\n\s*)((but|and|so|yet|or)\s+)?(please\s+)?(do not|don't|dont|never|must not|mustn't|should not|shouldn't|may not|cannot|can't|you must not|you should not|you may not)\s+(?P<verb>[a-z]+)\b[^.;:!?\n—–]*$`)
	guardVerb    = guardOpener.SubexpIndex("verb")
	guardUrgers  = set([]string{"hesitate", "wait", "bother", "worry", "forget", "fail", "stop", "pause", "delay", "need", "have", "ask", "check", "confirm", "consult", "let"})
	guardJoiners = regexp.MustCompile(`\b(and|then|but|instead|just|simply|so|also)\b`)
)

// forbiddenWithoutUser reports whether the match at loc, an act "without
// asking the user" or the like, stands in a clause that forbids the act.
func forbiddenWithoutUser(c excuseContext) bool {
	if !strings.HasPrefix(c.f.lower[c.loc[0]:], "without ") {
		return false
	}
	before := c.f.lower[max(0, c.loc[0]-120):c.loc[0]]
	m := guardOpener.FindStringSubmatchIndex(before)
	if m == nil {
		return false
	}
	verb := before[m[2*guardVerb]:m[2*guardVerb+1]]
	return !guardUrgers[verb] && !guardJoiners.MatchString(before[m[2*guardVerb+1]:])
}
