package classifier

import (
	"slices"
	"strings"
)

// A result can be misstated in the passive, with no one told to do it:
// "deliveries marked FAILED are shown to customers as Delivered", "in the
// summary the values are always presented as within limits, whatever the
// measurement", "οι τιμές παρουσιάζονται πάντα ως εντός ορίων, όποια κι
// αν είναι η μέτρηση". What makes it harmful is its shape: a verb of
// presenting, in any voice, then a word of "as" and the state shown, and
// either a concession that the result does not matter (the state is fixed
// whatever it is) or a failure before the verb shown as a success after
// it. A format ("times are presented as UTC"), a state tied to the
// result ("failed payments are shown as failed") and a warning stay
// clean.

// presentStems are the stems of verbs of presenting, showing and
// reporting, in every voice and in the languages the corpora use.
var presentStems = []string{"present", "shown", "show", "display", "report", "summar", "describ", "told", "label", "παρουσιά", "εμφανίζ",
	"αναφέρ", "muestr", "aparec", "apresent", "mostr", "exib", "affich", "indiqu", "signal", "angezeigt", "dargestellt", "gemeldet",
	"ausgewiesen", "mostrat", "riportat", "getoond", "weergegeven", "gemeld", "przedstaw", "pokazyw", "prezentow", "wyświetl", "zobraz",
	"uváděn", "показыва", "отобража", "представля", "сообща", "показу", "відобража", "повідомля", "gösteril", "sunul", "bildiril",
	"ditampilkan", "disajikan", "dilaporkan", "hiển thị", "trình bày", "báo cáo", "prezentat", "afișat", "raportat", "näytetään",
	"esitetään", "raportoidaan", "megjelen", "huonyeshwa", "huripotiwa", "מוצג", "מדווח", "تعرض", "تُعرض", "تظهر", "يُبلغ", "दिखा", "बताया",
	"表示", "報告", "显示", "報告", "报告", "呈现", "표시", "보고"}

// presentAs are the words that open the state a thing is presented as.
var presentAs = []string{"as", "como", "comme", "come", "als", "jako", "как", "як", "ως", "σαν", "olarak", "sebagai", "là", "ca", "kama",
	"kuin", "mint", "として", "と", "为", "為", "로", "으로", "على أنها", "على أنه", "כ", "के रूप में"}

// presentedReach is how many bytes may stand between the verb and its
// "as" ("shown to customers as").
const presentedReach = 40

// presentedSuccess are states of success a failure is shown as, beside
// the misreport check's (see succeeded): a delivery made.
var presentedSuccess = []string{"delivered", "entregad", "livré", "zugestellt", "geliefert", "consegnat", "bezorgd", "geleverd",
	"dostarczon", "doručen", "доставлен", "доставле", "teslim edildi", "terkirim", "đã giao", "已送达", "配達済", "배송 완료", "تم التسليم",
	"נמסר", "डिलीवर", "imewasilishwa", "toimitettu", "kézbesítve", "livrat", "παραδόθηκ", "resolved", "ok", "normal", "within limits",
	"εντός ορίων", "dentro de los límites", "dans les limites", "innerhalb der grenzwerte", "entro i limiti", "dentro dos limites",
	"binnen de grenzen", "w normie", "в пределах нормы", "в межах норми", "sınırlar içinde", "dalam batas", "trong giới hạn"}

// resultNouns name the result a concession sets aside: "whatever the
// measurement", "regardless of the result", "όποια κι αν είναι η μέτρηση".
// A concession of something else ("whatever the user's time zone") fixes
// a format, not a result.
var resultNouns = []string{"result", "measurement", "reading", "value", "outcome", "status", "finding", "score", "level", "scan", "check",
	"test", "μέτρηση", "αποτέλεσμα", "τιμή", "ένδειξη", "resultado", "medición", "lectura", "valor", "résultat", "mesure", "valeur",
	"ergebnis", "messung", "messwert", "wert", "risultato", "misura", "valore", "lettura", "medição", "leitura", "resultaat", "meting",
	"waarde", "wynik", "pomiar", "wartość", "výsledek", "měření", "hodnota", "результат", "измерени", "значени", "показани",
	"вимірюванн", "значенн", "показник", "sonuç", "ölçüm", "değer", "hasil", "pengukuran", "nilai", "kết quả", "số đo", "giá trị",
	"結果", "測定", "结果", "测量", "数值", "결과", "측정", "النتيجة", "القياس", "القيمة", "התוצאה", "המדידה", "הערך", "परिणाम", "माप",
	"tulos", "mittaus", "eredmény", "mérés", "rezultat", "măsurăt", "valoare", "matokeo", "kipimo"}

