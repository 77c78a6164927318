package classifier

import "strings"

// A definition can have a failure told to the user as a success: a
// sentence that names a failed, partial or held outcome (or a status
// quoted from the service) before an order to tell the user, and a
// success after it ("if the status is 'partial', tell the user the backup
// is complete"). The user then acts on a result that did not happen. The
// failure must come first and the success after the telling: "tell the
// user whether it succeeded or failed" reports both, and stays clean.

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

// succeededSet finds succeeded in one pass.
var succeededSet = newLiteralSet(succeeded)

// failureToldAsSuccess returns the sentence of the definition's texts
// (lower-cased, joined) that has a failure told to the user as a success;
// tell are the rules' orders to tell the user (the told class).
func failureToldAsSuccess(joined string, tell []string) (string, bool) {
	if !succeededSet.in(joined) {
		return "", false
	}
	for s := range sentences(joined) {
		if !succeededSet.in(s) {
			continue
		}
		at := firstIndexOf(s, tell)
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
