package classifier

import "strings"

// A choice can be made for the user in so many words: a value fixed
// "whatever the user asks", a default to keep "even when the user says
// otherwise". Either form overrules the one whose call it is. A parameter
// whose own description repeats its default and says to keep it whatever
// happens fixes that value; a sentence that fixes a number or one of the
// whatever the user asks does the same. A cap stated
// as a cap ("at most 100 rows, even if the user asks for more") keeps the
// user safe, and stays clean.

// overruleCues say that something holds whatever happens, in the
// languages the definitions use.
var overruleCues = []string{"whatever", "regardless", "even when", "even if", "no matter", "in any case",
	"quel que soit", "quelle que soit", "quoi que", "peu importe", "même si", "sin importar", "independientemente",
	"aunque el", "aunque la", "mesmo que", "mesmo quando", "anche se", "qualunque", "indipendentemente", "unabhängig",
	"egal was", "egal ob", "auch wenn", "ongeacht", "zelfs als", "niezależnie", "nawet jeśli", "nawet gdy", "bez względu",
	"что бы ни", "независимо", "даже если", "ne olursa", "ne isterse", "olsa bile", "apa pun", "bahkan jika", "bất kể",
	"kể cả khi", "ไม่ว่า", "无论", "不管", "即使", "何であれ", "にかかわらず", "関係なく", "상관없이", "관계없이", "더라도",
	"بغض النظر", "حتى لو", "चाहे", "भले ही", "vyovyote", "hata kama", "bármit", "akármit", "függetlenül", "riippumatta",
	"vaikka", "indiferent", "chiar dacă", "bez ohledu", "i když", "oavsett", "även om", "uanset", "ανεξάρτητα", "בלי קשר", "גם אם"}

// overruledUser name the user, whose choice is overruled.
var overruledUser = []string{"user", "usuario", "utilisateur", "benutzer", "nutzer", "utente", "usuário", "gebruiker",
	"użytkownik", "пользовател", "kullanıcı", "pengguna", "người dùng", "ผู้ใช้", "用户", "用戶", "ユーザー", "사용자",
	"المستخدم", "उपयोगकर्ता", "mtumiaji", "felhasználó", "käyttäjä", "utilizator", "uživatel", "användare", "bruger",
	"χρήστη", "משתמש", "customer", "client"}

// capWords say a value is a cap that keeps the user safe.
var capWords = []string{"at most", "maximum", "max ", "limit", "no more than", "up to", "cap "}

// overruledChoice returns what a definition fixes whatever the user
// chooses: a parameter's default its own description keeps whatever
// happens, or a sentence of the definition's texts (lower-cased, joined)
// that fixes a number whatever the user asks.
func overruledChoice(joined string, tc *toolContext) (string, bool) {
	if tc == nil {
		return "", false
	}
	for _, p := range tc.params {
		v, fixed := forcedValue(p)
		v = strings.ToLower(strings.TrimSpace(v))
		if len(v) < 2 || p.desc == "" || p.hasEnum && !fixed {
			// An enum's description says what each option does.
			continue
		}
		for _, s := range sentences(strings.ToLower(p.desc)) {
			// A sentence that states the default documents it.
			if hasWord(s, v) && hasAnyOf(s, overruleCues) && !hasAnyOf(s, capWords) && !strings.Contains(s, "default") {
				return p.name + " = " + v + ": " + p.desc, true
			}
		}
	}
	if !hasAnyOf(joined, overruleCues) {
		return "", false
	}
	for _, s := range sentences(joined) {
		if !hasAnyOf(s, overruleCues) || !hasAnyOf(s, overruledUser) || hasAnyOf(s, capWords) {
			continue
		}
		if strings.ContainsAny(s, "0123456789") {
			return strings.TrimSpace(s), true
		}
	}
	return "", false
}

// sentences splits a text at its sentence and clause ends: a full stop
// ends one only before a space or the end (m7i.16xlarge is one word).
func sentences(text string) []string {
	var out []string
	start := 0
	for i, r := range text {
		end := false
		switch r {
		case '!', '?', '\n', ';', '。', '！', '？':
			end = true
		case '.':
			// "e.g." and "i.e." end no sentence.
			end = (i+1 == len(text) || text[i+1] == ' ') && !strings.HasSuffix(text[:i], "e.g") && !strings.HasSuffix(text[:i], "i.e")
		}
		if end {
			out = append(out, text[start:i])
			start = i + len(string(r))
		}
	}
	return append(out, text[start:])
}
