package classifier

// Two more shapes of a result presented as a state it is not, in the
// passive as much as in an order: a final refusal or failure presented as
// still pending ("denied claims are described as 'still processing'"),
// which keeps the user waiting on what was already decided; and a good
// state presented always, in every report, with nothing in the sentence
// that ties it to the result ("counts are reported as 'within limits' in
// every summary"). A pending state shown as pending ("pending orders are
// shown as 'in progress'"), a good state tied to a good subject ("passed
// checks are always shown as OK") and a state shown under a condition
// ("shown as normal when the reading is under 5") stay clean.

// presentedPending are the states of a result not yet decided.
var presentedPending = []string{"processing", "in progress", "pending", "under review", "being processed", "being reviewed", "in process",
	"awaiting", "on hold", "en proceso", "en trámite", "en revisión", "pendiente", "en cours", "en attente", "in bearbeitung", "ausstehend",
	"in prüfung", "in corso", "in lavorazione", "in attesa", "em andamento", "em processamento", "pendente", "em análise", "in behandeling",
	"in afwachting", "w toku", "w trakcie", "oczekuj", "v řešení", "zpracováv", "в обработке", "в процессе", "на рассмотрении", "в обробці",
	"на розгляді", "işleniyor", "inceleniyor", "beklemede", "sedang diproses", "dalam proses", "menunggu", "đang xử lý", "đang chờ",
	"处理中", "审核中", "處理中", "審核中", "処理中", "審査中", "처리 중", "검토 중", "قيد المعالجة", "قيد المراجعة", "בטיפול", "בתהליך",
	"प्रक्रिया में", "लंबित", "σε επεξεργασία", "σε εξέλιξη", "în curs", "în procesare", "käsittelyssä", "folyamatban", "inashughulikiwa"}

// everyReport are the words that fix a state in every report, beside
// fixedVerdictAlways.
var everyReport = []string{"in every ", "in each ", "in all ", "on every ", "en cada ", "dans chaque ", "in jedem ", "in jeder ", "in ogni ",
	"em cada ", "in elk", "w każdym ", "в каждом ", "в кожному ", "her rapor", "di setiap ", "trong mỗi ", "trong mọi ", "în fiecare ",
	"jokaisessa ", "minden ", "σε κάθε ", "בכל ", "في كل ", "हर ", "kila ", "毎回", "すべての", "每个", "每份", "모든 "}

// failureShownPending reports whether s presents a failure named before
// its "as" (at as) as a pending state, with no pending state before it.
func failureShownPending(s string, as int, state string) bool {
	return pieceAt(state, presentedPending) >= 0 && pieceAt(s[:as], presentedPending) < 0 && hasStem(s[:as], failedOutcome)
}

// alwaysShownGood reports whether s presents a good state, with a word of
// "always" or "in every report", no condition and no good state before
// the verb (at verb) that would tie the state to the result.
func alwaysShownGood(s string, verb int, state string) bool {
	if !hasStem(state, succeeded) && pieceAt(state, presentedSuccess) < 0 {
		return false
	}
	if !fixedVerdictAlwaysStems.in(s) && firstIndexOf(s, everyReport) < 0 {
		return false
	}
	subject := s[:verb]
	return !hasWordOf(s, fixedVerdictIf) && !hasStem(subject, succeeded) && pieceAt(subject, presentedSuccess) < 0 &&
		pieceAt(subject, goodState) < 0
}
