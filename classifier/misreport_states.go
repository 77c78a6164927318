package classifier

import "strings"

// A check that found something wrong can be written down as one that
// found nothing: "when the brake test fails, the certificate is still
// issued with the result 'satisfactory'", "si l'alarme ne fonctionne pas,
// notez 'conforme'", "ブレーキに不具合があっても「異常なし」と記録". The
// record then says a lift, a kitchen or a patient is safe when it is not,
// and whoever reads it acts on that. The words are read as the other
// outcomes are: a fault, a leak, a value over its limit or a lost parcel
// before the telling or recording, and a state of order in what is
// written. A record that keeps the fault ("record it as 'unsatisfactory'")
// holds a fault in the clause told and stays clean.

// faultState name a thing found wrong by an inspection, a test or a
// reading: broken, leaking, over its limit, lost, an accident.
var faultState = []string{
	"not working", "doesn't work", "does not work", "isn't working", "is not working", "stopped working", "broken", "faulty",
	"malfunction", "out of order", "defect", "leak", "positive result", "tests positive", "tested positive", "test is positive",
	"result is positive", "positive for", "above the limit", "over the limit", "exceeds the limit", "above its limit",
	"above the threshold", "over the threshold", "above the norm", "outside the norm", "above the legal", "over the legal",
	"unsatisfactory", "non-compliant", "noncompliant", "contaminat", "injur", "accident", "incident", "incidents", "violation", "breach", "spill",
	"crash", "is lost", "are lost", "was lost", "were lost", "has lost", "have lost", "got lost", "went missing",
	"damaged", "recalled", "unfit", "above the safe", "over the safe", "beyond the safe", "above the maximum", "over the maximum",
	"below the minimum", "under the minimum", "below the required", "is too low", "is too high", "too weak", "is loose", "are loose",
	"corrosion", "corroded", "cracked", "mould", "mold", "asbestos", "rotten", "dry rot", "infestation", "fails", "failed", "is missing",
	"are missing", "absent", "unreadable", "illegible", "worn", "leaking", "overheat", "overdue", "unpaid", "exceeded",
	// The same in the other languages: low, too low, below the minimum,
	// missing, loose.
	"trop bas", "trop basse", "trop faible", "insuffisante", "manquant", "manque", "desserré", "sous le minimum",
	"zu niedrig", "zu gering", "zu hoch", "fehlt", "fehlen", "locker", "unter dem minimum", "demasiado baj", "demasiado alt",
	"falta", "faltan", "suelt", "por debajo del mínimo", "troppo bass", "troppo alt", "manca", "mancano", "allentat",
	"sotto il minimo", "sotto la soglia", "muito baix", "muito alt", "abaixo do mínimo", "te laag", "te hoog", "ontbreekt",
	"los zit", "onder het minimum", "za nisk", "za wysok", "brakuje", "brak ", "poluzowan", "poniżej minimum", "слишком низк",
	"слишком высок", "отсутству", "ниже минимума", "занадто низьк", "відсутн", "příliš nízk", "chybí", "çok düşük", "düşükse",
	"düşük", "yüksekse", "eksik", "gevşek", "terlalu rendah", "terlalu tinggi", "kurang", "hilang", "longgar", "quá thấp",
	"quá cao", "thấp", "bị thiếu", "lỏng", "ต่ำเกินไป", "สูงเกินไป", "ขาด", "过低", "过高", "太低", "太高", "缺少", "缺失",
	"松动", "低すぎ", "高すぎ", "足りない", "欠けて", "緩んで", "너무 낮", "너무 높", "누락", "빠져", "헐거",
	"منخفض جدا", "مرتفع جدا", "ناقص", "مفقودة", "बहुत कम", "गायब", "נמוך מדי", "גבוה מדי", "חסר",
	// French, German, Spanish, Italian, Portuguese and Dutch.
	"ne fonctionne pas", "ne marche pas", "en panne", "défectu", "défaillan", "fuite", "dépasse", "au-dessus de la norme",
	"au-dessus du seuil", "au-dessus de la limite", "blessure", "perdu", "endommag", "insatisfaisant", //nolint:misspell // words of other languages
	"funktioniert nicht", "defekt", "kaputt", "undicht", "überschreit", "überschritt", "über dem grenzwert", "oberhalb des grenzwert",
	"unfall", "verletz", "verloren", "beschädigt", "mangelhaft", "mängel",
	"no funciona", "averiad", "avería", "defectuos", "fuga", "supera el límite", "supera los", "por encima del límite",
	"por encima de la norma", "accidente", "lesión", "perdid", "extraviad", "dañad", "insatisfactori",
	"non funziona", "guast", "difettos", "perdita", "supera il limite", "sopra il limite", "oltre il limite", "al di sopra",
	"infortun", "smarrit", "danneggiat", "insoddisfacent",
	"não funciona", "avariad", "defeituos", "vazamento", "excede o limite", "acima do limite", "acima da norma", "acidente",
	"lesão", "danificad", "insatisfatóri",
	"werkt niet", "kapot", "lekt", "lekkage", "overschrijd", "boven de norm", "boven de grens", "ongeval", "letsel", "beschadigd",
	// Polish, Czech, Slovak, Russian and Ukrainian.
	"nie działa", "uszkodz", "awari", "wyciek", "przekracz", "przekrocz", "powyżej normy", "powyżej limitu", "poza normą", "poza normami",
	"wypadek", "wypadku", "uraz", "zgubion", "zagubion", "nefunguje", "porouch", "porucha", "poškozen", "poškoden", "překroč", "prekroč",
	"nehod", "úraz", "ztracen", "не работает", "неисправ", "сломан", "утечк", "превыш", "выше нормы", "выше норм",
	"вне нормы", "авари", "травм", "потерян", "потерял", "поврежд", "несчастн", "не працює", "несправ", "зламан", "витік",
	"перевищ", "вище норм", "аварі", "втрачен", "пошкодж",
	// Turkish, Indonesian and Malay, Vietnamese, Thai.
	"çalışmıyor", "arızalı", "arıza", "bozuk", "sızıntı", "sınırı aş", "limiti aş", "kaza geçir", "kazada", "yaralan", "kayboldu", "kayıp", "hasarlı",
	"tidak berfungsi", "rusak", "bocor", "melebihi", "kecelakaan", "cedera", "hilang", "rosak",
	"không hoạt động", "bị hỏng", "hư hỏng", "rò rỉ", "vượt quá", "vượt ngưỡng", "tai nạn", "chấn thương", "bị mất", "thất lạc",
	"ไม่ทำงาน", "ชำรุด", "รั่ว", "เกินเกณฑ์", "เกินมาตรฐาน", "อุบัติเหตุ", "บาดเจ็บ", "สูญหาย", "เสียหาย",
	// Chinese, Japanese and Korean.
	"不工作", "故障", "损坏", "損壊", "泄漏", "漏水", "漏气", "超过", "超出", "超标", "高于", "事故", "受伤", "丢失", "遗失",
	"缺陷", "不良", "阳性", "不具合", "壊れ", "漏れ", "超え", "超過", "上回", "怪我", "けが", "紛失", "破損", "欠陥", "陽性",
	"고장", "작동하지 않", "누출", "초과", "넘으면", "사고", "부상", "분실", "파손", "결함", "양성",
	// Arabic, Hindi, Hebrew and Greek.
	"لا يعمل", "معطل", "تسرب", "يتجاوز", "تجاوز الحد", "حادث", "إصابة", "مفقود", "تالف",
	"काम नहीं कर", "खराब", "रिसाव", "सीमा से अधिक", "दुर्घटना", "चोट", "खो गया", "क्षतिग्रस्त",
	"לא עובד", "תקול", "תקלה", "דליפה", "חורג", "תאונה", "פציעה", "אבד", "פגום",
	"δεν λειτουργεί", "χαλασμέν", "βλάβη", "διαρροή", "υπερβαίν", "ατύχημα", "τραυματ", "χαμέν", "κατεστραμμέν",
	// Swedish, Danish, Norwegian, Finnish, Hungarian and Romanian.
	"fungerar inte", "virker ikke", "fungerer ikke", "trasig", "läck", "lækage", "lekkasje", "överskrid", "overskrid",
	"olycka", "ulykke", "förlorad", "bortkommen", "ei toimi", "rikki", "viallinen", "vuoto", "vuotaa", "ylittää", "ylittyy",
	"onnettomuu", "kadon", "kadonnut", "vaurioitu", "nem működik", "hibás", "szivárg", "meghalad", "túllép", "baleset",
	"sérül", "elveszett", "megsérült", "nu funcționează", "scurgere", "depășe", "peste limit", "accident", "rănire",
	"pierdut", "deteriorat",
	// Estonian, Latvian, Lithuanian and Icelandic.
	"ei tööta", "rikkis", "ületab", "ei läbinud", "nedarbojas", "bojāts", "bojāta", "pārsniedz", "nav izturējis", "nav izturējusi",
	"neizturēja", "neveikia", "sugedęs", "sugedusi", "viršija", "viršijo", "neišlaikė", "virkar ekki", "bilað", "bilaður",
	"fer yfir", "stóðst ekki", "kavēt", "nokavēt", "kavētiem", "zárva", "zárva van", "a gap", "gaps", "has a gap", "shows a gap", "incomplete", "неуспешен", "неуспешно", "не премина", //nolint:misspell // words of other languages
}

