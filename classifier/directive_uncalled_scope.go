package classifier

import "strings"

// A tool's description speaks for the tool's calls. One that says it
// holds for the session whether or not the tool is called ("apply from
// now until the session ends, whether or not this tool is called: …",
// "vanaf het eerste bericht in dit gesprek geldt: …, ook als deze tool
// niet wordt gebruikt") is a standing order planted before any call, the
// line-jumping shape, whatever it goes on to ask. The reading asks for a
// concession ("even if", "whether or not", "ook als") with this tool and
// a negator a few words after it, in a definition whose text speaks of
// the session or the conversation (the rules' session words); results
// cached "even if this tool is not called again" speak of no session, and
// a session's timeout ("the connection closes even if the tool is not
// called") declares no rule and speaks to no one: the sentence must also
// declare a rule, speak to the reader, or order how to answer.

// thisToolWords name the tool itself, in the languages the corpora use.
var thisToolWords = []string{"this tool", "the tool", "deze tool", "dit hulpmiddel", "dieses tool", "dieses werkzeug", "cet outil",
	"esta herramienta", "esta ferramenta", "questo strumento", "questo tool", "to narzędzie", "ten nástroj", "tento nástroj",
	"этот инструмент", "цей інструмент", "bu araç", "alat ini", "công cụ này", "このツール", "此工具", "该工具", "這個工具", "이 도구",
	"هذه الأداة", "הכלי הזה", "αυτό το εργαλείο", "यह टूल", "tätä työkalua", "acest instrument", "zana hii", "ez az eszköz"}

// uncalledConcessive are the concessions that open "even if it is not
// called", beside the told-anyway check's.
var uncalledConcessive = append(append([]string(nil), toldConcessive...), "whether or not", "regardless of whether", "ob oder nicht",
	"que", "se use o no", "czy", "ли", "dù", "無論", "无论", "即使", "たとえ", "상관없이", "سواء", "בין אם", "चाहे", "olsun olmasın")

// uncalledNegators say the tool is not called, as the negators of the
// languages whose verbs take their negation as a word before them do,
// and as the verb-last ones mark it.
var uncalledNegators = []string{"not", "never", "niet", "nicht", "pas", "no ", "não", "non ", "nie ", "не ", "ne ", "không", "tidak",
	"belum", "δεν", "לא", "لم", "لا ", "नहीं", "न ", "ei ", "nu ", "ni ", "nincs", "hai", "haija", "or not", "o no", "ou não", "of niet",
	"oder nicht", "ou non", "o meno", "lub nie", "или нет", "чи ні", "呼ばれなくても", "使わなくても", "使われなくても", "不调用", "没有调用",
	"不使用", "호출하지 않아도", "사용하지 않아도", "mas", "masa", "lmasa", "çağrılmasa", "kullanılmasa", "olmasın"}

// ruleOrReader are the words of a declared rule, of the reader spoken to,
// and of an order on how to answer.
var ruleOrReader = []string{"apply", "applies", "rule", "rules", "you", "your", "answer", "reply", "respond", "geldt", "gilt", "regel",
	"vale", "s'applique", "se aplica", "obowiązuje", "zasad", "действует", "правил", "діє", "berlaku", "aturan", "áp dụng", "quy tắc",
	"je ", "du ", "tu ", "vous", "jij", "ty ", "ты", "вы ", "sen ", "kamu", "anda", "bạn", "réponds", "répondez", "responde", "contesta",
	"responda", "odpowiadaj", "odpowiedz", "jawab", "beantwoord", "antworte", "antwortest", "rispondi", "отвечай", "відповідай", "cevap",
	"trả lời", "答え", "回答", "답하", "أجب", "ענה", "उत्तर", "vastaa", "răspunde", "απάντα", "jibu", "válaszolj", "odpovídej"}

// uncalledReach is how many bytes after the concession the tool and the
// negator may stand.
const uncalledReach = 60

// uncalledScope returns the sentence of the definition's texts, of those
// in reads, that holds whether or not the tool is called (see above).
func uncalledScope(joined string, in sentenceReader) (string, bool) {
	for s := range in.sentences(joined, false) {
		if pieceAt(s, ruleOrReader) < 0 {
			continue
		}
		for _, c := range uncalledConcessive {
			for i := range occurrences(s, c) {
				near := s[i:min(len(s), i+len(c)+uncalledReach)]
				// "whether or not" carries its negator.
				if pieceAt(near, thisToolWords) >= 0 && (strings.HasSuffix(c, "or not") || pieceAt(near[len(c):], uncalledNegators) >= 0) {
					return strings.TrimSpace(s), true
				}
			}
		}
	}
	return "", false
}
