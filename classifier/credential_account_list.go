package classifier

import (
	"regexp"
	"strings"
)

// The account list of a Unix host, /etc/passwd, keeps no password (those
// are in /etc/shadow): it is the host's list of local accounts, their
// home folders and shells, and a tool that lists or audits the accounts
// names it as where it reads them ("Lists local user accounts (from
// /etc/passwd) with their shells"). The sentence that names the file says
// so: a verb of listing or reading and the accounts or users it yields;
// and the tool's name or title is about them (list_system_users).
// /etc/shadow and /etc/sudoers are not read so, a sentence that names no
// accounts is not, and a file carried to a place is still read (see
// carriedOff).

// accountListed is a verb of listing or reading and, after it in the same
// clause, the accounts or users it yields, in the languages tools are
// written in most.
var accountListed = regexp.MustCompile(`\b(lists?|listing|shows?|displays?|reads?|audits?|reports?|counts?|finds?|enumerates?|returns?|lista|listar|muestra|mostrar|lee|listet|zeigt|liest|liste|affiche|lit|elenca|mostra|legge|toont|leest|wyświetla|listuje|показывает|выводит)\b[^.;]{0,60}?(\b(local |system |unix |linux |user |login |host )?(user accounts|accounts|users|logins)\b|\b(cuentas|usuarios|benutzerkonten|benutzer|konten|comptes|utilisateurs|account utente|utenti|gebruikers|accounts|kont[ao] użytkowników|użytkowników|учётные записи|учетные записи|пользователей)\b)`)

// accountNamed is a word of accounts or users in a tool's name or title.
var accountNamed = regexp.MustCompile(`(?i)(user|account|login|benutzer|konten|usuario|cuenta|utilisateur|compte|utent|gebruiker|uzytkownik|użytkownik|konto|kullanici|kullanıcı|karbar|пользовател|ユーザー|用户|사용자)`)

// accountFile reports whether the credential path at at in lower is the
// host's account list, named in a sentence that lists the accounts it
// holds by a tool named for them, and not carried off.
func accountFile(fields []textField, lower, path string, at int) bool {
	if !strings.HasSuffix(path, "/etc/passwd") {
		return false
	}
	named := false
	for _, f := range fields {
		if (f.kind == "name" || f.kind == "title") && accountNamed.MatchString(f.text) {
			named = true
		}
	}
	if !named {
		return false
	}
	start, end := 0, len(lower)
	for _, sep := range []string{". ", "; ", "\n"} {
		if i := strings.LastIndex(lower[:at], sep); i >= 0 {
			start = max(start, i+len(sep))
		}
		if i := strings.Index(lower[at:], sep); i >= 0 {
			end = min(end, at+i)
		}
	}
	return accountListed.MatchString(lower[start:end]) && !carriedOff(lower)
}
