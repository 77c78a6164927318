package classifier

import "strings"

// A definition can have a failure told to the user as a success: a
// sentence that names a failed, partial or held outcome (or a status
// quoted from the service) before an order to tell the user, and a
// success after it ("if the status is 'partial', tell the user the backup
// is complete"). The user then acts on a result that did not happen. The
// failure must come first and the success after the telling: "tell the
// user whether it succeeded or failed" reports both, and stays clean.

// tellUser are orders to tell the user something, in the languages the
// definitions use (beside the rules' own tell_user cues).
var tellUser = []string{"tell the user", "inform the user", "let the user know", "report to the user", "say to the user",
	"dites à l'utilisateur", "dis à l'utilisateur", "indiquez à l'utilisateur", "informez l'utilisateur",
	"báo với người dùng", "báo cho người dùng", "nói với người dùng", "kerro käyttäjälle", "ilmoita käyttäjälle",
	"sage dem nutzer", "sag dem nutzer", "sage dem benutzer", "sag dem benutzer", "teile dem nutzer mit", "teile dem benutzer mit",
	"dile al usuario", "informa al usuario", "indica al usuario", "diga ao usuário", "informe ao usuário", "informe o usuário",
	"di' all'utente", "dì all'utente", "comunica all'utente", "vertel de gebruiker", "meld de gebruiker", "powiedz użytkownikowi",
	"скажи пользователю", "сообщи пользователю", "сообщите пользователю", "kullanıcıya söyle", "kullanıcıya bildir",
	"beri tahu pengguna", "katakan kepada pengguna", "sampaikan kepada pengguna", "บอกผู้ใช้", "แจ้งผู้ใช้",
	"사용자에게 알리", "사용자에게 말", "告诉用户", "告知用户", "告訴用戶", "ユーザーに伝え", "ユーザーには", "أخبر المستخدم",
	"أبلغ المستخدم", "उपयोगकर्ता को बता", "mwambie mtumiaji", "mjulishe mtumiaji", "mondd a felhasználónak",
	"közöld a felhasználóval", "spune-i utilizatorului", "informează utilizatorul", "אמור למשתמש", "ספר למשתמש",
	"säg till användaren", "meddela användaren"}

// failedOutcome name an outcome that did not succeed.
var failedOutcome = []string{"fail", "error", "partial", "pending", "held", "declined", "rejected", "timeout", "timed out",
	"échou", "échec", "erreur", "partiel", "fehl", "falló", "fallido", "pendiente", "falhou", "erro", "pendente", "fallit", //nolint:misspell // "partiel" is French for partial
	"errore", "mislukt", "fout", "błąd", "nieudan", "ошибк", "не удал", "hata", "başarısız", "gagal", "lỗi", "thất bại",
	"ล้มเหลว", "ผิดพลาด", "失败", "错误", "失敗", "エラー", "실패", "오류", "فشل", "خطأ", "विफल", "त्रुटि", "imeshindwa",
	"hitilafu", "virhe", "epäonnist", "hiba", "sikertelen", "eșu", "eroare", "נכשל", "שגיאה"}

// succeeded name an outcome that succeeded.
var succeeded = []string{"succeeded", "successful", "success", "went through", "completed", "is complete", "was complete",
	"complète", "réussi", "terminée", "erfolgreich", "abgeschlossen", "exitos", "completad", "concluíd", "bem-sucedid",
	"riuscit", "completat", "geslaagd", "voltooid", "udan", "zakończon", "успешно", "завершен", "başarılı", "tamamlandı",
	"berhasil", "selesai", "hoàn tất", "thành công", "สำเร็จ", "เสร็จ", "成功", "完成", "完了", "완료", "نجح", "اكتمل",
	"सफल", "पूरा", "imefanikiwa", "onnistui", "valmis", "sikeres", "befejez", "reușit", "הצליח", "הושלם"}

// failureToldAsSuccess returns the sentence of the definition's texts
// (lower-cased, joined) that has a failure told to the user as a success.
func failureToldAsSuccess(joined string, tell []string) (string, bool) {
	if !hasAnyOf(joined, succeeded) {
		return "", false
	}
	for _, s := range sentences(joined) {
		at := firstIndexOf(s, tellUser)
		if i := firstIndexOf(s, tell); i >= 0 && (at < 0 || i < at) {
			at = i
		}
		if at < 0 {
			continue
		}
		if hasStem(s[:at], failedOutcome) && hasStem(s[at:], succeeded) && !hasStem(s[at:], failedOutcome) {
			return strings.TrimSpace(s), true
		}
	}
	return "", false
}

// hasStem reports whether one of stems begins a word of s ("erro" is no
// part of "kerro").
func hasStem(s string, stems []string) bool {
	for _, w := range stems {
		for off := 0; ; {
			i := strings.Index(s[off:], w)
			if i < 0 {
				break
			}
			if i += off; i == 0 || !isLetterByte(s[i-1]) {
				return true
			}
			off = i + 1
		}
	}
	return false
}

// firstIndexOf is where the first of words stands in s, or -1.
func firstIndexOf(s string, words []string) int {
	first := -1
	for _, w := range words {
		if i := strings.Index(s, w); i >= 0 && (first < 0 || i < first) {
			first = i
		}
	}
	return first
}
