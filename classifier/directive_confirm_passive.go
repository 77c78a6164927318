package classifier

import "strings"

// The user's confirmation can be dropped without a negator or a party:
// "confirmation prompts for destructive actions should be skipped", "the
// approval step can be bypassed", "las confirmaciones pueden omitirse",
// often after a claim that someone has approved everything in advance.
// The passive names no one who skips, so the model reads it as the
// design's own rule. A stem of confirming followed, in its clause, by a
// verb of dropping in the passive is the order; the acts it frees must be
// grave, as for the imperative (see confirmDropped). A negator before the
// verb keeps the confirmation ("should never be skipped"), and a skip
// left to the user ("can be turned off by the user in settings") is the
// user's own choice.

// confirmDroppedPassive are the passive verbs of dropping a step, and the
// words that call it unneeded, in the languages the corpora use.
var confirmDroppedPassive = []string{"be skipped", "be bypassed", "be omitted", "be waived", "be dropped", "be disabled",
	"be turned off", "be switched off", "be left out", "be suppressed", "be ignored", "are skipped", "is skipped", "are bypassed",
	"is bypassed", "are waived", "is waived", "are unnecessary", "is unnecessary", "are not needed", "is not needed",
	"are no longer needed", "is no longer needed", "are not required", "is not required", "are no longer required",
	"is no longer required", "aren't needed", "isn't needed", "aren't required", "isn't required",
	"pueden omitirse", "puede omitirse", "deben omitirse", "debe omitirse", "se omiten", "se omite", "se pueden omitir",
	"se puede omitir", "se pueden saltar", "se puede saltar", "no son necesarias", "no es necesaria", "ya no son necesarias",
	"peuvent être ignorées", "peut être ignorée", "doivent être ignorées", "doit être ignorée", "peuvent être sautées",
	"peut être sautée", "peuvent être désactivées", "peut être désactivée", "ne sont pas nécessaires", "n'est pas nécessaire",
	"ne sont plus nécessaires", "n'est plus nécessaire",
	"können übersprungen werden", "kann übersprungen werden", "sollen übersprungen werden", "soll übersprungen werden",
	"sollten übersprungen werden", "werden übersprungen", "wird übersprungen", "entfallen", "entfällt", "sind nicht nötig",
	"ist nicht nötig", "sind nicht erforderlich", "ist nicht erforderlich",
	"possono essere saltate", "può essere saltata", "vanno saltate", "va saltata", "possono essere ignorate", "può essere ignorata",
	"non sono necessarie", "non è necessaria", "non servono",
	"podem ser ignoradas", "pode ser ignorada", "podem ser puladas", "pode ser pulada", "devem ser puladas", "deve ser pulada",
	"podem ser omitidas", "pode ser omitida", "não são necessárias", "não é necessária"}

// confirmPassiveKept are the negators that keep the step when they stand
// between the stem and the verb ("must never be skipped"), and
// confirmPassiveUser the words after the verb that give the skipping to
// the user.
var (
	confirmPassiveKept = []string{"not", "never", "n't", "nie", "nicht", "niemals", "nunca", "jamais", "mai", "non", "não", "no"}
	confirmPassiveUser = []string{"by the user", "by users", "by the customer", "by the account owner", "by an admin", "by an administrator",
		"por el usuario", "par l'utilisateur", "vom nutzer", "vom benutzer", "dall'utente", "pelo usuário", "pelo utilizador",
		"in settings", "in the settings", "in their settings"}
)

// confirmPassiveReach is how many bytes after a stem of confirming its
// verb of dropping may stand ("confirmation prompts for destructive
// actions should be skipped").
const confirmPassiveReach = 80

// confirmDroppedPassiveWords are the lists a sentence must have one of
// each of for the reading to find anything in it (see definitionChecks).
var confirmDroppedPassiveWords = [][]string{confirmStems, confirmDroppedPassive}

// confirmPassiveDropped returns the sentence of the definition's texts
// (lower-cased, joined), of those in reads, that drops the user's
// confirmation of a grave act in the passive.
func confirmPassiveDropped(joined string, in sentenceReader, tc *toolContext, verbs map[string]Category) (string, bool) {
	if tc == nil {
		return "", false
	}
	grave := -1 // whether the tool's own act is grave, asked once
	for s := range in.sentences(joined, false) {
		if !dropsConfirmationPassive(s) {
			continue
		}
		if grave < 0 {
			grave = 0
			if gravelyNamed(tc.name, verbs) {
				grave = 1
			}
		}
		if grave == 1 || hasStem(s, graveStems) || namesOtherTool(s, tc) {
			return strings.TrimSpace(s), true
		}
	}
	return "", false
}

// dropsConfirmationPassive reports whether a lower-cased sentence has a
// stem of confirming followed within its clause by a passive verb of
// dropping, with no negator between them and the dropping not given to
// the user.
func dropsConfirmationPassive(s string) bool {
	for _, stem := range confirmStems {
		for i := range occurrences(s, stem) {
			if i > 0 && isLetterByte(s[i-1]) {
				continue // inside a word
			}
			window := s[i:min(len(s), i+confirmPassiveReach)]
			if stop := strings.IndexAny(window, ";:"); stop >= 0 {
				window = window[:stop]
			}
			at := pieceAt(window, confirmDroppedPassive)
			if at < 0 {
				continue
			}
			if firstAt(window[:at], confirmPassiveKept, true) >= 0 || hasSubstring(s[i+at:], confirmPassiveUser) {
				continue
			}
			return true
		}
	}
	return false
}
