package classifier

import (
	"regexp"
	"strings"
)

// A tool's guidance tells the model to ask the user for what the tool
// takes: a claim tool says "ask the user for photos of the damage if they
// have them", and takes photo_urls. What the user is asked for goes into
// the tool's own call, the one the user asked for; it is not gathered for
// anywhere else. The reading blanks only the request, and only when the
// thing asked for is named by a word of one of the tool's own parameters
// and is no secret (a password, a code, a key is what phishing asks for,
// whatever parameter holds it); what is left of the sentence is read as
// ever, so the same request followed by a place to send it, or a request
// for something the tool takes no parameter for, is still an order.

var (
	// askedOfUser is a request to the user and the head word of what it
	// asks for, with an "of" phrase after it.
	askedOfUser = regexp.MustCompile(`\b(ask|asks|asking|request|requests|prompt)\s+(the user|users|them|the customer|the caller|the policyholder|the patient)\s+for\s+((their|the|any|some|a|an)\s+)?([a-z]+)(\s+of\s+(the\s+|their\s+)?[a-z]+)?`)
	// secretAsked is a thing asked for that phishing asks for.
	secretAsked = regexp.MustCompile(`^(passwords?|passcodes?|pins?|codes?|otps?|keys?|tokens?|secrets?|credentials?|seeds?|mnemonics?|cvvs?|cvcs?|ssns?|logins?)$`)
)

// withoutAskedInput is sent with each request to the user for one of the
// tool's own inputs blanked; false when it has none.
func withoutAskedInput(sent string, tc *toolContext) (string, bool) {
	// A place printed beside the request is where what the user gives
	// goes besides the call: the request is then the first half of an
	// order, and the pronoun that carries it on ("send them to …") would
	// lose its object were the request blanked.
	if tc == nil || len(tc.params) == 0 || namesReach(sent) {
		return sent, false
	}
	b, found := []byte(sent), false
	for _, m := range askedOfUser.FindAllStringSubmatchIndex(sent, -1) {
		head := sent[m[10]:m[11]]
		if secretAsked.MatchString(head) || !ownParamWord(strings.TrimSuffix(head, "s"), tc) {
			continue
		}
		blankSpan(b, m[0], m[1])
		found = true
	}
	return string(b), found
}

// ownParamWord reports whether w (four letters or more) is a word of one
// of the tool's parameter names, singular.
func ownParamWord(w string, tc *toolContext) bool {
	if len(w) < 4 {
		return false
	}
	for _, p := range tc.params {
		for _, pw := range strings.FieldsFunc(p.lname, func(r rune) bool { return r == '_' || r == '-' || r == '.' }) {
			if strings.TrimSuffix(pw, "s") == w {
				return true
			}
		}
	}
	return false
}
