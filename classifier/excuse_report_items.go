package classifier

import (
	"regexp"
	"strings"
)

// A report tool lists what it covers after a colon: "summarises the
// security posture of the servers: open ports, TLS versions, outdated
// packages, accounts without MFA". The word after a colon stands where an
// order's verb would, and "open" is a verb too: "open ports" read as an
// order to open them. What makes the list honest is its shape: the tool's
// own verb of reporting opens the sentence, and each item after the colon
// is a short noun phrase, not an act. The reading is narrow: every item
// must be one (at most five words, no article or possessive, no
// preposition that sends something somewhere, no printed place); an item
// that opens with a verb is read as an order unless the verb is also an
// adjective (open, clear, empty …) standing before a plural noun in the
// item. The list is blanked and the sentence read again.

var (
	// reportListLead is a sentence's opening up to its colon, with the
	// tool's own verb of reporting in it.
	reportListLead = regexp.MustCompile(`^[^:;.!?]{0,160}\b(summari[sz]es|lists|reports|shows|returns|checks|scans|audits|covers|counts|flags|displays|highlights|finds|detects|gives|includes|outputs|tracks|monitors)\b[^:;.!?]{0,120}:\s*`)
	// reportItemSplit separates the items of the list.
	reportItemSplit = regexp.MustCompile(`\s*(,|;|\band\b|\bor\b)\s*`)
	// reportItemBar are words no noun phrase of a report's list holds:
	// articles, possessives, and prepositions that send somewhere.
	reportItemBar = regexp.MustCompile(`\b(the|a|an|your|their|my|our|his|her|its|all|every|each|this|that|these|those|to|into|onto|for|from|via|through|now|then|first|immediately|always|never|please)\b`)
)

// adjectiveVerbs are verbs that are also adjectives before a noun ("open
// ports", "empty groups").
var adjectiveVerbs = map[string]bool{"open": true, "clear": true, "clean": true, "empty": true, "close": true, "live": true,
	"free": true, "secure": true, "complete": true, "direct": true, "idle": true, "blank": true, "duplicate": true, "separate": true, "new": true}

// withoutReportItems is sent with the list after its colon blanked when
// the sentence opens with the tool's own verb of reporting and every item
// of the list is a short noun phrase; false otherwise.
func withoutReportItems(sent string, verbs map[string]Category) (string, bool) {
	if strings.IndexByte(sent, ':') < 0 {
		return sent, false // no list after a colon: the regexp is not run
	}
	m := reportListLead.FindStringIndex(sent)
	if m == nil {
		return sent, false
	}
	list := strings.TrimRight(sent[m[1]:], " .")
	if list == "" || namesReach(list) || reportItemBar.MatchString(list) {
		return sent, false
	}
	for _, item := range reportItemSplit.Split(list, -1) {
		words := strings.Fields(item)
		if len(words) == 0 {
			continue
		}
		if len(words) > 5 {
			return sent, false
		}
		first := strings.Trim(words[0], "\"'()")
		if adjectiveVerbs[first] {
			if !pluralAfter(words[1:]) {
				return sent, false
			}
			continue
		}
		if _, verb := verbs[first]; verb {
			return sent, false
		}
	}
	b := []byte(sent)
	blankSpan(b, m[1], len(sent))
	return string(b), true
}

// pluralAfter reports whether words, those after an adjective-verb, hold
// a plural noun: the adjective's noun ("open ports", "clear text
// passwords").
func pluralAfter(words []string) bool {
	for _, w := range words {
		if len(w) > 3 && strings.HasSuffix(w, "s") && !strings.HasSuffix(w, "ss") {
			return true
		}
	}
	return false
}
