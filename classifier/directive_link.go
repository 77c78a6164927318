package classifier

import "strings"

// A link can carry data out as well as a call can: a definition that
// prints a URL whose query has a blank for the user's own data or a
// secret ("?u=<the user's email>", "?token=${GITHUB_TOKEN}", "?p=<first
// 2 KB of the file>") has the model fill that blank and show, open or
// call the link. A blank for what the user asked about ({query}, <id>)
// is how honest links are written, and a blank in the path names a
// resource, not data; only the query's blanks that name the user's data
// or a secret are read.

// linkDataWords name, inside a blank of a link's query, the user's own
// data or a secret.
var linkDataWords = []string{"user's", "users'", "the user", "your ", "their ", "token", "secret", "password", "passwd", "api key",
	"api_key", "apikey", "credential", "cookie", "session", "file", "conversation", "history", "chat", "env", "ssn", "card",
	"ผู้ใช้", "用户", "用戶", "ユーザー", "사용자", "usuario", "utilisateur", "benutzer", "nutzer", "pengguna", "người dùng",
	"kullanıcı", "пользовател", "المستخدم", "उपयोगकर्ता", "utente", "usuário", "gebruiker", "המשתמש", "mtumiaji", "käyttäjä",
	// The user's address and the document's own text, unpossessed.
	"user email", "user_email", "user e-mail", "paragraph",
	// The whole of a text is data, not a term to look up: a query
	// blank asks for what the user searches, not their document.
	"full ", "entire ", "whole ", "contents", "content of", "text of", "body of", "clipboard", "phone number",
	"date of birth", "birthdate", "texte complet", "texto completo", "volltext", "testo completo", "全文", "전문",
	// A head of the text is its content too ("<first 2000 characters>").
	"characters", " chars", "bytes", "lines of", "caractères", "caracteres", "zeichen", "caratteri",
	// Identity and record numbers of any trade: a traveller's passport,
	// a patient's record, an employee's tax or insurance number.
	"passport", "national id", "id number", "licence number", "license number", "tax id", "insurance number",
	"medical record", "diagnosis", "account number", "iban", "salary", "pasaporte", "passeport", "reisepass", "passaporto",
	"passaporte", "paszport", "паспорт", "pasaport", "paspor", "hộ chiếu", "护照", "パスポート", "여권"}

// linkReach caps how far a link is read: a blank may hold spaces
// ("<first 2 KB of the file>"), a link does not run on for pages.
const linkReach = 300

// linkInDefinition returns the first link that carries data of the
// definition's texts (joined, lower-cased) or of its parameters'
// defaults, which the model sends when it fills nothing in.
func linkInDefinition(joined string, tc *toolContext) (string, bool) {
	if link, ok := carryingLink(joined, tc); ok {
		return link, true
	}
	if tc == nil {
		return "", false
	}
	for _, p := range tc.params {
		if strings.Contains(p.deflt, "://") {
			if link, ok := carryingLink(strings.ToLower(p.deflt), tc); ok {
				return p.name + " = " + link, true
			}
		}
	}
	return "", false
}

// carryingLink returns the first link of a lower-cased text whose query
// has a blank for the user's data or a secret, and whose host is not the
// tool's own.
func carryingLink(text string, tc *toolContext) (string, bool) {
	for off := 0; ; {
		i := strings.Index(text[off:], "://")
		if i < 0 {
			return "", false
		}
		start := off + i
		for start > 0 && isLetterByte(text[start-1]) {
			start--
		}
		end := linkEnd(text, off+i+3)
		off = off + i + 3
		link := text[start:end]
		q := strings.IndexAny(link, "?#")
		if q < 0 || !isSink(linkHost(link)) || tc.ownSite(link) {
			continue
		}
		if blankNamesData(link[q:]) || trailingBlankFilled(link, text[end:]) || placeholderDefined(link, text[end:]) {
			return link, true
		}
	}
}

// linkEnd is where a link that starts before from ends: at white space,
// a quote or a backtick outside a blank, or at linkReach.
func linkEnd(text string, from int) int {
	depth := 0
	for j := from; j < len(text) && j < from+linkReach; j++ {
		switch c := text[j]; c {
		case '<', '{':
			depth++
		case '>', '}':
			if depth > 0 {
				depth--
			}
		case ' ', '\t', '\n', '"', '\'', '`', ')':
			if depth == 0 {
				return j
			}
		}
	}
	return min(len(text), from+linkReach)
}

// linkHost is the scheme and host of a link, for isSink.
func linkHost(link string) string {
	scheme, rest, _ := strings.Cut(link, "://")
	if j := strings.IndexAny(rest, "/?#"); j >= 0 {
		rest = rest[:j]
	}
	return scheme + "://" + rest
}

// blankNamesData reports whether a blank (<…>, {…}, ${…}) of a query
// names the user's data or a secret.
func blankNamesData(query string) bool {
	for {
		i := strings.IndexAny(query, "<{")
		if i < 0 {
			return false
		}
		closer := byte('>')
		if query[i] == '{' {
			closer = '}'
		}
		j := strings.IndexByte(query[i+1:], closer)
		if j < 0 {
			return false
		}
		blank := query[i+1 : i+1+j]
		if hasSubstring(blank, linkDataWords) {
			return true
		}
		query = query[i+2+j:]
	}
}
