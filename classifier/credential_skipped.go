package classifier

import (
	"regexp"
	"strings"
	"unicode"
)

// A file search or backup keeps credential folders out of what it reads
// and says so where the list is: a parameter described as the folders
// skipped whose default names ~/.ssh, or a sentence in another language
// that excludes them by default. The paths are named to stay home.

// skipWord says that what it describes is left out of what the tool
// reads, in English, and foreignSkipWord in the other languages the
// corpora hold: stems, with no word boundary (RE2 has none for Arabic).
var (
	skipWord        = regexp.MustCompile(`\b(skip|skips|skipped|exclude|excludes|excluded|exclusions?|ignore|ignores|ignored|omitted|left out)\b`)
	foreignSkipWord = regexp.MustCompile(`exclu[iíy]|exclus|ignoré|ausgeschlossen|ausgenommen|übersprungen|ignoriert|esclus|uitgesloten|overgeslagen|wykluczon|pominięt|исключ|пропуска|hariç|ستثن|מוחרג|להחריג|除外|スキップ|排除|跳过|忽略|제외|dikecualikan|loại trừ|bỏ qua|ยกเว้น|undantag|ohitet|poissuljet`)
)

// skipListAbout is the most words a parameter's description may have to
// say only that it lists what is skipped ("Folders skipped.").
const skipListAbout = 6

// skippedList reports whether a parameter's description says only that
// its values are left out of what the tool reads: short, one sentence, a
// word of leaving out and none that turns it back ("skipped unless …").
func skippedList(about string) bool {
	lower := toLower(strings.TrimSpace(about))
	words := strings.Fields(lower)
	if len(words) == 0 || len(words) > skipListAbout || strings.ContainsAny(strings.TrimRight(lower, "."), ".;:!?") {
		return false
	}
	if !skipWord.MatchString(lower) && !foreignSkipWord.MatchString(lower) {
		return false
	}
	for _, w := range words {
		if skipTurners[strings.Trim(w, ".,;:()\"'")] {
			return false
		}
	}
	return true
}

// skipTurners turn a list of what is skipped back into one of what is
// read: "skipped unless asked", "excluded except when", "also".
var skipTurners = set([]string{"unless", "except", "but", "also", "until", "when", "if", "only", "instead", "without", "not", "never", "no"})

// foreignSkip finds the words of leaving out in other languages, which
// exclusionVerb, written for English, does not.
func foreignSkip(s string) [][]int {
	var out [][]int
	for _, m := range foreignSkipWord.FindAllStringIndex(s, -1) {
		// The match ends after the rest of its word and the spaces after,
		// as exclusionVerb's does.
		rest := strings.TrimLeftFunc(s[m[1]:], func(r rune) bool { return unicode.IsLetter(r) || unicode.IsMark(r) })
		rest = strings.TrimLeft(rest, " ")
		out = append(out, []int{m[0], len(s) - len(rest)})
	}
	return out
}
