package classifier

import "regexp"

// blankSpan sets b[from:to] to spaces: a span read apart from its
// sentence keeps the sentence's offsets, so what remains is read where it
// stands.
func blankSpan(b []byte, from, to int) {
	for i := from; i < to; i++ {
		b[i] = ' '
	}
}

// blankMatches is s with every match of re blanked (see blankSpan), and
// whether it had any.
func blankMatches(s string, re *regexp.Regexp) (string, bool) {
	locs := re.FindAllStringIndex(s, -1)
	if locs == nil {
		return s, false
	}
	b := []byte(s)
	for _, loc := range locs {
		blankSpan(b, loc[0], loc[1])
	}
	return string(b), true
}

// blankFirst is s with the first match of re blanked, and whether it
// had one.
func blankFirst(s string, re *regexp.Regexp) (string, bool) {
	loc := re.FindStringIndex(s)
	if loc == nil {
		return s, false
	}
	b := []byte(s)
	blankSpan(b, loc[0], loc[1])
	return string(b), true
}

// blankGroups is s with what every capturing group of every match of re
// holds blanked, the rest of each match kept, and whether re matched.
func blankGroups(s string, re *regexp.Regexp) (string, bool) {
	locs := re.FindAllStringSubmatchIndex(s, -1)
	if locs == nil {
		return s, false
	}
	b := []byte(s)
	for _, l := range locs {
		for g := 2; g+1 < len(l); g += 2 {
			if l[g] >= 0 {
				blankSpan(b, l[g], l[g+1])
			}
		}
	}
	return string(b), true
}
