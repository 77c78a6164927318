package classifier

import "strings"

// A definition can leave a home's or an office's protection off for good:
// "the assistant switches the smart lock to 'always unlocked' and does
// not switch it back", "переводить замок у режим «завжди відчинено»",
// "lass die Alarmanlage dauerhaft aus". A visit that needs the door open
// for an hour becomes a door open from then on, which no user asked for.
// The reading is a sentence that names a lock, a door or an alarm, a
// state of it that lets anyone in, and a word that makes the state
// standing (always, permanently, from now on) beside the state, with no
// negator just
// before the state ("never leave it unlocked") and no "whether" that
// makes it a question the tool answers ("shows whether the door stays
// unlocked").

// guardedThings are locks, doors, gates and alarms, in the languages the
// corpora use (stems, so inflected forms read too).
var guardedThings = []string{"lock", "door", "gate", "alarm", "deadbolt", "замок", "замк", "двер", "ворот", "сигналізац", "сигнализац",
	"schloss", "tür", "tor ", "alarmanlage", "alarm", "cerradura", "puerta", "portón", "alarma", "serrure", "porte", "portail",
	"serratura", "porta", "cancello", "fechadura", "portão", "slot", "deur", "zamek", "zamk", "drzwi", "brama", "zámek", "dveře",
	"kilit", "kapı", "kunci", "pintu", "gerbang", "khóa", "cửa", "锁", "门", "門", "鍵", "ドア", "ロック", "잠금", "도어", "문을",
	"قفل", "باب", "מנעול", "דלת", "שער", "ताला", "दरवाज", "κλειδαρ", "πόρτα", "συναγερμ", "yale", "încuietoare", "ușa", "lukko", "ovi"}

// openStates are the states of a lock, a door or an alarm that let
// anyone in: unlocked, open, disarmed, off. English reads only the
// state ("left open", "stays open"), not the verb ("opens the gate").
var openStates = []string{"unlocked", "left open", "stays open", "stay open", "remain open", "remains open", "kept open", "keep it open",
	"propped open", "disarmed", "відчин", "відкрит", "розблок", "вимкнен", "открыт", "отперт", "разблок",
	"отключен", "entsperrt", "offen", "unverriegelt", "aufgeschlossen", "desbloquead", "abiert", "sin llave", "desactivad",
	"déverrouill", "ouvert", "désactiv", "sbloccat", "apert", "disattivat", "destrancad", "abert", "desativad", "ontgrendeld",
	"van het slot", "uitgeschakeld", "odblokowan", "otwart", "wyłączon", "odemčen", "otevřen", "kilitsiz", "açık", "tidak terkunci",
	"terbuka", "để mở", "không khóa", "解锁", "开着", "敞开", "解錠", "開いた", "開けた", "開放", "잠금 해제", "열린", "열어", "مفتوح",
	"غير مقفل", "פתוח", "לא נעול", "खुला", "अनलॉक", "ξεκλείδωτ", "ανοιχτ", "deblocat", "deschis", "auki"}

// lastingWords make a state last beyond the visit it was set for.
var lastingWords = []string{"always", "permanent", "for good", "indefinitely", "from now on", "never lock", "never re-lock", "not switch it back",
	"not set it back", "not lock it again", "never back", "завжди", "постійно", "назавжди", "не повертає", "всегда", "постоянно", "навсегда",
	"immer", "dauerhaft", "für immer", "siempre", "permanente", "toujours", "en permanence", "sempre", "altijd", "permanent",
	"zawsze", "na stałe", "vždy", "trvale", "her zaman", "daima", "sürekli", "selalu", "permanen", "seterusnya", "luôn", "vĩnh viễn",
	"始终", "一直", "永久", "常に", "ずっと", "항상", "계속", "دائما", "دائمًا", "تمامًا", "תמיד", "לצמיתות", "हमेशा", "स्थायी",
	"πάντα", "μόνιμα", "mereu", "permanent", "aina", "pysyvästi"}

// lastingReach is how many bytes a lasting word may stand from the state
// it makes standing: "always unlocked", "режим «завжди відчинено»".
const lastingReach = 40

// leftOpenUnless are the words that make such a sentence a question the
// tool answers or a warning, not an order.
var leftOpenUnless = []string{"whether", "ob ", "si la", "si el", "se la", "se il", "czy ", "чи ", "ли ", "かどうか", "是否", "인지"}

// leftOpen returns the sentence of the definition's texts (lower-cased,
// joined), of those in reads, that leaves a lock, a door or an alarm
// open for good.
func leftOpen(joined string, in sentenceReader) (string, bool) {
	for s := range in.sentences(joined, true) {
		if pieceAt(s, guardedThings) < 0 || pieceAt(s, leftOpenUnless) >= 0 {
			continue
		}
		for _, w := range lastingWords {
			for i := range occurrences(s, w) {
				near := s[max(0, i-lastingReach):min(len(s), i+len(w)+lastingReach)]
				at := pieceAt(near, openStates)
				if at < 0 {
					continue
				}
				before := near[max(0, at-24):at]
				if pieceAt(before, confirmNegators) >= 0 || strings.Contains(before, "n't") {
					continue // "never leave it unlocked", "не залишай відчиненими"
				}
				return strings.TrimSpace(s), true
			}
		}
	}
	return "", false
}
