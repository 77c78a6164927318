package classifier

import "strings"

// leadNamesSessionObject reports whether the description's first
// sentence repeats the name's verb and object and then names what the
// object is part of, a session-state thing: "Clear snapshot cache" of
// clear_snapshot clears the cache of snapshots, which is fetched again,
// not the snapshots. The name's words are often the description's
// shortened; the description's head noun says what the verb reaches.
func (s *state) leadNamesSessionObject(verb int) bool {
	obj := s.words[verb+1:]
	if len(obj) == 0 || s.lower == "" {
		return false
	}
	lead := strings.FieldsFunc(firstSentences(s.lower, 1), notWordRune)
	if len(lead) < len(obj)+2 || !sameVerb(lead[0], s.words[verb]) {
		return false
	}
	i := 1
	for i < len(lead) && (lead[i] == "the" || lead[i] == "a" || lead[i] == "an" || lead[i] == "all") {
		i++
	}
	for _, w := range obj {
		if i >= len(lead) || lead[i] != w {
			return false
		}
		i++
	}
	return i < len(lead) && s.r.sessionState[lead[i]]
}

// sameVerb reports whether word w of a description is verb v, as
// written or in a third-person or -ing form.
func sameVerb(w, v string) bool {
	var forms [maxVerbForms]string
	for _, f := range appendVerbForms(forms[:0], w) {
		if f == v {
			return true
		}
	}
	return false
}
