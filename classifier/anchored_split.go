package classifier

import (
	"regexp"
	"regexp/syntax"
	"slices"
	"strings"
)

// An anchored rule is tried at each place one of its triggers stands, and
// most of its patterns are a list of alternatives, or open with a group
// of them, each of which starts with its own words ("secret
// instructions:" or "for the model only:", "deletes" or "purges"): at a
// given place the text's first byte rules out all but a few of them. The
// regexp engines do not know this, and walk every alternative at every
// try. A firstByteSplit holds, for the first byte of each trigger, the
// pattern less the alternatives that cannot start with that byte,
// compiled once per distinct pattern left.
//
// Leaving out an alternative that cannot match where the pattern is tried
// changes no match: the match found is the first, in the pattern's order
// of preference, of those that succeed, and an alternative that cannot
// start with the text's first byte has none that succeeds.

// firstByteSplit is an anchored pattern split by the first byte of the
// text it is tried on.
type firstByteSplit struct {
	// byFirst is the pattern, anchored, less the alternatives that cannot
	// start with each byte; nil for a byte no trigger starts with, where
	// the whole pattern is tried.
	byFirst [256]*regexp.Regexp
	// need is the prefilter of each byte's pattern (see newPrefilter):
	// fewer alternatives need fewer strings, and a window with none of
	// them is not tried.
	need [256]prefilter
}

// newFirstByteSplit splits pattern (as written in the rules, with its
// flags) by the first bytes of triggers, where alone the anchored pattern
// is tried; ok is false when no byte leaves an alternative out, and the
// whole anchored pattern is then tried everywhere.
//
// The pattern is cut in its own text (see sourcePruner), so each part
// keeps the text it was written with and compiles as cheaply as the whole
// does: only a pattern whose one flag group, if any, leads it is cut (a
// flag set later would reach past a bar into the next part).
func newFirstByteSplit(pattern string, triggers []string) (firstByteSplit, bool) {
	flags, body := "", pattern
	if f := leadingFlags.FindString(body); f != "" {
		flags, body = f, body[len(f):]
	}
	if laterFlags.MatchString(body) {
		return firstByteSplit{}, false
	}
	pr := sourcePruner{flags: flags, starts: map[string]startSet{}}
	var s firstByteSplit
	type part struct {
		re   *regexp.Regexp
		need prefilter
	}
	compiled := map[string]part{}
	split := false
	for _, t := range triggers {
		if t == "" {
			return firstByteSplit{}, false // every place is a trigger's
		}
		b := t[0]
		if s.byFirst[b] != nil {
			continue
		}
		kept, ok := pr.prune(body, b)
		if !ok {
			return firstByteSplit{}, false
		}
		if kept == "" {
			// No alternative starts with b: a pattern that never matches.
			kept = `[^\x00-\x{10FFFF}]`
		}
		split = split || kept != body
		c, done := compiled[kept]
		if !done {
			src := flags + `^(?:` + kept + `)`
			c = part{regexp.MustCompile(src), newPrefilter(src, triggers)}
			compiled[kept] = c
		}
		s.byFirst[b], s.need[b] = c.re, c.need
	}
	return s, split
}

// sourcePruner cuts a pattern's text down to what can match at a text
// that starts with a given byte: of a list of alternatives, those whose
// matches can start with it (or be empty), each cut again; of a pattern
// that opens, after assertions (\b, ^), with a group not repeated, the
// group's alternatives so. Leaving out an alternative no match of which
// can start where the pattern is tried changes no match (see
// firstByteSplit).
type sourcePruner struct {
	flags  string
	starts map[string]startSet // by alternative, as read (see firstBytes)
}

// startSet is what firstBytes reads of an alternative.
type startSet struct {
	first    firstSet
	nullable bool
	ok       bool // it parses
}

// maxPruneDepth bounds the groups prune opens one in another.
const maxPruneDepth = 8

// prune returns p less what cannot start with b; "" when nothing can.
// ok is false when p is not read here (an unclosed group, a quoted run):
// then nothing is left out anywhere.
func (pr *sourcePruner) prune(p string, b byte) (string, bool) { return pr.pruneIn(p, b, 0) }

func (pr *sourcePruner) pruneIn(p string, b byte, depth int) (string, bool) {
	alts := topAlternatives(p)
	if alts == nil {
		return "", false
	}
	if len(alts) >= 2 {
		kept := make([]string, 0, len(alts))
		for _, a := range alts {
			st := pr.start(a)
			if !st.ok {
				return "", false
			}
			if !st.nullable && !st.first.has(b) {
				continue
			}
			a, ok := pr.pruneIn(a, b, depth)
			if !ok {
				return "", false
			}
			kept = append(kept, a)
		}
		if len(kept) == 0 {
			return "", true
		}
		if len(kept) == len(alts) && slices.Equal(kept, alts) {
			return p, true // nothing left out: the text as written
		}
		return strings.Join(kept, "|"), true
	}
	if depth == maxPruneDepth {
		return p, true
	}
	// One alternative: the group it opens with, after its assertions.
	lead := leadingAssertions(p)
	open, inner, end := groupAt(p, lead)
	if open < 0 || end+1 < len(p) && isQuantifier(p[end+1]) {
		return p, true
	}
	kept, ok := pr.pruneIn(inner, b, depth+1)
	if !ok {
		return "", false
	}
	switch {
	case kept == inner:
		return p, true
	case kept == "" && !pr.start(inner).nullable:
		return "", true // the group cannot start so, nor the pattern
	}
	return p[:lead] + "(?:" + kept + ")" + p[end+1:], true
}

