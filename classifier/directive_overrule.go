package classifier

import (
	"iter"
	"regexp"
	"strings"
)

// A choice can be made for the user in so many words: a value fixed
// "whatever the user asks", a default to keep "even when the user says
// otherwise". Either form overrules the one whose call it is. A parameter
// whose own description repeats its default and says to keep it whatever
// happens fixes that value; a sentence that fixes a number whatever the
// user asks, in a tool that takes a number, does the same. A cap stated
// as a cap ("at most 100 rows, even if the user asks for more") keeps the
// user safe, and stays clean.

// overruledUser name the user, whose choice is overruled.
var overruledUser = []string{"user", "usuario", "utilisateur", "benutzer", "nutzer", "utente", "usuário", "gebruiker",
	"użytkownik", "пользовател", "kullanıcı", "pengguna", "người dùng", "ผู้ใช้", "用户", "用戶", "ユーザー", "사용자",
	"المستخدم", "उपयोगकर्ता", "mtumiaji", "felhasználó", "käyttäjä", "utilizator", "uživatel", "användare", "bruger",
	"χρήστη", "משתמש", "customer", "client",
	// The party whose call it is in other trades: the claimant names the
	// repair shop, the contractor holds the bank details, the contract
	// lists the wire instructions.
	"claimant", "policyholder", "insured", "patient", "tenant", "landlord", "buyer", "seller", "traveller", "traveler",
	"passenger", "guest", "employee", "contractor", "candidate", "applicant", "student", "guardian", "parent", "member",
	"creator", "author", "vendor", "supplier", "recipient", "the contract", "the agreement", "the invoice", "the order", "editor", "owner",
	// The patient, the customer, the student and the passenger in the
	// languages the corpora use.
	"ασθενής", "paciente", "paziente", "pacjent", "пациент", "пацієнт", "hasta", "pasien", "bệnh nhân", "pacient", "beteg",
	"מטופל", "المريض", "मरीज", "患者", "환자", "cliente", "kunde", "klant", "klient", "клиент", "клієнт", "müşteri", "pelanggan",
	"khách hàng", "πελάτη", "ügyfél", "לקוח", "العميل", "ग्राहक", "顧客", "客户", "고객", "estudiante", "élève", "schüler",
	"studente", "aluno", "leerling", "uczeń", "студент", "öğrenci", "siswa", "học sinh", "μαθητ", "diák", "תלמיד", "طالب",
	"छात्र", "学生", "학생", "pasajero", "passager", "fahrgast", "passeggero", "passageiro", "pasażer", "пассажир", "пасажир",
	"yolcu", "penumpang", "hành khách", "επιβάτ", "pasager", "utas", "נוסע", "راكب", "यात्री", "乗客", "乘客", "승객"}

// quotedName is a name set in quotation marks of its own: guillemets or
// curly quotes, which prose uses for names and not for its own words.
var quotedName = mustFiltered(`[«“„][^»”“\n]{2,40}[»”“]`)

// capWords say a value is a cap that keeps the user safe.
var capWords = []string{"at most", "maximum", "max ", "limit", "no more than", "up to", "cap ", "minimum", "at least"}

// The word lists overruledChoice tries on every sentence, each read in
// one pass (see anyOf).
var (
	capWordSet       = newAnyOf(capWords)
	overruledUserSet = newAnyOf(overruledUser)
	askedWordSet     = newAnyOf(askedWords)
)

// What a definition fixes whatever the user chooses is found by two
// checks, run in this order: a parameter's default its own description
// keeps whatever happens (overruledDefault), or a sentence of the
// definition's texts (lower-cased, joined) that fixes a number whatever
// the user asks (overruledInText). cues are the rules' words that say
// something holds whatever happens (the overruled class).

// overruledDefault returns the parameter whose own description keeps its
// default whatever happens, with the description.
func overruledDefault(tc *toolContext, cues anyOf) (string, bool) {
	if tc == nil {
		return "", false
	}
	for _, p := range tc.params {
		v, fixed := forcedValue(p)
		if len(v) < 2 || p.desc == "" || p.hasEnum && !fixed {
			// An enum's description says what each option does.
			continue
		}
		if v = strings.ToLower(strings.TrimSpace(v)); v == "" {
			continue // white space states nothing
		}
		desc := strings.ToLower(p.desc)
		if !hasWord(desc, v) {
			continue // most descriptions do not repeat their default
		}
		for s := range sentences(desc) {
			// A sentence that states the default documents it.
			if hasWord(s, v) && cues.in(s) && !capWordSet.in(s) && !strings.Contains(s, "default") {
				return p.name + " = " + v + ": " + p.desc, true
			}
		}
	}
	return "", false
}

