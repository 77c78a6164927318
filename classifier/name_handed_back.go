package classifier

import (
	"slices"
	"strings"
	"unicode"
)

// nameHandedBack sets aside a name's writing verb when the description's
// first sentence says the tool hands back what that verb would make, as
// its object: fix_security "Scan a file and return fixes", an edit tool
// that gets "edit blocks back". The fixes or edits are proposed and
// returned; the caller applies them, so the tool reads. The verb is an
// act again when the word after the handing back has a subject before it
// ("returns the file once it fixes the imports"), and the handing back
// must come before the word. Only the name's own evidence is set aside,
// and only when nothing else says the tool writes: a description that
// says anywhere that it saves, sends, deletes or runs keeps the verb.
func (s *state) nameHandedBack() {
	r := s.r.file.NameHandedBack
	if r == nil || s.negated != nil || s.verbIdx < 0 {
		return
	}
	if _, agent := s.nameVerbWord(s.verbIdx); agent || !s.onlyNameWrites() {
		return
	}
	// Most names' verbs are not handed back: a sentence without the word
	// or without any verb of handing back is let go before it is split.
	sentence, w := firstSentences(s.lower, 1), s.words[s.verbIdx]
	if !strings.Contains(sentence, w) || !hasSubstring(sentence, r.Verbs) && !hasSubstring(sentence, r.BackVerbs) {
		return
	}
	toks := strings.FieldsFunc(sentence, func(c rune) bool { return !unicode.IsLetter(c) })
	if !handsBackWord(r, toks, w) {
		return
	}
	if s.r.readUnless != nil && s.r.readUnless.MatchString(s.lower) {
		return
	}
	ev := Evidence{Rule: r.ID, Field: "description", Match: s.words[s.verbIdx], Effect: "negation"}
	s.negated, s.negatedNameOnly = &ev, true
	s.evidence = append(s.evidence, ev)
}

// handsBackWord reports whether toks has a verb of handing back (return,
// suggest; or get and bring when back follows in the sentence) followed
// later by w or its plural, with no subject word just before it.
func handsBackWord(r *nameHandedBackRule, toks []string, w string) bool {
	var forms [maxVerbForms]string
	for i, t := range toks {
		hands := false
		for _, v := range appendVerbForms(forms[:0], t) {
			hands = hands || slices.Contains(r.Verbs, v) ||
				slices.Contains(r.BackVerbs, v) && slices.Contains(toks[i+1:], "back")
		}
		if !hands {
			continue
		}
		for j := i + 1; j < len(toks); j++ {
			if toks[j] != w && toks[j] != w+"s" && toks[j] != w+"es" {
				continue
			}
			if !slices.Contains(r.Subjects, toks[j-1]) {
				return true
			}
		}
		return false
	}
	return false
}

// hasSubstring reports whether text has any of words as a substring.
func hasSubstring(text string, words []string) bool {
	for _, w := range words {
		if strings.Contains(text, w) {
			return true
		}
	}
	return false
}