// start reads an alternative's first bytes, once.
func (pr *sourcePruner) start(a string) startSet {
	if st, ok := pr.starts[a]; ok {
		return st
	}
	var st startSet
	if re, err := syntax.Parse(pr.flags+a, syntax.Perl); err == nil {
		st.first, st.nullable = firstBytes(re)
		st.ok = true
	}
	pr.starts[a] = st
	return st
}

// leadingAssertions is the length of the assertions (\b, \B, ^, \A)
// that open p.
func leadingAssertions(p string) int {
	i := 0
	for i < len(p) {
		switch {
		case p[i] == '^':
			i++
		case p[i] == '\\' && i+1 < len(p) && (p[i+1] == 'b' || p[i+1] == 'B' || p[i+1] == 'A'):
			i += 2
		default:
			return i
		}
	}
	return i
}

// groupAt reads the group that opens at p[i]: where its body starts (-1
// when none opens there, or it is not a plain, non-capturing or named
// group), the body, and where the group closes.
func groupAt(p string, i int) (open int, inner string, end int) {
	if i >= len(p) || p[i] != '(' {
		return -1, "", -1
	}
	open = i + 1
	switch {
	case strings.HasPrefix(p[open:], "?:"):
		open += 2
	case strings.HasPrefix(p[open:], "?P<") || strings.HasPrefix(p[open:], "?<"):
		name := strings.IndexByte(p[open:], '>')
		if name < 0 {
			return -1, "", -1
		}
		open += name + 1
	case strings.HasPrefix(p[open:], "?"):
		return -1, "", -1 // flags, or a form not read here
	}
	depth := 1
	for j := open; j < len(p); j++ {
		switch p[j] {
		case '\\':
			j++
		case '[':
			end := classEnd(p, j)
			if end < 0 {
				return -1, "", -1
			}
			j = end
		case '(':
			depth++
		case ')':
			if depth--; depth == 0 {
				return open, p[open:j], j
			}
		}
	}
	return -1, "", -1
}

// isQuantifier reports whether c repeats what stands before it.
func isQuantifier(c byte) bool { return c == '?' || c == '*' || c == '+' || c == '{' }

// leadingFlags is a flag group that opens a pattern, as (?i) does; it
// holds for the whole pattern, every alternative.
var leadingFlags = regexp.MustCompile(`^\(\?[a-zA-Z]+\)`)

// laterFlags is a flag group past a pattern's start, which holds up to the
// end of the group it stands in, past bars.
var laterFlags = regexp.MustCompile(`\(\?[a-zA-Z-]+\)`)

// topAlternatives cuts a pattern at its bars that stand outside every
// group and class; nil when the pattern is not read to its end (an
// unclosed group or class).
func topAlternatives(p string) []string {
	var out []string
	depth, start := 0, 0
	for i := 0; i < len(p); i++ {
		switch p[i] {
		case '\\':
			if i+1 < len(p) && p[i+1] == 'Q' {
				return nil // a quoted run (\Q…\E) is not read here
			}
			i++ // the escaped byte (a multi-byte character's first byte is no mark)
		case '[':
			end := classEnd(p, i)
			if end < 0 {
				return nil
			}
			i = end
		case '(':
			depth++
		case ')':
			if depth--; depth < 0 {
				return nil
			}
		case '|':
			if depth == 0 {
				out = append(out, p[start:i])
				start = i + 1
			}
		}
	}
	if depth != 0 {
		return nil
	}
	return append(out, p[start:])
}

// classEnd is the index of the ] that closes the class opened at i, or -1.
// A ] first in the class (after a ^) is a member, as are escaped bytes and
// the brackets of a named class ([:alpha:]).
func classEnd(p string, i int) int {
	j := i + 1
	if j < len(p) && p[j] == '^' {
		j++
	}
	if j < len(p) && p[j] == ']' {
		j++
	}
	for ; j < len(p); j++ {
		switch {
		case p[j] == '\\':
			j++
		case p[j] == '[' && j+1 < len(p) && p[j+1] == ':':
			end := strings.Index(p[j+2:], ":]")
			if end < 0 {
				return -1
			}
			j += 2 + end + 1
		case p[j] == ']':
			return j
		}
	}
	return -1
}

// find is regexp.FindStringIndex of the anchored pattern on text, which
// is not empty; ok is false when text's first byte starts no trigger and
// the whole pattern is to be tried.
func (s *firstByteSplit) find(text string) (loc []int, ok bool) {
	re := s.byFirst[text[0]]
	if re == nil {
		return nil, false
	}
	if !s.need[text[0]].in(text) {
		return nil, true
	}
	return re.FindStringIndex(text), true
}
