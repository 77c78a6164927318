package classifier

import (
	"regexp"
	"strings"
)

// "Saves the user's standing preferences, such as 'Always answer in
// British English'": a tool that keeps what the user prefers quotes
// samples of it, and a sample of a standing preference reads as a
// standing order. The samples are the user's, the tool's own input
// (a parameter of preferences or instructions), not orders to the model.
// Only the quoted samples after the lead of an example are read apart,
// and only when the sentence names the preferences as the user's and no
// sample orders anything read alone: a sample that sends something out,
// and whatever the sentence says besides, are read as ever.

// preferenceParam is a parameter that takes the user's preferences or
// instructions.
var preferenceParam = regexp.MustCompile(`^(preferences?|prefs|user_?preferences|instructions|rules|guidelines)$`)

// userPreferences names the preferences as the user's.
var userPreferences = regexp.MustCompile(`\b(the user's|the user|their|your)\s+(own\s+)?(standing\s+|saved\s+|reply\s+|response\s+)?(preferences|instructions|rules)\b`)

// preferenceSample is a quotation after the lead of an example, or after
// "or" or a comma that adds one more to the list.
var preferenceSample = regexp.MustCompile(`(?:\b(?:such as|e\.g\.|for example|for instance|like)|\s(?:or|and)|,)\s+('[^']{1,120}'|"[^"]{1,120}"|“[^”]{1,120}”)`)

// withoutPreferenceSamples is sent with the quoted samples of the user's
// preferences blanked, and whether it had any (see above). sampleOrders
// says whether a sample read alone orders something.
func withoutPreferenceSamples(sent string, tc *toolContext, sampleOrders func(string) bool) (string, bool) {
	if tc == nil || !userPreferences.MatchString(sent) {
		return sent, false
	}
	takes := false
	for _, p := range tc.params {
		takes = takes || preferenceParam.MatchString(p.lname)
	}
	if !takes {
		return sent, false
	}
	locs := preferenceSample.FindAllStringSubmatchIndex(sent, -1)
	if locs == nil {
		return sent, false
	}
	b := []byte(sent)
	for _, l := range locs {
		sample := strings.Trim(sent[l[2]:l[3]], `'"“”`)
		if sampleOrders(sample) {
			return sent, false
		}
		blankSpan(b, l[2], l[3])
	}
	return string(b), true
}
