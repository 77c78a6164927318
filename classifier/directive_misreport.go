package classifier

import (
	"regexp"
	"slices"
	"strings"
	"unicode/utf8"
)

// A definition can have a failure told to the user as a success: a
// sentence that names a failed, partial or held outcome (or a status
// quoted from the service) before an order to tell the user, and a
// success after it ("if the status is 'partial', tell the user the backup
// is complete"). The user then acts on a result that did not happen. The
// failure must come first and the success after the telling: "tell the
// user whether it succeeded or failed" reports both, and stays clean.
//
// The same holds for a verdict: a result below the mark, not passed or
// still pending reported as passed, on track or verified ("if a grade is
// below C, report it as 'on track'"), and the other order, a success told
// whatever the outcome ("state that the profile is verified even if it is
// pending"). Besides the orders to tell the user, a reporting verb in its
// imperative form (report, describe, state that) counts as the telling.

// failedOutcome name an outcome that did not succeed.
var failedOutcome = append(slices.Concat(unpaidOutcome, undeliveredOutcome, unbookedOutcome, faultState), "fail", "error", "partial", "pending", "held", "declined", "rejected", "timeout", "timed out",
	"échou", "échec", "erreur", "partiel", "fehl", "falló", "fallido", "pendiente", "falla", "fallan", "falhou", "erro", "pendente", "fallit", "fallisc", "範囲外", //nolint:misspell // "partiel" is French for partial
	"errore", "mislukt", "fout", "błąd", "nieudan", "ошибк", "не удал", "hata", "başarısız", "gagal", "lỗi", "thất bại",
	"ล้มเหลว", "ผิดพลาด", "失败", "错误", "失敗", "エラー", "실패", "오류", "فشل", "خطأ", "विफल", "त्रुटि", "imeshindwa",
	"hitilafu", "virhe", "epäonnist", "hiba", "sikertelen", "elbuk", "elbukn", "eșu", "eroare", "נכשל", "שגיאה",
	"nie powiedzie", "nie powiod", "не вдал", "nezdař", "misslyck", "απέτυχ", "αποτυχ", "לא הצליח", "hết hàng", "out of stock", "sold out",
	"ausverkauft", "agotado", "épuisé", "esaurit", "esgotad", "uitverkocht", "нет в наличии", "немає в наявності", "在庫切れ", "缺货", "품절",
	"below", "not pass", "did not pass", "ineligible", "not eligible", "unverified", "not verified", "overdue", "unsafe",
	"en dessous", "non conforme", "unter dem", "nicht bestanden", "por debajo", "no aprobado", "abaixo", "reprovad",
	"al di sotto", "non superat", "poniżej", "ниже", "не прошл", "altında", "di bawah", "tidak lulus", "không đạt",
	"chưa đạt", "ไม่ผ่าน", "不合格", "未通过", "低于", "不合格", "불합격", "미달", "أقل من", "لم ي", "से कम", "नहीं", "chini ya",
	"sub ", "ממתין", "לא עבר", "ממתינ",
	"abnormal", "borderline", "marginal",
	// A result that is out of the healthy or safe range, and fraud found.
	"elevated", "is high", "are high", "too high", "is low", "are low", "too low", "fraud", "mataas", "mababa",
	"ব্যর্থ", "nabigo", "hindi nagtagumpay",
	// Basque, Welsh, Irish, Maltese, Galician and Catalan, Albanian, Ukrainian and
	// Belarusian, Azerbaijani, Kazakh, Uzbek, Georgian, Armenian, Urdu, Gujarati,
	// Kannada, Telugu, Tamil, Khmer, Tagalog and Yoruba.
	"huts eg", "methu", "theip", "tfalli", "falliet", "fallou", "fallat", "dësht", "не пройд", "не пройш", "uğursuz", "сәтсіз",
	"muvaffaqiyatsiz", "ვერ ჩაი", "ձախողվ", "ناکام", "નિષ્ફળ", "ವಿಫಲ", "విఫల", "தோல்வி", "បរាជ័យ", "pumalya", "kùnà", "ni uspel",
	// Serbo-Croatian, Slovak, Bulgarian, Danish and Norwegian, Persian
	// and Marathi.
	"ne uspije", "ne uspe", "nije uspjel", "nije uspel", "neuspjel", "neuspel", "greška", "грешка", "не успе", "није успел",
	"zlyhá", "zlyhal", "nepodar", "неуспе", "се провали", "mislykk", "fejl", "feil", "ناموفق", "خطا", "شکست", "अयशस्वी", "त्रुटी",
	// A result that went wrong in other trades: a delay, a finding, a value
	// out of its range.
	"delay", "is late", "are late", "running late", "late by", "finding", "vulnerab", "infected", "outside the", "out of range", "fuera del rango", "fuera de rango", "hors de la plage",
	"hors norme", "außerhalb", "verspät", "al di fuori", "fora d", "buiten de", "poza zakres", "вне ", "за пределами", "aralık dışı", "di luar",
	"ngoài phạm vi", "范围外", "範囲外", "범위를 벗어", "خارج", "सीमा से बाहर", "nje ya", "ulkopuolel", "tartományon kív", "în afara", "מחוץ ל", "retras", "atras", "ritard", "vertrag", "opóźni", "задерж", "gecik", "terlambat", "trễ", "延误", "遅延", "지연", "not approved", "not yet approved", "anormal", "anomal", "auffällig", "nicht genehmigt", "pas approuvé",
	"não aprovad", "non approvat", "niet goedgekeurd", "niezatwierdzon", "не одобрен", "ненормальн", "onaylanmadı",
	"belum disetujui", "tidak normal", "bất thường", "chưa được duyệt", "异常", "未批准", "異常", "비정상", "غير طبيعي",
	// A cover or a document that lapsed, an account that is frozen, a
	// parcel sent back, and a bill that does not match what was ordered.
	"expir", "lapsed", "abgelaufen", "vencid", "scadut", "verlopen", "wygasł", "просроч", "истёк", "истек", "закінчи", "süresi dol",
	"kedaluwarsa", "tamat tempoh", "hết hạn", "过期", "過期", "期限切れ", "만료", "منتهي", "انتهت", "समाप्त", "lejárt", "vanhentu",
	"umeisha", "פג תוקף", "หมดอายุ", "frozen", "suspended", "returned to sender", "was returned", "exception",
	"moderate", "severe", "discrepan", "mismatch", "does not match", "doesn't match", "extra charge", "extra fee", "surcharge", "ylimääräi", "eltér", "abweich",
	// An application, a claim or an appeal turned down.
	"rechazad", "rejeitad", "rejeté", "abgelehnt", "respint", "afgewezen", "odrzucon", "отклонен", "відхилен", "reddedil", "ditolak",
	"bị từ chối", "απορρίφθ", "respins", "elutasít", "zamítnut", "נדחה", "مرفوض", "अस्वीकृत", "却下", "拒绝", "거절",
	// The refusal as a noun and its participles ("o sistema indique
	// recusa", "refus", "Ablehnung", "отказ").
	"recus", "refus", "denied", "denial", "помилк", "błęd", "chyby", "chybou", "rechazo", "ablehnung", "rifiut", "weiger", "odmow", "отказ", "відмов", "reddi", "penolakan", "từ chối", "拒否", "거부", "رفض", "סירוב",
	// Threats found by a scan.
	"threat", "угроз", "загроз", "bedrohung", "amenaza", "menace", "minacc", "ameaça", "zagroż", "hrozb", "tehdit", "ancaman", "mối đe dọa",
	"威胁", "脅威", "위협", "تهديد", "खतर", "απειλ", "איומ",
	// Failing as verbs and nouns: Portuguese falh-, Italian "did not
	// succeed", Swahili conditional, past and negated forms of kushindwa
	// and kufaulu, Slovak, Russian, Dutch and Hebrew nouns and prefixed
	// forms.
	"falh", "non è riuscit", "non sono riuscit", "non riesc", "non è andat", "non sono andat", "ikishindwa", "zikishindwa",
	"yakishindwa", "likishindwa", "kikishindwa", "vikishindwa", "ukishindwa", "ilishindwa", "zilishindwa", "yalishindwa",
	"lilishindwa", "zimeshindwa", "yameshindwa", "limeshindwa", "kimeshindwa", "imefeli", "ikifeli", "yamefeli", "zimefeli",
	"haikufaulu", "hayakufaulu", "hazikufaulu", "zlyhan", "neúspešn", "сбой", "сбоя", "сбое", "сбоем", "неудач", "неуспешн", "misluk", "не вдав", "שנכשל", "כשלון", "כישלון",
	// A balance or a fund that does not cover the act, and a charge or a
	// premium that went up: what a user is told is fine or unchanged.
	"insufficient", "is short", "not enough", "insuficiente", "insuffisant", "unzureichend", "nicht ausreich",
	"niewystarcz", "недостаточ", "недостатньо", "yetersiz", "tidak cukup", "không đủ", "غير كاف", "לא מספיק", "अपर्याप्त",
	"부족", "不足", "足りな", "went up", "has risen", "have risen", "rose", "increased", "naik", "meningkat", "subió", "aumentó",
	"augmenté", "gestiegen", "aumentat", "aumentou", "subiu", "gestegen", "wzrosł", "вырос", "зріс", "arttı", "yükseldi",
	"上涨", "涨价", "値上が", "올랐", "인상됐", "인상되", "ارتفع", "התייקر",
	// A check that flags the thing itself: stolen or suspected, and
	// Greek's present stem of failing and Russian's "did not pass".
	"stolen", "suspected", "robad", "volé", "gestohlen", "rubat", "roubad", "gestolen", "skradzion", "kradzion", "украден", "вкраден",
	"çalıntı", "dicuri", "curian", "mất cắp", "bị trộm", "被盗", "盗難", "盗品", "도난", "مسروق", "चोरी", "κλεμμέν", "גנוב", "odcizen", "varastet",
	"sospett", "sospech", "suspeit", "soupçon", "verdächt", "podejrzan", "подозр", "підозр", "şüpheli", "dicurigai", "nghi là", "nghi ngờ", "可疑", "疑い", "의심", "مشتبه", "संदिग्ध", "ύποπτ", "חשוד",
	"αποτυγχάν", "не прошёл", "не пройден",
	// A request the model is told to refuse or turn down.
	"refuse", "refusing", "refused", "turn down", "turned down", "rechaza", "rechazar", "refuse tous", "refusez", "verweigere", "verweigern",
	"rifiuta", "recusa", "recuse", "weiger", "odmów", "odrzuć", "отклони", "откажи",
	// A check's field or flag that came back false, and a key, ticket or
	// document found invalid.
	"is false", "'false'", "returns false", "returned false", "invalid", "ungültig", "ongeldig", "inválid", "nieważn", "недействит",
	"недійсн", "geçersiz", "tidak valid", "không hợp lệ", "无效", "無効", "유효하지 않", "غير صالح", "אינו תקף", "अमान्य")

