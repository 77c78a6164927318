package classifier

import (
	"slices"
	"strings"
)

// A name of private data in a parameter's name or a hurried text is often
// written without its diacritics: a parameter is an identifier, and
// identifiers are ASCII ("kullanicinin_kredi_karti_bilgileri" for
// kullanıcının kredi kartı bilgileri, "numer_karty_platniczej" for numer
// karty płatniczej). The cues of the classes that name private data are
// indexed once more in that spelling, every word folded to plain Latin
// letters, so a name read as words finds them as the written cue would;
// so are those of whose the data is (held: kullanıcının, the user's).
// Only those classes are: a verb or a negator folded may fall on another
// word of its own language (está, esta), a name of data seldom does.

// minPlainWord is the shortest cue of one word indexed folded: a short
// word folded falls on words of other languages (plaće is "place",
// parolă "parola"), a long one seldom does.
const minPlainWord = 7

// plainLatinCues indexes the cues of the classes of private data spelled
// with plain Latin letters, where that spelling differs.
func (d *directiveRule) plainLatinCues(index func(cue)) {
	d.respelledCues(index, foldLatin, func(name string, plain []string) bool {
		return (slices.Contains(dataClasses, name) || name == "held") && (len(plain) > 1 || len(plain[0]) >= minPlainWord)
	})
}

// respelledCues indexes each cue with every word respelled, where that
// changes it and keep allows the class and the respelled words.
func (d *directiveRule) respelledCues(index func(cue), respell func(string) string, keep func(class string, words []string) bool) {
	for _, name := range d.classes {
		b := d.bit[name]
		for _, e := range d.Cues[name] {
			words := cueWords(e)
			plain, changed := make([]string, len(words)), false
			for i, w := range words {
				plain[i] = respell(w)
				changed = changed || plain[i] != w
			}
			if changed && keep(name, plain) {
				index(cue{words: plain, class: b})
			}
		}
	}
}

// foldLatin spells a lower-case word with plain Latin letters: the
// accents deaccent drops, and the letters of Turkish, Polish, Czech,
// Slovak, Romanian and German that have a plain one.
func foldLatin(w string) string {
	w = deaccent(w)
	if isASCII(w) {
		return w
	}
	var b strings.Builder
	b.Grow(len(w))
	for _, r := range w {
		if p, ok := plainLetters[r]; ok {
			b.WriteString(p)
			continue
		}
		b.WriteRune(r)
	}
	return b.String()
}

// plainLetters are the letters with diacritics deaccent keeps, and the
// plain letters identifiers write them with.
var plainLetters = map[rune]string{
	'ı': "i", 'ş': "s", 'ğ': "g", 'ł': "l", 'ą': "a", 'ę': "e", 'ś': "s", 'ż': "z", 'ź': "z", 'ć': "c", 'ń': "n",
	'č': "c", 'ř': "r", 'š': "s", 'ž': "z", 'ě': "e", 'ů': "u", 'ť': "t", 'ď': "d", 'ň': "n", 'ľ': "l", 'ĺ': "l", 'ŕ': "r",
	'ș': "s", 'ț': "t", 'ţ': "t", 'ă': "a", 'ß': "ss", 'ő': "o", 'ű': "u",
}
