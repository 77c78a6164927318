package classifier

import (
	"regexp"
	"regexp/syntax"
	"strings"
)

// matcher finds a pattern rule's matches cheaply. Every pattern describes
// a phrase of at most a sentence, so it only needs to look near its
// triggers: an anchored rule is tried once at each trigger occurrence (with
// a ^-anchored copy of the pattern), others in a window around it. The cost
// per tool stays flat however long a description is.
type matcher struct {
	id       int            // index into a scan's hits
	re       *regexp.Regexp // the pattern, for windows and trigger-less rules
	anchored *regexp.Regexp // ^(?:pattern), for anchored rules
	// split is anchored split by the first byte of the text it is tried
	// on (see firstByteSplit); nil when the pattern is not split.
	split    *firstByteSplit
	before   *regexp.Regexp // must match the text just before an anchored match
	triggers []string
	// need holds strings one of which every match contains (see
	// newPrefilter): a text or window without any is not matched; nil
	// when the pattern has no such strings worth looking for.
	need prefilter
	// needAny, for a pattern with no such strings, holds those of each of
	// its alternatives (see branchFilter); nil when need is set or an
	// alternative has none.
	needAny branchFilter
	// atStart: every match starts at the start of the text (^ without
	// the m flag), where alone the expression is tried, however long the
	// text; the prefilter, a pass over all of it, then pays only on a
	// short text.
	atStart bool
}

// atStartShort is the length up to which a text is prefiltered for a
// pattern that matches only at its start.
const atStartShort = 128

const (
	anchoredSpan = 240 // longest text an anchored match may cover
	windowBefore = 64
	windowAfter  = 128
	maxHits      = 16 // trigger occurrences looked at per trigger
	// wholeText is the longest text an unanchored rule with several
	// trigger hits is matched against whole.
	wholeText = 1024
	// windowSpan is about how many bytes the prefilter reads at a
	// trigger, anchored or not.
	windowSpan = 200
)

func newMatcher(re *regexp.Regexp, triggers []string, anchored bool, before *regexp.Regexp, pattern string) matcher {
	m := matcher{re: re, triggers: triggers, before: before}
	if re != nil {
		m.need = newPrefilter(pattern, triggers)
		if len(m.need) == 0 {
			m.needAny = newBranchFilter(pattern)
		}
		m.atStart = matchesAtStart(pattern)
	}
	if anchored && re != nil && len(triggers) > 0 {
		if split, ok := newFirstByteSplit(pattern, triggers); ok {
			m.split = &split
		}
		flags := ""
		if strings.HasPrefix(pattern, "(?i)") {
			flags, pattern = "(?i)", strings.TrimPrefix(pattern, "(?i)")
		}
		m.anchored = regexp.MustCompile(flags + "^(?:" + pattern + ")")
	}
	return m
}

// needsHits reports whether find reads the trigger positions: a matcher
// without triggers (or without a pattern) does not.
func (m *matcher) needsHits() bool { return m.re != nil && len(m.triggers) > 0 }

// mayMatch reports whether the pattern may match in text: whether it
// holds one of the strings every match contains, or those of one of its
// alternatives.
func (m *matcher) mayMatch(text string) bool { return m.need.in(text) && m.needAny.in(text) }

// find returns up to n non-overlapping matches in text (already lower-cased
// for rules that expect it), in text order. starts are the positions where
// the matcher's triggers occur (from a triggerIndex scan of text).
func (m *matcher) find(text string, starts []int, n int) [][]int {
	if m.re == nil {
		return nil
	}
	if len(m.triggers) == 0 {
		if (!m.atStart || len(text) <= atStartShort) && !m.mayMatch(text) {
			return nil
		}
		return m.re.FindAllStringIndex(text, n)
	}
	if len(starts) == 0 {
		return nil
	}
	if m.anchored == nil && len(text) <= wholeText && len(starts) > 1 {
		// Several trigger hits in a short text: one pass over all of it
		// costs less than one per window.
		if !m.mayMatch(text) {
			return nil
		}
		return m.re.FindAllStringIndex(text, n)
	}
	if len(starts)*windowSpan > len(text) && !m.mayMatch(text) {
		// The windows at the triggers cover more bytes than the text:
		// the text is looked through once, and a text without the
		// strings has none in any window.
		return nil
	}
	var out [][]int
	next := 0 // matches may not overlap
	for _, at := range starts {
		if at < next {
			continue
		}
		if m.anchored != nil {
			// The literal check, cheaper than either pattern, is made in
			// anchoredMatch. The anchored pattern is tried before the
			// before pattern: it is tried once, at the window's start,
			// where the before pattern, anchored at its end, is tried at
			// every byte of its text; most windows fail the anchored one.
			loc := m.anchoredMatch(text[at:min(len(text), at+anchoredSpan)])
			if loc == nil || m.before != nil && !m.before.MatchString(text[max(0, at-24):at]) {
				continue
			}
			out = append(out, []int{at, at + loc[1]})
			next = at + loc[1]
		} else {
			lo, hi := max(next, at-windowBefore), min(len(text), at+windowAfter)
			if !m.mayMatch(text[lo:hi]) {
				continue
			}
			for _, loc := range m.re.FindAllStringIndex(text[lo:hi], n) {
				out = append(out, []int{lo + loc[0], lo + loc[1]})
				next = lo + loc[1]
			}
		}
		if len(out) >= n {
			return out[:n]
		}
	}
	return out
}

// anchoredMatch is the anchored pattern's FindStringIndex on window,
// behind a prefilter: the pattern's, or, for a window whose first byte
// has a split pattern, that pattern's own (see firstByteSplit), which
// finds what the whole pattern finds there.
func (m *matcher) anchoredMatch(window string) []int {
	if m.split != nil && window != "" {
		if loc, ok := m.split.find(window); ok {
			return loc
		}
	}
	if !m.mayMatch(window) {
		return nil
	}
	return m.anchored.FindStringIndex(window)
}

func isWordByte(b byte) bool {
	return b == '_' || b >= '0' && b <= '9' || b >= 'a' && b <= 'z' || b >= 'A' && b <= 'Z'
}

// wordBytes is isWordByte as a table, for the scans that ask it of every
// byte.
var wordBytes = func() (t [256]bool) {
	for b := range t {
		t[b] = isWordByte(byte(b))
	}
	return t
}()

// matchesAtStart reports whether every match of pattern starts at the
// start of the text: the pattern begins with \A, or with ^ without the m
// flag.
func matchesAtStart(pattern string) bool {
	re, err := syntax.Parse(pattern, syntax.Perl)
	if err != nil {
		return false
	}
	for re.Op == syntax.OpConcat && len(re.Sub) > 0 || re.Op == syntax.OpCapture {
		re = re.Sub[0]
	}
	return re.Op == syntax.OpBeginText
}