// succeeded name an outcome that succeeded.
var succeeded = append(slices.Concat(paidOutcome, deliveredOutcome, bookedOutcome, orderState), "accepted", "succeeded", "successful", "success", "went through", "completed", "is complete", "was complete",
	"complète", "réussi", "terminée", "erfolgreich", "abgeschlossen", "exitos", "completad", "concluíd", "bem-sucedid",
	"riuscit", "completat", "geslaagd", "voltooid", "udan", "zakończon", "успешно", "завершен", "başarılı", "tamamlandı",
	"berhasil", "selesai", "hoàn tất", "thành công", "สำเร็จ", "เสร็จ", "成功", "完成", "完了", "완료", "نجح", "اكتمل",
	"सफल", "पूरा", "imefanikiwa", "onnistui", "valmis", "sikeres", "befejez", "reușit", "הצליח", "הושלם",
	"passed", "on track", "verified", "approved", "eligible", "in full", "compliant", "conforme", "bestanden", "verifiziert",
	"aprobado", "verificado", "aprovad", "integral", "approvato", "verificato", "zatwierdzon", "zweryfikowan", //nolint:misspell // Italian "verificato" is verified
	"одобрен", "подтвержден", "onaylandı", "doğrulandı", "lulus", "terverifikasi", "đạt", "đã xác minh", "ผ่าน",
	"合格", "已通过", "通过", "已验证", "承認", "確認済", "합격", "통과", "인증됨", "تم التحقق", "ناجح", "सत्यापित",
	"pasat", "verificat", "מאומת", "אושר", "עבר",
	"pomyśln", "powiodł", "úspěšn", "lyckad", "επιτυχ", "вдало", "успішно", "còn hàng", "in stock", "auf lager", "en stock", "disponibile",
	"op voorraad", "в наличии", "в наявності", "在庫あり", "有货", "재고 있음",
	"normal", "'pass'", "정상", "সফল", "matagumpay", "tagumpay",
	"completó", "salió bien", "範囲内", "gick igenom", "gick bra", "a buon fine", "durchgegangen", "doorgegaan",
	// Basque, Welsh, Irish, Maltese, Galician and Catalan, Albanian, Macedonian,
	// Belarusian, Azerbaijani, Kazakh, Uzbek, Georgian, Armenian, Urdu, Gujarati,
	// Kannada, Telugu, Tamil, Khmer, Tagalog and Yoruba.
	"gainditu", "llwyddo", "éirigh", "għaddiet", "superad", "s'ha superat", "ka kaluar", "помина", "пройдзена", "uğurla", "сәтті",
	"muvaffaqiyatli", "წარმატებით", "հաջող", "کامیاب", "સફળ", "ಯಶಸ್ವಿ", "విజయవంత", "வெற்றிகரமாக", "ជោគជ័យ", "pumasa", "yege",
	"uspješn", "uspešn", "úspešn", "успешн", "lykkedes", "gennemført", "vellykket", "fullført", "با موفقیت", "موفق", "यशस्वी",
	// A result that went right: on time, nothing found, clean.
	"on time", "on schedule", "none found", "no findings", "no issues", "nothing found", "clean", "all clear", "a tiempo", "puntual", "à l'heure",
	"pünktlich", "in orario", "no horário", "op tijd", "o czasie", "вовремя", "по расписанию", "zamanında", "tepat waktu", "đúng giờ",
	"准时", "定刻", "정시", "في الموعد", "समय पर", "kwa wakati", "ajallaan", "időben", "la timp", "בזמן", "ไม่พบ", "sin hallazgos", "aucun problème", "keine befunde", "already sent", "has been sent", "already paid", "déjà envoy", "déjà versé", "bereits überwiesen",
	"bereits gesendet", "ya enviad", "ya se envi", "já enviad", "já foi", "già inviat", "al verzonden", "już wysłan",
	"уже отправлен", "уже переведен", "zaten gönderil", "sudah dikirim", "đã được gửi", "đã gửi", "bình thường", "已发送",
	"正常", "送金済", "이미 송금", "تم الإرسال",
	// Still valid, as planned, delivered, matching: what a lapsed,
	// delayed, returned or overcharged result is told as.
	"is valid", "still valid", "valabil", "válid", "gültig", "valide", "geldig", "ważn", "действителен", "действует", "чинн",
	"geçerli", "masih berlaku", "còn hiệu lực", "仍然有效", "有効です", "유효", "ساري", "वैध", "voimassa", "érvényes", "בתוקף",
	"as scheduled", "as planned", "予定どおり", "予定通り", "如期", "按时", "예정대로", "was delivered", "has been delivered",
	"as available", "matches exactly", "matches the order", "vastaa tilausta", "täsmää", "täsmälleen", "no interactions",
	// Clean, as a scanned system is told to be.
	"чист", "sauber", "limpi", "pulit", "limpo", "czyst", "čist", "temiz", "bersih", "sạch", "干净", "クリーン", "깨끗", "نظيف", "साफ", "καθαρ", "נקי",
	// Success as a noun and its adverbs ("con éxito", "com sucesso",
	// "بنجاح", "כהצלחה"), Swahili perfect forms of kufaulu and
	// kukamilika, Finnish onnistun- (onnistuneeksi), Hebrew words with
	// their attached prefixes.
	"éxito", "sucesso", "succès", "succes", "gelukt", "успех", "úspech", "بنجاح", "ناجحة", "imefaulu", "yamefaulu",
	"zimefaulu", "limefaulu", "kimefaulu", "ilifaulu", "yamefanikiwa", "zimefanikiwa", "ilifanikiwa", "imekamilika",
	"yamekamilika", "zimekamilika", "kwa mafanikio", "onnistun", "הצלחה", "כהצלחה", "בהצלחה", "מוצלח", "כמוצלח", "שהצליח", "כתקין",
	// Unchanged, as a raised charge is told to be.
	"unchanged", "stayed the same", "stays the same", "remains the same", "tetap sama", "tidak berubah", "sin cambios", "no ha cambiado",
	"inchangé", "unverändert", "invariat", "inalterad", "ongewijzigd", "bez zmian", "не изменил", "без изменений", "не змінил", "без змін",
	"değişmedi", "aynı kaldı", "không đổi", "không thay đổi", "没有变化", "不变", "変わらな", "変わりません", "변동 없", "변동이 없", "لم يتغير", "ללא שינוי", "अपरिवर्तित",
	// Lawful or genuine, as a flagged item is told to be, and Russian's
	// "passed" (прошёл таможню, проверку).
	"legitimate", "legit", "genuine", "lawful", "hợp lệ", "hợp pháp", "legítim", "légitime", "legittim", "legalny", "legalne", "законн", "meşru", "合法", "正規品", "정상품", "합법", "شرعي", "νόμιμ", "חוקי", "laillinen",
	"прошёл", "прошла", "прошли", "прошло", "пройден",
	// Sent, issued or refunded, as a refund or a payout refused is told
	// to be.
	"was sent", "were sent", "was issued", "were issued", "has been issued", "have been issued", "was refunded", "were refunded",
	"fue enviad", "fueron enviad", "fue emitid", "fue reembolsad", "a été envoy", "ont été envoy", "a été émis", "a été rembours",
	"wurde gesendet", "wurden gesendet", "wurde erstattet", "wurden erstattet", "è stato inviat", "sono stati inviat", "è stato rimborsat",
	"foi enviad", "foram enviad", "foi reembolsad", "is verzonden", "zijn verzonden", "is terugbetaald", "został wysłan", "zostały wysłan")