// orderState name a thing found in order, as a fault is written down:
// satisfactory, safe, within its limits, nothing to worry about.
var orderState = []string{
	"satisfactory", "routine", "nothing to worry about", "no cause for concern", "no need to worry", "all good", "all is well",
	"everything is fine", "is fine", "are fine", "safe to use", "within limits", "within the limit", "within range",
	"within the norm", "acceptable", "in working order", "working normally", "fully working", "fully operational",
	"operational", "functional", "intact", "healthy", "tested negative", "negative result", "out for delivery",
	"is in order", "are in order", "all in order", "no defects", "no faults", "no leaks", "no damage", "no errors", "no problems", "no concerns",
	"satisfaisant", "rien à signaler", "aucun souci", "en bon état", "fonctionnel", "sans danger", "dans les normes",
	"sans défaut", "in ordnung", "ohne befund", "mängelfrei", "unbedenklich", "funktionsfähig", "im normbereich",
	"innerhalb der grenzwerte", "in zustellung", "keine mängel", "satisfactori", "sin novedad", "sin problemas",
	"en buen estado", "en reparto", "dentro de la norma", "dentro de los límites", "sin defectos", "sin fallas", //nolint:misspell // words of other languages
	"soddisfacent", "nessun problema", "in regola", "a norma", "in buono stato", "in consegna", "entro i limiti",
	"funzionante", "satisfatóri", "sem problemas", "em ordem", "dentro da norma", "em bom estado", "a caminho",
	"em trânsito", "em entrega", "funcionando", "in orde", "geen problemen", "binnen de norm", "onderweg",
	"in goede staat", "prawidłow", "w normie", "bez zastrzeżeń", "w porządku", "bez usterek", "sprawn", "w drodze",
	"v pořádku", "bez závad", "v poriadku", "в норме", "норму", "норма", "в порядке", "без замечаний", "исправн",
	"удовлетворительн", "без неисправностей", "без дефектов", "в пути", "в нормі", "у нормі", "в порядку", "справн",
	"sorun yok", "sorunsuz", "uygun", "yolda", "sağlam", "tidak ada masalah", "dalam perjalanan", "sesuai standar",
	"không có vấn đề", "đang giao", "đạt chuẩn", "ปกติ", "ไม่มีปัญหา", "良好", "无异常", "無異常", "沒有異常", "没有问题",
	"一切正常", "合规", "已发货", "运输中", "配送中", "达标", "良", "異常なし", "異常無し", "問題なし", "問題ありません",
	"適合", "発送済", "発送しました", "이상 없음", "이상없음", "문제없", "문제 없", "양호", "적합", "발송되었", "발송됐",
	"배송 중", "배송중", "'pass'", "\"pass\"", "'passed'", "'ok'", "\"ok\"", "'good'", "'safe'", "safe for use", "safe to ride",
	"safe to occupy", "fit for use", "within normal range", "in the normal range", "normal range", "no action needed",
	"no action required", "no further action", "passed inspection", "passed the inspection", "on the next flight",
	"on the next train", "on the next bus", "will arrive tomorrow", "arrives tomorrow", "arriving tomorrow", "will be delivered",
	"regolare", "regolari", "conforme", "conformes", "sprawna", "sprawny", "sprawne", "исправен", "исправна", "исправно",
	"справний", "справна", "baik", "bagus", "layak", "ผ่าน", "'ดี'", "合格です", "正常です", "良好です", "通过检查", "达标",
	"정상", "양호함", "합격", "uygundur", "sorun yok", "geçti", "in orde", "goedgekeurd", "ok'", "لا توجد مشكلة", "سليم", "مطابق", "في الطريق", "ठीक है", "सुरक्षित", "रास्ते में", "תקין",
	"בסדר", "בדרך", "εντάξει", "σε καλή κατάσταση", "i orden", "i ordning", "godkänd", "godkendt", "godkjent", "på väg",
	"på vej", "på vei", "korras", "kasutuskõlblik", "derīgs lietošanai", "derīgs", "kārtībā", "normā", "tvarkingas", "tvarkinga",
	"tinkamas naudoti", "í lagi", "nothæft", "near miss", "near-miss", "nyitva van", "reached its target", "reached target", "reached temperature", "reached its temperature", "there are none", "there is none", "there aren't any", "there are not any", "tādu nav", //nolint:misspell // words of other languages
	"nav tādu", "es gibt keine", "no hay ninguno", "no hay ninguna", "il n'y en a aucun", "non ce ne sono", "não há nenhum", "их нет",
	"nie ma żadnych", "е преминал", "е преминало", "е преминала", "преминало проверката", "премина проверката", "kunnossa", "matkalla", "rendben", "megfelelő", "úton van", "în regulă", "pe drum", "în livrare",
}

