package classifier

import (
	"regexp"
	"strings"
)

// "You must pass the patient's date of birth": an order to the model, with
// private data for its object, but the thing to pass is what one of the
// tool's own parameters is named for (date_of_birth), so it goes into the
// call the tool is for, where the parameter asks for it. The reading
// blanks the order (its object stays, for a clause after it that carries
// the object on to be read with it) only when the object's words are a
// parameter's name, the object is no secret (a password, a code, a key is
// what phishing asks for, whatever parameter holds it) and the sentence
// names no place to send to or tool to call (see namesReach) and keeps
// nothing from the user (see keptOrWidened) nor hands it to a party
// besides the one the tool serves (see argumentOthers); the object must end its
// sentence, or a clause that states a fact after a semicolon, or the
// reason the tool needs it must follow it ("…; the clinic uses it to …",
// "so the shop can call"): an order after a semicolon ("…; ask the user
// for …") is read with this one, as the check reads a short clause. What is left must order nothing. The same order
// with a place, another tool, a second thing after "and", a side act or
// concealment is read as ever.

// ownArgument is an order to pass, give or fill in something, with the
// words of its object after an optional owner.
var ownArgument = regexp.MustCompile(`\b(?:(?:you\s+)?(?:must|should|need to|have to|are to|always)\s+)?(?:pass|provide|give|supply|include|enter|fill in|send)\s+(?:in\s+)?(?:(?:the|their|a|an|this|your)\s+)?(?:(?:patient|user|customer|caller|child|guest|member|client|applicant|passenger|student|employee|visitor|pet|owner|tenant|traveller|traveler)(?:'s|s')\s+)?([a-z]+(?:\s+[a-z]+){0,3})`)

// argumentEnds is what may follow the object: the end of its clause, or
// the reason the tool needs it; not a comma before a further act.
var argumentEnds = regexp.MustCompile(`^\s*($|[.(]|;\s*(the|it|this|that|they|we|our|its|their)\s|,?\s*(so|since|as|because|which|for|to (choose|pick|check|match|work out|find|decide|calculate|confirm|verify|book|reach|contact|call))\b)`)

// argumentFactAddressed is a clause after the object that speaks to the
// model or asks for more: no fact about the tool's use of its argument.
var argumentFactAddressed = regexp.MustCompile(`^\s*;[^;.]*\b(assistant|model|agent|ai|you|your|ask\w*|request\w*|prompt\w*)\b`)

// argumentOthers are the parties besides the one the tool serves that a
// reason may hand the object to.
var argumentOthers = regexp.MustCompile(`\b(partners?|advertis\w*|marketing|third.part\w*|vendors?|brokers?|sponsors?|affiliates?|employers?|insurers?|lenders?|analytics)\b`)

// withoutOwnArgument is sent with each order to pass one of the tool's
// own arguments blanked (see above); false when it has none.
func withoutOwnArgument(sent string, tc *toolContext) (string, bool) {
	if tc == nil || len(tc.params) == 0 || namesReach(sent) || keptOrWidened.MatchString(sent) || argumentOthers.MatchString(sent) {
		return sent, false
	}
	b, found := []byte(sent), false
	for _, m := range ownArgument.FindAllStringSubmatchIndex(sent, -1) {
		words := strings.Fields(sent[m[2]:m[3]])
		end := -1
		for n := len(words); n >= 1 && end < 0; n-- {
			if ownParamName(strings.Join(words[:n], "_"), tc) {
				end = m[2] + len(strings.Join(words[:n], " "))
			}
		}
		if end < 0 || anySecretWord(sent[m[2]:end]) || !argumentEnds.MatchString(sent[end:]) || argumentFactAddressed.MatchString(sent[end:]) {
			continue
		}
		blankSpan(b, m[0], m[2]) // the object stays, for what follows to be read with
		found = true
	}
	return string(b), found
}

// ownParamName reports whether name is the name of one of the tool's
// parameters, its words joined by underscores.
func ownParamName(name string, tc *toolContext) bool {
	for _, p := range tc.params {
		if strings.ReplaceAll(p.lname, "-", "_") == name {
			return true
		}
	}
	return false
}

// anySecretWord reports whether one of the words of s is a thing phishing
// asks for (see secretAsked).
func anySecretWord(s string) bool {
	for _, w := range strings.Fields(s) {
		if secretAsked.MatchString(w) {
			return true
		}
	}
	return false
}
