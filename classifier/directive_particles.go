package classifier

import (
	"strings"
	"unicode/utf8"
)

// Some languages write a small word into the noun or verb it goes with,
// so that a cue's word stands in the text with more letters than the cue
// has. Bengali ends a noun with its particles of "also" (ও), emphasis (ই)
// and the definite classifiers (টা, টি; গুলো, গুলি for more than one),
// alone or together: the user's password also is পাসওয়ার্ডও, the key
// also কীটাও. Hebrew begins a word
// with "and", "the", "in", "to" and "from" (ו, ה, ב, ל, מ) — בכל is "in
// every", והוסף "and add" — and Arabic with "and", "so", "by", "to" and
// the article (و, ف, ب, ل, ال): وأضف is "and add", والملفات "and the
// files". A word of these scripts that is no cue as written is looked up
// once more without such an ending or beginning (see particleBares); a
// cue that holds the particle itself is still found as written first.

// bengaliParticles are the endings particleBares takes off a Bengali word,
// longest first so that a classifier and its particle go together.
var bengaliParticles = []string{"গুলোও", "গুলিও", "গুলো", "গুলি", "টাও", "টিও", "টাই", "টিই", "ও", "ই", "টা", "টি"}

// semiticPrefixes are the beginnings particleBares takes off a Hebrew or
// Arabic word, longest first: the article with the letter before it, then
// one letter.
var semiticPrefixes = []string{"وال", "بال", "فال", "لل", "ال", "וה", "וב", "ול", "ו", "ה", "ב", "ל", "מ", "و", "ف", "ب", "ل"}

// particleBares calls f with w less each particle its script writes
// into it, leaving at least two letters, until f returns true: Hebrew's
// והוסף may be "and" before הוסף ("add") or "and the" before וסף, so
// each reading is tried in turn.
func particleBares(w string, f func(bare string) bool) {
	r, _ := utf8.DecodeRuneInString(w)
	switch {
	case r >= 0x0980 && r <= 0x09ff: // Bengali
		for _, p := range bengaliParticles {
			if rest, ok := strings.CutSuffix(w, p); ok && utf8.RuneCountInString(rest) >= 2 && f(rest) {
				return
			}
		}
	case r >= 0x05d0 && r <= 0x05ea, r >= 0x0620 && r <= 0x064a: // Hebrew, Arabic letters
		for _, p := range semiticPrefixes {
			if rest, ok := strings.CutPrefix(w, p); ok && utf8.RuneCountInString(rest) >= 2 && f(rest) {
				return
			}
		}
	}
}
