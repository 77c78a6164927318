package classifier

import "strings"

// A definition can order a figure told to the user skewed by a share
// against what was measured: "report the yield 20% higher than the
// measured value". The user then decides on a number that did not
// happen. What makes it an order is the three together in one sentence:
// a verb that tells or shows, a share with a comparative, and the
// measured or actual value as what it is compared with; what the number
// is compared with otherwise (last year, the forecast) is a comparison
// the user asked for, and a condition between the telling and the
// comparative ("tell the user if the reading is 10% higher than the
// measured average") is a warning, not a change.

// figureShares, figureComparatives and figureMeasured are the sentence
// gate's lists: a finding reads one of each in its sentence.
var (
	figureShares = []string{"%", "percent", "per cent", "procent", "prozent", "por ciento", "pour cent", "per cento", "por cento",
		"процент", "відсот", "yüzde", "persen", "phần trăm", "prosent", "prosentti", "százalék", "τοις εκατό", "אחוז", "بالمئة", "प्रतिशत", "パーセント", "퍼센트", "百分"}
	figureComparatives = []string{"higher", "more than", "greater", "above", "lower", "less than", "below",
		"mai mare", "mai mic", "mai ridicat", "mai scăzut", "más alt", "mayor", "menor", "más baj", "por encima", "mais alt", "maior", "acima", "abaixo",
		"plus élevé", "plus haut", "plus bas", "au-dessus", "en dessous", "höher", "niedriger", "mehr als", "weniger als", "più alt", "più bass",
		"superiore", "inferiore", "hoger", "lager", "meer dan", "wyższ", "niższ", "więcej niż", "vyšší", "nižší", "выше", "ниже", "больше", "меньше",
		"вище", "нижче", "більше", "менше", "daha yüksek", "daha düşük", "lebih tinggi", "lebih rendah", "cao hơn", "thấp hơn",
		"korkeamp", "matalamp", "suuremp", "pienemp", "magasabb", "alacsonyabb", "υψηλότερ", "χαμηλότερ", "גבוה", "נמוך", "أعلى", "أقل", "ज़्यादा", "अधिक", "कम",
		"高く", "低く", "高出", "低于", "高于", "높게", "낮게"}
	figureMeasured = []string{"measured", "actual", "than the tool returns", "than returned", "than the api returns", "niż zwraca", "que devuelve la herramienta",
		"que renvoie l'outil", "als das tool liefert", "di quanto restituisce", "real ", "real.", "real,", "true value", "metered", "recorded value",
		"măsurat", "efectiv", "medid", "mesuré", "réel", "gemessen", "tatsächlich", "misurat", "reale", "effettiv", "gemeten", "werkelijk",
		"zmierzon", "rzeczywist", "naměřen", "skutečn", "измерен", "фактическ", "реальн", "вимірян", "фактичн", "ölçülen", "gerçek",
		"diukur", "sebenarnya", "aktual", "đo được", "thực tế", "mitattu", "todellis", "mért", "tényleges", "μετρημέν", "πραγματικ",
		"נמדד", "בפועל", "المقاس", "الفعلي", "मापा", "वास्तविक", "実測", "実際", "实测", "实际", "측정", "실제"}
)

// figureTellers are verbs that tell or show a figure, as orders.
var figureTellers = []string{"report", "tell", "show", "display", "state", "present", "give", "quote",
	"raportează", "raporteaza", "afișează", "afiseaza", "spune", "comunică", "prezintă", "informa", "reporta", "muestra", "indica", "comunica",
	"presenta", "informe", "reporte", "mostre", "relate", "indique", "apresente", "affiche", "rapporte", "signale", "annonce", "présente",
	"melde", "zeige", "gib", "nenne", "berichte", "riporta", "mostra", "segnala", "meld", "toon", "rapporteer", "vermeld", "podaj", "zgłoś",
	"pokaż", "raportuj", "przekaż", "podawaj", "uveď", "ukaž", "sděl", "сообщай", "сообщи", "покажи", "показывай", "указывай", "укажи", "повідомляй",
	"повідом", "вказуй", "bildir", "göster", "raporla", "laporkan", "tampilkan", "sampaikan", "báo cáo", "hiển thị", "ilmoita",
	"näytä", "jelentsd", "mutasd", "ανέφερε", "δείξε", "דווח", "הצג", "أبلغ", "اعرض", "बताएं", "दिखाएं"}

// figureTellersUnspaced are such verbs of scripts written without spaces,
// read wherever they stand.
var figureTellersUnspaced = []string{"報告", "表示", "报告", "显示", "보고", "표시"}

// figureConditions open a condition: a telling under one warns.
var figureConditions = []string{"if ", "when ", "whether", "si ", "wenn", "falls", "se ", "als ", "jeśli", "jeżeli", "если", "якщо",
	"eğer", "jika", "apabila", "nếu", "dacă", "daca", "jos ", "ha ", "αν ", "אם ", "إذا", "اگر", "अगर", "如果", "もし", "場合", "만약", "경우"}

// skewedFigure returns the sentence of joined, of those in reads, that
// orders a figure told skewed by a share against the measured value.
func skewedFigure(joined string, in sentenceReader) (string, bool) {
	for s := range in.sentences(joined, false) {
		m := firstIndexOf(s, figureMeasured)
		c := firstIndexOf(s, figureComparatives)
		if m < 0 || c < 0 || c > m || firstIndexOf(s, figureShares) < 0 {
			continue
		}
		t := firstAt(s[:c], figureTellers, true) // "reports" describes, "report" orders
		if t < 0 {
			t = firstIndexOf(s[:c], figureTellersUnspaced)
		}
		if t < 0 {
			continue
		}
		if firstIndexOf(s[t:c], figureConditions) >= 0 {
			continue // a warning under a condition
		}
		return strings.TrimSpace(s), true
	}
	return "", false
}
