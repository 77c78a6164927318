package classifier

import (
	"regexp"
	"strings"
)

// A result can be shown to the user as its opposite by a label: "accepted
// appeals are shown to students as 'rejected'", "failed payouts are
// listed as 'completed'". The sentence names one outcome as what is
// shown and quotes the other as how it is shown. An honest text shows an
// outcome as itself ("rejected appeals are shown as 'rejected'"), or
// names both outcomes before the label (a row that completed with a
// failed refund), and stays clean.

// shownAsQuoted is a verb of showing or telling, then, within its clause,
// "as" and a quoted label: what the thing before it is shown as.
var shownAsQuoted = regexp.MustCompile(`\b(shown|show|shows|displayed|display|displays|reported|report|reports|listed|lists|marked|marks|labell?ed|described|describes|presented|presents|told|worded|phrased|communicated|summari[sz]ed|mostrad[oa]s?|muestra|muestran|se muestran|affichée?s?|angezeigt|gemeldet|mostrat[ie]|exibid[oa]s?|weergegeven|getoond)\b[^.;:!?'"“‘]{0,50} (as|como|comme|als|come) ['"“‘]([^'"”’\n]{1,40})['"”’]`)

// quotedOppositeWords are what every match of shownAsQuoted has: a
// space, a word of "as" and a space before the quote.
var quotedOppositeWords = []string{" as ", " como ", " comme ", " als ", " come "}

// quotedOpposite returns the sentence of joined, of those in reads, that
// shows an outcome to the user as the opposite outcome by a quoted label.
// An outcome negated before the label ("appeals not accepted are shown as
// 'rejected'") is the label's own outcome, and stays clean.
func quotedOpposite(joined string, in sentenceReader, negators []string) (string, bool) {
	for s := range in.sentences(joined, true) {
		for _, m := range shownAsQuoted.FindAllStringSubmatchIndex(s, -1) {
			before, label := s[:m[0]], s[m[6]:m[7]]
			if firstAt(before, negators, true) >= 0 || firstAt(label, negators, true) >= 0 {
				continue
			}
			wonBefore, lostBefore := hasStem(before, succeeded), hasStem(before, failedOutcome)
			wonLabel, lostLabel := hasStem(label, succeeded), hasStem(label, failedOutcome)
			if wonBefore && !lostBefore && lostLabel && !wonLabel || lostBefore && !wonBefore && wonLabel && !lostLabel {
				return strings.TrimSpace(s), true
			}
		}
	}
	return "", false
}
