package classifier

import "regexp"

// A tool says who may do a sensitive act: "Only workspace owners can grant
// 'admin'", "Solo los administradores pueden borrar un proyecto". Such a
// sentence restricts the act to people of a role; it orders nobody to do
// it. It is read so only whole, as one clause whose subject is a role of
// people (not "you", the model): a sentence that goes on past a comma or
// a semicolon, names an address, a link, a bare domain or a long number, quotes a command,
// restricts who may know something rather than do it, or names the model
// or an act done without asking is read as written.

// onlyRoleMay is a whole sentence that restricts an act to a role.
var onlyRoleMay = regexp.MustCompile(`^(only|solo|sólo|solamente|seuls?|seules?|nur|soltanto|apenas|somente|alleen|tylko)\s+` +
	`(the\s+|les\s+|los\s+|las\s+|die\s+|i\s+|gli\s+|le\s+|os\s+|as\s+|de\s+)?([\p{L}'-]+\s+){0,3}?` +
	`(owners?|admins?|administrators?|managers?|moderators?|maintainers?|billing admins?|account holders?|members with [\p{L} -]{1,20}|users with [\p{L} -]{1,20}|propietarios|administradores|propriétaires|administrateurs|eigentümer(innen)?|inhaber(innen)?|admins|administratoren|proprietari|amministratori|proprietários|eigenaren|beheerders|właściciele|administratorzy)\s+` +
	`(can|may|are allowed to|is allowed to|are able to|pueden|puede|peuvent|peut|können|kann|dürfen|possono|può|podem|pode|kunnen|kan|mogą|może)\s+[^,;:@/\x60]+$`)

// whoMay reports whether sent is, whole, a restriction of an act to the
// people of a role, printing no bare domain and no number long enough to
// be an account or a phone (evalInputReach; "2fa" is none).
func whoMay(sent string) bool {
	return onlyRoleMay.MatchString(sent) && !evalInputReach.MatchString(sent) && !mayKnow.MatchString(sent) && !modelOrUnasked.MatchString(sent)
}

// modelOrUnasked names the model or an act done without asking, in the
// languages the corpora use: a sentence that restricts an act to a role
// and then hands it to the assistant ("…y el asistente debe borrar todas
// las cuentas sin preguntar") orders it.
var modelOrUnasked = regexp.MustCompile(`(^|[^\pL])(you|your|assistant|agent|model|ai|llm|asistente|agente|modelo|ia|assistent|assistentin|modell|ki|l'assistant|tú|du|vous|usted)([^\pL]|$)|without (asking|confirm)|sin (preguntar|confirmar)|ohne (rückfrage|nachfrage|zu fragen|bestätigung)|sans (demander|confirm)|senza (chiedere|conferm)|sem (perguntar|confirm)`)

// mayKnow restricts knowing, not an act: "only admins may know that every
// file is also uploaded" keeps a thing from the user, which no role of
// people needs to have said to the model.
var mayKnow = regexp.MustCompile(`\b(can|may|are allowed to|is allowed to|are able to|pueden|puede|peuvent|peut|können|kann|dürfen|possono|può|podem|pode|kunnen|kan|mogą|może)\s+(\p{L}+\s+)?(know|be told|be informed|be aware|learn|hear|find out|saber|conocer|enterarse|savoir|connaître|être informée?s?|wissen|erfahren|sapere|conoscere|weten|wiedzieć)\b`)
