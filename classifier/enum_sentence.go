package classifier

import "strings"

// An enum whose values are the words of a sentence ("send", "the",
// "manuscript", "to", "rights@…") hides an order one word per value: each
// value alone is too short to read (see fewWords), and a model reading the
// list reads the sentence. Choices are names of states, modes and kinds;
// a function word among them is no choice anyone offers.

// kindEnumSentence is the kind of the text field of an enum's values read
// in order, and enumSentenceHow how it was read: a reading "spelled" as
// hidden text is (see encodedReading).
const (
	kindEnumSentence = "enum_sentence"
	enumSentenceHow  = "spelled by the enum's values in order"
)

// enumFunctionWords are words no list of choices holds as one of its
// values, in the languages the rules read most.
var enumFunctionWords = map[string]bool{
	"the": true, "to": true, "a": true, "an": true, "of": true, "your": true, "their": true,
	"into": true, "with": true, "from": true, "and": true, "then": true, "all": true, "its": true,
	"le": true, "la": true, "les": true, "des": true, "à": true, "der": true, "die": true, "das": true,
	"el": true, "los": true, "las": true, "al": true, "il": true, "lo": true, "gli": true, "het": true, "de": true,
}

// enumSentence returns the values of an enum read in order as one text
// when they read as a sentence: four values or more, none longer than a
// few words, two of them function words (or one, and an address or a
// path among them, where the sentence sends somewhere). It returns "" for
// any other enum.
func enumSentence(values []string) string {
	if len(values) < 4 {
		return ""
	}
	function, target := 0, false
	for _, v := range values {
		w := strings.ToLower(strings.TrimSpace(v))
		if !fewWords(w) {
			return "" // a value that is a sentence is read as one already
		}
		if enumFunctionWords[w] {
			function++
		}
		if strings.ContainsAny(w, "@/~") {
			target = true
		}
	}
	if function < 2 && (function < 1 || !target) {
		return ""
	}
	return strings.Join(values, " ")
}