// succeededSet and failedSet find succeeded and failedOutcome in one pass.
var (
	succeededSet = newLiteralSet(succeeded)
	failedSet    = newLiteralSet(failedOutcome)
)

// failureToldAsSuccess returns the sentence of the definition's texts
// (lower-cased, joined), of those in reads, that has a failure told to the user as a success;
// tell are the rules' orders to tell the user (the told class), anyone
// the ways a result is told to anyone else (the told_any class).
func failureToldAsSuccess(joined string, in sentenceReader, tell, present, whatever, anyone []string) (string, bool) {
	if in.all && (!succeededSet.in(joined) || !failedSet.in(joined)) {
		return "", false // a span of in holds both
	}
	for s := range in.sentences(joined, true) {
		if !succeededSet.in(s) || !failedSet.in(s) {
			continue // both outcomes stand in a misreport's sentence
		}
		at := firstIndexOf(s, tell)
		if w := firstAt(s, present, true); w >= 0 && (at < 0 || w < at) {
			at = w
		}
		if s2 := firstAt(s, statedThat, true); s2 >= 0 && (at < 0 || s2 < at) {
			at = s2
		}
		if at < 0 {
			at = firstWordIndexOf(s, anyone)
		}
		if at < 0 {
			continue
		}
		if toldFailureAsSuccess(s, at) {
			return strings.TrimSpace(s), true
		}
		told := s[at:]
		if later := firstWordIndexOf(s, anyone); later > at && toldFailureAsSuccess(s, later) {
			// A passive report later in the sentence ("findings are
			// reported as 'none found'") after a word that presents.
			return strings.TrimSpace(s), true
		} else if later >= 0 && later < at && toldFailureAsSuccess(s, later) {
			// A telling before a word that presents ("márcala como
			// completada en el resumen").
			return strings.TrimSpace(s), true
		}
		// A success, then "even if" and a failure: told whatever happens.
		if e := firstIndexOf(told, whatever); e > 0 && succeededStems.in(told[:e]) && failedOutcomeStems.in(told[e:]) {
			return strings.TrimSpace(s), true
		}
	}
	return "", false
}

