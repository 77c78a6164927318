package classifier

import (
	"slices"
	"strings"
)

// negationWindow is how far before a match a "not" still negates it.
const negationWindow = 24

// localNegation also holds the contrasts "rather than" and "instead of":
// what follows them is the act the tool does not do ("moved to the
// archive rather than permanently deleted").
var localNegation = mustFiltered(`\b(not|never|no|without|nor|cannot|can't|won't|doesn't|don't|isn't|rather than|instead of)\b`)

// negatedAt reports whether the text just before index i denies what
// follows ("does not delete", "never overwrites", "rather than deleting").
func negatedAt(text string, i int) bool {
	start := max(0, i-negationWindow)
	// Stay within the sentence.
	if dot := strings.LastIndexAny(text[start:i], ".;!?"); dot >= 0 {
		start += dot + 1
	}
	return localNegation.MatchString(text[start:i])
}

func (s *state) descriptionSignals() {
	if s.lower == "" {
		return
	}
	s.sc.descHits = s.r.triggers.scan(s.sc.descHits, s.lower)
	s.hits = s.sc.descHits
	lead := s.leadEnd()
	for i := range s.r.file.Phrases {
		p := &s.r.file.Phrases[i]
		for _, loc := range p.m.find(s.lower, s.hits[p.m.id], 4) {
			if p.SubjectIsAct && !s.subjectIsAct(loc[0]) {
				continue
			}
			if len(p.UnlessName) > 0 && hasAny(s.words, p.UnlessName...) {
				break // the name says what is removed, wherever it is said
			}
			if negatedAt(s.lower, loc[0]) || nextWordIn(s.lower, nextWordAt(s.lower, loc[1]), p.UnlessNext) || p.notAfter != nil && p.notAfter.MatchString(s.lower[max(0, loc[0]-negationWindow):loc[0]]) {
				continue
			}
			if p.unlessWithin != nil && p.unlessWithin.MatchString(s.lower[loc[0]:loc[1]]) {
				continue
			}
			cat, _ := parseCategory(p.Effect)
			if cat == Destructive && (s.sessionObjectAt(loc[1]-1) || s.objectLowersAt(loc[0], loc[1]-1) || undoneAfter(s.lower, loc[1]) || s.closesSessionAt(loc[0])) {
				// "deletes a specified breakpoint": session state; "terminates
				// a running app": terminate_app; "and roll it back"; close_pty
				// "and terminate the process"
				continue
			}
			cat = s.raised(p, cat)
			match := snippet(s.desc, s.lower, loc)
			strength := p.Strength
			if loc[0] >= lead && !p.Anywhere && s.verbIdx >= 0 && strength > 1 {
				strength = 1 // past the lead, with a verb in the name: corroboration only
			}
			s.add(signal{cat: cat, strength: strength, sqlish: slices.Contains(p.Capabilities, CapSQL),
				ev: Evidence{Rule: p.ID, Field: "description", Match: match, Effect: string(cat)}})
			for _, c := range p.Capabilities {
				s.caps[c] = true
			}
			break // one match per rule is evidence enough
		}
	}
}

// raised is a phrase's effect, risen to the category its raise names for
// a capability the tool's words suggest.
func (s *state) raised(p *phraseRule, cat Category) Category {
	if len(p.Raise) == 0 {
		return cat
	}
	bits := s.termBits()
	for i, name := range s.r.termNames {
		c, ok := p.Raise[name]
		if !ok || bits&(1<<i) == 0 {
			continue
		}
		if k, _ := parseCategory(c); k.rank() > cat.rank() {
			cat = k
		}
	}
	return cat
}

// leadEnd is where the description's lead (its first sentences) ends;
// it is found once, for the several checks that ask.
func (s *state) leadEnd() int {
	if !s.leadKnown {
		s.lead, s.leadKnown = s.findLeadEnd(), true
	}
	return s.lead
}

func (s *state) findLeadEnd() int {
	l := s.r.file.Lead
	if l == nil {
		return len(s.lower)
	}
	end := len(firstSentences(s.lower, l.Sentences))
	if l.Chars > 0 && end > l.Chars {
		end = l.Chars
	}
	return end
}

