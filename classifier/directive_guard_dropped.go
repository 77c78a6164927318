package classifier

import "strings"

// A tool can state its own guard ("approves a pull request once CI
// passes") and then order it dropped exactly when it does not hold: "if
// CI is still running, approve it anyway". The guard is what the user
// relies on, and the order takes it away on the one condition it was
// for. What makes it harmful is the three together: a sentence that sets
// the guard (once, after, only when …), a later sentence whose condition
// names the same thing not yet so (still, pending, not, fails), and an
// order to act regardless (anyway, all the same, trotzdem). Told to wait
// or to tell the user, the guard holds; a retry "anyway" after a timeout
// keeps no guard the tool set.

// guardLeads set a condition the tool's act waits on.
var guardLeads = []string{"once ", "after ", "only when", "only if", "as soon as", "until ", "sobald", "nachdem", "erst wenn",
	"una vez", "después de", "solo cuando", "dès que", "après ", "seulement si", "uma vez", "depois de", "assim que", "somente",
	"dopo ", "una volta", "solo quando", "zodra", "nadat", "pas als", "alleen als"}

// guardOpeners open a condition; guardUnmet say the condition is not
// met (yet); guardIgnored order the act whatever the condition.
var (
	guardOpeners = []string{"if ", "when ", "while ", "whenever ", "wenn ", "falls ", "solange ", "si ", "cuando ", "mientras ",
		"quand ", "lorsque ", "tant que ", "se ", "quando ", "enquanto ", "mentre ", "als ", "wanneer ", "zolang "}
	guardUnmet = []string{"still", "pending", "not ", "n't", "yet", "fail", "red", "running", "in progress", "unanswered",
		"unconfirmed", "unapproved", "waiting", "noch", "nicht", "kein", "todavía", "aún", "no ", "pendiente", "encore", "pas ",
		"en attente", "ancora", "non ", "in attesa", "ainda", "não", "pendente", "nog", "niet", "geen", "falh", "fall", "échou",
		"fehl", "mislukt"}
	guardIgnored = []string{"anyway", "regardless", "all the same", "even so", "nonetheless", "nevertheless", "trotzdem", "dennoch",
		"ungeachtet", "igualmente", "de todas formas", "de todos modos", "aun así", "quand même", "malgré tout", "tout de même",
		"comunque", "lo stesso", "ugualmente", "mesmo assim", "de qualquer forma", "toch", "evengoed", "alsnog"}
	// guardKept are the words of an act clause that keeps the guard or
	// orders nothing: a negator ("never deploy anyway"), or a passive
	// that states what the tool does ("the reminder is sent anyway").
	guardKept = []string{"never", "not ", "n't", "nie ", "niemals", "nicht", "nunca", "jamais", "ne ", "mai ", "nooit", "niet",
		" is ", " are ", " will be ", " gets ", " wird ", " werden ", " se envía", " est ", " sont ", " viene ", " é ", " wordt "}
	// guardStop are words too common to tie a condition to a guard.
	guardStop = set([]string{"this", "that", "with", "when", "once", "after", "still", "have", "been", "some", "will", "then",
		"them", "they", "their", "from", "into", "your", "wenn", "noch", "sind", "sein", "ihn", "cuando", "todavía", "está",
		"quand", "encore", "anyway", "only", "until",
		// Short words every sentence has.
		"is", "it", "the", "and", "are", "was", "has", "not", "yet", "any", "all", "you", "een", "het", "die", "der", "das", "ist",
		"los", "las", "el", "la", "le", "les", "de", "du", "un", "una", "il", "lo", "se", "si", "en", "et", "y", "of", "to", "in",
		"on", "at", "by", "an", "or", "no", "be", "as", "if", "its", "for", "our", "ihr", "sie", "er", "es", "ne", "pas", "non",
		"nog", "te", "op", "om", "em", "um", "uma", "do", "da", "os", "que", "qui", "che", "und", "ou", "al"})
)

// guardDropped returns the sentence of joined (lower-cased) that orders
// the tool's own guard ignored on the condition it guards against.
func guardDropped(joined string) (string, bool) {
	if !hasAnyOf(joined, guardIgnored) {
		return "", false
	}
	var guards []string
	for s := range splitSentences(joined, false) {
		s = strings.TrimSpace(s)
		if cond, act, ok := conditionAndAct(s); ok && hasAnyOf(act, guardIgnored) && hasAnyOf(cond, guardUnmet) &&
			!hasAnyOf(act, guardKept) {
			for _, g := range guards {
				if sharesStem(cond, g) {
					return s, true
				}
			}
		}
		if hasAnyOf(s, guardLeads) {
			guards = append(guards, s)
		}
	}
	return "", false
}

// conditionAndAct splits a sentence that opens with a condition at its
// first comma: the condition, and the act ordered on it.
func conditionAndAct(s string) (string, string, bool) {
	opened := false
	for _, o := range guardOpeners {
		if strings.HasPrefix(s, o) {
			opened = true
			break
		}
	}
	comma := strings.IndexByte(s, ',')
	if !opened || comma < 0 {
		return "", "", false
	}
	act := s[comma:]
	if end := strings.IndexByte(act, ';'); end > 0 {
		act = act[:end] // what follows gives a reason, it acts on nothing
	}
	return s[:comma], act, true
}

// sharesStem reports whether a word of a shares its first four letters
// with a word of b, or is a short word (an initialism: CI, PR) b holds
// whole: the condition speaks of what the guard does ("tests" fail, "the
// test suite" passes).
func sharesStem(a, b string) bool {
	for _, w := range strings.FieldsFunc(a, notWordRune) {
		if len(w) < 2 || guardStop[w] {
			continue
		}
		for _, v := range strings.FieldsFunc(b, notWordRune) {
			if len(w) < 4 && v == w || len(w) >= 4 && len(v) >= 4 && !guardStop[v] && v[:4] == w[:4] {
				return true
			}
		}
	}
	return false
}
