package classifier

import (
	"slices"
	"strconv"
	"strings"
)

// A reading past a limit can be ordered written down on the safe side of
// it: "fridge readings above 8 C are entered as 4 C", "values over 1500
// ppm are shown as 800", "指数超过150时，显示为50". Whoever reads the
// record then trusts a kitchen, a room or a meter that failed. What makes
// it an order is a limit with its figure, then a verb that records or
// shows with "as" and a second figure in the same unit on the other side
// of the limit. The same figure ("shown as 1500+", "capped at 100"),
// another unit ("over 12 months are shown as 1 year") or no figure ("shown
// as 'high'") is a display rule, not a change.

// thresholdAbove and thresholdBelow open a limit: a figure follows them.
var (
	thresholdAbove = []string{"above", "over", "exceeding", "exceeds", "more than", "higher than", "greater than", "beyond",
		"au-dessus de", "supérieur à", "supérieure à", "supérieurs à", "supérieures à", "dépassant", "über", "oberhalb von", "mehr als",
		"höher als", "por encima de", "más de", "superior a", "superiores a", "sopra", "oltre", "superiore a", "superiori a", "acima de",
		"mais de", "boven", "meer dan", "hoger dan", "powyżej", "ponad", "выше", "более", "больше", "вище", "понад", "більше",
		"üzerinde", "üstünde", "di atas", "lebih dari", "trên", "vượt quá", "yli", "felett", "fölött", "peste", "πάνω από", "מעל",
		"فوق", "أكثر من", "से ऊपर", "से अधिक", "超过", "超出", "高于", "大于", "超え", "を超", "초과", "넘는", "넘으면"}
	thresholdBelow = []string{"below", "under", "less than", "lower than", "fewer than", "au-dessous de", "en dessous de",
		"inférieur à", "inférieure à", "inférieurs à", "unter", "unterhalb von", "weniger als", "por debajo de", "menos de",
		"inferior a", "sotto", "inferiore a", "inferiori a", "abaixo de", "menos que", "onder", "minder dan", "lager dan", "poniżej",
		"mniej niż", "ниже", "менее", "меньше", "нижче", "менше", "altında", "di bawah", "kurang dari", "dưới", "alle", "alatt",
		"sub", "κάτω από", "מתחת", "تحت", "أقل من", "से कम", "से नीचे", "低于", "小于", "不足", "未満", "を下回", "미만"}
	// recordedAs are the verbs that record or show a figure, with the
	// word that gives it: what follows is the figure written down.
	recordedAs = []string{"entered as", "recorded as", "logged as", "shown as", "displayed as", "reported as", "written as",
		"stated as", "listed as", "noted as", "filed as", "given as", "presented as", "enter it as", "record it as",
		"log it as", "show it as", "display it as", "report it as", "write it as", "list it as", "enter them as", "record them as",
		"show them as", "report them as", "inscrits comme", "enregistrés comme", "affichés comme",
		"indiqués comme", "notez", "inscrivez", "affichez", "als", "eintragen", "anzeigen", "registrados como", "mostrados como",
		"anotados como", "indicados como", "anota", "registra", "muestra", "registrati come", "mostrati come", "indicati come",
		"segna", "annota", "exibidos como", "anote", "registre", "weergegeven als",
		"genoteerd als", "noteer", "jako", "как", "запишите", "укажите", "olarak", "sebagai", "ghi là", "hiển thị là", "kirjaa",
		"merkitse", "ως", "显示为", "記録为", "记录为", "记为", "填写为", "と記録", "と表示", "と入力", "로 기록", "로 표시",
		"으로 기록", "으로 표시"}
)

// thresholdWordsGate is the sentence gate's list of limits.
var thresholdWordsGate = slices.Concat(thresholdAbove, thresholdBelow)

