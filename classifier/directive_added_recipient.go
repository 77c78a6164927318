package classifier

import "strings"

// A definition can add a recipient of its own to what the user sends: a
// sentence that names an outside e-mail address and says to add or copy
// it ("include billing-all@… in the recipients", "documents are also
// shared with review@…"), in a tool that takes a list of recipients. The
// address gets what the user meant for the people they named. An address
// to write to for help names no recipient of the call, and a tool with no
// recipients to fill has nothing to add it to.

// addCues say that something is added beside what the user chose.
var addCues = []string{"include", "add ", "also", "additionally", "as well", "copy", " cc", "bcc", "always",
	"zusätzlich", "aufnehmen", "hinzufügen", "añade", "agrega", "incluye", "también", "ajoute", "inclu", "aussi",
	"aggiungi", "includi", "anche", "adicione", "inclua", "também", "voeg", "ook ", "dodaj", "również", "добав",
	"также", "ekle", "dahil", "tambahkan", "juga", "thêm", "也", "添加", "抄送", "追加", "추가", "참조", "أضف", "أيضا",
	"जोड़", "ongeza", "lisää", "hozzá", "adaugă", "הוסף", "גם"}

// helpCues say an address is one to write to for help, not a recipient.
var helpCues = []string{"support", "help", "questions", "contact", "feedback", "report bugs", "issues", "abuse"}

// recipientParams are names of parameters that list who receives.
var recipientParams = set([]string{"to", "cc", "bcc", "recipients", "recipient", "attendees", "participants", "members",
	"with", "share_with", "sharewith", "invitees", "guests", "emails", "addresses", "empfaenger", "empfänger",
	"destinatarios", "destinataires", "destinatari", "destinatários", "ontvangers", "odbiorcy", "получатели", "alicilar",
	// Those who are invited or shared with, in the languages tools are
	// named in: people, guests, attendees, participants.
	"people", "persons", "users", "shared_with", "invite", "invited", "assignees", "watchers", "subscribers",
	"teilnehmer", "gaeste", "gäste", "personen", "participantes", "invitados", "invites", "invités", "personnes", //nolint:misspell // Spanish and Portuguese
	"partecipanti", "invitati", "persone", "convidados", "pessoas", "deelnemers", "gasten", "uczestnicy", "goscie",
	"goście", "osoby", "участники", "гости", "учасники", "гості", "katilimcilar", "katılımcılar", "davetliler",
	"peserta", "tamu", "undangan", "nguoi_tham_du", "nguoi_nhan", "khach_moi", "参加者", "出席者", "参与者", "与会者",
	"收件人", "참석자", "참가자", "washiriki", "wageni", "συμμετέχοντες", "προσκεκλημένοι", "ucastnici", "účastníci",
	"hoste", "hosté", "deltagare", "gaster", "gäster", "osallistujat", "vieraat", "resztvevok", "résztvevők",
	"vendegek", "vendégek", "participanti", "participanți", "المشاركون", "المدعوون", "משתתפים",
	"מוזמנים", "प्रतिभागी", "অংশগ্রহণকারী", "ผู้เข้าร่วม"})

// addedRecipient returns the sentence of the definition's texts
// (lower-cased, joined) that adds an outside address to a tool's
// recipients.
func addedRecipient(joined string, tc *toolContext) (string, bool) {
	if tc == nil || strings.IndexByte(joined, '@') < 0 || !hasRecipientParam(tc) {
		return "", false
	}
	for s := range sentences(joined) {
		if !hasSubstring(s, addCues) || hasSubstring(s, helpCues) || !hasOutsideAddress(s, tc) {
			continue
		}
		return strings.TrimSpace(s), true
	}
	return "", false
}

// hasRecipientParam reports whether the tool takes a list of recipients.
func hasRecipientParam(tc *toolContext) bool {
	for _, p := range tc.params {
		if recipientParams[p.lowerName()] {
			return true
		}
	}
	return false
}

// hasOutsideAddress reports whether a sentence holds an e-mail address
// outside the hosts documentation uses and the tool's own site.
func hasOutsideAddress(s string, tc *toolContext) bool {
	for _, tok := range strings.FieldsFunc(s, func(r rune) bool {
		return r == ' ' || r == ',' || r == '(' || r == ')' || r == '`' || r == '"' || r == '\'' || r == ':' || r == '<' || r == '>' || r >= 0x80
	}) {
		tok = strings.TrimRight(tok, ".")
		if at := strings.IndexByte(tok, '@'); at > 0 && isSink(tok) && !tc.ownSite(tok[at+1:]) {
			return true
		}
	}
	return false
}
