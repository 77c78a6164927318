package classifier

// A failure is also told as a success by writing it down: "issued with
// the result 'satisfactory'", "write 'pass' on the sheet", "notez
// 'conforme'", "「異常なし」と記録". The verbs that record or write a
// verdict, and the hearers named after "to the … as", are read by the
// misreport checks only (failureTold, failureOpened): as cues of the
// told_any class they would join the rules' combinations, where "says"
// or "the log" tell nothing.

// recordTellers are the ways of writing a verdict down or telling it to
// a hearer the rules' told_any class does not name.
var recordTellers = []string{
	"cukup katakan", "katakan", "mondd, hogy", "mondd",
	"filed as", "logged as", "recorded as", "entered as", "classified as", "categorised as", "categorized as", "written up as",
	"tick the box", "tick “", "tick '", "let the", "let them know", "let him know", "let her know", "notify the",
	"advise the", "remind the", "write", "should say", "say", "check the box", "fill in", "put down", "mark it",
	"mark them", "still marked as", "be marked as", "filed under", "file it under", "label it", "cochez", "écrivez",
	"mettez", "schreiben sie", "kreuzen sie", "vermerken", "escribe", "escriba", "marca", "marque", "scrivi", "scrivete",
	"inserisci", "metti", "escreva", "escreve", "coloque", "assinale", "schrijf", "vink", "napisz", "zaznacz", "впишите",
	"напишите", "поставьте", "впиши", "напиши", "впишіть", "напишіть", "napište", "zapište", "yazın", "işaretleyin",
	"tulis", "tuliskan", "centang", "hãy ghi", "ghi", "đánh dấu", "เขียน", "ระบุ", "と書", "にチェック", "填写", "填", "写上", "写为",
	"标注", "라고 적", "라고 쓰", "로 적", "고 적", "اكتب", "ضع علامة", "लिखें", "כתוב", "סמן", "γράψτε", "skriv", "kirjoita", "írja",
	"írd", "scrieți", "scrie", "with the result", "with a result of", "with the status", "keep the status",
	"keeps the status", "keep their status", "keeps its status", "keep its status", "set the status to",
	"status is set to", "the status stays", "described to the", "explained to the", "read better to the",
	"reads better to the", "reads better as", "read better as", "to the customer as", "to the patient as",
	"to the client as", "to the guest as", "to the buyer as", "to the owner as", "to the tenant as", "to the family as",
	"to the residents as", "to residents as", "to the public as", "to the passenger as", "to the policyholder as",
	"to the applicant as", "to the inspector as", "to the auditor as", "to the regulator as", "record the", "log the",
	"mark the", "enter the", "file the", "note the", "write down", "noted as", "certified as", "certify it as",
	"signed off as", "sign it off as", "issued as", "notez", "inscrivez", "enregistrez", "consignez", "indiquez",
	"tragen sie", "trage", "vermerke", "vermerken sie", "notiere", "notieren sie", "erfasse", "erfassen sie", "anota",
	"anote", "apunta", "consigna", "annota", "annotate", "segna", "registra", "registre", "registe", "noteer",
	"registreer", "zapisz", "wpisz", "przepisz", "odnotuj", "запишите", "запиши", "внесите", "внеси", "отметьте",
	"укажите", "запишіть", "внесіть", "вкажіть", "kaydedin", "kaydet", "olarak gir", "catat", "catatlah", "ghi nhận",
	"と記録", "と記入", "と入力", "として記録", "と報告", "记录为", "记为", "填写为", "登记为", "标记为", "记录成", "로 기록", "으로 기록", "라고 기록", "고 기록",
	"고 안내", "라고 안내", "로 안내", "고 알려", "고 전달", "سجل", "سجّل", "दर्ज कर", "רשום", "רשמו", "καταγράψτε", "σημειώστε",
	"skriv in", "anteckna", "kirjaa", "jegyezze", "rögzítse", "notați", "înregistrați",
}

// recordTellerSet finds recordTellers in one pass.
var recordTellerSet = newLiteralSet(recordTellers)
