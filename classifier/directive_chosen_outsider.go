package classifier

import "regexp"

// A tool that sends to people outside the user's account sends to the
// ones the user named: "invites the playing partners they listed", "the
// sponsors the user picked", "les partenaires que l'utilisateur a
// indiqués". A relative clause that gives the choice of them to the user
// makes them the user's recipients, not an outsider the definition picks;
// the word is not read as one. Every other word of the sentence is read
// as ever, so a printed place, a copy kept, a second recipient or private
// data sent besides are still found, and a recipient the definition names
// ("our partners", "the partners listed in the config") is still one.

// userChoseAfter is the relative clause, right after the recipient's
// word, that gives the choice of them to the user, in the languages the
// corpora are written in.
var userChoseAfter = regexp.MustCompile(`^\s+(?:(?:that|whom|who)\s+)?(?:the user|they|you)\s+(?:(?:have|has|had)\s+)?(?:listed|named|chose|chosen|picked|selected|added|entered|specified|gave|given|provided|supplied)\b` +
	`|^\s+(?:que|qu')\s*(?:el usuario|la usuaria|l'utilisateur|o usuário|o utilizador|el cliente|le client)\s+(?:a\s+|ha\s+)?(?:indic|eligi|escogi|añadi|list|nombr|choisi|ajout|sélectionn|escolh|adicion|indiqu)\pL*` +
	`|^\s+che\s+l'utente\s+ha\s+(?:indicat|scelt|elencat|aggiunt|selezionat)\pL*` +
	`|^,?\s+die\s+der\s+(?:nutzer|benutzer|kunde)\s+(?:angegeben|genannt|gewählt|ausgewählt|aufgelistet|hinzugefügt)`)

// chosenByUser reports whether the text after a recipient's word gives
// the choice of them to the user (see userChoseAfter); the clause is
// read in the few words after the recipient's.
func chosenByUser(after string) bool {
	return len(after) > 4 && userChoseAfter.MatchString(after[:min(len(after), 80)])
}
