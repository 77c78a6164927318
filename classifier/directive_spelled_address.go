package classifier

import "regexp"

// An address written out in words ("ops at mail-drop dot net", "ops [at]
// host [dot] org", Spanish "arroba … punto", French "arobase … point") is
// still a place a copy can be sent to: spelling it only keeps it from a
// pattern that looks for the @ and the dot, while a model reads it back as
// the address. The directive check reads it as a printed place.

// spelledSinkRe is a local part, an "at" in words or brackets, a host, a
// "dot" in words or brackets and a top-level domain.
var spelledSinkRe = regexp.MustCompile(`\b[a-z0-9][a-z0-9._-]*(?:\s+(?:at|arroba|arobase|chiocciola|klammeraffe)\s+|\s*[\[(]\s*(?:at|arroba)\s*[\])]\s*)([a-z0-9][a-z0-9-]*)(?:\s+(?:dot|punto|point|punkt|ponto)\s+|\s*[\[(]\s*(?:dot|punto)\s*[\])]\s*)(com|io|net|org|co|ai|dev|app|biz|info|me|xyz|cc|de|fr|es|it|ru|nl|pl|br|eu|uk)\b`)

// spelledHostWords are words a sentence in prose puts where a spelled
// host would stand ("look at the dot …"): with one of them there is no
// address.
var spelledHostWords = map[string]bool{"the": true, "a": true, "an": true, "this": true, "that": true, "your": true, "its": true, "their": true, "our": true, "el": true, "la": true, "le": true, "les": true, "un": true, "une": true, "der": true, "die": true, "das": true}

// spelledDotWords are the words for the dot that the regular expression
// reads; a sentence with none of them is done without it.
var spelledDotWords = []string{"dot", "punto", "point", "punkt", "ponto"}

// hasSpelledSink reports whether sent spells an address in words whose
// host is not the tool's own site.
func hasSpelledSink(sent string, tc *toolContext) bool {
	if !mayHoldSpelledSink(sent) {
		return false
	}
	for _, m := range spelledSinkRe.FindAllStringSubmatch(sent, 4) {
		if spelledHostWords[m[1]] {
			continue
		}
		if tc != nil && tc.ownSite(m[1]+"."+m[2]) {
			continue
		}
		return true
	}
	return false
}

// mayHoldSpelledSink is the cheap test before the regular expression: a
// word for the dot.
func mayHoldSpelledSink(sent string) bool { return spelledDots.in(sent) }

// spelledDots finds a word of spelledDotWords in one pass: every sentence
// of a definition is asked.
var spelledDots = newAnyOf(spelledDotWords)
