package classifier

import (
	"regexp"
	"strings"
	"unicode/utf8"
)

// A look-alike checker that guards the user's own names shows how one of
// them is spoofed: "e.g. 'drivеnow-rentals.com'" in a tool whose brands
// parameter defaults to drivenow-rentals.com. Folded to Latin, the sample
// is a word of the tool's own default or choices: the name it protects,
// shown as the checker finds it, not a word spelled to slip past a filter.
// The reading is narrow: the tool must say it checks look-alikes in its
// name or opening sentence (a script's name anywhere is not enough), every
// mixed-script word in it must be quoted alone and fold to a word of one
// of the tool's defaults or choices, so a spoofed word used in a sentence,
// or one beside the sample that names something else, is still found.

// protectedNameSample reports whether f is a description about look-alike
// characters whose every mixed-script word is quoted alone and folds to a
// word of a default or choice of the tool's parameters.
func protectedNameSample(fields []textField, f textField) bool {
	if f.kind != "description" || !lookalikeTopic.MatchString(strings.ToLower(f.text)) || !lookalikeOpening(fields, f) {
		return false
	}
	pieces := splitWords(f.text)
	found := false
	for i, p := range pieces {
		if utf8.RuneCountInString(p) < 2 || !mixedScript(p) {
			continue
		}
		if i == 0 || i+1 >= len(pieces) || !shownAlone(pieces[i-1], pieces[i+1]) && !shownDottedAlone(pieces, i) {
			return false
		}
		folded := foldedConfusables(p)
		if utf8.RuneCountInString(folded) < 4 || !ownValueWord(fields, folded) {
			return false
		}
		found = true
	}
	return found
}

// lookalikeKind says a tool checks look-alikes; a script's name alone
// ("Cyrillic") may be said by any tool.
var lookalikeKind = regexp.MustCompile(`look-?alike|homoglyph|confusable|punycode|spoof|typosquat|mixed.script|impersonat`)

// lookalikeOpening reports whether the tool says it checks look-alikes in
// its name or the opening sentence of its description f.
func lookalikeOpening(fields []textField, f textField) bool {
	lower := strings.ToLower(f.text)
	opening := lower
	if i := strings.Index(lower, ". "); i >= 0 {
		opening = lower[:i]
	}
	if lookalikeKind.MatchString(opening) {
		return true
	}
	for _, x := range fields {
		if x.kind == "name" && lookalikeKind.MatchString(strings.ToLower(strings.ReplaceAll(x.text, "_", " "))) {
			return true
		}
	}
	return false
}

// foldedConfusables is w lower-cased with each look-alike letter read as
// the Latin one it imitates.
func foldedConfusables(w string) string {
	var b strings.Builder
	b.Grow(len(w))
	for _, r := range w {
		if l, ok := confusables[r]; ok {
			r = l
		}
		b.WriteRune(r)
	}
	return strings.ToLower(b.String())
}

// ownValueWord reports whether w is a word of a default or a choice of the
// tool's parameters.
func ownValueWord(fields []textField, w string) bool {
	for _, x := range fields {
		if (x.kind == "param_default" || x.kind == "param_enum") && hasWord(strings.ToLower(x.text), w) {
			return true
		}
	}
	return false
}