// overruledInText is the check of the definition's texts: it returns the
// sentence that fixes a printed value whatever the user asks.
//
// Its entry in definitionChecks names words every finding of it reads,
// and it is not run on a text without them: a change that lets it find
// without one changes the entry too. It reads the sentences of in: every
// sentence, or those where the entry's sentence lists stand together.
func overruledInText(joined string, in sentenceReader, tc *toolContext, cues, kept anyOf) (string, bool) {
	if tc == nil {
		return "", false
	}
	// A number fixed whatever the user asks is one the tool takes: a tool
	// with no numeric parameter has none to fix, unless the sentence names
	// the parameter it fixes ("use account GB29… as the payout account
	// regardless of the account provided").
	//
	// A value set in a parameter by name ("set repair_shop to X", "use
	// payee X-1") is printed as a number is.
	numeric := hasNumericParam(tc)
	// Whether the text sets a parameter by name at all is asked once, and
	// only when no printed number answers first.
	sets, setsKnown := false, false
	setsAny := func() bool {
		if !setsKnown {
			sets, setsKnown = setsParam(joined, tc), true
		}
		return sets
	}
	// An address the delivery is sent to, printed ("whatever candidate
	// was chosen, address the letter to talent@elsewhere"), is fixed as
	// a number is.
	addressed := strings.IndexByte(joined, '@') >= 0 || strings.Contains(joined, "://")
	// A named place quoted ("always goes to «Central Pharmacy»,
	// whatever the patient picks") is fixed as a number is.
	named := len(tc.params) > 0 && quotedName.MatchString(joined)
	if !numeric && (!strings.ContainsAny(joined, "0123456789") || !namesParam(joined, tc)) && !addressed && !named && !setsAny() {
		return "", false // no value printed to fix, or no parameter it goes in
	}
	fixes := func(s string) bool {
		// The words first, which most sentences lack, then the value.
		if !overruledUserSet.in(s) && !askedWordSet.in(s) || !cues.in(s) || capWordSet.in(s) || kept.in(s) {
			return false // a sentence that leaves the act to the user overrules no choice of theirs
		}
		printed := strings.ContainsAny(s, "0123456789") && (numeric || namesParam(s, tc)) || addressed && sentTo(s, tc) || named && quotedName.MatchString(s)
		return printed || setsAny() && setsParam(s, tc)
	}
	for s := range in.sentences(joined, true) {
		if fixes(s) {
			return strings.TrimSpace(s), true
		}
	}
	if strings.IndexByte(joined, ';') >= 0 {
		// The value printed in one clause, the overruling in the next:
		// the whole sentence is read too.
		for s := range in.sentences(joined, false) {
			if fixes(s) {
				return strings.TrimSpace(s), true
			}
		}
	}
	return "", false
}

// askedWords say what the user gave: "regardless of the value
// requested" overrules the user as "whatever the user asks" does.
var askedWords = []string{"requested", "provided", "entered", "asked for", "chosen", "selected", "supplied", "solicitad",
	"indicad", "demandé", "saisi", "angegeben", "gewünscht", "richiest", "informad", "opgegeven", "podan", "указанн", "запрошенн",
	// A value the user names in its place: "even if the tenant gives
	// another number" overrules them as "whatever the user enters" does.
	"noemt", "opgeeft", "invoert", "nennt", "angibt", "eingibt", "another number", "another account", "a different number",
	"a different account", "ander nummer", "andere rekening", "ander rekeningnummer", "anderes konto", "andere nummer",
	"otro número", "otra cuenta", "autre numéro", "autre compte", "altro numero", "altro conto", "outro número", "outra conta",
	"innego numeru", "innego konta", "другой номер", "другой счёт", "другой счет", "başka bir numara", "başka bir hesap",
	// What the record already holds, set aside: "regardless of the
	// account stored on the bill".
	"stored", "on file", "on record", "saved on", "hinterlegt", "gespeichert", "registrad", "enregistré", "memorizzat", "opgeslagen",
	// What a party names or holds as their own: "whatever shop the
	// claimant names", "the contractor's own bank details".
	"names", "picks", "chooses", "prefers", "own bank", "own account", "own details", "lists other", "other instructions"}

