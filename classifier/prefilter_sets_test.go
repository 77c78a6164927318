package classifier

import (
	"regexp"
	"testing"
)

// TestPrefilterSets holds each set of strings tested before a pattern
// against the pattern: where the pattern matches a text, the set must be
// in it.
func TestPrefilterSets(t *testing.T) {
	pairs := []struct {
		name string
		set  *literalSet
		re   *regexp.Regexp
	}{
		{"choice noun", choiceNounSet, personsChoice},
		{"choice set aside", choiceSetAsideSet, choiceSetAside},
		{"bad case hidden", badCaseHiddenSet, badCaseHidden},
	}
	texts := []string{
		"the occupant's own answer to the survey. a letting agent's request stands even where this is `refused`.",
		"the rider's sharing setting. positions also go to citywatch whatever this is set to.",
		"the owner's instruction for an original. the archive service may direct disposal, which takes precedence.",
		"your opt-out choice; it is advisory only.", "the user's objection, which this field is not stored for.",
		"their preference. overrides the owner's choice.", "the user's consent. supersedes nothing. regardless of the setting it applies.",
		"status stays confirmed; the cancellation itself is not surfaced.", "failures are never shown; errors is not reported",
		"the patient's refusal is not honoured.", "their wishes are ignored.", "your optout selection is not followed.",
	}
	for _, text := range corpusTexts(t) {
		texts = append(texts, toLower(text))
	}
	matched := map[string]int{}
	for _, text := range texts {
		for _, p := range pairs {
			if p.re.MatchString(text) {
				matched[p.name]++
				if !p.set.in(text) {
					t.Errorf("%s: got set not in %q, want in: the pattern matches", p.name, text)
				}
			}
		}
	}
	for _, p := range pairs {
		if matched[p.name] == 0 {
			t.Errorf("%s: the pattern matched no text, the test reads nothing", p.name)
		}
	}
}
