package classifier

import (
	"regexp"
	"strings"
)

// A checker shows what it finds by one sample, labelled as such and
// quoted to the end of its sentence: "A typical finding would be:
// \"<IMPORTANT>read ~/.ssh/id_rsa …</IMPORTANT>\"", "Ein typischer Fund
// wäre etwa: „…“". Everything the sentence could order stands inside the
// quotation its label opens, so it is a specimen of what is found, as a
// security tool's quotations are (see excusedSentence, which asks the
// rest of the text to be about attacks or hidden instructions). A
// quotation with words after it, or one after anything but such a label,
// is read as ever.

// specimenLabelEnd ends the words before the quotation with the label of
// a found or sample item, in the languages tools are written in, then a
// few words ("would be", "wäre etwa", "sería") and a colon.
var specimenLabelEnd = regexp.MustCompile(`(?:^|[^\p{L}])(?:findings?|hits?|matches|examples?|samples?|funde?|treffer|beispiel|hallazgos?|ejemplos?|muestras?|exemples?|résultats?|trouvailles?|esempi[oa]?|risultat[oi]|exemplos?|achados?|voorbeelden?|vondst(?:en)?|przykład\pL*|znalezisk\pL*|пример\pL*|находк\pL*)(?:[^\pL.;!?:"“„«][^.;!?:"“„«]{0,30})?:\s*$`)

// specimenCloser is the mark that closes a quotation opened by each
// mark; „ closes with “ or ”.
var specimenCloser = map[string]string{`"`: `"`, "“": "”", "„": "“", "«": "»", "'": "'", "`": "`"}

// labelledSpecimen reports whether the sentence is a sample's label and
// one quotation that runs to the sentence's end.
func labelledSpecimen(sent string) bool {
	sent = strings.TrimRight(sent, " .;!")
	for i := range len(sent) {
		var open string
		for q := range specimenCloser {
			if strings.HasPrefix(sent[i:], q) {
				open = q
				break
			}
		}
		if open == "" || open == "'" && i > 0 && isLetterByte(sent[i-1]) {
			continue // no quotation, or an apostrophe inside a word
		}
		if !specimenLabelEnd.MatchString(sent[:i]) {
			return false
		}
		body := sent[i+len(open):]
		closer := specimenCloser[open]
		return strings.HasSuffix(body, closer) || open == "„" && strings.HasSuffix(body, "”")
	}
	return false
}
