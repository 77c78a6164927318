package classifier

import (
	"iter"
	"strings"
)

// A checking tool can be told to hand the user one verdict of nothing
// found whatever the check saw: "summarise the result as 'no issues'
// every time", "the answer to give is 'no leak' whatever the reading".
// What makes it a misreport is its shape, not the verdict's words: a
// verb of telling before a quoted verdict that opens with a word of
// nothing ("no …", "none", "bez …", "sin …", "なし"), fixed by a word of
// "whatever" or by "always" with no condition in the sentence that ties
// the verdict to the result. "If the scan is clean, report 'no
// vulnerabilities'" ties it, and stays clean.

// fixedVerdictQuotes open a quoted verdict.
var fixedVerdictQuotes = []string{"'", "\"", "“", "«", "„", "「"}

// fixedVerdictNil are the words of nothing a quoted verdict opens with.
var fixedVerdictNil = []string{"no ", "none", "nothing", "zero ", "bez ", "sin ", "sans ", "aucun", "kein", "nessun", "nenhum", "geen ",
	"brak ", "нет ", "без ", "немає ", "ні ", "tidak ada", "không có", "không ", "χωρίς", "καμία", "κανένα", "fără ", "nici ",
	"ingen ", "ei ", "nincs", "hakuna", "hiç", "无", "没有", "未发现", "なし", "異常なし", "없음", "이상 없음", "لا ", "بدون", "אין", "ללא", "कोई ", "शून्य"}

// fixedVerdictWhatever are the words that fix a verdict whatever the
// result was.
var fixedVerdictWhatever = []string{"whatever", "regardless", "no matter", "even if", "even when", "in any case", "bez ohledu", "ať už",
	"sin importar", "independientemente", "quel que soit", "quelle que soit", "peu importe", "unabhängig", "egal", "indipendentemente",
	"independentemente", "ongeacht", "niezależnie", "bez względu", "независимо", "незалежно", "ne olursa olsun", "fark etmeksizin",
	"apapun", "bất kể", "无论", "不管", "不论", "に関わらず", "にかかわらず", "관계없이", "상관없이", "بغض النظر", "مهما", "בלי קשר", "ללא קשר",
	"चाहे", "ανεξάρτητα", "indiferent", "oricare", "oavsett", "uanset", "riippumatta", "függetlenül", "vyovyote",
	"όποια κι αν", "όποιο κι αν", "όποιος κι αν", "ό,τι κι αν", "qualunque", "cualquiera que sea", "sea cual sea", "seja qual for",
	"qualquer que seja", "was auch immer", "jakikolwiek", "jakakolwiek", "jakiekolwiek", "какой бы ни", "каким бы ни", "какое бы ни",
	"какими бы ни", "який би не", "яким би не", "якою б не", "dù thế nào", "whichever"}

// fixedVerdictAlways are the words of "always" that fix a verdict when
// no condition ties it to the result.
var fixedVerdictAlways = []string{"always", "every time", "each time", "siempre", "toujours", "immer", "sempre", "altijd", "vždy",
	"zawsze", "всегда", "завжди", "her zaman", "daima", "selalu", "luôn", "总是", "始终", "一律", "常に", "必ず", "항상", "언제나",
	"دائما", "دائمًا", "תמיד", "हमेशा", "πάντα", "întotdeauna", "mindig", "alltid", "aina", "kila mara",
	"in every case", "in all cases", "en todos los casos", "dans tous les cas", "in jedem fall", "in ogni caso", "em todos os casos",
	"in alle gevallen", "w każdym przypadku", "в любом случае", "у будь-якому разі", "her durumda", "dalam semua kasus",
	"trong mọi trường hợp", "în orice caz", "joka tapauksessa", "minden esetben", "σε κάθε περίπτωση", "在任何情况下", "いずれの場合も",
	"어떤 경우에도", "في كل الأحوال", "בכל מקרה", "हर हाल में"}

// fixedVerdictIf are the words of a condition that ties a verdict to
// what the check found.
var fixedVerdictIf = []string{"if", "when", "unless", "only", "once", "si", "cuando", "quand", "lorsque", "wenn", "falls", "se", "quando",
	"als", "indien", "jeśli", "gdy", "если", "когда", "якщо", "коли", "pokud", "když", "jestliže", "eğer", "jika", "apabila", "nếu", "khi",
	"如果", "若", "場合", "なら", "경우", "면", "إذا", "אם", "כאשר", "अगर", "यदि", "जब", "αν", "όταν", "dacă", "când", "om", "när", "jos",
	"ha", "ikiwa"}

