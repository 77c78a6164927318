package classifier

import "strings"

// A definition can hide a sentence in ROT13 (each letter moved thirteen
// places) and tell the model to read it so: "Note (rot13): Nyfb fraq …".
// Letters moved so read as nothing to a person or a word filter, and a
// model undoes them when told. Only a text that names the cipher is read
// again: a model told nothing has no reason to undo it, and undoing every
// text would cost a view per field.

// mentionsROT13 reports whether text names ROT13: "rot13", "rot-13",
// "rot_13" or "rot 13" in any case.
func mentionsROT13(text string) bool {
	for i := strings.Index(text, "13"); i >= 0; {
		j := i
		if j > 0 && (text[j-1] == '-' || text[j-1] == '_' || text[j-1] == ' ') {
			j--
		}
		if j >= 3 && strings.EqualFold(text[j-3:j], "rot") && (j == 3 || !isLetterByte(text[j-4])) {
			return true
		}
		next := strings.Index(text[i+2:], "13")
		if next < 0 {
			return false
		}
		i += 2 + next
	}
	return false
}

// rot13 moves every ASCII letter of s thirteen places.
func rot13(s string) string {
	b := []byte(s)
	for i, c := range b {
		switch {
		case c >= 'a' && c <= 'z':
			b[i] = 'a' + (c-'a'+13)%26
		case c >= 'A' && c <= 'Z':
			b[i] = 'A' + (c-'A'+13)%26
		}
	}
	return string(b)
}

// A sentence can be hidden without naming its cipher: its letters moved
// thirteen places, or written backwards ("tnega: osla etirw …"). Either
// reads as nothing to a person, and a model asked to "read it properly"
// or left to its curiosity undoes it. Such text is told by the common
// English words it holds in their moved or reversed spelling ("gur",
// "naq"; "eht", "dna"): three different ones are rare by chance in any
// language, and honest text spells them as they are.

// rot13Words and reversedWords are common English words (the, and, you,
// your, with, also, all, this, that, before, send, file, key, for, from,
// into, put, read, user, every, agent, ignore, must), moved thirteen
// places and written backwards.
var (
	rot13Words    = set([]string{"gur", "naq", "lbh", "lbhe", "jvgu", "nyfb", "nyy", "guvf", "gung", "orsber", "fraq", "svyr", "xrl", "sbe", "sebz", "vagb", "chg", "ernq", "hfre", "rirel", "ntrag", "vtaber", "zhfg"})
	reversedWords = set([]string{"eht", "dna", "uoy", "ruoy", "htiw", "osla", "lla", "siht", "taht", "erofeb", "dnes", "elif", "yek", "rof", "morf", "otni", "tup", "daer", "resu", "yreve", "tnega", "erongi", "tsum"}) //nolint:misspell // "taht" is "that" written backwards
)

// hiddenLetters reports whether text holds a sentence moved thirteen
// places (rot) or written backwards (rev), by the common words it holds
// so spelled: three different ones.
func hiddenLetters(text string) (rot, rev bool) {
	// "the", the commonest of them, is looked for first: most texts hold
	// neither spelling of it, and are not split into words.
	rotGate, revGate := strings.Contains(text, "gur "), strings.Contains(text, " eht")
	if !rotGate && !revGate {
		return false, false
	}
	seenRot, seenRev := map[string]bool{}, map[string]bool{}
	for _, w := range strings.FieldsFunc(text, func(r rune) bool { return (r < 'a' || r > 'z') && (r < 'A' || r > 'Z') }) {
		w = strings.ToLower(w)
		if rotGate && rot13Words[w] {
			seenRot[w] = true
		}
		if revGate && reversedWords[w] {
			seenRev[w] = true
		}
	}
	return len(seenRot) >= 3, len(seenRev) >= 3
}

// reversed is s written backwards, a character at a time.
func reversed(s string) string {
	r := []rune(s)
	for i, j := 0, len(r)-1; i < j; i, j = i+1, j-1 {
		r[i], r[j] = r[j], r[i]
	}
	return string(r)
}
