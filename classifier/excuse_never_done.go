package classifier

import (
	"regexp"
	"strings"
)

// A tool that reads secrets or takes private text often says what it
// leaves alone: "passwords and tokens are never returned", "les mots de
// passe ne sont jamais renvoyés", "it never sends file contents or
// environment variables". Read with the sentence around it, the secret
// stands beside the tool's verb of returning or sending, as if it were
// sent. The clause that says so is read apart: the sentence without it
// must order something itself. The reading is narrow: the verb is one of
// handling data (not of showing or telling, which keeps something from
// the user), the clause names no user and no place, and nothing in it
// turns the negator back ("unless", "except", "but").

// neverHandled is a negated verb of handling data, passive with the data
// as subject ("are never returned") or active with the tool as subject
// ("it never sends"), in English, French, Spanish and German.
var neverHandled = regexp.MustCompile(`\b(?:(?:is|are|will be|get|gets)\s+(?:never|not)\s+(?:returned|stored|kept|saved|logged|retained|sent|shared|uploaded|transmitted|used|cached|collected|recorded)` +
	`|(?:it|this tool|the tool|we)\s+(?:never|does not|doesn't|will not|won't)\s+(?:sends?|shares?|uploads?|collects?|transmits?|stores?|keeps?|logs?|includes?|returns?)` +
	`|ne\s+(?:sont|est|seront|sera)\s+(?:jamais|pas)\s+(?:renvoy|stock|conserv|enregistr|envoy|partag|transmi|utilis)[a-zé]*` +
	`|(?:nunca|no)\s+(?:se\s+)?(?:devuelven|devuelve|guardan|guarda|almacenan|almacena|envían|envía|comparten|comparte|registran)` +
	`|(?:nunca|no)\s+(?:son|es|serán|será)\s+(?:devuelt|guardad|almacenad|enviad|compartid|usad|utilizad)[oa]s?` +
	`|werden\s+(?:nie|niemals|nicht)\s+(?:zurückgegeben|gespeichert|gesendet|übertragen|geteilt|weitergegeben|verwendet|protokolliert))\b`)

// nothingHandled is the same clause with the negator as its subject:
// "nothing in the kubeconfig is copied", "rien du fichier n'est copié",
// "nada del archivo se copia", "nichts aus der Datei wird kopiert". The
// data is named between the negator and the verb, in a few words.
var nothingHandled = regexp.MustCompile(`\b(?:(?:nothing|none)\s+(?:in|of|from)\s+(?:[^,;:.()]|\.\S){1,60}?\s+(?:is|are|gets|will be)\s+(?:copied|returned|stored|kept|saved|logged|sent|shared|uploaded|transmitted|cached|collected|recorded)` +
	`|rien\s+(?:de|du|des|d')\s*(?:[^,;:.()]|\.\S){1,60}?\s+n'(?:est|sera)\s+(?:copi|renvoy|stock|conserv|enregistr|envoy|partag|transmi)[a-zé]*` +
	`|nada\s+(?:de|del)\s+(?:[^,;:.()]|\.\S){1,60}?\s+se\s+(?:copia|devuelve|guarda|almacena|envía|comparte|registra)` +
	`|nichts\s+(?:aus|von|in)\s+(?:[^,;:.()]|\.\S){1,60}?\s+wird\s+(?:kopiert|zurückgegeben|gespeichert|gesendet|übertragen|geteilt|weitergegeben|protokolliert))\b`)

// neverHandledBack are the words that turn the negator back, name the
// user the thing is kept from, or name a place: a clause with one says
// more than what the tool leaves alone.
var neverHandledBack = regexp.MustCompile(`\b(unless|except|but|until|then|instead|only|user|users|customer|customers|utilisateur|utilisateurs|usuario|usuarios|nutzer|benutzer|sauf|mais|pero|salvo|aber|außer)\b|@|://|\b[a-z0-9-]+\.(com|io|net|org|dev|app|ai)\b`)

// neverHandledSend are the verbs that, in the clause before the negator,
// would send or pass the data on themselves.
var neverHandledSend = regexp.MustCompile(`\b(sends?|forwards?|posts?|uploads?|emails?|copies|copy|shares?|envoie|transmet|envía|sendet)\b`)

// gerundAfter is a verb in -ing after the participle: "is not kept
// waiting" says how someone is treated, not what is done with data.
var gerundAfter = regexp.MustCompile(`^\s+[a-z]+ing\b`)

// neverSubjectJoined are the words that join a clause of its own to the
// subject ("pay anyway so the supplier is not kept …"): what stands
// before the negator is then more than the data it names.
var neverSubjectJoined = regexp.MustCompile(`\b(so|anyway|then|that|if|when|once)\b`)

// withoutNeverDone is sent with each clause that says what the tool
// never returns, keeps or sends blanked; false when there is none.
func withoutNeverDone(sent string) (string, bool) {
	b := []byte(sent)
	found := false
	for _, m := range nothingHandled.FindAllStringIndex(sent, 4) {
		// The clause runs from the negator to the verb: what follows a
		// comma ("…, only the pod table") is read with the rest.
		start, end := m[0], len(sent)
		if i := strings.IndexAny(sent[m[1]:], ",;."); i >= 0 {
			end = m[1] + i
		}
		if gerundAfter.MatchString(sent[m[1]:]) || neverHandledSend.MatchString(sent[start:m[1]]) || neverHandledBack.MatchString(sent[start:end]) {
			continue
		}
		blankSpan(b, start, m[1])
		found = true
	}
	for _, m := range neverHandled.FindAllStringIndex(sent, -1) {
		start := clauseStartBefore(sent, m[0])
		end := m[1]
		if strings.HasPrefix(sent[m[0]:m[1]], "it ") || strings.HasPrefix(sent[m[0]:m[1]], "we ") || strings.Contains(sent[m[0]:m[1]], "tool ") {
			// The active form governs a list: it reaches to its clause's end.
			end = clauseEndAfter(sent, m[1])
		}
		subject := sent[start:m[0]]
		if gerundAfter.MatchString(sent[m[1]:]) || len(strings.Fields(subject)) > 8 || neverSubjectJoined.MatchString(subject) || neverHandledSend.MatchString(subject) || neverHandledBack.MatchString(sent[start:clauseEndAfter(sent, m[1])]) {
			continue
		}
		blankSpan(b, start, end)
		found = true
	}
	return string(b), found
}

// clauseStartBefore is where the clause holding at starts: after a
// semicolon, colon or comma, or at "and" joining a second predicate to
// the same subject ("… are not kept and are not used …").
func clauseStartBefore(s string, at int) int {
	start := strings.LastIndexAny(s[:at], ";:,") + 1
	if i := strings.LastIndex(s[:at], " and "); i >= start && strings.TrimSpace(s[i+5:at]) == "" {
		start = i + 1
	}
	return start
}

// clauseEndAfter is where the clause holding at ends: at a semicolon or
// the sentence's end.
func clauseEndAfter(s string, at int) int {
	if i := strings.IndexAny(s[at:], ";."); i >= 0 {
		return at + i
	}
	return len(s)
}
