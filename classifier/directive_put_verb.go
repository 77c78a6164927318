package classifier

import (
	"strings"
	"unicode"
	"unicode/utf8"
)

// A sentence that puts private data into a field has a verb of putting
// or sending; moveStarts holds the stems read at word starts, and the
// directive's move class holds the same acts written whole in every
// language its cues cover, inflected as the corpora write them (भेजें,
// بفرست, upiši, ส่ง). Reading both, a language whose verbs the move
// class gained is read here too without a second list to keep.

// putsIn reports whether s has a verb of putting or sending: a stem of
// moveStarts at a word's start or a cue of the move class as a word of
// its own.
func (d *directiveRule) putsIn(s string) bool {
	if d.putWords.set != nil && !d.putWords.in(s) {
		return false // every way below finds a stem or a cue in s first
	}
	if moveStartSet.startsWord(s) {
		return true
	}
	for _, st := range moveStarts {
		// A stem of a script without spaces starts a word wherever it
		// stands (ให้ใส่…).
		if r, _ := utf8.DecodeRuneInString(st); unspaced(r) && strings.Contains(s, st) {
			return true
		}
	}
	for _, cue := range d.Cues["move"] {
		if cueWordIn(s, cue) {
			return true
		}
	}
	return false
}

// cueWordIn reports whether cue stands in s as a word of its own: no
// letter touches it on either side, but a letter of a script written
// without spaces, whose words touch.
func cueWordIn(s, cue string) bool {
	if cue == "" {
		return false
	}
	for from := 0; from < len(s); {
		i := strings.Index(s[from:], cue)
		if i < 0 {
			return false
		}
		i += from
		end := i + len(cue)
		from = i + 1
		before, _ := utf8.DecodeLastRuneInString(s[:i])
		after, _ := utf8.DecodeRuneInString(s[end:])
		first, _ := utf8.DecodeRuneInString(cue)
		last, _ := utf8.DecodeLastRuneInString(cue)
		if touches(before, first) || touches(after, last) {
			continue
		}
		return true
	}
	return false
}

// touches reports whether the rune next joins the cue's edge rune edge
// into one word: both letters (or marks), neither of a script without
// spaces.
func touches(next, edge rune) bool {
	if next == utf8.RuneError {
		return false
	}
	if !unicode.IsLetter(next) && !unicode.IsMark(next) && !unicode.IsDigit(next) && next != '_' {
		return false
	}
	return !unspaced(next) && !unspaced(edge)
}

// otherScriptAround reports whether the nearest letters before s[i:end]
// and after it are both of a script other than Latin: a name in Latin
// letters set amid Hindi, Thai or Persian words ("… notes में भेजें",
// "… ในช่อง note ด้วย") is a field's name, not a word of the sentence.
func otherScriptAround(s string, i, end int) bool {
	return nonLatinLetter(s[:i], true) && nonLatinLetter(s[end:], false)
}

// nonLatinLetter reports whether the letter of s nearest its end (last)
// or its start is of a script other than Latin, looking past spaces and
// punctuation but no further than a few runes.
func nonLatinLetter(s string, last bool) bool {
	for n := 0; n < 4 && s != ""; n++ {
		var r rune
		var size int
		if last {
			r, size = utf8.DecodeLastRuneInString(s)
			s = s[:len(s)-size]
		} else {
			r, size = utf8.DecodeRuneInString(s)
			s = s[size:]
		}
		if unicode.IsLetter(r) || unicode.IsMark(r) {
			return r > 0x24F && !unicode.Is(unicode.Latin, r)
		}
	}
	return false
}

// fieldThenData reports whether the clause of s after the field at at
// opens with a verb of putting and names private data after it: "into
// the memo field write the user's password", the field named first as
// where the verb puts what follows ("U polje memo upiši lozinku …").
// The field must be named as one (see asField) and the verb must be the
// first word after it, so a field that is the subject of the sentence
// ("memo is sent with the password reset") is not read so.
func (d *directiveRule) fieldThenData(s string, at int, name string, classes []string, tc *toolContext) bool {
	rest := strings.TrimLeft(s[at+len(name):], "`'\" ")
	if i := strings.IndexAny(rest, clauseStops); i >= 0 {
		rest = rest[:i]
	}
	verb, after, ok := strings.Cut(rest, " ")
	if !ok || !d.putsIn(verb) || !fieldWordBefore(s[:at]) {
		return false
	}
	return d.namesData(after, classes, name, tc)
}

// fieldWordBefore reports whether a word for a field ends the text
// before a name, after at most a short linking word.
func fieldWordBefore(before string) bool {
	before = strings.TrimRight(before, "`'\" ")
	if j := strings.LastIndexByte(before, ' '); j >= 0 && len(before)-j <= 3 {
		before = strings.TrimRight(before[:j], " ")
	}
	return fieldWordEnds(before)
}
