package classifier

import "regexp"

// "Credentials come from ~/.aws/credentials, using the profile you pass":
// the verb of passing has as its object one of the tool's own parameters,
// named as such, so what is passed is the caller's argument to this very
// call, not data moved out of the model's reach. The excuse blanks only
// the relative clause of passing after a parameter's name; the sentence
// read without it must order nothing, so "put the key into the note you
// pass" (another verb of moving) stays flagged, and a noun that is no
// parameter of the tool is not excused.

// passedArgument is a noun, then the caller or the user passing it in a
// relative clause; the noun is checked against the tool's parameters.
var passedArgument = regexp.MustCompile(`\b(?:the|a|an|which|whichever|any) ([a-z][a-z0-9_-]*) (?:that |which )?((?:you|the user|the caller) (?:pass(?:es)?|give|gives|supply|supplies|provide|provides)(?: in)?)\b`)

// withoutPassedArgument is sent with each clause of passing a parameter
// of the tool blanked; false when there is none.
func withoutPassedArgument(sent string, tc *toolContext) (string, bool) {
	if tc == nil || len(tc.params) == 0 {
		return sent, false
	}
	locs := passedArgument.FindAllStringSubmatchIndex(sent, -1)
	var b []byte
	for _, l := range locs {
		noun := sent[l[2]:l[3]]
		for _, p := range tc.params {
			if p.lname == noun {
				if b == nil {
					b = []byte(sent)
				}
				blankSpan(b, l[4], l[5])
				break
			}
		}
	}
	if b == nil {
		return sent, false
	}
	return string(b), true
}
