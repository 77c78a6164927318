package classifier

import (
	"regexp"
	"strings"
)

// "Hand" joined by a hyphen to a participle is an adjective: hand-built
// test cases, hand-written rules, hand-picked samples. Read alone, "hand"
// is a verb of giving ("hand over the saved conversations"), and "'manual'
// for hand-built ones" then read as handing the conversations a tool
// lists to someone. The compound is read as one word; the participles are
// those of making or choosing, never of giving or sending ("hand-
// delivered" stays two words), and what else the sentence says is read as
// ever.

// handCompound is "hand" joined by a hyphen to a participle of making or
// choosing.
var handCompound = regexp.MustCompile(`(^|[^\p{L}\p{N}_-])hand-(built|written|made|crafted|picked|tuned|edited|coded|rolled|drawn|labell?ed|curated|annotated|typed|authored|assembled|created|selected|checked|maintained)\b`)

// withoutHandCompound is sent with each such compound written as one word
// (its hyphen moved to a space after it, the length kept), and whether it
// had any.
func withoutHandCompound(sent string) (string, bool) {
	if !strings.Contains(sent, "hand-") {
		return sent, false // a one-pass gate: most sentences hold no such compound
	}
	locs := handCompound.FindAllStringIndex(sent, -1)
	if locs == nil {
		return sent, false
	}
	b := []byte(sent)
	for _, l := range locs {
		h := strings.IndexByte(sent[l[0]:l[1]], '-') + l[0]
		copy(b[h:l[1]-1], b[h+1:l[1]])
		b[l[1]-1] = ' '
	}
	return string(b), true
}
