package classifier

import (
	"slices"
	"strings"
	"unicode"
)

// nameAsNoun sets aside a name's writing verb that stands after another
// word of the name when the description opens by handing something back
// and its first sentence never uses that word as a verb: the word names
// a thing. weather_archive: "Get historical weather data" reads an
// archive; moltbook_dm_conversations: "List your DM conversations" reads
// conversations, the DM before them a modifier as in the name. The word
// counts as a verb when the first sentence has it anywhere but just
// before the name's next word, or right after a joining word ("Search
// and book flights", "a flight to book"). Only a verb that writes is set
// aside, and only the name's own evidence: what the description or the
// schema says of deleting, running or paying still decides.
func (s *state) nameAsNoun() {
	r := s.r.file.NameAsNoun
	if r == nil || s.negated != nil || s.verbIdx <= 0 || s.r.readOpenings == nil {
		return
	}
	if _, agent := s.nameVerbWord(s.verbIdx); agent {
		return // deploy_reader reads already
	}
	writes := false
	for _, sig := range s.signals {
		if !sig.fromName {
			if sig.cat.rank() > Write.rank() || sig.cat == Write && sig.strength >= 2 {
				return
			}
			continue
		}
		if sig.cat != Write {
			return
		}
		writes = true
	}
	if !writes {
		return
	}
	first := firstWord(s.lower)
	opens := false
	for _, v := range verbForms(first) {
		opens = opens || s.r.readOpenings[v]
	}
	if !opens || !s.usedAsNoun(r, firstSentences(s.lower, 1)) {
		return
	}
	// Like the hint's rule: a description that says anywhere that the
	// tool saves, sends or deletes is not only handing something back.
	if s.r.readUnless != nil && s.r.readUnless.MatchString(s.lower) {
		return
	}
	ev := Evidence{Rule: r.ID, Field: "description", Match: first, Effect: "negation"}
	s.negated, s.negatedNameOnly = &ev, true
	s.evidence = append(s.evidence, ev)
}

// usedAsNoun reports whether sentence, after its opening verb, uses each
// verb word of the name from its verb on only as a modifier of the name's
// next word, or not at all, and names none of the acts on records a
// declared hint never outweighs either ("Read a conversation (marks
// messages as read)", "Query the app list and register").
func (s *state) usedAsNoun(r *nameAsNounRule, sentence string) bool {
	toks := strings.FieldsFunc(sentence, func(c rune) bool { return !unicode.IsLetter(c) && !unicode.IsDigit(c) })
	if len(toks) == 0 {
		return false
	}
	var forms [maxVerbForms]string
	for _, t := range toks[1:] {
		for _, v := range appendVerbForms(forms[:0], t) {
			if s.r.readNever[v] {
				return false
			}
		}
	}
	// The sentence must speak of what the name names: the name's other
	// words, of which its verb word would be a part ("Get historical
	// weather data" of weather_archive). "Fetch from the remote and
	// integrate" says nothing of git_pull's git: its pull is the act.
	if !s.namesThing(toks) {
		return false
	}
	for j := s.verbIdx; j < len(s.words); j++ {
		if _, _, ok := s.verbCategory(s.words[j], j, s.words); ok && !s.modifierOnly(r, toks, j) {
			return false
		}
	}
	return true
}

// modifierOnly reports whether the name's word at j stands in toks only
// just before the name's next word and after no joining word.
func (s *state) modifierOnly(r *nameAsNounRule, toks []string, j int) bool {
	w := s.words[j]
	next := ""
	if j+1 < len(s.words) {
		next = strings.TrimSuffix(s.words[j+1], "s")
	}
	for i, t := range toks {
		if !strings.HasPrefix(t, w) {
			continue
		}
		if next == "" || i+1 >= len(toks) || !strings.HasPrefix(toks[i+1], next) {
			return false
		}
		if i > 0 && slices.Contains(r.Joins, toks[i-1]) {
			return false
		}
	}
	return true
}

// namesThing reports whether toks hold a word of the name other than its
// verb word, of three letters or more.
func (s *state) namesThing(toks []string) bool {
	for j, w := range s.words {
		if j == s.verbIdx || len(w) < 3 {
			continue
		}
		for _, t := range toks {
			if strings.HasPrefix(t, strings.TrimSuffix(w, "s")) {
				return true
			}
		}
	}
	return false
}