// nextWordAt is where the word after a match ending at end starts: the
// match's last byte when it took the first letter of that word ("deletes
// the s…"), else the word after the spaces that follow it ("a payment
// account").
func nextWordAt(text string, end int) int {
	if end >= 2 && end <= len(text) && !isWordByte(text[end-2]) {
		return end - 1
	}
	for end < len(text) && text[end] == ' ' {
		end++
	}
	return end
}

// nextWordIn reports whether the word starting at i begins with one of
// words ("revoke its connectionId": connection).
func nextWordIn(text string, i int, words []string) bool {
	if len(words) == 0 || i < 0 || i >= len(text) {
		return false
	}
	end := i
	for end < len(text) && isWordByte(text[end]) {
		end++
	}
	word := text[i:end]
	for _, w := range words {
		if strings.HasPrefix(word, w) {
			return true
		}
	}
	return false
}

// snippet returns the original-case text of a match in the lowered text
// (lowering can change byte lengths for a few scripts; fall back to the
// lowered text then).
func snippet(orig, lower string, loc []int) string {
	// Show whole words: extend the match to the end of the word it stops in.
	end := loc[1]
	for end < len(lower) && isWordByte(lower[end]) {
		end++
	}
	loc = []int{loc[0], end}
	if len(orig) >= loc[1] && strings.EqualFold(orig[loc[0]:loc[1]], lower[loc[0]:loc[1]]) {
		return strings.TrimSpace(orig[loc[0]:loc[1]])
	}
	return strings.TrimSpace(lower[loc[0]:loc[1]])
}

// readOnlyStatement is a parameter's own description limiting it to
// statements that read.
var readOnlyStatement = mustFiltered(`\b(select[- ]only|only select|select statements? only|read[- ]only|only (read|select) (quer(y|ies)|statements?))\b`)

// maxOwnDesc bounds how much of a parameter's description the rules
// without names read.
const maxOwnDesc = 400

// saysFilter is a cheap look, on a description as written, for a word
// filterParam needs (without its first letter, which may be a capital),
// so that most descriptions are neither lowered nor matched.
func saysFilter(desc string) bool {
	for _, w := range [...]string{"ilter", "nly ", "estrict", "arrow"} {
		if strings.Contains(desc, w) {
			return true
		}
	}
	return false
}

func (s *state) hitsFor(id int) []int {
	if s.hits == nil {
		return nil
	}
	return s.hits[id]
}

// negation looks for read-only statements in the description.
func (s *state) negation() {
	for i := range s.r.file.Negations {
		n := &s.r.file.Negations[i]
		// Only a statement in the lead is about the tool as a whole:
		// "alarms are read-only via this tool" later on is about alarms.
		text := s.lower
		if n.Opening > 0 && len(text) > n.Opening {
			text = text[:n.Opening] // a statement that must open the description
		}
		for _, loc := range n.m.find(text, s.hitsFor(n.m.id), 4) {
			if loc[0] >= s.leadEnd() {
				break
			}
			if n.unless != nil && n.unless.MatchString(sentenceFrom(s.lower, loc[0])) {
				continue
			}
			ev := Evidence{Rule: n.ID, Field: "description", Match: snippet(s.desc, s.lower, loc), Effect: "negation"}
			s.negated, s.negatedName, s.negatedNameOnly = &ev, n.Names || n.NameOnly, n.NameOnly
			s.evidence = append(s.evidence, ev)
			return
		}
	}
}

// sentenceFrom returns the rest of the sentence of text that starts at i.
func sentenceFrom(text string, i int) string {
	rest := text[i:]
	for j := range len(rest) {
		switch rest[j] {
		case ';', '!', '?', '\n':
			return rest[:j]
		case '.':
			if j+1 == len(rest) || rest[j+1] == ' ' || rest[j+1] == '\n' {
				return rest[:j] // a full stop, not the dot of a name or a number
			}
		}
	}
	return rest
}

// subjectIsAct reports whether the word starting at i, the subject of a
// phrase, is the tool's own act: a pronoun (this, it) or the gerund of
// the name's verb.
func (s *state) subjectIsAct(i int) bool {
	end := i
	for end < len(s.lower) && isWordByte(s.lower[end]) {
		end++
	}
	w := s.lower[i:end]
	if !strings.HasSuffix(w, "ing") {
		return true
	}
	return s.verbIdx >= 0 && slices.Contains(verbForms(w), s.words[s.verbIdx])
}