// clearedFault name a state of order that holds a fault's word ("no
// defects", "異常なし", "без неисправностей"): blanked out of what is told
// before a fault is looked for in it.
var clearedFault = []string{"no defects", "no faults", "no leaks", "no damage", "no errors", "no problems", "sin defectos", //nolint:misspell // words of other languages
	"sin fallas", "sin errores", "sans défaut", "aucune erreur", "keine mängel", "keine fehler", "mängelfrei", "nessun errore",
	"sem erros", "geen fouten", "bez usterek", "bez błędów", "без неисправностей", "без дефектов", "без ошибок", "bez závad",
	"hatasız", "sorunsuz", "无异常", "無異常", "沒有異常", "異常なし", "異常無し", "이상 없음", "이상없음", "ไม่มีปัญหา"}

// clearedFaultSet finds clearedFault in one pass; clearedFaultBlanks
// turns each into blanks of its length.
var (
	clearedFaultSet    = newLiteralSet(clearedFault)
	clearedFaultBlanks = func() *strings.Replacer {
		pairs := make([]string, 0, 2*len(clearedFault))
		for _, w := range clearedFault {
			pairs = append(pairs, w, strings.Repeat(" ", len(w)))
		}
		return strings.NewReplacer(pairs...)
	}()
)

// faultIn reports whether a failed outcome stands in s once the states
// of order that hold a fault's word are blanked out.
func faultIn(s string) bool {
	if !failedOutcomeStems.in(s) {
		return false
	}
	return !clearedFaultSet.in(s) || failedOutcomeStems.in(clearedFaultBlanks.Replace(s))
}
