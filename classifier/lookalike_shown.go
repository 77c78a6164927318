package classifier

import (
	"regexp"
	"strconv"
	"strings"
	"unicode"
	"unicode/utf8"
)

// quotePairs are the marks that open a quotation and the mark each closes
// with.
var quotePairs = map[string]string{"'": "'", `"`: `"`, "`": "`", "‘": "’", "“": "”", "«": "»"}

// hiddenMixedScriptWord returns the first word of s that mixes scripts
// and is not shown as a specimen. A linter or a style checker that finds
// mixed-script words shows one the way a dictionary shows a misspelling:
// quoted alone, led in as an example, in a text that names look-alike
// letters or the script they come from. A word spelled to slip past a
// filter is used, not shown: it stands in a sentence, not in its own
// quotes after "for example", and the text has no reason to name the
// script it borrows from. Every mixed-script word must be shown for the
// text to pass, so one example cannot cover a spoofed word beside it.
func hiddenMixedScriptWord(s string) string {
	w := mixedScriptWord(s)
	if w == "" || !lookalikeTopic.MatchString(strings.ToLower(s)) {
		return w
	}
	pieces := splitWords(s)
	for i, p := range pieces {
		if utf8.RuneCountInString(p) < 2 || !mixedScript(p) {
			continue
		}
		if i == 0 || i+1 >= len(pieces) || !shownAlone(pieces[i-1], pieces[i+1]) && !shownDottedAlone(pieces, i) {
			return p
		}
		// The lead stands in the few words before; a letter named with
		// its code point and the words for it may take a few more.
		before := strings.Join(pieces[max(0, i-8):i], "")
		if !exampleLead.MatchString(strings.ToLower(before)) && !letterNamedIn(strings.ToLower(strings.Join(pieces[max(0, i-14):i], "")), p) {
			return p
		}
	}
	return ""
}

// shownAlone reports whether the text before and after a word quotes it
// alone: the text before ends with an opening mark and the text after
// starts with the mark that closes it.
func shownAlone(before, after string) bool {
	for open, closing := range quotePairs {
		if strings.HasSuffix(before, open) && strings.HasPrefix(after, closing) {
			return true
		}
	}
	return false
}

// scriptLetterIn ends the words before a quoted word with the script and
// the quoted letter it borrows, named by the letter, its code point or
// both ("Cyrillic 'а' in '", "the Greek letter ο inside \"", "Cyrillic
// 'а' U+0430 in '", "kyrillisches а (U+0430) im '").
var scriptLetterIn = regexp.MustCompile(`(?:^|[^\pL])(cyrillic|greek|armenian|cherokee|kyrillisch\pL*|griechisch\pL*|cyrillique|grec|grecque|cir[ií]lic[ao]|cirillic[ao]|grieg[ao]|greco|cyrylic\pL*)( small| capital)?( letters?)?\s*(?:['"‘“«]?(\pL)['"’”»]?)?\s*\(?(?:u\+([0-9a-f]{4,6}))?\)?,?\s+(in|inside|within|im|dans|en|nel|na|em|w)\s*['"‘“«]$`)

// letterNamedIn reports whether the words before the quoted word w name
// the script and the letter of it that w borrows, by the letter itself
// or by its code point: what a reader is to look for is said in the
// open, as a confusables checker shows it. A code point that is not in
// w, or a letter that is not, names nothing w hides.
func letterNamedIn(before, w string) bool {
	m := scriptLetterIn.FindStringSubmatch(before)
	if m == nil {
		return false
	}
	lw := strings.ToLower(w)
	if m[5] != "" {
		n, err := strconv.ParseUint(m[5], 16, 32)
		if err != nil || n > unicode.MaxRune || !strings.ContainsRune(lw, unicode.ToLower(rune(n))) { //nolint:gosec // at most unicode.MaxRune
			return false
		}
		return m[4] == "" || isASCII(m[4]) || strings.Contains(lw, m[4])
	}
	return m[4] != "" && !isASCII(m[4]) && strings.Contains(lw, m[4])
}

// codePointShown reports whether text names, by its code point, a letter
// of w ("«аdmin», where the first letter is Cyrillic а (U+0430)"): a text
// that exposes the look-alike so shows it as a specimen, and a filter is
// evaded by hiding it, not by pointing at it. The words themselves are
// still read in their folded reading by every other check.
func codePointShown(text, w string) bool {
	if !strings.Contains(text, "U+") && !strings.Contains(text, "u+") {
		return false
	}
	ranges := namedCodePoints(text)
	for _, r := range w {
		for _, rg := range ranges {
			if r >= rg[0] && r <= rg[1] {
				return true
			}
		}
	}
	return false
}
