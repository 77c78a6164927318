package classifier

import (
	"regexp"
	"regexp/syntax"
	"strings"
	"unicode"
	"unicode/utf8"
)

// A pattern rule's regular expression costs far more to run than a look
// for plain strings, and most texts it is tried on cannot match: a
// prefilter is a set of strings at least one of which every match
// contains, derived from the pattern when the ruleset is loaded. Where
// none of them is in the text, the expression need not run.
//
// Case-insensitive literals are looked for in lower case (the rules read
// lower-cased text); every other spelling their case folding admits (the
// upper case, the Kelvin sign for k, the long s for s) is added to the set,
// so a text holding one runs the expression as before.

// Bounds on a prefilter: shorter strings find too much to be worth a pass,
// more of them cost more than they save.
const (
	minPrefilterLen  = 2
	maxPrefilterLits = 256
)

// newPrefilter returns the prefilter of pattern, or nil when the pattern
// has none worth using. triggers are where the rule's windows start: a
// string found in a trigger would be found in every window and is passed
// over for another.
func newPrefilter(pattern string, triggers []string) *literalSet {
	re, err := syntax.Parse(pattern, syntax.Perl)
	if err != nil {
		return nil
	}
	req, ok := required(re, triggers)
	if !ok || len(req.lits) > maxPrefilterLits || req.minLen() < minPrefilterLen {
		return nil
	}
	return newLiteralSet(append(req.lits, req.also...))
}

// filtered is a regular expression behind its prefilter, for the
// expressions asked of every tool.
type filtered struct {
	re   *regexp.Regexp
	need *literalSet
}

func mustFiltered(pattern string) filtered {
	return filtered{re: regexp.MustCompile(pattern), need: newPrefilter(pattern, nil)}
}

// MatchString is the expression's MatchString, run only on a text that
// passes the prefilter.
func (f filtered) MatchString(s string) bool { return f.need.in(s) && f.re.MatchString(s) }

// requirement is what every match of a part of a pattern contains: one of
// lits, or (for case-insensitive literals) one of also.
type requirement struct {
	lits, also []string
}

func (q requirement) minLen() int {
	n := -1
	for _, l := range q.lits {
		if n < 0 || len(l) < n {
			n = len(l)
		}
	}
	return n
}

// inTrigger reports whether a trigger holds one of the literals: then the
// window at that trigger always passes.
func (q requirement) inTrigger(triggers []string) bool {
	for _, t := range triggers {
		for _, l := range q.lits {
			if strings.Contains(t, l) {
				return true
			}
		}
	}
	return false
}

// better reports whether q filters more than r: a requirement no trigger
// meets first, then longer strings, then fewer of them.
func (q requirement) better(r requirement, triggers []string) bool {
	if qt, rt := q.inTrigger(triggers), r.inTrigger(triggers); qt != rt {
		return !qt
	}
	if q.minLen() != r.minLen() {
		return q.minLen() > r.minLen()
	}
	return len(q.lits) < len(r.lits)
}

// required returns what every match of re contains, if anything is known.
func required(re *syntax.Regexp, triggers []string) (requirement, bool) {
	switch re.Op {
	case syntax.OpLiteral:
		return literalRequirement(re)
	case syntax.OpCharClass:
		return classRequirement(re)
	case syntax.OpCapture, syntax.OpPlus:
		return required(re.Sub[0], triggers)
	case syntax.OpRepeat:
		if re.Min >= 1 {
			return required(re.Sub[0], triggers)
		}
	case syntax.OpConcat:
		// Every part is in every match: the part that filters best.
		var best requirement
		found := false
		for _, sub := range re.Sub {
			if q, ok := required(sub, triggers); ok && (!found || q.better(best, triggers)) {
				best, found = q, true
			}
		}
		return best, found
	case syntax.OpAlternate:
		// A match is one of the branches: each must require something.
		var out requirement
		for _, sub := range re.Sub {
			q, ok := required(sub, triggers)
			if !ok {
				return requirement{}, false
			}
			out.lits = append(out.lits, q.lits...)
			out.also = append(out.also, q.also...)
		}
		return out, true
	}
	return requirement{}, false
}

// literalRequirement is the literal itself; a case-insensitive one in
// lower case, with the other spellings of each of its letters.
func literalRequirement(re *syntax.Regexp) (requirement, bool) {
	var b strings.Builder
	var also []string
	for _, r := range re.Rune {
		if r == utf8.RuneError {
			return requirement{}, false // would match any invalid byte
		}
		if re.Flags&syntax.FoldCase == 0 {
			b.WriteRune(r)
			continue
		}
		lower := unicode.ToLower(r)
		b.WriteRune(lower)
		for f := unicode.SimpleFold(r); f != r; f = unicode.SimpleFold(f) {
			if f != lower {
				also = append(also, string(f))
			}
		}
		if lower != r {
			also = append(also, string(r))
		}
	}
	return requirement{lits: []string{b.String()}, also: also}, true
}

// classRequirement is a small class's characters, each a one-character
// literal.
func classRequirement(re *syntax.Regexp) (requirement, bool) {
	var q requirement
	for i := 0; i+1 < len(re.Rune); i += 2 {
		lo, hi := re.Rune[i], re.Rune[i+1]
		if hi-lo >= 8 || len(q.lits) >= 8 || hi >= utf8.RuneError && lo <= utf8.RuneError {
			return requirement{}, false
		}
		for r := lo; r <= hi; r++ {
			q.lits = append(q.lits, string(r))
		}
	}
	return q, len(q.lits) > 0
}
