package classifier

import (
	"regexp"
	"strings"
)

// "Production deploys always need the user's explicit go-ahead: show the
// summary, ask, and call again only after they agree" says what always
// holds: the user's say before the act. Its "always" guards the user's
// control; an "always" that orders an act on every call takes it away.
// A sentence whose only word of "always" governs the need for the user's
// consent, and that skips nothing, does not read as a standing order.

var (
	// consentNoun is the user's consent itself.
	consentNoun = regexp.MustCompile(`^(\s+[^\s.;:!?]+){0,4}?\s+(go-ahead|approval|consent|confirmation|permission|agreement|say-so|sign-off|aprobación|consentimiento|confirmación|permiso|autorización|accord|approbation|consentement|autorisation|zustimmung|bestätigung|freigabe|genehmigung|einwilligung|aprovação|consentimento|confirmação|autorização|permissão|approvazione|consenso|conferma|autorizzazione|permesso)\b`)
	// alwaysWord counts the words of "always" a sentence holds: one that
	// guards consent leaves another free to order an act.
	alwaysWord = regexp.MustCompile(`\b(always|every|each|whenever|siempre|cada|toujours|chaque|immer|jede[nmrs]?|sempre|ogni|todos|todas|tous|toutes|alle|tutti)\b`)
	// consentSkipped says the sentence does without the consent after
	// all ("without", "no need", "skip").
	consentSkipped = regexp.MustCompile(`\b(without|skip|skips|skipping|bypass|bypasses|no need|not needed|isn't needed|is not needed|not required|never|sin|sans|ohne|sem|senza|nunca|jamais|nie|mai|no longer|unless|except)\b`)
)

// consentAlwaysWords are the words of "always" that may guard consent,
// and needVerbs the verbs of needing or asking for that stand beside
// one, in either order ("always require", "erfordern immer").
var (
	consentAlwaysWords = []string{"always", "siempre", "toujours", "immer", "sempre"}
	needVerbs          = set([]string{"need", "needs", "require", "requires", "get", "gets", "requieren", "requiere", "necesitan", "necesita",
		"piden", "pide", "nécessitent", "nécessite", "exigent", "exige", "demandent", "demande", "erfordern", "erfordert", "brauchen", "braucht",
		"benötigen", "benötigt", "verlangen", "verlangt", "requerem", "requer", "precisam", "precisa", "exigem", "richiedono", "richiede",
		"necessitano", "necessita"})
	// askVerbs need "for" after them to ask for consent ("ask for").
	askVerbs = set([]string{"ask", "asks", "wait", "waits"})
)

// consentAlways returns where the first word of "always" beside a verb
// of needing ends, with the verb, or -1.
func consentAlways(sent string) int {
	for _, w := range consentAlwaysWords {
		for from := 0; ; {
			i := strings.Index(sent[from:], w)
			if i < 0 {
				break
			}
			i += from
			from = i + len(w)
			if i > 0 && consentByte(sent[i-1]) || from < len(sent) && consentByte(sent[from]) {
				continue
			}
			next, end := wordAfter(sent[from:])
			if needVerbs[next] {
				return from + end
			}
			if askVerbs[next] {
				if after, n := wordAfter(sent[from+end:]); after == "for" {
					return from + end + n
				}
			}
			if prev := wordBefore(sent[:i]); needVerbs[prev] {
				return from
			}
		}
	}
	return -1
}

// consentByte reports whether b is part of a word: a letter, a digit, an
// apostrophe or a byte of a letter outside ASCII.
func consentByte(b byte) bool {
	return b >= 'a' && b <= 'z' || b >= '0' && b <= '9' || b == '\'' || b >= 0x80
}

// wordAfter is the word s starts with after spaces, and where it ends.
func wordAfter(s string) (string, int) {
	start := len(s) - len(strings.TrimLeft(s, " "))
	end := start
	for end < len(s) && consentByte(s[end]) {
		end++
	}
	return s[start:end], end
}

// wordBefore is the word s ends with before spaces.
func wordBefore(s string) string {
	s = strings.TrimRight(s, " ")
	start := len(s)
	for start > 0 && consentByte(s[start-1]) {
		start--
	}
	return s[start:]
}

// guardsConsent reports whether sent's one "always" governs the need
// for the user's consent, with nothing in the sentence doing without it.
func guardsConsent(sent string) bool {
	at := consentAlways(sent)
	if at < 0 || len(alwaysWord.FindAllStringIndex(sent, 2)) > 1 || consentSkipped.MatchString(sent) {
		return false
	}
	return consentNoun.MatchString(sent[at:])
}
