package classifier

import (
	"regexp"
	"regexp/syntax"
	"slices"
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

// prefilter is what a text must hold for a pattern to match in it: a
// string of each set (nil holds nothing and passes every text).
type prefilter []*literalSet

// in reports whether text holds a string of each set.
func (p prefilter) in(text string) bool {
	for _, ls := range p {
		if !ls.in(text) {
			return false
		}
	}
	return true
}

// maxClauses bounds the sets a prefilter looks for: each is a pass.
const maxClauses = 3

// newPrefilter returns the prefilter of pattern, or nil when the pattern
// has none worth using. triggers are where the rule's windows start: a
// set with a string found in a trigger would pass every window and is
// left out.
func newPrefilter(pattern string, triggers []string) prefilter {
	re, err := syntax.Parse(pattern, syntax.Perl)
	if err != nil {
		return nil
	}
	var p prefilter
	for _, c := range required(re, triggers) {
		if c.acceptable(triggers) && len(p) < maxClauses {
			p = append(p, newLiteralSet(uniqueStrings(append(slices.Clone(c.lits), c.also...))))
		}
	}
	return p
}

// uniqueStrings returns list without repeats, in the order of their first
// occurrence: an alternation's branches can require the same string, and
// each copy would be compared at every one of its anchor bytes.
func uniqueStrings(list []string) []string {
	out := list[:0]
	for i, s := range list {
		if !slices.Contains(list[:i], s) {
			out = append(out, s)
		}
	}
	return out
}

// filtered is a regular expression behind its prefilter, for the
// expressions asked of every tool.
type filtered struct {
	re   *regexp.Regexp
	need prefilter
}

func mustFiltered(pattern string) filtered {
	return filtered{re: regexp.MustCompile(pattern), need: newPrefilter(pattern, nil)}
}

// MatchString is the expression's MatchString, run only on a text that
// passes the prefilter.
func (f filtered) MatchString(s string) bool { return f.need.in(s) && f.re.MatchString(s) }

// FindStringIndex is the expression's FindStringIndex, run only on a text
// that passes the prefilter: one that does not holds no match.
func (f filtered) FindStringIndex(s string) []int {
	if !f.need.in(s) {
		return nil
	}
	return f.re.FindStringIndex(s)
}

// FindStringSubmatchIndex is the expression's FindStringSubmatchIndex,
// run only on a text that passes the prefilter.
func (f filtered) FindStringSubmatchIndex(s string) []int {
	if !f.need.in(s) {
		return nil
	}
	return f.re.FindStringSubmatchIndex(s)
}

// String is the expression's source.
func (f filtered) String() string { return f.re.String() }

// clause is one thing every match of a part of a pattern contains: one
// of lits, or (for case-insensitive literals) one of also.
type clause struct {
	lits, also []string
}

// inTrigger reports whether a trigger holds one of the literals: then the
// window at that trigger always passes.
func (q clause) inTrigger(triggers []string) bool {
	for _, t := range triggers {
		for _, l := range q.lits {
			if strings.Contains(t, l) {
				return true
			}
		}
	}
	return false
}

// better reports whether q filters more than r: a clause no trigger meets
// first, then the one whose strings are rarer (see cost), then the one
// with fewer of them.
func (q clause) better(r clause, triggers []string) bool {
	if qt, rt := q.inTrigger(triggers), r.inTrigger(triggers); qt != rt {
		return !qt
	}
	if q.cost() != r.cost() {
		return q.cost() < r.cost()
	}
	return len(q.lits) < len(r.lits)
}

// cost is a rough count of how often prose holds one of the clause's
// strings: longer strings are rarer, a common short word or a common
// single character is in most texts.
func (q clause) cost() int {
	n := 0
	for _, l := range q.lits {
		switch {
		case commonWords[strings.TrimSpace(l)]:
			n += commonCost
		case len(l) == 1 && byteCommonness(l[0]) > rareByte:
			n += 2 * commonCost
		case len(l) >= 4:
			n++
		default:
			n += 5 - len(l)
		}
	}
	return n
}

// commonCost is the cost of a string nearly every text holds.
const commonCost = 50

// commonWords are words nearly every description has.
var commonWords = map[string]bool{
	"a": true, "an": true, "the": true, "of": true, "to": true, "and": true, "or": true, "all": true, "any": true, "in": true,
	"on": true, "for": true, "is": true, "it": true, "be": true, "by": true, "as": true, "at": true, "this": true, "that": true,
	"with": true, "from": true, "you": true, "your": true,
}

// rareByte is the commonness (see byteCommonness) up to which a single
// character is worth looking for: punctuation other than . , - / : '.
const rareByte = 20

// acceptable reports whether looking for the clause's strings can pay:
// not too many of them, none a single common character.
func (q clause) acceptable(triggers []string) bool {
	if len(q.lits) > maxPrefilterLits || q.inTrigger(triggers) || q.cost() >= commonCost {
		return false
	}
	for _, l := range q.lits {
		if len(l) < minPrefilterLen && (len(l) != 1 || byteCommonness(l[0]) > rareByte) {
			return false
		}
	}
	return true
}

// best returns the n clauses of cs that filter best, best first.
func best(cs []clause, n int, triggers []string) []clause {
	slices.SortStableFunc(cs, func(a, b clause) int {
		switch {
		case a.better(b, triggers):
			return -1
		case b.better(a, triggers):
			return 1
		}
		return 0
	})
	return cs[:min(n, len(cs))]
}

// maxCombinations bounds the clauses an alternation's branches combine
// into.
const maxCombinations = 8

// required returns clauses every match of re meets all of; none when
// nothing is known.
func required(re *syntax.Regexp, triggers []string) []clause {
	switch re.Op {
	case syntax.OpLiteral:
		if c, ok := literalRequirement(re); ok {
			return []clause{c}
		}
	case syntax.OpCharClass:
		if c, ok := classRequirement(re); ok {
			return []clause{c}
		}
	case syntax.OpCapture, syntax.OpPlus:
		return required(re.Sub[0], triggers)
	case syntax.OpRepeat:
		if re.Min >= 1 {
			return required(re.Sub[0], triggers)
		}
	case syntax.OpConcat:
		// Every part is in every match: the parts that filter best.
		var out []clause
		for _, sub := range re.Sub {
			out = append(out, required(sub, triggers)...)
		}
		return best(out, maxClauses, triggers)
	case syntax.OpAlternate:
		// A match is one of the branches, each of which must require
		// something: a clause taking one of each branch's clauses holds
		// for every match. All such combinations while they are few, else
		// the one of each branch's best.
		var branches [][]clause
		combinations := 1
		for _, sub := range re.Sub {
			cs := required(sub, triggers)
			if len(cs) == 0 {
				return nil
			}
			cs = best(cs, 2, triggers)
			branches = append(branches, cs)
			combinations *= len(cs)
		}
		if combinations > maxCombinations {
			for i := range branches {
				branches[i] = branches[i][:1]
			}
		}
		out := []clause{{}}
		for _, cs := range branches {
			var next []clause
			for _, prefix := range out {
				for _, c := range cs {
					next = append(next, clause{lits: concatLists(prefix.lits, c.lits), also: concatLists(prefix.also, c.also)})
				}
			}
			out = next
		}
		return best(out, maxClauses, triggers)
	}
	return nil
}

// concatLists returns a new list of a's elements then b's.
func concatLists(a, b []string) []string { return append(slices.Clip(a), b...) }

// literalRequirement is the literal itself; a case-insensitive one in
// lower case, with the other spellings of each of its letters.
func literalRequirement(re *syntax.Regexp) (clause, bool) {
	var b strings.Builder
	var also []string
	for _, r := range re.Rune {
		if r == utf8.RuneError {
			return clause{}, false // would match any invalid byte
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
	return clause{lits: []string{b.String()}, also: also}, true
}

// classRequirement is a small class's characters, each a one-character
// literal.
func classRequirement(re *syntax.Regexp) (clause, bool) {
	var q clause
	for i := 0; i+1 < len(re.Rune); i += 2 {
		lo, hi := re.Rune[i], re.Rune[i+1]
		if hi-lo >= 8 || len(q.lits) >= 8 || hi >= utf8.RuneError && lo <= utf8.RuneError {
			return clause{}, false
		}
		for r := lo; r <= hi; r++ {
			q.lits = append(q.lits, string(r))
		}
	}
	return q, len(q.lits) > 0
}
