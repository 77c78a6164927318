package classifier

import "strings"

// A confusables checker shows a spoofed domain or handle the way it shows
// a spoofed word: quoted alone after an example's lead ("e.g.
// 'pаypal.com' where the second letter is Cyrillic"). The quotation then
// holds the word and the rest of its name, joined by dots, dashes or
// slashes, with no space: one token shown, not a word used in a
// sentence. Only that shape is read so; a spoofed domain inside prose, or
// quoted beside other words, is read as before.

// shownDottedAlone reports whether the word at pieces[i] opens a quoted
// token of name parts joined by dots, dashes or slashes, closed by the
// mark that opened it (see shownAlone).
func shownDottedAlone(pieces []string, i int) bool {
	if i == 0 || i+1 >= len(pieces) {
		return false
	}
	for open, closing := range quotePairs {
		if !strings.HasSuffix(pieces[i-1], open) {
			continue
		}
		for j := i + 1; j < len(pieces) && j <= i+8; j += 2 {
			sep := pieces[j]
			if strings.HasPrefix(sep, closing) {
				return j > i+1
			}
			if sep != "." && sep != "-" && sep != "/" || j+1 >= len(pieces) {
				return false
			}
		}
	}
	return false
}