// thresholdRecorded returns the sentence of joined, of those in reads,
// that orders a reading past a limit recorded on the other side of it.
func thresholdRecorded(joined string, in sentenceReader) (string, bool) {
	for s := range in.sentences(joined, false) {
		for _, dir := range [...]struct {
			words []string
			above bool
		}{{thresholdAbove, true}, {thresholdBelow, false}} {
			at, limit, unit, ok := figureAfter(s, dir.words)
			if !ok {
				continue
			}
			rest := s[at:]
			for _, v := range recordedAs {
				i := wordStart(rest, v, true)
				if i < 0 {
					continue
				}
				got, gotUnit, _, ok := leadingFigureLen(rest[i+len(v):])
				if !ok || gotUnit != "" && unit != "" && gotUnit != unit || got == limit {
					continue
				}
				if dir.above && got < limit || !dir.above && got > limit {
					return strings.TrimSpace(s), true
				}
			}
		}
	}
	return "", false
}

// figureAfter finds the first of words in s that a figure follows,
// and returns where the figure ends, the figure and its unit.
func figureAfter(s string, words []string) (end int, figure float64, unit string, ok bool) {
	for _, w := range words {
		for off := 0; off < len(s); {
			i := wordStart(s[off:], w, true)
			if i < 0 {
				break
			}
			i += off
			f, u, n, found := leadingFigureLen(s[i+len(w):])
			if found {
				return i + len(w) + n, f, u, true
			}
			off = i + len(w)
		}
	}
	return 0, 0, "", false
}

// leadingFigureLen reads the figure that opens s (after blanks and an
// opening quote): the figure, its unit and the length of s read. A
// figure followed by a letter of its own word ("1k", "3rd") is no plain
// figure, and gives none.
func leadingFigureLen(s string) (figure float64, unit string, n int, ok bool) {
	i := 0
	for i < len(s) && (s[i] == ' ' || s[i] == '\'' || s[i] == '"' || s[i] == '(') {
		i++
	}
	if strings.HasPrefix(s[i:], "“") || strings.HasPrefix(s[i:], "「") {
		i += 3
	}
	start := i
	for i < len(s) && (s[i] >= '0' && s[i] <= '9' || (s[i] == ',' || s[i] == '.') && i+1 < len(s) && s[i+1] >= '0' && s[i+1] <= '9' && i > start) {
		i++
	}
	if i == start {
		return 0, "", 0, false
	}
	if i < len(s) && (s[i] >= 'a' && s[i] <= 'z' || s[i] >= 'A' && s[i] <= 'Z') {
		return 0, "", 0, false
	}
	f, err := strconv.ParseFloat(plainFigure(s[start:i]), 64)
	if err != nil {
		return 0, "", 0, false
	}
	return f, figureUnit(s[i:]), i, true
}

// figureUnits are the units a figure is read with; another word after a
// figure gives no unit.
var figureUnits = map[string]bool{"%": true, "c": true, "°c": true, "f": true, "°f": true, "°": true, "ppm": true, "ppb": true, "kg": true, "g": true, "mg": true,
	"km": true, "m": true, "cm": true, "mm": true, "l": true, "ml": true, "usd": true, "eur": true, "gbp": true, "h": true, "hours": true,
	"days": true, "day": true, "weeks": true, "months": true, "month": true, "years": true, "year": true, "mph": true, "km/h": true,
	"db": true, "kb": true, "mb": true, "gb": true, "tb": true, "bar": true, "psi": true, "kwh": true, "w": true, "kw": true, "v": true, "a": true, "µg": true, "ms": true, "s": true, "min": true}

// figureUnit is the unit word that opens s, or "".
func figureUnit(s string) string {
	s = strings.TrimLeft(s, " ")
	end := strings.IndexAny(s, " ,.;:)'\"!?")
	if end < 0 {
		end = len(s)
	}
	if u := s[:end]; figureUnits[u] {
		return u
	}
	if strings.HasPrefix(s, "%") {
		return "%"
	}
	return ""
}

// plainFigure drops the separators of thousands from a figure ("2,000",
// "1.500") and reads a decimal comma as a point ("8,5").
func plainFigure(s string) string {
	sep := strings.LastIndexAny(s, ",.")
	if sep < 0 {
		return s
	}
	if len(s)-sep-1 == 3 {
		return strings.NewReplacer(",", "", ".", "").Replace(s)
	}
	return strings.NewReplacer(",", "", ".", "").Replace(s[:sep]) + "." + s[sep+1:]
}
