package classifier

import "regexp"

// A tool runs tests, prompts or queries "against the user's model" (or
// database, endpoint, site): "against" names the system the run is aimed
// at, the user's own, not an act against the user's wishes, which is what
// the override cue "against the user's" stands for. The excuse blanks
// only "against the user's" before a system's noun; the sentence read
// without it must order nothing, so "against the user's wishes" and a
// run that also sends something away stay flagged.

// runAgainstSystem is "against the user's" (or "your") before the noun
// of a system a run is aimed at, in English, where the cue is English.
var runAgainstSystem = regexp.MustCompile(`\bagainst (the user's|the user’s|your) (own )?(models?|llms?|chatbots?|bots?|databases?|db|apis?|endpoints?|servers?|services?|sites?|websites?|apps?|applications?|clusters?|deployments?|instances?|staging|schema|repos?|repositories|codebase|build|environments?|pipelines?|prompts?|agents?|assistants?)\b`)

// withoutRunAgainst is sent with each "against the user's" before a
// system's noun blanked; false when there is none.
func withoutRunAgainst(sent string) (string, bool) {
	locs := runAgainstSystem.FindAllStringSubmatchIndex(sent, -1)
	if locs == nil {
		return sent, false
	}
	b := []byte(sent)
	for _, l := range locs {
		blankSpan(b, l[0], l[3]) // "against the user's", the noun kept
	}
	return string(b), true
}
