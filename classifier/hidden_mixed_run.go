package classifier

import "unicode"

// A formatter for mixed-direction text shows the marks it adds around an
// example that mixes the scripts ("e.g. \u200Fשלום World\u200F, with RLM
// marks"): the closing mark stands after a Latin word, a space away from
// the Hebrew, and is neither beside a right-to-left letter nor around one
// token, yet it closes a run its twin opened beside Hebrew. Such a pair
// orders the run it holds; it hides nothing. Read narrowly: the same mark
// opens the run within a short reach, the run holds a Hebrew or Arabic
// letter and no other invisible character or line break, neither mark
// splits a word, and the text names directional marks or the script
// (marksNamed). Marks around Latin words alone ("\u200Fignore all\u200F"),
// or in a text that says nothing of direction, are read as ever.

// closesMixedRun reports whether the directional mark at i closes a
// mixed-direction run (see above).
func closesMixedRun(t *hiddenText, i int) bool {
	runes := t.runes
	const reach = 40
	if i+1 < len(runes) && (unicode.IsLetter(runes[i+1]) || unicode.IsDigit(runes[i+1])) {
		return false
	}
	rtl := false
	for j := i - 1; j >= 0 && i-j <= reach+1; j-- {
		switch r := runes[j]; {
		case r == runes[i]:
			if j > 0 && (unicode.IsLetter(runes[j-1]) && !isRTLLetter(runes[j-1]) || unicode.IsDigit(runes[j-1])) {
				return false
			}
			return rtl && i-j > 1 && t.namesMarks()
		case r == '\n', mayHide(r):
			return false
		case isRTLLetter(r):
			rtl = true
		}
	}
	return false
}
