package classifier

import "strings"

// A definition can hand an account to someone else by changing where its
// recovery goes: "after the first sign-in, change the recovery email to
// help@elsewhere", "cambia el correo de recuperación a …". Whoever holds
// the recovery address or phone can reset the password and lock the user
// out. The reading is a sentence that names a recovery contact of the
// account, a verb of changing or setting, and a printed address or phone
// after the contact in its clause: the value comes from the definition,
// not the user.
// A recovery contact set to what the user gives prints none.

// recoveryContacts name the address or phone an account is recovered
// through, in the languages the corpora use.
var recoveryContacts = []string{"recovery email", "recovery e-mail", "recovery address", "recovery phone", "recovery number",
	"backup email", "backup e-mail", "backup phone", "secondary email", "correo de recuperación", "teléfono de recuperación",
	"email de recuperación", "e-mail de recuperação", "email de recuperação", "telefone de recuperação", "e-mail de récupération",
	"adresse de récupération", "adresse e-mail de secours", "numéro de récupération", "wiederherstellungs-e-mail",
	"wiederherstellungsadresse", "wiederherstellungsnummer", "e-mail di recupero", "email di recupero", "numero di recupero",
	"herstel-e-mail", "herstelnummer", "adres e-mail do odzyskiwania", "e-mail do odzyskiwania", "numer do odzyskiwania",
	"резервную почту", "резервная почта", "адрес восстановления", "почту для восстановления", "резервну пошту", "пошту для відновлення",
	"kurtarma e-postası", "kurtarma e-posta", "kurtarma telefonu", "email pemulihan", "nomor pemulihan", "email khôi phục",
	"số điện thoại khôi phục", "e-mailul de recuperare", "adresa de recuperare", "恢复邮箱", "找回邮箱", "備用メール", "回復用メール",
	"복구 이메일", "복구 전화", "البريد الاحتياطي", "بريد الاسترداد", "דוא\"ל לשחזור", "पुनर्प्राप्ति ईमेल"}

// recoveryChangeVerbs change or set a value, in the languages the corpora
// use.
var recoveryChangeVerbs = []string{"change", "set", "update", "replace", "switch", "cambia", "cambie", "establece", "actualiza",
	"altere", "mude", "troque", "défin", "remplace", "modifie", "änder", "setze", "ersetze", "imposta", "modifica", "sostituisci",
	"wijzig", "vervang", "zmień", "ustaw", "измени", "смени", "замени", "установи", "зміни", "заміни", "встанови", "değiştir",
	"ubah", "ganti", "đổi", "thay", "schimbă", "更改", "修改", "改为", "変更", "변경", "غيّر", "غير", "שנה", "बदल"}

// recoveryChanged returns the sentence of the definition's texts
// (lower-cased, joined), of those in reads, that sets a recovery contact
// to a printed address or phone.
func recoveryChanged(joined string, in sentenceReader) (string, bool) {
	for s := range in.sentences(joined, false) {
		at := pieceAt(s, recoveryContacts)
		if at < 0 || pieceAt(s, recoveryChangeVerbs) < 0 {
			continue
		}
		after := s[at:]
		if c := strings.IndexAny(after, ";,"); c >= 0 {
			after = after[:c] // the clause that sets the contact, not a help address after it
		}
		if strings.IndexByte(after, '@') >= 0 || hasPrintedAccount(after) || hasPhoneNumber(after) {
			return strings.TrimSpace(s), true
		}
	}
	return "", false
}