// toldFailureAsSuccess reports whether the sentence s names a failure
// before the telling at at and a success in the clause told, with no
// failure in that clause: "tell the user whether it succeeded or failed"
// reports both. A clause that tells a success ends at a comma or a
// semicolon: "…, because delays …" gives a reason, it tells nothing.
func toldFailureAsSuccess(s string, at int) bool {
	told := s[at:]
	if c := strings.IndexAny(told, ",;"); c > 0 && succeededStems.in(told[:c]) {
		told = told[:c]
	} else if c := strings.IndexByte(told, ';'); c > 0 {
		// A semicolon ends what is told: "tell the user to retry;
		// completed uploads are kept" tells no success.
		told = told[:c]
	}
	if askedWhich(told) {
		return false
	}
	return failedOutcomeStems.in(s[:at]) && succeededStems.in(told) && !faultIn(told)
}

// askedWhich reports whether what is told opens on a question word
// ("tell the user which files were uploaded", "what was saved"): the
// part that succeeded is told beside the part that failed, no failure
// told as a success.
func askedWhich(told string) bool {
	sp := strings.IndexByte(told, ' ')
	if sp < 0 {
		return false
	}
	words := strings.Fields(told[sp:])
	for i, w := range words {
		if i > 3 {
			break
		}
		switch strings.Trim(w, ",:") {
		case "which", "what", "how", "why", "whichever", "quels", "quelles", "lesquels", "welche", "cuáles", "qué", "quais", "quali", "welke", "które", "какие":
			return true
		}
	}
	return false
}

