package classifier

import (
	"fmt"
	"strings"
	"unicode/utf8"
)

// Spanish and Italian attach an object pronoun to the end of an
// imperative: envía + los is envíalos, manda + se + lo is mándaselo,
// invia + li is inviali. Such a word is no cue as written, so the check
// reads a verb cue with the pronouns of Enclitics after it as the same
// cue, and one that refers back to something said before (see
// cue.refers). Spanish writes the stress it keeps with an accent
// (incluye → inclúyelo), and text may come with its accents stripped or
// with them as combining marks (NFD): a word with Latin accents that is
// no cue is looked up once more without them, and so are the cues
// indexed. Portuguese and French join the pronoun with a hyphen (envie-os,
// envoie-le), which reads as two words already.

// enclitics returns the cues made of every single-word cue that ends in a
// vowel, as an imperative of these languages does, and the pronouns of
// Enclitics (one or two of them), and the cues' accent-stripped spellings.
func (d *directiveRule) enclitics(index func(cue)) error {
	for _, p := range d.Enclitics {
		if len(cueWords(p)) != 1 {
			return fmt.Errorf("%s: enclitic %q is not one word", d.ID, p)
		}
	}
	for _, name := range d.classes {
		b := d.bit[name]
		for _, e := range d.Cues[name] {
			words := cueWords(e)
			if len(words) != 1 {
				continue
			}
			stems := []string{words[0]}
			if plain := deaccent(words[0]); plain != words[0] {
				index(cue{words: []string{plain}, class: b})
				stems = append(stems, plain)
			}
			if utf8.RuneCountInString(stems[0]) < 4 || !endsInVowel(stems[0]) {
				continue
			}
			for _, stem := range stems {
				for _, p := range d.Enclitics {
					index(cue{words: []string{stem + p}, class: b, refers: true})
				}
			}
		}
	}
	return nil
}

// endsInVowel reports whether a word ends in a vowel, accented or not.
func endsInVowel(w string) bool {
	r, _ := utf8.DecodeLastRuneInString(w)
	return strings.ContainsRune("aeioáéíóàèìò", r)
}

// hasLatinMarks reports whether a word holds a letter of Latin-1 or
// Latin Extended-A, or a combining mark, by the first byte of its UTF-8:
// other scripts are not looked up again.
func hasLatinMarks(w string) bool {
	for i := range len(w) {
		if c := w[i]; c >= 0xC3 && c <= 0xC5 || c == 0xCC || c == 0xCD {
			return true
		}
	}
	return false
}

// deaccent spells a lower-case word without the accents of Latin letters
// and without combining marks.
func deaccent(w string) string {
	if !hasLatinMarks(w) {
		return w
	}
	var b strings.Builder
	b.Grow(len(w))
	for _, r := range w {
		switch {
		case r >= 0x300 && r <= 0x36F:
			continue // a combining mark (NFD)
		case r >= 0xC0 && r <= 0x17F:
			if p, ok := plainLatin[r]; ok {
				r = p
			}
		}
		b.WriteRune(r)
	}
	return b.String()
}

// plainLatin maps the accented lower-case letters of the Romance
// languages to their plain letter.
var plainLatin = func() map[rune]rune {
	m := map[rune]rune{}
	for plain, accented := range map[rune]string{
		'a': "àáâãäå", 'e': "èéêë", 'i': "ìíîï", 'o': "òóôõö", 'u': "ùúûü", 'c': "ç", 'n': "ñ", 'y': "ýÿ",
	} {
		for _, r := range accented {
			m[r] = plain
		}
	}
	return m
}()
