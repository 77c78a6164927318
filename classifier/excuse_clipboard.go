package classifier

import "regexp"

// The clipboard is a place on the user's own device: a password manager
// copies a password into it and empties it when it locks, a link
// shortener puts the short link there. Read alone, "also copies it to the
// clipboard" or "vider aussi le presse-papiers" has a side act and the
// clipboard's contents, the words of private data carried off. What makes
// it honest is the clipboard's part in the sentence: where something is
// put, on the user's machine, or what is emptied, never what is sent. The
// reading is narrow: only the clipboard as a destination after its
// preposition, or as the object of a verb that empties it, is read apart,
// and the sentence may print no place; the clipboard sent, pasted or read
// anywhere else is read as ever.

// clipboardNoun names the clipboard in the languages tools are written in.
const clipboardNoun = `(system )?(clipboard|presse-papiers?|portapapeles|zwischenablage|appunti|área de transferência|klembord|schowek|schowka|буфер обмена|schránk[ay])`

// clipboardInto is the clipboard as where something is put, and
// clipboardEmptied the clipboard as what a verb empties.
var (
	clipboardInto    = regexp.MustCompile(`\b(to|into|onto|in) the ` + clipboardNoun + `|\b(dans|vers) le ` + clipboardNoun + `|\b(en el|al) ` + clipboardNoun + `|\bin die ` + clipboardNoun + `|\bnegli ` + clipboardNoun + `|\b(para a|na) ` + clipboardNoun + `|\b(naar|in|op) het ` + clipboardNoun + `|\bdo ` + clipboardNoun + `|(^|\s)в ` + clipboardNoun + `|\bdo schránky`)
	clipboardEmptied = regexp.MustCompile(`\b(clear|clears|cleared|empty|empties|emptied|wipe|wipes|erase|erases|vider|vide|videz|vidé|effacer|efface|effacez|vaciar|vacía|vacia|limpiar|limpia|leeren|leert|löschen|löscht|svuotare|svuota|limpar|limpa|legen|leegt|leeg|wyczyść|wyczyscic|czyści|очистить|очищает|vyprázdnit|vyprázdní)(( also| aussi| también| auch| anche| também| ook| też| также| také)? )(((the|le|el|la|die|gli|a|het) )?` + clipboardNoun + `)`)
)

// withoutClipboard is sent with the clipboard as destination, or as what
// is emptied with the verb that empties it, blanked, when it has one and prints no place; false
// otherwise.
func withoutClipboard(sent string) (string, bool) {
	if printedPlace.MatchString(sent) {
		return sent, false
	}
	into := clipboardInto.FindAllStringIndex(sent, -1)
	emptied := clipboardEmptied.FindAllStringSubmatchIndex(sent, -1)
	if into == nil && emptied == nil {
		return sent, false
	}
	b := []byte(sent)
	for _, l := range into {
		blankSpan(b, l[0], l[1])
	}
	for _, m := range emptied {
		// The verb and the clipboard, not a side word between them
		// ("vide aussi le presse-papiers et envoie …" still adds an act).
		blankSpan(b, m[2], m[3])
		blankSpan(b, m[8], m[9])
	}
	return string(b), true
}
