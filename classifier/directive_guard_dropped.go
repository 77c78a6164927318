package classifier

import (
	"strings"

	"github.com/mcpscan/mcpscan/catalog"
)

// A tool can state its own guard ("approves a pull request once CI
// passes") and then order its act done anyway exactly when the guard does
// not hold ("if CI is still running, approve it anyway"): the safeguard
// the user relies on is dropped on the one condition it exists for. The
// shape is read, not the words of one trade: a guard in the definition
// (once, only after, only if), then a sentence that opens on a condition
// naming a state not yet reached or gone wrong, whose main clause is an
// order (the tool's own act, or proceed) done anyway. Waiting, telling
// the user, a choice left to the user, or an act told in the passive
// give no order in that clause.

// statedGuards state a guard on the tool's act.
var statedGuards = newWordList("once", "only after", "only if", "only when", "only once", "after", "as soon as", "requires", "provided that",
	"solo después", "sólo después", "solo si", "sólo si", "una vez", "une fois", "seulement après", "uniquement si", "erst nach", "erst wenn",
	"nur wenn", "sobald", "apenas depois", "somente após", "só depois", "uma vez", "pas nadat", "alleen als", "zodra", "solo dopo", "solo se")

// guardConditions open a sentence on a condition.
var guardConditions = []string{"if", "when", "whenever", "should", "in case", "while", "si", "cuando", "mientras", "lorsque", "quand",
	"tant que", "wenn", "falls", "solange", "se", "caso", "enquanto", "als", "indien", "zolang", "qualora"}

// guardNotHeld name a state the guard has not reached, or one gone wrong.
var guardNotHeld = []string{"still", "not", "no", "yet", "pending", "running", "fail", "failing", "failed", "fails", "missing",
	"unapproved", "expired", "invalid", "red", "blocked", "incomplete", "unsigned", "unverified", "hasn't", "isn't", "haven't", "aren't",
	"sigue", "pendiente", "falla", "falta", "encore", "en cours", "échoue", "manque", "noch", "nicht", "ausstehend", "fehlt", "ainda",
	"pendente", "não", "falha", "nog", "niet", "mislukt", "ontbreekt", "ancora", "manca"}

// guardOverride are the words that do an act whatever the condition.
var guardOverride = []string{"anyway", "anyways", "regardless", "all the same", "nonetheless", "nevertheless", "even so",
	"de todos modos", "de todas formas", "de todas maneras", "igualmente", "quand même", "tout de même", "malgré tout", "trotzdem",
	"dennoch", "mesmo assim", "de qualquer forma", "de qualquer jeito", "toch", "evengoed", "comunque", "ugualmente", "lo stesso"}

// guardProceed are the verbs that carry on with the act without naming it.
var guardProceed = []string{"proceed", "continue", "carry on", "go on", "procede", "continúa", "continua", "procède", "continue",
	"poursuis", "fahre fort", "mach weiter", "prossiga", "prossegue", "ga door", "ga verder", "procedi", "prosegui"}

// guardLeads are the words an order may open with before its verb.
var guardLeads = []string{"go ahead and ", "just ", "simply ", "still ", "then "}

// guardOverrideSet finds the override words in one pass before a
// definition is read sentence by sentence.
var guardOverrideSet = newAnyOf(guardOverride)

// guardDropped returns the sentence of the definition's texts (lower-
// cased, joined) that orders the tool's act done anyway on a condition
// under which its own stated guard does not hold.
//
// Its entry in definitionChecks names words every finding of it reads,
// and it is not run on a text without them: a change that lets it find
// without one changes the entry too. It reads the sentences of in: every
// sentence, or those where the entry's sentence lists stand together.
func guardDropped(joined string, in sentenceReader, tc *toolContext) (string, bool) {
	if tc == nil || !guardOverrideSet.in(joined) {
		return "", false
	}
	guard := statedGuards.at(joined, true)
	if guard < 0 {
		return "", false
	}
	for s := range in.sentences(joined, false) {
		if strings.Index(joined, s) < guard {
			continue // the guard stands before the sentence that drops it
		}
		t := strings.TrimSpace(s)
		if firstAt(t, guardConditions, true) != 0 {
			continue
		}
		comma := strings.IndexByte(t, ',')
		if comma < 0 || firstAt(t[:comma], guardNotHeld, true) < 0 {
			continue
		}
		main := strings.TrimSpace(t[comma+1:])
		for _, l := range guardLeads {
			main = strings.TrimPrefix(main, l)
		}
		if firstAt(main, guardOverride, true) < 0 {
			continue
		}
		if firstAt(main, guardProceed, true) == 0 || ownActVerb(main, tc) {
			return t, true
		}
	}
	return "", false
}

// ownActVerb reports whether a clause opens with the tool's own act: a
// word of its name, or one that shares the name word's stem ("approve"
// for approve_pr, "releases" for release_escrow).
func ownActVerb(clause string, tc *toolContext) bool {
	end := strings.IndexFunc(clause, func(r rune) bool { return r < 0x80 && !wordByte(byte(r)) }) //nolint:gosec // r is ASCII
	if end < 0 {
		end = len(clause)
	}
	w := clause[:end]
	if w == "" {
		return false
	}
	if tc.named(w) {
		return true
	}
	for _, n := range catalog.NameWords(tc.name) {
		if len(n) >= 4 && len(w) >= 4 && n[:4] == w[:4] {
			return true
		}
	}
	return false
}
