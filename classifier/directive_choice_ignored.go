package classifier

import "strings"

// An order to set aside what the user chose names the choice as the
// object of its verb: "ignore the refund method the user picks", "pay no
// attention to the seat the customer selected", "ignora el método que el
// usuario elija". The user's choice (class user_kept) then stands inside
// the order, not beside it as a safeguard, and the sentence overrules the
// user (class user_ignored). The same words with a condition between
// the verb and the choice ("skip the cache if the user picks refresh")
// make the choice the occasion of the act, which the user keeps.

// choiceIgnoredReach is how many words after the order's verb the
// user's choice may end and still be its object.
const choiceIgnoredReach = 10

// choiceConditions open a condition: the choice after one is when the
// act happens, not what it sets aside.
var choiceConditions = newWordList("if", "when", "whenever", "unless", "until", "once", "after", "before", "only",
	"si", "cuando", "salvo", "lorsque", "quand", "sauf", "wenn", "falls", "sobald", "außer", "se", "quando", "caso", "tranne",
	"als", "indien", "tenzij", "jeśli", "jeżeli", "gdy", "если", "когда", "якщо", "коли", "dacă", "când", "αν", "όταν",
	"eğer", "jos", "kun", "pokud", "když", "om", "när", "hvis", "når", "amikor", "jika", "kalau", "nếu", "khi",
	"אם", "כאשר", "إذا", "عندما", "अगर", "जब", "如果", "若", "場合", "もし", "면")

// choiceVerbs are the verbs of a user's choice, read after a word of
// choiceUsers: "the seat the customer selected", "le mode que
// l'utilisateur choisit". The lexicon's user_kept phrases hold the common
// English forms; these cover the rest without making every "selected" a
// safeguard of the rules' combinations.
var choiceVerbs = set([]string{"picks", "picked", "chooses", "chose", "chosen", "selects", "selected", "enters", "entered",
	"gives", "gave", "prefers", "preferred", "requested", "wants", "named", "elija", "elige", "eligió", "escoja", "escogió",
	"seleccione", "selecciona", "seleccionó", "indique", "prefiera", "choisit", "choisi", "choisie", "sélectionne",
	"sélectionné", "sélectionnée", "préfère", "wählt", "gewählt", "ausgewählt", "angibt", "bevorzugt", "sceglie", "scelto",
	"scelta", "seleziona", "selezionato", "selezionata", "preferisce", "escolhe", "escolheu", "escolhido", "escolhida",
	"seleciona", "selecionou", "prefere", "kiest", "koos", "gekozen", "selecteert", "wybierze", "wybiera", "wybrał",
	"wybrała", "выбирает", "выберет", "выбрал", "выбрала", "указал", "обирає", "обрав", "seçtiği", "seçer", "seçti",
	"memilih", "dipilih", "chọn", "alege", "ales", "valitsee", "valitsi", "vybere", "vybral", "väljer", "valde", "vælger",
	"valgte", "velger", "választ", "választott", "επιλέγει", "επέλεξε"})

// choiceUsers are the words for the person whose choice it is.
var choiceUsers = newWordList("user", "customer", "client", "member", "guest", "buyer", "caller", "usuario", "cliente",
	"utilisateur", "l'utilisateur", "nutzer", "benutzer", "kunde", "kundin", "utente", "l'utente", "usuário", "utilizador",
	"gebruiker", "klant", "użytkownik", "klient", "пользователь", "клиент", "користувач", "kullanıcı", "müşteri",
	"pengguna", "pelanggan", "người", "utilizatorul", "clientul", "käyttäjä", "asiakas", "uživatel", "zákazník",
	"användaren", "kunden", "brugeren", "brukeren", "felhasználó", "ügyfél", "χρήστης", "πελάτης")

// choiceIgnored reports whether the user's choice that ends with the last
// of words stands as the object of the order that set aside at words[at]:
// close after it, with no condition or negator (the rules' negators)
// between. kept says the
// lexicon read the choice (class user_kept); otherwise the last word
// must be a verb of choosing with the user named before it.
func (d *directiveRule) choiceIgnored(text string, words []wordSpan, at int, kept bool) bool {
	n := len(words) - 1
	if at < 0 || at >= n || n-at > choiceIgnoredReach {
		return false
	}
	if !kept && !choiceVerbs[text[words[n].start:words[n].end]] {
		return false
	}
	between := text[words[at].end:words[n].start]
	if strings.ContainsAny(between, ".;:—–!?") || choiceConditions.at(between, true) >= 0 || firstAt(between, d.Negators, true) >= 0 {
		return false
	}
	return kept || choiceUsers.at(between, true) >= 0
}