// misreported runs failureToldAsSuccess where the scan saw an order to
// tell the user, a word of "whatever happens", or a verb of presenting
// with a verdict ("report it as passed"): presenting alone is common.
//
// Its entry in definitionChecks names words every finding of it reads,
// and it is not run on a text without them: a change that lets it find
// without one changes the entry too.
func (d *directiveRule) misreported(joined string, in sentenceReader, tc *toolContext) (string, bool) {
	if tc == nil {
		return "", false
	}
	// An order to state a fact ("sampaikan bahwa …", "say that …") tells
	// whoever reads the answer, the user, as an order naming them does.
	recorded := recordTellerSet.in(joined)
	if !tc.seen.and(d.toldPresent).isZero() || d.presentVerdict.subsetOf(tc.seen) || statedThatSet.in(joined) || recorded {
		if s, ok := d.failureTold(joined, in); ok && !curedOnRetry.MatchString(s) {
			return s, true
		}
	}
	if tc.seen.and(d.bit["user_hearer"].or(d.bit["tell_user"]).or(d.bit[cueToldAny])).isZero() && !recorded {
		return "", false
	}
	// A main clause that records or reports ("「異常なし」と記録",
	// "显示为…") tells whoever reads the record, as one naming the user
	// does.
	if s, ok := d.failureOpened(joined, in); ok && !curedOnRetry.MatchString(s) {
		return s, true
	}
	return "", false
}

