package classifier

import (
	"regexp"
	"strings"
)

// A tool promises what it never does on its own: "requests over the free
// limit are not charged without the user's approval", "한도를 넘는 요청은
// 사용자의 승인 없이 유료로 처리되지 않습니다", "未经用户同意不会收费". The
// words for "without the user's approval" read as an approval waived; but
// the act they belong to is negated, and a negated act done without
// approval is an act done only with it. Languages put the negator before
// the act (English, Romance, Chinese) or at the clause's end (Korean,
// Japanese, Turkish, Hindi, Persian), so the reading takes a statement
// negator anywhere in the clause of the phrase. It is narrow: the
// approval is the user's (or the customer's, or "your"); the clause is
// split at commas, semicolons and joining words, so an act beside the
// negated one keeps its own reading; a sentence with an exception
// ("except renewals") earns nothing; and only the phrase is blanked, the
// sentence then read again, so an order elsewhere in it is still read.

var (
	// unapprovedPhrase is "without approval" in the languages tools are
	// written in, the preposition before or after the noun.
	unapprovedPhrase = regexp.MustCompile(`(\b(without|sin|sans|ohne|senza|sem|zonder|bez|utan|tanpa)|(^|\s)(без|χωρίς))\s+(\S+\s+){0,3}?(prior |explicit |express |written )?(approv\w*|consent\w*|confirm\w*|permission|authori[sz]ation|agreement|aprobaci\S*|consentimiento|autorizaci\S*|confirmaci\S*|permiso|approbation|accord|consentement|autorisation|confirmation|zustimmung|genehmigung|einwilligung|bestätigung|freigabe|erlaubnis|approvazione|consenso|autorizzazione|conferma|permesso|aprovação|consentimento|autorização|confirmação|permissão|toestemming|goedkeuring|bevestiging|zgod\S*|akceptacji|potwierdzeni\S*|согласи\S*|подтверждени\S*|разрешени\S*|одобрени\S*|godkännande|samtycke|medgivande|persetujuan|izin|konfirmasi)|(승인|동의|허락|허가|확인)\s*(없이|없이는)|(承認|同意|許可|確認)(なしに|なしで|を得ずに|なく)|許可なく|(未经|未經|没有|沒有)[^，。；,;]{0,8}(同意|许可|許可|批准|确认|確認|授权|授權)|(onayı|onayınız|izni|izniniz|onayları)\s+olmadan|(onay|izin)\s+almadan|(अनुमति|सहमति|मंजूरी|स्वीकृति)\s+के\s+बिना|बिना\s+(अनुमति|सहमति|मंजूरी)|(بدون|بی|دون)\s+(تأیید|تایید|اجازه|رضایت|موافقت|إذن|موافقة)|(ללא|בלי)\s+(אישור|הסכמ\S*)`)
	// approvingParty is the user, the customer or "you", whose approval
	// it is.
	approvingParty = regexp.MustCompile(`\b(user|users|customer|customers|client|your|you|usuario|cliente|utilisateur|votre|vous|nutzer\w*|benutzer\w*|kunde\w*|ihre[rn]?|utente|usuário|seu|sua|gebruiker|uw|użytkownik\w*|användare\w*|din|ditt|pengguna|anda|kullanıcı\S*|müşteri\S*)\b|пользовател|клиент|вашего|вашей|사용자|고객|이용자|ユーザー|お客様|利用者|用户|用戶|客户|客戶|您|उपयोगकर्ता|ग्राहक|آپ|کاربر|مشتری|المستخدم|العميل|משתמש|לקוח`)
	// statementNegator negates the act of its clause, before it or at the
	// clause's end.
	statementNegator = regexp.MustCompile(`\b(not|never|no|nothing|none|won't|can't|cannot|isn't|aren't|doesn't|don't|nunca|jamás|nada|ningún|ninguna|ne|n'|jamais|rien|aucun|aucune|nicht|nie|niemals|kein\w*|nichts|non|mai|nulla|niente|não|nenhum|nenhuma|niet|nooit|geen|nigdy|inte|aldrig|ingen|inget|tidak|tak|takkan|bukan|değil|asla|hiçbir)\b|n't\b|(^|\s)(не|никогда|ничего|δεν|ποτέ|नहीं|कभी|هرگز|لا|لن|لم|לא|אין|לעולם)(\s|$)|않|안\s|못\s|없습니다|없다|없음|ません|ない|不会|不得|不能|绝不|絕不|决不|從不|从不|不予|不會|不收|不扣|不进行|不執行|不执行|\S(maz|mez|mıyor|miyor|muyor|müyor|mayacak|meyecek)\b|نمی|نخواهد|نمی\x{200c}`)
	// clauseSplit ends a clause: a comma, a semicolon or a joining word,
	// and the Korean verb endings that join two acts.
	clauseSplit = regexp.MustCompile(`[,;，；、]|\s(and|but|then|y|pero|et|mais|und|aber|e|ma|mas|en|maar|i|и|но|och|men|dan|tapi|ve|ama|और|लेकिन|و|ו)\s|(고|며|지만|서)\s`)
	// exceptionWord makes an exception to what the sentence promises.
	exceptionWord = regexp.MustCompile(`\b(except|but for|apart from|other than|unless|excepto|salvo|menos|sauf|hormis|außer|ausgenommen|tranne|eccetto|exceto|behalve|oprócz|кроме|utom|kecuali|hariç|dışında)\b|除了|除外|以外|を除|제외|외에는|सिवाय|به جز|جز|ما عدا|חוץ מ`)
)

// unapprovedAnchors are pieces every match of unapprovedPhrase holds: a
// sentence with none is passed over without running the regexp.
var unapprovedAnchors = []string{"without", "sin ", "sans ", "ohne", "senza", "sem ", "zonder", "bez ", "без ", "utan ", "tanpa",
	"χωρίς", "없이", "なし", "なく", "ずに", "未经", "未經", "没有", "沒有", "olmadan", "almadan", "बिना", "بدون", "بی ", "دون", "ללא", "בלי"}

// withoutUnapprovedNegated is sent with each "without the user's
// approval" blanked whose clause negates its act, and whether any was.
func withoutUnapprovedNegated(sent string) (string, bool) {
	if !hasSubstring(sent, unapprovedAnchors) || !unapprovedPhrase.MatchString(sent) || exceptionWord.MatchString(sent) {
		return sent, false
	}
	var b []byte
	start := 0
	ends := append(clauseSplit.FindAllStringIndex(sent, -1), []int{len(sent), len(sent)})
	for _, e := range ends {
		clause := sent[start:e[0]]
		if locs := unapprovedPhrase.FindAllStringIndex(clause, -1); locs != nil {
			rest := []byte(clause)
			for _, l := range locs {
				blankSpan(rest, l[0], l[1])
			}
			if approvingParty.MatchString(clause) && statementNegator.Match(rest) {
				if b == nil {
					b = []byte(sent)
				}
				for _, l := range locs {
					blankSpan(b, start+l[0], start+l[1])
				}
			}
		}
		start = e[1]
	}
	if b == nil {
		return sent, false
	}
	return strings.TrimSpace(string(b)), true
}
