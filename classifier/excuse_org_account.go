package classifier

import (
	"regexp"
	"strings"
)

// A tool that takes gifts for an organisation (a shelter, a parish, an
// association) says where they go: "Gifts are paid into the shelter's
// registered account GB33 …", "los donativos se ingresan en la cuenta de
// la asociación ES91 …". Read as words, a payment said to go into a
// printed account is how a redirect reads. Here the account is named as
// the organisation's own, the payments are gifts to it by their nature,
// and the tool takes no payee or account from the user that the printed
// one could stand in for: it is where the tool's own payments go, not a
// redirect away from the user's chosen payee. The reading is narrow: one
// account in the sentence, gifts named before it, the owner an
// organisation named by its kind, and no word of a change (now, new,
// instead), no refund or payout, no address and nothing kept from the
// user. The directive check reads what is left with the account blanked.

var (
	// giftWord names payments that are gifts to an organisation.
	giftWord = regexp.MustCompile(`\b(gifts?|donations?|contributions?|offerings?|tithes?|dues|membership fees|donativos?|donaciones|donación|aportaciones|ofrendas|cuotas|offerte|offerta|donazioni|donazione|contributi|dons?|offrandes|cotisations|spenden|spende|beiträge|mitgliedsbeiträge|kollekte|doações|doação|ofertas|contribuições|dízimos?)\b`)
	// orgAccount is an account named as an organisation's own.
	orgAccount = regexp.MustCompile(`\bthe (\pL+\s+){0,2}?(shelter|charity|association|parish|church|mosque|temple|synagogue|club|school|foundation|society|trust|hospice|food bank|museum|library|co-?operative|congregation|choir|guild)'s (own |registered |official |charitable |bank |donations? )*account\b|\bcuenta (bancaria )?((oficial|registrada|propia) )?(de|del) (la |el )?(asociaci[oó]n|fundaci[oó]n|parroquia|iglesia|mezquita|club|escuela|colegio|protectora|refugio|ong|cooperativa|hermandad|cofrad[ií]a|banco de alimentos|museo|biblioteca|coro)\b|\bconto (corrente )?(dell'|della |del |dello )(associazione|parrocchia|fondazione|chiesa|moschea|club|scuola|canile|rifugio|onlus|cooperativa|banco alimentare|museo|biblioteca|coro|circolo|oratorio)\b|\bcompte (bancaire )?(officiel )?(de l'|de la |du )(association|paroisse|fondation|église|mosquée|club|école|refuge|coopérative|banque alimentaire|musée|bibliothèque|chorale)\b|\bkonto (des |der )(vereins|stiftung|gemeinde|pfarrei|kirche|moschee|tierheims|schule|clubs|tafel|chors)\b|\bconta (bancária )?(da |do )(associação|paróquia|fundação|igreja|mesquita|clube|escola|abrigo|cooperativa)\b`)
	// orgAccountTurn is a change, a payment that is not a gift, or
	// something kept from the user, beside the account.
	orgAccountTurn = regexp.MustCompile(`\b(now|new|from now on|instead|rather than|no longer|changed|updated|regardless|whatever|any|all|every|other|refunds?|payouts?|transfers?|suppliers?|invoices?|silently|secretly|without (telling|asking|informing)|ahora|nueva|nuevo|en lugar|en vez|a partir de|ya no|reembolsos?|proveedor\w*|facturas?|sin (avisar|decir\w*|informar)|adesso|ora|nuovo|nuova|invece|d'ora in poi|non più|rimborsi|fornitor\w*|fatture|senza (dirlo|avvisare|informare)|maintenant|nouveau|nouvelle|au lieu|désormais|remboursements?|fournisseurs?|factures?|sans (le dire|prévenir|informer)|jetzt|neue[nsm]?|statt|anstatt|ab sofort|nicht mehr|erstattungen|lieferanten|rechnungen|ohne)\b`)
	// ourAccount is an account the organisation that writes the tool names
	// as its own, in the first person.
	ourAccount = regexp.MustCompile(`\bour (own |registered |official |charitable |bank |donations? )*account\b|\bnuestra cuenta\b|\bnotre compte\b|\bunser(em)? (eigenes? |eigenen )?(spenden)?konto\b|\b(il )?nostro conto\b|\b(a )?nossa conta\b|\bonze (eigen )?rekening\b`)
	// userChosenPayee says the user picks who is given to: a printed
	// account, even one called "ours", would stand in for that choice.
	userChosenPayee = regexp.MustCompile(`\b(charit(y|ies)|organi[sz]ations?|causes?|payees?|recipients?|shelters?|beneficiar(y|ies))\s+(that |which |who )?(the user|users|they|you|the donor|donors)\s+(choose|chooses|chose|pick|picks|picked|select|selects|selected|name|names|named|want|wants)\b|\b(of|at) (the user's|their|your|the donor's) (choice|choosing)\b|\b(chosen|picked|selected|named) by the (user|donor)\b`)
	// ibanAt is an account number as an IBAN is printed.
	ibanAt = regexp.MustCompile(`\b[a-z]{2}[0-9]{2}(?:[ ]?[a-z0-9]){10,32}\b`)
	// payeeParam is a parameter that takes a payee, the organisation
	// given to, or the account paid.
	payeeParam = regexp.MustCompile(`payee|recipient|beneficiar|destinat|creditor|iban|account|bank|payout|routing|sort_?code|bic|swift|charit|organi[sz]ation|merchant|vendor|supplier|^to$|^org`)
)

// withoutOrgAccount is sent with an organisation's own account, where its
// gifts go, blanked (see above); false when the sentence names none.
func withoutOrgAccount(sent string, tc *toolContext) (string, bool) {
	if tc == nil || !hasAccountNumber(sent) {
		return sent, false
	}
	ibans := ibanAt.FindAllStringIndex(sent, -1)
	owner := orgAccount.FindStringIndex(sent)
	if owner == nil && !userChosenPayee.MatchString(tc.lowerDesc()) {
		// The organisation speaks of its account as its own ("our
		// account"), in a tool that gives to it, not to a payee the user
		// picks: the printed account is where the gifts go.
		owner = ourAccount.FindStringIndex(sent)
	}
	if len(ibans) != 1 || owner == nil || owner[1] > ibans[0][0] || strings.Contains(sent, "://") || strings.Contains(sent, "@") ||
		strings.Contains(sent, "www.") || orgAccountTurn.MatchString(sent) {
		return sent, false
	}
	if g := giftWord.FindStringIndex(sent); g == nil || g[0] > owner[0] {
		return sent, false
	}
	for _, p := range tc.params {
		if payeeParam.MatchString(p.lname) {
			return sent, false // the user names where money goes: a printed account would stand in for it
		}
	}
	b := []byte(sent)
	blankSpan(b, ibans[0][0], ibans[0][1])
	return string(b), true
}
