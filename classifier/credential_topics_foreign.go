package classifier

import "regexp"

// The subjects of tools with an honest reason to name a credential path
// (see credentialTopicWords), in the other languages tools are written
// in: a Japanese viewer of "~/.aws/config" says it shows each profile's
// region and leaves the 認証情報 (credentials) file shut, a German one
// speaks of Zugangsdaten. The words are those of credentials, keys and
// configuration files, as the English ones; the path itself is not
// counted (as in English), and a file carried to a printed place is still
// read.

// foreignCredentialTopic is a credential topic word in another language;
// a word in a Latin or Cyrillic script must open a word.
var foreignCredentialTopic = regexp.MustCompile(`認証情報|資格情報|設定ファイル|秘密鍵|公開鍵|凭证|凭据|憑證|配置文件|密钥|密鑰|자격 ?증명|인증 ?정보|설정 ?파일|비밀 ?키|공개 ?키|公钥|公鑰` +
	`|(?:^|[^\pL])(?i:zugangsdaten|anmeldedaten|konfigurationsdatei|schlüssel|credenciales|credenciais|credenziali|identifiants|inloggegevens|poświadcze|přihlašovací údaje|учётн\pL* данн|учетн\pL* данн|ключ(?:и|а|ей|ом)?(?:[^\pL]|$)|конфигурац|clave|chave|chiave|chiavi|clé|sleutel|klucz|anahtar|kimlik bilgileri|διαπιστευτήρια|κλειδ|vitambulisho|klíč|chei|avai|nyckl|nyckel|kunci)` +
	`|بيانات الاعتماد|مفتاح|کلید|پیکربندی|اعتبارنامه|אישורים|מפתח|कुंजी|कुंजि|क्रेडेंशियल`)

// hasForeignCredentialTopic reports whether text has a credential topic
// word in another language. It is asked only of a definition that names
// a credential path.
func hasForeignCredentialTopic(text string) bool {
	return foreignCredentialTopic.MatchString(text)
}