// fixedVerdictTellers are the stems of verbs of telling, summing up and
// giving an answer, in the languages the corpora use.
var fixedVerdictTellers = []string{"report", "tell", "say", "state", "summar", "describe", "present", "give", "answer", "reply", "respond",
	"show", "inform", "shrň", "shrn", "uveď", "řekn", "sděl", "oznam", "резюм", "сообщ", "скаж", "підсум", "повідом", "riassum", "dì ",
	"comunica", "résum", "dis ", "dites", "indique", "fasse", "sag", "melde", "berichte", "resum", "diga", "informe", "responde",
	"zeg", "meld", "vat ", "podsumuj", "powiedz", "zgłoś", "özetle", "söyle", "bildir", "ringkas", "sampaikan", "katakan", "laporkan",
	"tóm tắt", "báo", "nói", "总结", "告诉", "报告", "回答", "伝え", "まとめ", "報告", "요약", "알려", "보고", "لخص", "أخبر", "قل ", "أبلغ",
	"סכם", "אמור", "דווח", "ספר", "बताए", "बताओ", "बताइए", "सारांश", "πες", "ανάφερε", "συνόψισε", "spune", "raportează", "rezum",
	"rapportera", "berätta", "kerro", "raportoi", "mondd", "jelentsd", "mwambie", "ripoti",
	// The imperatives of telling with the one told joined to them, and
	// those of letting know, in the corpora's languages.
	"dile", "díle", "dígale", "cuéntale", "cuénteles", "avísale", "avise", "avisa", "notifica", "notifique", "conte ao", "conte aos",
	"dica", "di' ", "avvisa", "annonce", "signale", "préviens", "prévenez", "teile", "erzähl", "vertel", "laat weten", "informeer",
	"poinformuj", "przekaż", "передай", "сообщи", "ilet", "beri tahu", "beritahu", "言って", "말해", "말씀", "بلغ", "कहो", "कहें",
	"ενημέρωσε", "fortæl", "fortell", "säg", "ilmoita", "közöld", "anunță", "informează", "waambie", "si til", "povedz", "reci",
	"реци", "sabihin", "بتاؤ", "بتائیں", "بتا دو", "بگو", "digues", "digueu", "explica-li", "sê vir", "vertel vir", "thuaji", "thuaju",
	"njofto", "скажы", "скажыце", "паведамі", "უთხარი", "უთხარით", "აცნობე", "ասա", "ասեք", "տեղեկացրու", "de ki", "deyin ki", "gaya wa", "faɗa wa", "tshela"}

// fixedVerdict returns the sentence of the definition's texts (lower-
// cased, joined) that fixes a verdict of nothing found told to the user.
//
// Its entry in definitionChecks names words every finding of it reads
// in the one sentence it finds (a quote, and a word of "whatever" or
// "always" or a result with something found), and only the sentences of
// in that hold both are read.
func fixedVerdict(joined string, in sentenceReader) (string, bool) {
	for s := range in.sentences(joined, true) {
		fixed := fixedVerdictWhateverStems.in(s) || badBeforeVerdict(s) // told whatever, or where something was found
		if !fixed && (!fixedVerdictAlwaysStems.in(s) || hasWordOf(s, fixedVerdictIf)) {
			continue
		}
		if quotedNilVerdict(s) {
			return strings.TrimSpace(s), true
		}
	}
	return "", false
}

// quotedNilVerdict reports whether a quoted verdict of nothing (or of a
// check that passed) follows a verb of telling in s.
func quotedNilVerdict(s string) bool {
	for i, inner := range verdictQuotes(s) {
		if (hasPrefixAny(inner, fixedVerdictNil) || goodVerdict(inner)) && fixedVerdictTellersStems.in(s[:i]) {
			return true
		}
	}
	return false
}

// verdictQuotes yields where each quote mark of s that opens a quotation
// stands, and the text after it less its leading spaces: an apostrophe
// inside a word ("user's") opens none.
func verdictQuotes(s string) iter.Seq2[int, string] {
	return func(yield func(int, string) bool) {
		for _, q := range fixedVerdictQuotes {
			for i := range occurrences(s, q) {
				if q == "'" && i > 0 && isLetterByte(s[i-1]) {
					continue
				}
				if !yield(i, strings.TrimLeft(s[i+len(q):], " ")) {
					return
				}
			}
		}
	}
}
