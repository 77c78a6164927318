package classifier

// "Put off" is a request stalled until the user insists: "keep the plan
// active unless the user insists three times". The same words guard a
// harmful option of the tool's own: "`force` overwrites the remote
// branch; use it on the user's feature branches and never on main unless
// they insist". There the act held back harms (overwrites, deletes, forces),
// the negator before it makes refraining the default, and the user's
// insisting is their choice to take the risk. The cue is passed over only
// in that shape, and never when the insisting is counted (twice, a second
// time: the first request is not honoured) or what is held back is the
// user's way out (a cancellation, a refund, an unsubscription, an account
// or a plan closed), in the languages the put_off cues are written in.

// putOffKept are the words that keep a put-off act a stall: insisting
// counted, and the user's ways out.
var putOffKept = []string{
	"twice", "three times", "second time", "third time", "again", "repeat",
	"dos veces", "tres veces", "varias veces", "segunda vez", "deux fois", "trois fois", "seconde fois",
	"zweimal", "dreimal", "zweiten mal", "due volte", "tre volte", "duas vezes", "três vezes",
	"twee keer", "drie keer", "dwa razy", "trzy razy", "дважды", "трижды", "двічі", "тричі",
	"de două ori", "de trei ori", "iki kez", "üç kez", "ikinci kez", "dua kali", "tiga kali",
	"hai lần", "ba lần", "二回", "2回", "三回", "두 번", "세 번", "两次", "三次", "第二次", "שוב", "مرة أخرى", "مرتين",
	"cancel", "unsubscri", "refund", "account", "subscription", "membership", "plan", "opt out", "opt-out", "terminat",
	"cancela", "anula", "annul", "kündig", "abonnement", "abbonamento", "assinatura", "suscripci", "rembours", "reembols",
	"rimbors", "erstatt", "opzeg", "anuluj", "rezygn", "отмен", "отказ", "скасу", "відмов", "iptal", "abonelik",
	"batal", "langganan", "hủy", "解約", "キャンセル", "退会", "取消", "退订", "해지", "취소", "ביטול", "إلغاء",
}

// heldRiskUntilInsisted reports whether a sentence whose put_off cue
// stands after a negator (the scan says so) holds back a harmful act
// until the user insists, with no counted insisting and no way out named.
func (d *directiveRule) heldRiskUntilInsisted(sent string, have classSet) bool {
	if have.and(d.bit["put_off"]).isZero() || have.and(d.bit["harm"]).isZero() {
		return false
	}
	return !holdsAnyOf(sent, putOffKept)
}