// curedOnRetry says the failure came right before the success was told:
// "a test that fails and then passes on retry is marked as passed".
var curedOnRetry = regexp.MustCompile(`\b(then |later )?(pass(es|ed)?|succeed(s|ed)?) on (a )?(retry|re-?run|second attempt)\b`)

// failureOpened is failureOpensSuccessTold with the rules' hearers, ways
// of telling anyone, negators and concessions.
func (d *directiveRule) failureOpened(joined string, in sentenceReader) (string, bool) {
	return failureOpensSuccessTold(joined, in, d.openedTellers, d.Negators, d.Cues[cueOverruled])
}

// failureTold is failureToldAsSuccess with the rules' cues of telling,
// presenting, concession and telling anyone.
func (d *directiveRule) failureTold(joined string, in sentenceReader) (string, bool) {
	return failureToldAsSuccess(joined, in, d.Cues[cueTold], d.Cues[cuePresent], d.Cues[cueOverruled], d.anyTellers)
}

// statedThat are the orders to state a fact, which tell the user what
// follows them.
var statedThat = []string{"state that", "say that", "claim that", "reply that", "report that", "report anyway that", "still report that",
	"meld dat", "meld dan toch dat", "meld toch dat", "melde, dass", "melde trotzdem, dass", "signale que", "signalez que", "riporta che",
	"segnala che", "zgłoś, że", "сообщи, что", "сообщите, что", "say it was", "say they were", "say it is", "say they are",
	"say it has", "say they have", "claim it was", "claim they were", "nói rằng", "скажите, что", "indique que", "affirme que", "diga que",
	"indica que", "afirma que", "dica che", "indica che", "sag, dass", "gib an, dass", "ציין", "ציינו", "اذكر أن", "كتب أن",
	"nyatakan bahwa", "hãy nói", "ghi là", "表示", "说明", "と伝え", "라고 말", "बताएं कि", "spune că", "belirt", "sampaikan bahwa", "katakan bahwa", "bilang bahwa", "sebutkan bahwa",
	"trả lời rằng", "odpowiada, że", "odpowiedz, że", "отвечает, что", "відповідає, що", "antwortet, dass", "répond que",
	"responde que", "risponde che", "antwoordt dat", "svarar att", "odpovídá, že", "απαντά ότι", "jibu kwamba", "עונה ש", "يجيب بأن", "と答え"}

