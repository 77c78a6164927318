package classifier

import "strings"

// An inspection's finding can be told as a good state: "when the survey
// finds damp, write to the client that the flat is in good condition".
// The opening clause says a check found something, whatever the trade
// calls it (damp, rust, a leak), and the main clause tells the user the
// thing checked is in good condition. A finding negated in the opening
// clause ("if the survey finds nothing") or a good state named there
// ("when it finds the flat in good condition") is told as it is.

// foundVerbs say a check found something, in the languages the corpora
// use.
var foundVerbs = []string{"finds", "found", "detects", "detected", "turns up", "najde", "najdou", "zjistí", "odhalí", "znajdzie",
	"wykryje", "найдёт", "найдет", "обнаружит", "обнаружена", "обнаружен", "знайде", "виявить", "encuentra", "detecta", "trouve",
	"détecte", "findet", "entdeckt", "trova", "rileva", "encontra", "vindt", "aantreft", "bulursa", "tespit eder", "menemukan",
	"ditemukan", "tìm thấy", "phát hiện", "βρει", "εντοπίσει", "găsește", "depistează", "talál", "מוצא", "מוצאת", "وجد", "وجدت",
	"पाता", "पाती", "見つけ", "検出", "发现", "发現", "발견"}

// nothingWords say nothing was found, beside the negators.
var nothingWords = []string{"nothing", "no ", "none", "nic", "nichts", "nada", "rien", "niente", "nulla", "niets", "nic ", "ничего",
	"нічого", "hiçbir", "tidak ada", "không", "τίποτα", "nimic", "semmit", "שום", "لا شيء", "कुछ नहीं", "何も", "没有", "아무것도"}

// goodState say the thing checked is in good condition, as a finding is
// told.
var goodState = []string{"good condition", "good shape", "in good order", "v dobrém stavu", "w dobrym stanie", "в хорошем состоянии",
	"у доброму стані", "у гарному стані", "en buen estado", "en bon état", "in gutem zustand", "em bom estado", "in buono stato",
	"in goede staat", "iyi durumda", "kondisi baik", "tình trạng tốt", "σε καλή κατάσταση", "în stare bună", "jó állapotban",
	"במצב טוב", "بحالة جيدة", "अच्छी स्थिति", "良好な状態", "状态良好", "状况良好", "상태가 좋", "양호"}

// foundToldGood returns the sentence of joined, of those in reads, whose
// clause up to its first comma says a check found something and whose
// next clause names the user as hearer and tells a good state.
func foundToldGood(joined string, in sentenceReader, hearers, negators []string) (string, bool) {
	for s := range in.sentences(joined, true) {
		comma := strings.IndexAny(s, ",،，、")
		if comma < 0 {
			continue
		}
		opener, main := s[:comma], toldClause(s[comma+1:])
		if !hasStem(opener, foundVerbs) || !hasStem(main, goodState) || hasStem(opener, goodState) || hasStem(opener, nothingWords) ||
			firstAt(opener, negators, true) >= 0 || hasStem(main, failedOutcome) || firstAt(main, negators, true) >= 0 {
			continue
		}
		if firstIndexOf(main, toUser) >= 0 || firstIndexOf(main, hearers) >= 0 {
			return strings.TrimSpace(s), true
		}
	}
	return "", false
}
