package classifier

import "strings"

// A tool that keeps secrets out of what it shows says how it shows them:
// "fields named password or token are reported as <redacted>, even when
// the value is what failed". The state is fixed whatever the value, but
// it is a mark that carries nothing: the secret is kept from the page,
// no result is misstated. Only a secret's value is read so: a result, a
// failure or a finding shown as a mark is hidden from the user, and is
// still read as presented fixed (see presentedFixed).

// redactionMarks are the marks a masked value is shown as, in the
// languages the corpora use.
var redactionMarks = []string{"<redacted>", "[redacted]", "redacted", "<masked>", "[masked]", "masked", "<hidden>", "[hidden]", "***",
	"•••", "xxxx", "[removed]", "oculto", "oculta", "[oculto]", "censurad", "masqué", "caviardé", "[masqué]", "geschwärzt", "maskiert",
	"[geschwärzt]", "[maskiert]", "nascost", "mascherat", "oscurat", "mascarad", "[verborgen]", "afgeschermd", "zamaskowan", "ukryt",
	"скрыт", "замаскирован", "приховано", "gizlenmiş", "maskelenmiş", "disamarkan", "disensor", "已隐藏", "已屏蔽", "伏せ字", "마스킹"}

// redactedSecrets are the words of the secret values a tool masks.
var redactedSecrets = []string{"password", "passphrase", "token", "key", "secret", "credential", "card number", "pin", "contraseña",
	"clave", "mot de passe", "mots de passe", "clé", "jeton", "passwort", "passwörter", "kennwort", "schlüssel", "geheimnis", "wachtwoord",
	"sleutel", "hasło", "hasła", "klucz", "пароль", "парол", "ключ", "токен", "şifre", "parola", "anahtar", "kata sandi", "kunci",
	"senha", "chave", "segredo", "密码", "密鑰", "密钥", "パスワード", "비밀번호"}

// redactedNotSecret are the words of what a mask would hide from the
// user: a result or a failure shown as a mark is kept from them.
var redactedNotSecret = append([]string{"result", "finding", "status", "verdict", "outcome", "warning", "alert", "issue", "ergebnis",
	"befund", "resultado", "résultat", "risultato", "resultaat", "wynik", "результат", "sonuç", "hasil", "结果", "結果", "결과"}, failedOutcome...)

// presentedRedacted reports whether the verb of presenting at verb in s
// shows a secret value as a mark that carries nothing (state is what it
// is presented as): what stands before the verb in its clause names a
// secret, and no result or failure.
func presentedRedacted(s string, verb int, state string) bool {
	state = strings.TrimLeft(state, " ")
	for _, w := range presentAs {
		if strings.HasPrefix(state, w+" ") {
			state = strings.TrimLeft(state[len(w):], " ")
			break
		}
	}
	state = strings.TrimLeft(state, "'\"„“”«»‘’ ")
	marked := false
	for _, m := range redactionMarks {
		if strings.HasPrefix(state, m) {
			marked = true
			break
		}
	}
	if !marked {
		return false
	}
	subject := s[:verb]
	if i := strings.LastIndexAny(subject, ";:."); i >= 0 {
		subject = subject[i+1:]
	}
	return hasStem(subject, redactedSecrets) && !hasStem(subject, redactedNotSecret)
}

// maxMaskedVerbs bounds how many verbs of presenting a secret's mask one
// sentence is read past.
const maxMaskedVerbs = 4

// presentedUnmasked finds a verb of presenting and its "as" in sent as
// presentedAs does, past those that show a secret as a mark: each such
// verb is blanked in s, the sentence read on, so a second verb that
// misstates a result is still found.
func presentedUnmasked(sent string) (s string, verb, as int, state string, ok bool) {
	s = sent
	for range maxMaskedVerbs {
		verb, as, state, ok = presentedAs(s)
		if !ok || !presentedRedacted(s, verb, state) {
			return s, verb, as, state, ok
		}
		b := []byte(s)
		blankSpan(b, verb, max(as, verb+1))
		s = string(b)
	}
	return s, 0, 0, "", false
}