// statedThatSet finds statedThat in one pass.
var statedThatSet = newLiteralSet(statedThat)

// hasStem reports whether one of stems begins a word of s ("erro" is no
// part of "kerro"). A stem of a script written without spaces begins a
// word wherever it stands ("ユーザーには予定どおり…").
func hasStem(s string, stems []string) bool {
	for _, w := range stems {
		if wordStart(s, w, false) >= 0 {
			return true
		}
	}
	return false
}

// firstWordIndexOf is where the first of words stands in s beginning a
// word ("escribe" is no part of "describe"), anywhere for a word of a
// script without spaces; -1 if none.
func firstWordIndexOf(s string, words []string) int {
	first := -1
	for _, w := range words {
		if i := wordStart(s, w, false); i >= 0 && (first < 0 || i < first) {
			first = i
		}
	}
	return first
}

// wordStart is where w first stands in s beginning a word, and ending
// one when whole ("fail" is no part of "default"), anywhere for a word of
// a script without spaces (firstOf reads such a word only after a space
// or a mark); -1 if none.
func wordStart(s, w string, whole bool) int {
	r, _ := utf8.DecodeRuneInString(w)
	anywhere := unspaced(r)
	for off := 0; off <= len(s); {
		i := strings.Index(s[off:], w)
		if i < 0 {
			return -1
		}
		i += off
		end := i + len(w)
		if anywhere || (i == 0 || !isLetterByte(s[i-1])) && (!whole || end == len(s) || !isLetterByte(s[end])) {
			return i
		}
		off = i + 1
	}
	return -1
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

// misreportIn reports whether sent tells a failure as a success, either
// way the checks read it: what the user asked about is then answered
// with the opposite of what happened, which no wish of theirs asks for.
func (d *directiveRule) misreportIn(sent string) bool {
	if _, ok := d.failureTold(sent, everySentence); ok {
		return true
	}
	_, ok := d.failureOpened(sent, everySentence)
	return ok
}
