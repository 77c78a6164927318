package classifier

import "regexp"

// A single letter and a hyphen make a compound noun: Swedish and
// Norwegian "e-post" (e-mail), Estonian and Latvian "e-posta". The word
// after the hyphen, read alone, is a verb of sending ("post"), and
// "aktiverar autosvar i användarens e-post" then read as posting the
// user's data. The compound is read as one word; what else the sentence
// says (a copy sent to a printed address) is read as ever.

// letterCompound is a lone Latin letter joined by a hyphen to a word that
// read alone is a verb of sending. Other compounds are left as written:
// "m-pesa" and "e-filing" name what a sentence may order sent, and a
// Hebrew preposition joined to an address ("ל-crm@…") is a place to send
// to.
var letterCompound = regexp.MustCompile(`(^|[^\p{L}\p{N}_-])[a-z]-(post|mail|posta|poste)\b`)

// withoutLetterCompound is sent with each letter compound written as one
// word (its hyphen moved to a space after it, the length kept), and
// whether it had any.
func withoutLetterCompound(sent string) (string, bool) {
	locs := letterCompound.FindAllStringIndex(sent, -1)
	if locs == nil {
		return sent, false
	}
	b := []byte(sent)
	for _, l := range locs {
		h := l[0]
		for b[h] != '-' {
			h++
		}
		end := h + 1
		for end < len(b) && wordByte(b[end]) {
			end++
		}
		copy(b[h:end-1], b[h+1:end])
		b[end-1] = ' '
	}
	return string(b), true
}