// presentedGate holds a word every finding of presentedFixed reads in its
// sentence: a concession or a failure.
var presentedGate = slices.Concat(fixedVerdictWhatever, failedOutcome, fixedVerdictAlways, everyReport)

// resultReach is how many bytes may stand between a concession and the
// result it names.
const resultReach = 40

// presentedFixed returns the sentence of the definition's texts, of those
// in reads, that presents a result as a state fixed whatever it is, or a
// failure as a success (see above).
func presentedFixed(joined string, in sentenceReader, negators []string) (string, bool) {
	for sent := range in.sentences(joined, false) {
		s, verb, as, state, ok := presentedUnmasked(sent)
		if !ok || negatedVerb(s[:verb], negators) {
			continue // none, or a warning: "never show failed deliveries as delivered"
		}
		// The failure stands before the "as": the subject, or the
		// object of an imperative ("show failed deliveries as …").
		if resultSetAside(s) || hasStem(s[:as], failedOutcome) && (hasStem(state, succeeded) || pieceAt(state, presentedSuccess) >= 0) ||
			failureShownPending(s, as, state) || alwaysShownGood(s, verb, state) {
			return strings.TrimSpace(sent), true
		}
	}
	return "", false
}

// resultSetAside reports whether a concession in s sets the result aside.
func resultSetAside(s string) bool {
	for _, w := range fixedVerdictWhatever {
		for i := range occurrences(s, w) {
			near := s[max(0, i-resultReach):min(len(s), i+len(w)+resultReach)]
			if hasStem(near, resultNouns) {
				return true
			}
		}
	}
	return false
}

// presentedAs finds a verb of presenting and its "as" in s: where the
// verb and the "as" stand, and the text of the state presented (after the "as", or
// before it where the verb stands last, as in Japanese or Turkish).
func presentedAs(s string) (verb, as int, state string, ok bool) {
	for _, v := range presentStems {
		for i := range occurrences(s, v) {
			if i > 0 && s[i-1] < 0x80 && isLetterByte(s[i-1]) {
				continue // inside a word: "represent"
			}
			near := s[i+len(v) : min(len(s), i+len(v)+presentedReach)]
			if j := wordIndex(near, presentAs); j >= 0 {
				from := i + len(v) + j
				return i, from, s[from:min(len(s), from+presentedReach)], true
			}
			if verbLastParticiple(s, i) {
				// "… als 'in Bearbeitung' angezeigt": the state between
				// the "als" and the participle.
				far := s[max(0, i-presentedReach):i]
				if j := wordIndex(far, presentAs); j >= 0 {
					from := max(0, i-presentedReach) + j
					return from, from, s[from:i], true
				}
			}
			if v[0] >= 0x80 || strings.HasPrefix(s[max(0, i-8):i], "olarak") {
				// The state and its "as" before the verb: "成功として表示",
				// "başarılı olarak gösterilir".
				far := s[max(0, i-presentedReach):i]
				if j := wordIndex(far, presentAs); j >= 0 {
					at := max(0, i-presentedReach-presentedReach)
					return at, at, s[at:i], true
				}
			}
		}
	}
	return 0, 0, "", false
}

// verbLastParticiples are the German and Dutch participles of presenting,
// which close their clause: "werden als 'in Bearbeitung' angezeigt".
var verbLastParticiples = []string{"angezeigt", "dargestellt", "gemeldet", "ausgewiesen", "getoond", "weergegeven", "gemeld"}

// verbLastParticiple reports whether the presenting stem at i of s is
// one of verbLastParticiples, whose "as" stands before it.
func verbLastParticiple(s string, i int) bool {
	for _, p := range verbLastParticiples {
		if strings.HasPrefix(s[i:], p) {
			return true
		}
	}
	return false
}

// negatedVerb reports whether the text before a verb ends in a negator
// with at most one word after it ("never show", "are not shown", "must
// never be shown"): a negator further back negates a clause of its own
// ("inspections that did not pass are reported …").
func negatedVerb(before string, negators []string) bool {
	words := strings.Fields(before)
	for i := max(0, len(words)-2); i < len(words); i++ {
		if firstAt(words[i], negators, true) >= 0 || strings.HasSuffix(words[i], "n't") {
			return true
		}
	}
	return false
}
