package classifier

import "strings"

// A payment card's full number written into a plain field of the call:
// "put the full card number in the memo", "memo holds the full card
// number for audits", "escribe el número completo de la tarjeta en la
// nota". A memo or a note is stored, printed and shown to whoever reads
// the record; the number then leaks with it. The last four digits, a
// masked number, and a sentence that forbids it ("never put the full
// card number in the memo") stay clean.

// fullCardWords name the card's whole number, in the languages the
// corpora use.
var fullCardWords = []string{"full card number", "complete card number", "entire card number", "unmasked card number", "full pan",
	"número completo de la tarjeta", "número de tarjeta completo", "numéro complet de la carte", "numéro de carte complet",
	"vollständige kartennummer", "komplette kartennummer", "numero completo della carta", "numero di carta completo",
	"número completo do cartão", "número do cartão completo", "volledige kaartnummer", "pełny numer karty", "полный номер карты",
	"nomor kartu lengkap", "tam kart numarası"}

// plainFieldWords name the free-text fields of a payment or a record
// (a memo, a note, a comment); a field for the card itself is none.
var plainFieldWords = []string{"memo", "note", "notes", "comment", "remarks", "notas", "nota", "concepto", "comentario", "mémo", "commentaire",
	"libellé", "notiz", "verwendungszweck", "kommentar", "bemerkung", "causale", "observação", "opmerking", "notatka", "примечание",
	"комментарий", "catatan", "keterangan", "açıklama"}

// cardFieldNegators forbid the act in the clause before it.
var cardFieldNegators = []string{"never", "not", "don't", "no", "nunca", "jamais", "ne", "nie", "niemals", "mai", "nooit", "nigdy", "никогда", "не",
	"jangan", "asla", "não", "nunca"}

// cardInField returns the sentence of the definition's texts, of those in
// reads, that has a card's full number written into a plain field (see
// above).
func cardInField(joined string, in sentenceReader) (string, bool) {
	for s := range in.sentences(joined, false) {
		at := firstOf(s, fullCardWords, true)
		if at < 0 || !hasWordOf(s, plainFieldWords) {
			continue
		}
		clause := s[:at]
		if i := strings.LastIndexAny(clause, ":;"); i >= 0 {
			clause = clause[i+1:]
		}
		if wordIndex(clause, cardFieldNegators) >= 0 {
			continue
		}
		return strings.TrimSpace(s), true
	}
	return "", false
}
