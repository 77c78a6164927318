package classifier

// A switch of the tool's own is often named for the check it waives
// (--no-verify, skip_tests): its name is then one of the words that make
// a setting standing (see flagsOffInText), and every sentence that names
// it would read as throwing it on every call. The name says which switch
// the sentence is about, not how often it is set: the standing words are
// looked for in the sentence with the switch's own name, in any of its
// spellings, blanked.

// standingBesidesFlag reports whether s holds one of standing outside
// the name of flag, in any spelling of it (--no-verify, no_verify,
// no-verify).
func standingBesidesFlag(s, flag string, standing []string) bool {
	if firstAt(s, standing, true) < 0 {
		return false // most sentences hold none: nothing to blank
	}
	return firstAt(withoutFlagName(s, flag), standing, true) >= 0
}

// withoutFlagName is s with each token that spells flag's name (read
// with nameJoiner, dashes and underscores apart) blanked.
func withoutFlagName(s, flag string) string {
	key := nameJoiner.Replace(flag)
	if key == "" {
		return s
	}
	b := []byte(s)
	for i := 0; i < len(s); {
		if !flagByte(s[i]) {
			i++
			continue
		}
		j := i
		for j < len(s) && flagByte(s[j]) {
			j++
		}
		if nameJoiner.Replace(s[i:j]) == key {
			blankSpan(b, i, j)
		}
		i = j
	}
	return string(b)
}

// flagByte reports whether c may stand in a switch's name as written in
// a sentence: a letter, a digit, a dash or an underscore.
func flagByte(c byte) bool {
	return c >= 'a' && c <= 'z' || c >= '0' && c <= '9' || c == '-' || c == '_' || c >= 'A' && c <= 'Z'
}
