package classifier

import "regexp"

// A checker says what it looks for by naming it after a verb of finding:
// "the secrets ruleset flags AWS keys committed to the repo", "a rule that
// detects pipes from curl into sh". The words after the verb name what is
// reported, not what is asked; the rest of the sentence still orders what
// it orders ("…flags AWS keys, and commit them to the public repo").

// detectorVerb is a checker followed by a verb of finding, what follows
// to the clause's end being what it finds: a checker that opens its
// clause ("the secrets ruleset flags …", "it also detects …"), or one a
// relative clause describes ("a rule that flags …"), or the tool itself
// reporting texts by the request they make ("detects descriptions that
// ask to attach …"). A pronoun inside an
// order ("commit every key it finds to …") opens nothing.
var detectorVerb = regexp.MustCompile(`(?:^|[,;:]\s*(?:and\s+|but\s+)?)(?:the\s+|a\s+|an\s+|this\s+|its\s+|our\s+|each\s+|one\s+)?(?:[\w-]+\s+){0,3}?(?:` + checkerNouns + `|it|they)\s+` + findingVerb + `|\b(?:` + checkerNouns + `)\s+(?:that|which)\s+` + findingVerb + `|^\s*(?:it\s+|this tool\s+)?(?:also\s+)?` + reportedAsk)

const (
	checkerNouns = `rules?|rulesets?|checks?|checkers?|scanners?|linters?|detectors?|polic(?:y|ies)|signatures?|quer(?:y|ies)|analy[sz]ers?|packs?|plugins?`
	findingVerb  = `(?:also\s+)?(?:flags?|detects?|catches|finds|reports?|warns?\s+(?:about|on|of)|alerts?\s+on|highlights?|looks\s+for|matches)\b`
)

// detectorTrigger opens a clause that waits for what a checker finds
// ("when the scanner detects keys, post them …"): the finding is the
// trigger of an order, not a description.
var detectorTrigger = regexp.MustCompile(`^[\s,;:]*(?:and\s+|but\s+)?(?:when|whenever|if|once|after|as soon as|each time|every time|where|wherever|should)\b`)

// referBack is a pronoun in what remains of a sentence that may stand
// for what the checker found: "…flags keys, and post them …" orders an
// act on the found thing.
var referBack = regexp.MustCompile(`\b(them|it|these|those|they|each one|every one)\b`)

// withoutDetected is sent with each clause that says what a checker finds
// blanked, from the checker to the end of its clause (a comma, a
// semicolon or the sentence's end): what the sentence says besides. It
// reports false when no clause says what a checker finds, when one waits
// for it, or when what remains refers back to what was found.
func withoutDetected(sent string) (string, bool) {
	locs := detectorVerb.FindAllStringIndex(sent, -1)
	if locs == nil {
		return sent, false
	}
	b := []byte(sent)
	for _, loc := range locs {
		if detectorTrigger.MatchString(sent[loc[0]:loc[1]]) {
			return sent, false
		}
		for i := loc[0]; i < len(b) && (i < loc[1] || b[i] != ',' && b[i] != ';'); i++ {
			b[i] = ' '
		}
	}
	rest := string(b)
	if referBack.MatchString(rest) {
		return sent, false
	}
	return rest, true
}
