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
	if !s.onlyNameWrites() {
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

// onlyNameWrites reports whether the only evidence above a read is the
// name's writing verb: nothing else says the tool writes, deletes, runs
// or pays.
func (s *state) onlyNameWrites() bool {
	writes := false
	for _, sig := range s.signals {
		if !sig.fromName {
			if sig.cat.rank() > Write.rank() || sig.cat == Write && sig.strength >= 2 {
				return false
			}
			continue
		}
		if sig.cat != Write {
			return false
		}
		writes = true
	}
	return writes
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
	// A verb word that ends the name and stands in the sentence only as
	// the plural object of its opening verb names the thing itself
	// (git_log: "Shows the commit logs"), and the word just before that
	// object modifies it rather than acting.
	w := s.words[s.verbIdx]
	object := s.verbIdx == len(s.words)-1 && pluralObject(r, toks, w)
	var forms [maxVerbForms]string
	for i := 1; i < len(toks); i++ {
		if object && i+1 < len(toks) && (toks[i+1] == w+"s" || toks[i+1] == w+"es") {
			continue
		}
		for _, v := range appendVerbForms(forms[:0], toks[i]) {
			if s.r.readNever[v] {
				return false
			}
		}
	}
	// The sentence must speak of what the name names: the name's other
	// words, of which its verb word would be a part ("Get historical
	// weather data" of weather_archive), or the verb word as the object.
	// "Fetch from the remote and integrate" says nothing of git_pull's
	// git: its pull is the act.
	if !object && !s.namesThing(toks) {
		return false
	}
	for j := s.verbIdx; j < len(s.words); j++ {
		if j == s.verbIdx && object {
			continue
		}
		if _, _, ok := s.verbCategory(s.words[j], j, s.words); ok && !s.modifierOnly(r, toks, j) {
			return false
		}
	}
	return true
}

// pluralObject reports whether every word of toks after the first that
// starts with w is w's plural, standing last or before a preposition,
// after no joining word and no subject, and at least one is. "Shows the
// commit logs" names logs; "Shows what the server logs" and "Lists
// events and logs them" use the word as a verb.
func pluralObject(r *nameAsNounRule, toks []string, w string) bool {
	found := false
	for i := 1; i < len(toks); i++ {
		t := toks[i]
		if !strings.HasPrefix(t, w) {
			continue
		}
		if t != w+"s" && t != w+"es" {
			return false
		}
		if i+1 < len(toks) && !slices.Contains(objectFollowers, toks[i+1]) {
			return false
		}
		if slices.Contains(r.Joins, toks[i-1]) || slices.Contains(subjectWords, toks[i-1]) {
			return false
		}
		found = true
	}
	return found
}

// objectFollowers are the words after which a plural noun's phrase goes on
// ("logs of the branch", "logs for a file").
var objectFollowers = []string{"of", "for", "from", "in", "on", "with", "by", "since", "between", "per"}

// subjectWords just before a word ending in s make it a verb: a pronoun
// or a clause word ("it logs", "that logs"), or the server or the tool
// that does the act ("what the server logs").
var subjectWords = []string{"it", "that", "which", "who", "what", "server", "tool", "this", "he", "she"}

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
