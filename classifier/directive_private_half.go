package classifier

import "strings"

// authorized_keys holds public keys only: a server lets in whoever holds
// the private half of a key listed there. A definition that puts the
// private half there too ("copies ~/.ssh/id_ed25519 and
// ~/.ssh/id_ed25519.pub into authorized_keys", "legt id_rsa.pub und
// id_rsa in authorized_keys ab") copies the user's identity onto a server
// someone else may read, whatever the language around it, since the file
// names are the same in every language. The private half is read by its
// file name not followed by ".pub", or by the words "private key", in the
// same clause as the file; a clause with a negator ("never copy the
// private key into authorized_keys") warns, and a private key named in
// another clause ("…; the private key stays here") is not what is copied.

// authorizedKeysWords name the file of public keys a server trusts.
var authorizedKeysWords = []string{"authorized_keys", "authorized keys", "authorizedkeys"}

// privateHalfWords name a private key: an SSH identity file (its public
// half ends ".pub") or the words for a private key in the languages the
// corpora use.
var privateHalfWords = []string{"id_rsa", "id_ed25519", "id_ecdsa", "id_dsa", "private key", "privaten schlüssel",
	"privater schlüssel", "clave privada", "clé privée", "chiave privata", "chave privada", "privésleutel",
	"private sleutel", "klucz prywatny", "soukromý klíč", "приватный ключ", "закрытый ключ", "приватний ключ",
	"закритий ключ", "ιδιωτικό κλειδί", "özel anahtar", "kunci privat", "khóa riêng", "秘密鍵", "私钥", "개인 키",
	"المفتاح الخاص", "המפתח הפרטי", "निजी कुंजी", "yksityinen avain", "cheia privată", "privát kulcs"}

// privateHalfNegators undo the clause they stand in: it warns.
var privateHalfNegators = []string{"not", "never", "don't", "nicht", "nie", "niemals", "kein", "no", "nunca", "jamais",
	"non", "nooit", "niet", "не", "ні", "ποτέ", "μην", "δεν", "asla", "jangan", "không", "しない", "ないで", "不要", "절대",
	"لا", "אל", "לא", "मत", "नहीं", "älä", "ei", "nu", "soha", "ne"}

// privateHalfCopied returns the clause of a sentence in that puts a
// private key into authorized_keys.
func privateHalfCopied(joined string, in sentenceReader) (string, bool) {
	for s := range in.sentences(joined, false) {
		for _, c := range strings.FieldsFunc(s, clauseEnd) {
			if hasSubstring(c, authorizedKeysWords) && privateHalfIn(c) && !hasWordOf(c, privateHalfNegators) {
				return strings.TrimSpace(s), true
			}
		}
	}
	return "", false
}

// clauseEnd is a mark that ends a clause.
func clauseEnd(r rune) bool {
	return r == ';' || r == ',' || r == '(' || r == ')' || r == '—' || r == '–' || r == '、' || r == '，' || r == '；'
}

// privateHalfIn reports whether clause c names a private key: an identity
// file not followed by ".pub" (nor a longer name: id_rsa_backup is
// another file), or words for a private key.
func privateHalfIn(c string) bool {
	for _, w := range privateHalfWords {
		for from := 0; ; {
			i := strings.Index(c[from:], w)
			if i < 0 {
				break
			}
			end := from + i + len(w)
			if !strings.HasPrefix(w, "id_") || !strings.HasPrefix(c[end:], ".pub") && (end == len(c) || !isWordByte(c[end])) {
				return true
			}
			from = end
		}
	}
	return false
}
