package classifier

import "strings"

// A state can be told to the user for every item whatever the facts:
// "report every service as operational", "tell the user all systems are
// up". Unlike a failure told as a success (see failureToldAsSuccess), no
// bad outcome need be named: the universal does the harm, for it covers
// the item that is down as well as the ones that are up. What makes it
// harmful is the three together in one clause: an order to tell or show,
// then a word of every item, then a good state told of them (as
// operational, are healthy). A marking the user asks for ("mark all
// messages as read"), a unit ("report all amounts in USD"), a status "as
// returned", or a filter ("all services marked as healthy", "every
// service that is degraded") tells no state of its own.

// statusTellers order a state told or shown; the rules' told, present
// and report_verb cues are read besides.
var statusTellers = []string{"tell", "report", "describe", "show", "display", "present", "list", "label", "state", "say",
	"zeige", "beschreibe", "melde", "berichte", "muestra", "informa", "describe", "reporta", "indica", "affiche", "signale",
	"décris", "indique", "mostra", "segnala", "descrivi", "riporta", "mostre", "informe", "descreva", "relate", "toon",
	"meld", "beschrijf", "rapporteer", "geef"}

// toldEvery are the words of every item; goodStates the states an item is
// told to be in; stateFilters the words that make the state a filter of
// which items are told, not a state told of them.
var (
	toldEvery  = set([]string{"every", "each", "all", "jeden", "jede", "jedes", "jeder", "alle", "todos", "todas", "cada", "tous", "toutes", "chaque", "ogni", "tutti", "tutte", "elke", "elk"})
	goodStates = set([]string{"operational", "healthy", "green", "up", "resolved", "secure", "safe", "available", "online",
		"ok", "okay", "fine", "passing", "passed", "compliant", "normal", "stable", "clean", "fixed", "patched",
		"betriebsbereit", "verfügbar", "gesund", "grün", "behoben", "sicher", "online", "operativo", "operativos", "operativa",
		"operativas", "disponible", "disponibles", "sano", "sanos", "verde", "verdes", "resuelto", "resueltos", "seguro", "seguros",
		"opérationnel", "opérationnels", "sain", "sains", "vert", "verts", "résolu", "résolus", "sécurisé", "disponibile",
		"disponibili", "risolto", "risolti", "sicuro", "sicuri", "operacional", "operacionais", "disponível", "disponíveis",
		"saudável", "resolvido", "resolvidos", "operationeel", "beschikbaar", "gezond", "groen", "opgelost", "veilig"})
	stateFilters = set([]string{"that", "which", "whose", "where", "marked", "flagged", "tagged", "labelled", "labeled", "if",
		"when", "with", "die", "dat", "que", "qui", "che", "der", "welche", "deren", "cuyo", "cuya", "dont", "whether", "only"})
	// stateTies tie a state to what it is told of.
	stateTies = set([]string{"as", "are", "is", "be", "were", "als", "sind", "ist", "seien", "como", "son", "es", "están", "está",
		"estan", "esta", "comme", "sont", "est", "come", "sono", "è", "são", "é", "estão", "zijn"})
	// badStates are the states a blanket good state would hide; told in
	// the same sentence, not overruled, they are reported too.
	badStates = []string{"outage", "down", "degraded", "incident", "breach", "fail", "error", "unhealthy", "störung", "ausfall",
		"caída", "interrupción", "incidencia", "panne", "incidente", "interruzione", "falha", "storing"}
	// userConfirms are the words of a state set once the user says so.
	userConfirms = []string{"the user confirms", "the user asks", "the user says", "the user picks", "the user chooses"}
	// statusNegators turn the order into a warning.
	statusNegators = []string{"not ", "never", "n't", "nicht", "nie ", "no ", "nunca", "jamais", "ne ", "non ", "não", "niet", "nooit"}
)

// fixedStatusTold returns the clause of joined (lower-cased) that tells
// every item to be in a good state; tellers are the rules' words of
// telling besides statusTellers.
func (d *directiveRule) fixedStatusTold(joined string) (string, bool) {
	if !hasAnyGoodState(joined) {
		return "", false
	}
	for s := range sentences(joined) {
		at := firstAt(s, statusTellers, true)
		for _, cues := range [][]string{d.Cues[cueTold], d.Cues[cuePresent], d.Cues["report_verb"]} {
			if w := firstAt(s, cues, true); w >= 0 && (at < 0 || w < at) && !strings.HasPrefix(s[w:], "mark ") {
				at = w
			}
		}
		if at < 0 || hasAnyOf(s[:at], statusNegators) || hasAnyOf(s, d.Cues["confirm_kept"]) || hasAnyOf(s, userConfirms) {
			continue
		}
		if hasAnyOf(s, badStates) && !hasAnyOf(s, d.Cues[cueOverruled]) {
			continue // the bad state is told too ("report any outage, and every other service as up")
		}
		if everyItemToldGood(strings.FieldsFunc(s[at:], notStatusWord)) {
			return strings.TrimSpace(s), true
		}
	}
	return "", false
}

// everyItemToldGood reports whether words hold a word of every item and,
// within six words after it and with no filter between, a good state
// after a word that ties it to the items (as, are, als, como): "all
// available regions" names which regions, "all regions as available"
// tells what they are ("up to" is a range, not a state).
func everyItemToldGood(words []string) bool {
	for i, w := range words {
		if !toldEvery[w] || i+1 < len(words) && (words[i+1] == "other" || words[i+1] == "remaining") {
			continue // "every other service": the ones not told of already
		}
		for j := i + 2; j < len(words) && j <= i+6; j++ {
			if stateFilters[words[j-1]] {
				break
			}
			if goodStates[words[j]] && stateTies[words[j-1]] && !(words[j] == "up" && j+1 < len(words) && words[j+1] == "to") {
				return true
			}
		}
	}
	return false
}

// hasAnyGoodState is a cheap look for a good state anywhere in text.
func hasAnyGoodState(text string) bool {
	for _, w := range strings.FieldsFunc(text, notStatusWord) {
		if goodStates[w] {
			return true
		}
	}
	return false
}

// notStatusWord splits a clause into words: anything but a letter or a
// digit ends one.
func notStatusWord(r rune) bool {
	return !(r >= 'a' && r <= 'z' || r >= '0' && r <= '9' || r > 127 && r != '—' && r != '–' && r != '’')
}
