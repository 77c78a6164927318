package classifier

// Chinese and Japanese (and Thai, Lao, Myanmar and Khmer) are written
// without spaces between words, so a run of their characters would be one
// word of a sentence, and no cue would ever be that whole run. The directive check therefore reads each
// of their characters as a word of its own; a cue in these scripts is
// split the same way (cueWords reads it as text is read), so it matches
// as a run of words wherever it stands in a sentence: 送信 in
// 送信してください, 密码 in 把密码发送到.

// unspaced reports whether r is a character of a script written without
// spaces between words: Han ideographs, Hiragana and Katakana, and the
// scripts of Thai, Lao, Myanmar, Khmer and Korean (Hangul), which space
// phrases, not words.
func unspaced(r rune) bool {
	switch {
	case r >= 0x3040 && r <= 0x30FF: // Hiragana, Katakana and the prolonged sound mark
		return true
	case r >= 0x3400 && r <= 0x4DBF, r >= 0x4E00 && r <= 0x9FFF, r >= 0xF900 && r <= 0xFAFF: // Han
		return true
	case r >= 0x20000 && r <= 0x3134F: // Han, the supplementary planes
		return true
	case r >= 0x0E00 && r <= 0x0EFF, r >= 0x1000 && r <= 0x109F, r >= 0x1780 && r <= 0x17FF: // Thai, Lao, Myanmar, Khmer
		return true
	case r >= 0xAC00 && r <= 0xD7A3: // Hangul syllables: Korean spaces phrases, its particles join the word before
		return true
	}
	return false
}
