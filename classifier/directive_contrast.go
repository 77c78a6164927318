package classifier

import (
	"slices"
	"strings"
)

// A definition can widen who gets access by naming the wider choice
// against the narrow one the call is for: "set visibility to all
// guardians in the section rather than the student's own", "grant at the
// group level rather than on the single matter", "assign owner instead of
// guest". The call's own item or the role asked for is named and set
// aside. A sentence that keeps the narrow choice ("share with the
// student's own guardians rather than the whole section") says the
// reverse, and a tool named for acting on many items does so by purpose.

// contrastBefore are the words of a contrast that stand before what is
// set aside ("rather than X"), contrastAfter those that stand after it
// ("X yerine", "X 대신").
var (
	contrastBefore = []string{"rather than", "instead of", "in place of", "en lugar de", "en vez de", "au lieu de", "plutôt que",
		"anstatt", "statt", "anstelle", "invece di", "anziché", "em vez de", "ao invés de", "in plaats van", "zamiast", "вместо",
		"alih-alih", "thay vì", "而不是", "而非", "במקום", "بدلا من", "بدلاً من", "în loc de"}
	contrastAfter = []string{"yerine", "ではなく", "대신", "के बजाय", "की जगह", "badala ya", "sijaan", "helyett"}
	// contrastAll holds both, in order: one read of a description tells
	// which of them it holds, and only those are searched for (the scan
	// may have seen the contrast in another field).
	contrastAll = newLiteralSet(slices.Concat(contrastBefore, contrastAfter))
)

// broadAccess are the words of access given widely: to everyone of a
// group, at a level above the item, or with the highest role.
var broadAccess = []string{"all", "every", "everyone", "anyone", "whole", "entire", "level", "-wide", "wide ", "group",
	"section", "organisation", "organization", "company", "firm", "department", "team", "owner", "admin", "full access",
	"full control", "public", "todos", "todas", "tous", "toutes", "alle", "tutti", "wszyscy", "wszystkie", "все", "всем",
	"tüm", "herkes", "semua", "tất cả", "所有", "全部", "すべて", "全員", "모든", "전체", "كل", "جميع", "सभी", "כל", "kaikki",
	"minden", "toate", "propietario", "propriétaire", "eigentümer", "proprietario", "właściciel", "владел", "sahip",
	"pemilik", "所有者", "オーナー", "소유자", "eigenaar", "mmiliki"}

// narrowAccess are the words of the item or the role the call is for.
var narrowAccess = []string{"own", "single", "one", "individual", "this", "selected", "requested", "named", "specific",
	"guest", "viewer", "reader", "read-only", "only", "the user's", "propio", "propia", "propre", "eigene", "proprio",
	"własn", "собствен", "kendi", "sendiri", "riêng", "自己", "自分", "자신", "الخاص", "अपने", "omat", "saját", "invitado",
	"invité", "gast", "ospite", "convidado", "gość", "гост", "misafir", "tamu", "khách", "访客", "ゲスト", "게스트", "אורח",
	"ضيف", "अतिथि", "mgeni", "vieras", "vendég", "oaspete"}

// grantOrders are the orders that give access or set who sees.
var grantOrders = []string{"set", "grant", "assign", "share", "give", "add", "invite", "make", "publish", "open", "visibility",
	"role", "asigna", "concede", "comparte", //nolint:misspell // Spanish for share
	"attribue", //nolint:misspell // French for assigns
	"accorde", "partage", "vergib", "weise", "teile", "assegna", "concedi",
	"condividi", "atribua", "conceda", "compartilhe", "nadaj", "przypisz", "udostępnij", "назнача", "выда", "предостав",
	"ata", "ver", "yetki", "berikan", "tetapkan", "cấp", "gán", "授予", "分配", "设置", "付与", "設定", "부여", "설정", "הקצה", "תן",
	"امنح", "عيّن", "दें", "असाइन", "atribuie", "acordă", "toewijzen"}

// startsWord reports whether one of words starts a word of s.
func startsWord(s string, words []string) bool { return firstAt(s, words, false) >= 0 }

// widenedByContrast returns the sentence of the tool's description that
// gives wider access set against the narrow choice the call is for. It
// runs only where the scan saw a word of contrast (the rules' contrast
// class, which holds the words of contrastBefore and contrastAfter).
func widenedByContrast(tc *toolContext) (string, bool) {
	if tc == nil || tc.desc == "" || hasSubstring(toLower(tc.name), bulkNames) {
		return "", false
	}
	// The scan saw a contrast somewhere in the definition: each word of
	// contrast is looked for in the description, and only the sentence
	// around it is read (a long description is not walked sentence by
	// sentence).
	desc := tc.lowerDesc()
	hits := contrastAll.hits(desc)
	if hits == 0 {
		return "", false
	}
	for k, words := range [][]string{contrastBefore, contrastAfter} {
		for i, w := range words {
			if k == 1 {
				i += len(contrastBefore)
			}
			if hits&(1<<i) == 0 {
				continue // not in the description
			}
			for from := 0; from < len(desc); {
				at := strings.Index(desc[from:], w)
				if at < 0 {
					break
				}
				at += from
				if sent, ok := contrastWidens(sentenceAround(desc, at), words, k == 0); ok {
					return sent, true
				}
				from = at + len(w)
			}
		}
	}
	return "", false
}

// contrastWidens reports whether a sentence with a contrast of words
// gives the wide choice on one side of it and sets the narrow one aside
// on the other, with nothing wide beside the narrow one; before says
// the words stand before what they set aside.
func contrastWidens(s string, words []string, before bool) (string, bool) {
	c := firstAt(s, words, false)
	if c < 0 || !startsWord(s, grantOrders) {
		return "", false
	}
	if before { // "rather than X": the wide choice stands before
		aside := s[c:min(len(s), c+60)]
		if startsWord(s[:c], broadAccess) && startsWord(aside, narrowAccess) && !startsWord(s[c:], broadAccess) {
			return strings.TrimSpace(s), true
		}
		return "", false
	}
	aside := s[max(0, c-40):c]
	if startsWord(aside, narrowAccess) && startsWord(s[c:], broadAccess) && !startsWord(aside, broadAccess) {
		return strings.TrimSpace(s), true
	}
	return "", false
}
