package classifier

import (
	"regexp"
	"strings"
)

// A tool that checks look-alike characters shows a spoofed sample and
// says what it imitates: "for example `pаypal.com` uses a Cyrillic а in
// place of Latin a". With the look-alikes folded, the sample reads as the
// host it imitates, and "in place of" as a redirection. The sample is
// shown, in a code span after an example's lead, by a tool whose own
// description is about look-alikes; the sentence read without its code
// spans must order something itself, so a real redirection written
// beside the sample is still found.

// specimenLead is an example's lead right before a code span.
var specimenLead = regexp.MustCompile(`\b(for example|for instance|e\.g\.?|such as|like)[\s:,]*$`)

// lookalikeSpecimen reports whether sent shows a code span after an
// example's lead, in a tool whose description is about look-alike
// characters, and returns the sentence without its code spans.
func lookalikeSpecimen(sent string, tc *toolContext) (string, bool) {
	if tc == nil || !lookalikeTopic.MatchString(tc.lowerDesc()) {
		return sent, false
	}
	i := strings.IndexByte(sent, '`')
	if i < 0 || !specimenLead.MatchString(sent[:i]) {
		return sent, false
	}
	return withoutCodeSpans(sent), true
}
