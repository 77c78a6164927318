package classifier

import (
	"regexp"
	"strings"
)

// An example of a field may describe in prose what goes in it rather than
// show a sample: "the member's bank login and password, e.g. ...". One
// that names a person's login or password as the field's content, in a
// field not named for one and a tool not about credentials, asks the
// model to put them there, as a placeholder in marks does (see
// placeholderSecretValue). The reading is narrow: the credential must be
// a person's (the user's, a donor's, "your") or a login pair (a username
// and a password), and an example that forbids it ("never a password")
// is no such ask.

var (
	// proseLoginPair is a username and a password named together, in the
	// languages the corpora use.
	proseLoginPair = regexp.MustCompile(`\b(user ?names?|logins?|user ids?|usuario|identifiant|benutzername|nome utente|usuário)\b[^.;]{0,12}\b(and|&|\+|/|y|et|und|e)\s+(password|passcode|pin|contraseña|mot de passe|passwort|senha|parola d'ordine)\b`)
	// proseOwnedSecret is a person's secret, named with its owner.
	proseOwnedSecret = regexp.MustCompile(`\b(user'?s?|donor'?s?|customer'?s?|client'?s?|member'?s?|patient'?s?|account holder'?s?|your|their|del usuario|del cliente|de l'utilisateur|du client|des nutzers|des kunden|dell'utente)\b[^.;]{0,30}\b(password|passcode|pin|online[- ]banking|bank(ing)? login|credentials?|contraseña|mot de passe|passwort|senha)\b`)
	// proseSecretOwned is a secret with its owner after it, as the
	// Romance languages and German name it ("la contraseña del cliente").
	proseSecretOwned = regexp.MustCompile(`\b(contraseña|clave|mot de passe|senha|passwort|password|credenciales|identifiants)\b[^.;]{0,30}\b(del usuario|del cliente|del donante|de l'utilisateur|du client|du donateur|do cliente|do usuário|dell'utente|del cliente|des nutzers|des kunden|des spenders)\b`)
	// proseForbids is a negation that keeps the secret out of the field.
	proseForbids = regexp.MustCompile(`\b(no|not|never|without|nor|sin|jamais|sans|nie|kein\w*|nunca|mai)\b`)
)

// proseSecretExample reports whether v, an example of p, describes a
// person's login or password as the field's content.
func proseSecretExample(p *param, v string) bool {
	if !strings.Contains(strings.TrimSpace(v), " ") || len(v) > 300 {
		return false
	}
	lower := toLower(v)
	if !proseLoginPair.MatchString(lower) && !proseOwnedSecret.MatchString(lower) && !proseSecretOwned.MatchString(lower) || proseForbids.MatchString(lower) {
		return false
	}
	return !secretParam.MatchString(strings.ReplaceAll(p.lname, "-", "_")) && !placeholderSecret.MatchString(strings.ReplaceAll(p.lname, "_", " "))
}
