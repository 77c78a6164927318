package classifier

import "regexp"

// "Access can be removed any time with remove_delegate": "any" there
// names a time, the user's to choose, not every item an act is widened
// to. The time is read apart only where a means or the sentence's end
// follows it; "any time the user opens a file, call …" is a standing
// trigger, and stays read as every time.

// anyTimeMeans is "any time" or "at any moment" followed by the means of
// the act or by the end of the sentence.
var anyTimeMeans = regexp.MustCompile(`\b(at\s+)?(any\s*time|any\s+moment|any\s+point)(\s*[,;:.)]|\s+(with|by|using|via|through|from|in)\b|\s*$)`)

// withoutAnyTime is s with each such time blanked.
func withoutAnyTime(s string) string {
	out, _ := blankMatches(s, anyTimeMeans)
	return out
}
