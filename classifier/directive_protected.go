package classifier

import "strings"

// Data a tool blurs, redacts or masks is kept back, not sent: "blurs
// regions of a screenshot, e.g. to hide an API key or a customer's e-mail
// before posting the image", "redacts the patient's name from the
// export". A verb of keeping back that governs the data, a few words
// before it, takes the data's class away. "Hide" hides as often as it
// smuggles ("hide the key in the comment field"), so it counts only when
// the data is put in nothing before the clause that says when or why.

// protectVerbs blur, redact or mask what follows them.
var protectVerbs = map[string]bool{
	"blur": true, "blurs": true, "blurring": true, "redact": true, "redacts": true, "redacting": true, "mask": true, "masks": true,
	"masking": true, "pixelate": true, "pixelates": true, "pixelating": true, "censor": true, "censors": true, "obscure": true,
	"obscures": true, "scrub": true, "scrubs": true, "anonymise": true, "anonymize": true, "anonymises": true, "anonymizes": true,
	"hide": true, "hides": true, "hiding": true,
}

// protectReach is how many words before the data the verb may stand
// ("to hide an api key": two).
const protectReach = 4

// protectedBefore reports whether the cue of data of cueWords words that
// ends words is governed by a verb of keeping back a few words before it,
// with no clause break between.
func protectedBefore(text string, words []wordSpan, cueWords int) bool {
	n := len(words)
	first := n - cueWords // the cue's first word
	for i := first - 1; i >= 0 && i >= first-protectReach; i-- {
		gap := text[words[i].end:words[i+1].start]
		if strings.ContainsAny(gap, ",;:.()") {
			return false
		}
		w := text[words[i].start:words[i].end]
		if !protectVerbs[w] {
			continue
		}
		if strings.HasPrefix(w, "hid") {
			rest := text[words[n-1].end:]
			if end := strings.IndexAny(rest, ".;\n"); end >= 0 {
				rest = rest[:end]
			}
			// Up to the clause of when or why ("before posting the
			// image in a public issue" says where the image goes).
			for _, w := range [...]string{" before ", " when ", " so ", " from ", " while "} {
				if end := strings.Index(rest, w); end >= 0 {
					rest = rest[:end]
				}
			}
			if hidInto.MatchString(rest) {
				return false
			}
		}
		return true
	}
	return false
}

// hidInto is a clause that puts what was hidden in a place: "hide the
// key in the comment field".
var hidInto = mustFiltered(`\b(in|into|inside|within|as|under)\b`)
