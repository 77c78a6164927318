package classifier

import (
	"regexp"
	"strings"
)

// A tool tells the model what not to put in one of its fields, in another
// language: "N'ajoutez pas tout l'historique de la conversation dans le
// champ résumé", "no pegues todo el historial de conversación en el campo
// resumen", "füge nicht den ganzen Chatverlauf in das Feld ein". Named
// alone, the conversation's history in these languages is read as data
// asked for; here it is the object of a negated verb of putting, adding
// or sending, in the same clause: a rule that keeps it out. The English
// reading is forbiddenAct's. A negator in another clause ("n'ajoutez pas
// de titre, mais mettez tout l'historique …"), a turn after the match
// (but, except, instead) or a place to send to in the sentence is read as
// ever.

var (
	// foreignForbidBefore ends the words before the match with a negated
	// verb of putting or sending and at most a few words of its object.
	foreignForbidBefore = regexp.MustCompile(`(\bn(e\s+|')(ajout\pL*|mett\pL*|mets|inclu\pL*|copi\pL*|coll\pL*|envoi\pL*|envoy\pL*|join\pL*|transm\pL*|enregistr\pL*|stock\pL*|ins[eé]r\pL*|rajout\pL*)\s+(pas|jamais|plus)|\b(no|nunca|jamás)\s+(pegu\pL*|pegar|inclu\pL*|añad\pL*|agreg\pL*|pong\pL*|poner|env[ií]\pL*|copi\pL*|guard\pL*|met\pL*|adjunt\pL*)|\b(não|nunca)\s+(col[ae]\pL*|inclu\pL*|adicion\pL*|coloqu\pL*|coloca\pL*|envi\pL*|copi\pL*|anex\pL*|guard\pL*|ponha|p[oô]r)|\b(non|mai)\s+(aggiung\pL*|incoll\pL*|inclu\pL*|inser\pL*|mett\pL*|invi\pL*|copi\pL*|alleg\pL*|salv\pL*)|\b(füge|füg|fügen sie|kopiere|kopieren sie|sende|senden sie|schicke|schicken sie|lege|packe|setze|übertrage|hänge|trage)\s+(\pL+\s+)?(nicht|nie|niemals|keinen|keine|kein))(\s+\pL+'?){0,4}\s*\pL*'?$`)
	// foreignForbidAfter is a German negated infinitive after the match
	// ("den Chatverlauf nicht in das Feld kopieren").
	foreignForbidAfter = regexp.MustCompile(`^[^.,;:!?]{0,40}\b(nicht|nie|niemals)\s+(\pL+\s+){0,4}(einfügen|einfuegen|kopieren|senden|schicken|übertragen|anhängen|mitschicken|eintragen|speichern|hinzufügen)\b`)
	// foreignForbidTurn turns from the forbidden act to a wanted one.
	// Words of less or only undo the negator ("ne mettez jamais moins que
	// tout l'historique").
	foreignForbidTurn = regexp.MustCompile(`\b(mais|sauf|sinon|plutôt|moins|seulement|uniquement|sino|pero|excepto|salvo|en cambio|menos|solo|sólo|solamente|sondern|aber|außer|ausser|stattdessen|weniger|nur|mas|exceto|senão|apenas|somente|ma|tranne|invece|meno|soltanto|but|except|instead|less|only)\b`)
)

// foreignForbidden reports whether the match is the object of a negated
// verb of putting or sending in its own clause (see above).
func foreignForbidden(c excuseContext) bool {
	lower := c.f.lower
	start := sentenceStart(lower, c.loc[0])
	before := lower[start:c.loc[0]]
	end := sentenceEndAfter(lower, c.loc[1])
	neg := foreignForbidBefore.FindStringIndex(before)
	if neg == nil && !foreignForbidAfter.MatchString(lower[c.loc[1]:end]) {
		return false
	}
	from := start
	if neg != nil {
		from = start + neg[0]
	}
	// The negator's clause runs on to the match, and nothing in the
	// sentence after the negator turns to a wanted act or names a place.
	span := lower[from:end]
	return !clauseBreakIn(lower[from:c.loc[0]]) && !foreignForbidTurn.MatchString(span) && !namesReach(span)
}

// clauseBreakIn reports a comma, semicolon, colon or dash in s.
func clauseBreakIn(s string) bool {
	return strings.ContainsAny(s, ",;:—–")
}

// withoutConsent opens a match that is the words "without consent" in the
// languages the multilingual rule reads; consentNegator ends a clause
// that negates the act done without it ("Nigdy nie zmieniaj pliku bez
// zgody użytkownika": never change the file without the user's consent),
// which asks for the consent rather than doing without it.
var (
	withoutConsent = regexp.MustCompile(`^(bez (zgody|zezwolenia|souhlasu|súhlasu|згоди|согласия)|без (згоди|согласия|дозволу|разрешения)|sin (su |el )?(consentimiento|permiso|autorización)|sans (son |le |l')?(consentement|accord|autorisation)|ohne (die |seine |ihre )?(zustimmung|einwilligung|erlaubnis)|senza (il )?(consenso|permesso)|sem (o )?(consentimento|autorização)|zonder (toestemming|goedkeuring))`)
	consentNegator = regexp.MustCompile(`(^|\s)(nigdy|nie|nunca|no|jamais|ne|niemals|nicht|mai|non|não|nooit|niet|никогда|не|ніколи|nikdy)\s[^.,;:!?]{0,80}$`)
)

// consentRequired reports whether the match is "without consent" after a
// negator in its own clause: the act is forbidden without consent.
func consentRequired(c excuseContext) bool {
	lower := c.f.lower
	if !withoutConsent.MatchString(lower[c.loc[0]:]) {
		return false
	}
	before := lower[sentenceStart(lower, c.loc[0]):c.loc[0]]
	return consentNegator.MatchString(before)
}
