package classifier

import "regexp"

// "Production deploys always need the user's explicit go-ahead: show the
// summary, ask, and call again only after they agree" says what always
// holds: the user's say before the act. Its "always" guards the user's
// control; an "always" that orders an act on every call takes it away.
// A sentence whose only word of "always" governs the need for the user's
// consent, and that skips nothing, does not read as a standing order.

var (
	// consentAlways is "always" beside a verb of needing or asking for,
	// then the user's consent a few words on, in either order ("always
	// require", "erfordern immer").
	consentAlways = regexp.MustCompile(`\b(` + alwaysWords + `)\s+(` + needVerbs + `)\b|\b(` + needVerbs + `)\s+(` + alwaysWords + `)\b`)
	// consentNoun is the user's consent itself.
	consentNoun = regexp.MustCompile(`^(\s+[^\s.;:!?]+){0,4}?\s+(go-ahead|approval|consent|confirmation|permission|agreement|say-so|sign-off|aprobación|consentimiento|confirmación|permiso|autorización|accord|approbation|consentement|autorisation|zustimmung|bestätigung|freigabe|genehmigung|einwilligung|aprovação|consentimento|confirmação|autorização|permissão|approvazione|consenso|conferma|autorizzazione|permesso)\b`)
	// alwaysWord counts the words of "always" a sentence holds: one that
	// guards consent leaves another free to order an act.
	alwaysWord = regexp.MustCompile(`\b(always|every|each|whenever|siempre|cada|toujours|chaque|immer|jede[nmrs]?|sempre|ogni|todos|todas|tous|toutes|alle|tutti)\b`)
	// consentSkipped says the sentence does without the consent after
	// all ("without", "no need", "skip").
	consentSkipped = regexp.MustCompile(`\b(without|skip|skips|skipping|bypass|bypasses|no need|not needed|isn't needed|is not needed|not required|never|sin|sans|ohne|sem|senza|nunca|jamais|nie|mai|no longer|unless|except)\b`)
)

const (
	alwaysWords = `always|siempre|toujours|immer|sempre`
	needVerbs   = `need|needs|require|requires|ask for|asks for|wait for|waits for|get|gets|requieren|requiere|necesitan|necesita|piden|pide|nécessitent|nécessite|exigent|exige|demandent|demande|erfordern|erfordert|brauchen|braucht|benötigen|benötigt|verlangen|verlangt|requerem|requer|precisam|precisa|exigem|richiedono|richiede|necessitano|necessita`
)

// guardsConsent reports whether sent's one "always" governs the need
// for the user's consent, with nothing in the sentence doing without it.
func guardsConsent(sent string) bool {
	m := consentAlways.FindStringIndex(sent)
	if m == nil || len(alwaysWord.FindAllStringIndex(sent, 2)) > 1 || consentSkipped.MatchString(sent) {
		return false
	}
	return consentNoun.MatchString(sent[m[1]:])
}