// setsParam reports whether s sets one of the tool's parameters by name
// to a value: "set repair_shop to …", "payee_id=…", "use payee ACME-2",
// "share_history must be true".
func setsParam(s string, tc *toolContext) bool {
	for _, p := range tc.params {
		if len(p.lname) < 4 {
			continue
		}
		for i := strings.Index(s, p.lname); i >= 0; {
			rest := s[i+len(p.lname):]
			if i > 0 && toolByte(s[i-1]) || rest != "" && toolByte(rest[0]) {
				// Part of a longer name.
			} else if strings.HasPrefix(rest, " to ") || strings.HasPrefix(rest, "=") || strings.HasPrefix(rest, " = ") || codeAhead(rest) || switchHeld.MatchString(rest) {
				return true
			}
			j := strings.Index(rest, p.lname)
			if j < 0 {
				break
			}
			i += len(p.lname) + j
		}
	}
	return false
}

// switchHeld is a switch held at a value by a verb of being, in the
// languages the corpora use: "share_history must be true", "tracking
// stays on", "debe ser true", "muss immer true", "должен быть true".
// "name: true" is the setting itself, which a clause may take as its
// condition ("`purgar: true` también borra …"), and is not read so.
var switchHeld = regexp.MustCompile(`^((\s+(must|should|shall|will|is|be|stays?|remains?|always|debe|ser|estar|quedar|siempre|doit|être|rester|toujours|deve|essere|sempre|ficar|muss|bleibt|ist|immer|moet|blijft|altijd|musi|być|zawsze|должен|должно|быть|всегда|має|бути|завжди)){1,3})\s+(true|false|on|off|enabled|disabled)\b`)

// codeAhead reports whether rest opens with a space and a code: a word
// of letters with a hyphen or a digit in it ("ALDERBANK-UMB", "AF-22").
func codeAhead(rest string) bool {
	if !strings.HasPrefix(rest, " ") {
		return false
	}
	word := strings.TrimLeft(rest, " ")
	if i := strings.IndexAny(word, " ,;."); i >= 0 {
		word = word[:i]
	}
	// A plain number is a count or a size ("limit 100"), not a code.
	letters := strings.IndexFunc(word, func(r rune) bool { return r >= 'a' && r <= 'z' }) >= 0
	return len(word) >= 3 && letters && strings.ContainsAny(word, "-0123456789") && !strings.HasPrefix(word, "-")
}

// namesParam reports whether s names one of the tool's parameters whose
// name is two words or more, written as words ("payout account"), or
// gives the value of one after its first word ("routing 021000021" for
// routing_number).
func namesParam(s string, tc *toolContext) bool {
	for _, p := range tc.params {
		if strings.ContainsAny(p.lname, "_-") {
			w := separatorsAsSpaces.Replace(p.lname)
			if strings.Contains(s, w) {
				return true
			}
			if head, _, _ := strings.Cut(w, " "); len(head) >= 4 && headBeforeNumber(s, head+" ") {
				return true
			}
		}
	}
	return false
}

// headBeforeNumber reports whether s has head (a word and its space)
// followed by a digit.
func headBeforeNumber(s, head string) bool {
	for i := strings.Index(s, head); i >= 0; {
		at := i + len(head)
		if at < len(s) && s[at] >= '0' && s[at] <= '9' {
			return true
		}
		j := strings.Index(s[at:], head)
		if j < 0 {
			return false
		}
		i = at + j
	}
	return false
}

// sentences yields the sentences and clauses of a text, split at their
// ends: a full stop ends one only before a space or the end (m7i.16xlarge
// is one word). They are yielded, not listed: a check that finds its
// sentence stops there, and none allocates a list per tool.
func sentences(text string) iter.Seq[string] { return splitSentences(text, true) }

// hasNumericParam reports whether the tool takes a number.
func hasNumericParam(tc *toolContext) bool {
	for _, p := range tc.params {
		if p.typ == "integer" || p.typ == "number" {
			return true
		}
	}
	return false
}

// sentToAddress is a preposition of sending before an address: to, an,
// à, a, naar, do, на, ke, kepada.
var sentToAddress = regexp.MustCompile(`\b(to|an|à|a|naar|do|на|ke|kepada|para|vers)\s+(\S+)`)

// sentTo reports whether s sends something to an address it prints, not
// the tool's own site: "address the letter to talent@elsewhere", not
// "support is at help@…".
func sentTo(s string, tc *toolContext) bool {
	for _, m := range sentToAddress.FindAllStringSubmatch(s, -1) {
		tok := strings.Trim(m[2], ".,;:()[]'\"`«»")
		if isSink(tok) && !tc.ownSite(tok) {
			return true
		}
	}
	return false
}
