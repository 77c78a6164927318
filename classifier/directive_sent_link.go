package classifier

import "strings"

// A tool that resets a password or confirms an address states two acts in
// one sentence: it changes the user's secret, and it sends the user a link.
// "Restablece la contraseña del usuario y envía un enlace", "setzt das
// Passwort des Nutzers zurück und sendet einen Link": the secret is the
// object of the first act and the link the object of the second, so the
// sentence moves nothing it holds. Many languages name the user's
// possession where English does not ("del usuario", "des Nutzers",
// "ユーザーの"), which makes the data held; the sending verb of a
// description reads in them as it does in an order. What tells the honest
// sentence apart is the part of it that sends: a link is what it sends,
// and it names nothing held, nothing secret, no outside address. A part
// that sends the secret itself ("… y envía la nueva contraseña a …"), or
// a link to a printed address or an outsider's mailbox, keeps the sentence
// a directive.

// sentLinkWords name a link as a thing sent, in the languages the check
// reads (lower-case; matched inside a word, so "resetlink", "ссылку" and
// "リセットリンク" count).
var sentLinkWords = []string{"link", "enlace", "lien", "ссылк", "посилання", "bağlantı", "liên kết", "tautan", "pautan",
	"kiungo", "リンク", "링크", "链接", "連結", "ลิงก์", "लिंक", "লিংক", "লিঙ্ক", "رابط", "קישור", "پیوند", "odkaz",
	"σύνδεσμο", "länk", "hivatkozás", "legătur", "url"}

// verifiedMarks mark an address as the user's own, confirmed one ("to
// the user's verified e-mail", "a su correo verificado", "確認済みのメー
// ルアドレスに"): the possession or the address named beside such a mark
// is where the link goes, not what is sent.
var verifiedMarks = []string{"verified", "verificad", "vérifié", "verifiziert", "bestätigt", "verificat", "geverifieerd",
	"verifierad", "zweryfikowan", "ověřen", "подтвержд", "підтвердж", "doğrulanmış", "επαληθευμέν", "موثق", "מאומת",
	"تأییدشده", "सत्यापित", "যাচাই", "ยืนยันแล้ว", "xác minh", "terverifikasi", "disahkan", "thibitishwa",
	"確認済み", "認証済み", "인증된", "已验证", "已驗證", "vahvistet", "ellenőrzött", "registered", "registrad", "hinterlegt",
	"登録済み", "등록된"}

// partJoiners join the acts of one sentence: "and" in the languages the
// check reads, the comma, and the connective forms of the languages that
// end a clause in the verb (Japanese 〜し、, Korean 〜하고).
var partJoiners = []string{",", "，", "、", ";", " and ", " y ", " e ", " et ", " und ", " en ", " och ", " og ", " ja ",
	" és ", " și ", " и ", " і ", " й ", " i ", " ve ", " và ", " dan ", " serta ", " और ",
	" এবং ", " و", " ו", " και ", " oraz ", "고 ", "并", "並"}

// sentLinkOnly reports whether a sentence whose classes (have) hold data
// held, a secret or private data and a sending verb sends only a link:
// it splits into acts, and every act that sends names a link and none of
// the sentence's data, nor a destination outside the user's. Only then
// are the held data not what is sent.
func (d *directiveRule) sentLinkOnly(sent string, have classSet, tc *toolContext, verbs map[string]Category) bool {
	move, held := d.bit["move"], d.bit["held"]
	if have.and(move).isZero() || have.and(held).isZero() {
		return false
	}
	// Nowhere in the sentence an outsider, a third party, a standing
	// act or something kept from the user, nor an address or host
	// printed: the link goes where the user's own reset links go.
	outside := d.bit["outsider"].or(d.bit["foreign"]).or(d.bit["third_party"]).or(d.bit["conceal"]).or(d.bit["always"])
	if !have.and(outside).isZero() || !d.shapes(sent, tc, verbs).isZero() {
		return false
	}
	parts := splitActs(sent)
	if len(parts) < 2 {
		return false
	}
	// What an act that sends must not name: the data, or a pronoun for
	// something said before.
	carried := held.or(d.bit["sensitive"]).or(d.bit["private"])
	sends := false
	for _, p := range parts {
		seen, ok := d.actClasses(p, tc, verbs)
		if ok {
			return false // an act that is a directive on its own
		}
		if seen.and(move).isZero() {
			continue
		}
		carries := carried
		if hasSubstring(p, verifiedMarks) {
			carries = d.bit["sensitive"] // the user's own address is where it goes
		}
		if !seen.and(carries).isZero() || !hasSubstring(p, sentLinkWords) || refersBack(p) {
			return false
		}
		sends = true
	}
	return sends
}

// refersBack reports whether an act names what it sends by a pronoun for
// something before it ("… and send it to"): only the pronouns that are
// no article too are read; the attached ones ("envíala") have a class of
// their own and complete on their own.
func refersBack(part string) bool {
	for _, w := range strings.Fields(part) {
		switch strings.Trim(w, ".,;:") {
		case "it", "them", "ihn":
			return true
		}
	}
	return false
}

// actClasses reads one act of a sentence alone: the classes of its cues,
// and whether it is a directive by itself. The tool's context is copied,
// so what the act's reading sees is not taken for the sentence's.
func (d *directiveRule) actClasses(act string, tc *toolContext, verbs map[string]Category) (classSet, bool) {
	var ctx toolContext
	if tc != nil {
		ctx = *tc
	}
	ctx.seen = classSet{}
	_, ok := d.scan(act, classSet{}, &ctx, verbs)
	return ctx.seen, ok
}

// splitActs splits a lower-cased sentence at the words and marks that
// join its acts.
func splitActs(sent string) []string {
	if strings.TrimSpace(sent) == "" {
		return nil
	}
	parts := []string{sent}
	for _, j := range partJoiners {
		// A joiner in none of the parts gives each part back whole and
		// every part here is already past the blank test: the pass is
		// skipped, and with it a list per part.
		if !anyContains(parts, j) {
			continue
		}
		var next []string
		for _, p := range parts {
			for _, q := range strings.Split(p, j) {
				if strings.TrimSpace(q) != "" {
					next = append(next, q)
				}
			}
		}
		parts = next
	}
	return parts
}

// anyContains reports whether one of parts holds sub.
func anyContains(parts []string, sub string) bool {
	for _, p := range parts {
		if strings.Contains(p, sub) {
			return true
		}
	}
	return false
}
