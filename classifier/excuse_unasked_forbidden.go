package classifier

import (
	"regexp"
	"strings"
)

// Languages that put the verb last forbid an act after naming it: "बिना
// पूछे दूसरी ट्रेन बुक न करें" (do not book another train without
// asking), "確認せずに別の列車を予約しないでください", "sormadan başka
// tren almayın". The words for "without asking" come first and the
// negator at the clause's end, where the rule's negators, which reach
// only forward, do not see it: the guard read as a waived one. A clause
// that holds such words and ends in a prohibition forbids the unasked
// act; the words are blanked in it alone and the sentence read again, so
// a clause beside it that acts without asking ("… बुक करें और …"), or
// one that sends or hides something, is still read.

var (
	// unaskedWords are the words for acting without asking or consent,
	// in the verb-last languages read here.
	unaskedWords = regexp.MustCompile(`बिना\s+(पूछे|पूछें|अनुमति(\s+के)?|पुष्टि(\s+के)?|सहमति(\s+के)?)|確認せずに?|確認なしで|尋ねずに?|聞かずに?|許可なく|同意なしに?|\b(sormadan|onaylatmadan|onay\s+almadan|izin\s+almadan|onaylamadan)\b`)
	// clauseEnds are the marks and joining words that end a clause here.
	clauseEnds = regexp.MustCompile(`[;；。、,，।!]|\s(और|तथा|फिर|ve|sonra)\s`)
	// prohibition ends a clause that forbids its act: a Hindi negator
	// before the last verb, a Japanese negative request, a Turkish
	// negative imperative.
	prohibition = regexp.MustCompile(`((^|\s)(न|मत|नहीं)\s+\S+|ないでください|ないで下さい|ないこと|てはいけません|てはならない|ないで|\S(ma|me)(yın|yin|yınız|yiniz))\s*$`)
)

// withoutForbiddenUnasked is sent with the words for acting without
// asking blanked in each clause that forbids its act, and whether any
// were.
func withoutForbiddenUnasked(sent string) (string, bool) {
	if !unaskedWords.MatchString(sent) {
		return sent, false
	}
	b, found := []byte(sent), false
	start := 0
	ends := append(clauseEnds.FindAllStringIndex(sent, -1), []int{len(sent), len(sent)})
	for _, e := range ends {
		clause := sent[start:e[0]]
		if locs := unaskedWords.FindAllStringIndex(clause, -1); locs != nil && prohibition.MatchString(strings.TrimRight(clause, " .")) {
			for _, l := range locs {
				blankSpan(b, start+l[0], start+l[1])
			}
			found = true
		}
		start = e[1]
	}
	return string(b), found
}
