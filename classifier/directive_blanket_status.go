package classifier

import "strings"

// A status tool can be told to report one good state for everything:
// "report every service as operational; outages are handled internally".
// What makes it a misreport is not the state's word but its shape: a
// verb of telling, a universal (every, all, each, or always before the
// verb) with nothing that narrows it, "as" and a good state, and a bad
// state the tool can meet kept out of what is told (conceded, "even when
// a host is down", or left to a clause that tells no one, "outages are
// handled internally"). Marking items as read, reporting amounts in a
// unit, or each status as returned have no good state after "as"; a
// status tool that tells its outages keeps the bad state in the telling.

// blanketTellers are the verbs that tell the user a state.
var blanketTellers = newWordList("report", "tell", "show", "present", "describe", "list", "display", "state", "say", "summarise", "summarize",
	"informa", "reporta", "presenta", "muestra", "indica", "describe", "présente", "présentez", "signale", "signalez", "indique", "indiquez",
	"affiche", "affichez", "décris", "décrivez", "melde", "melden", "zeige", "zeigen", "berichte", "beschreibe", "stelle", "informe",
	"apresente", "mostre", "relate", "descreva", "meld", "toon", "rapporteer", "beschrijf", "geef")

// blanketAll are the universals a blanket status covers.
var blanketAll = newWordList("every", "all", "each", "any", "todos", "todas", "cada", "tous", "toutes", "chaque", "alle", "jeden", "jede",
	"jedes", "elke", "iedere")

// blanketAlways is a universal that stands before the verb of telling.
var blanketAlways = newWordList("always", "siempre", "toujours", "immer", "sempre", "altijd")

// blanketAs are the words that join what is told to the state told: "as"
// after a verb of reporting, or the verb "to be" after a verb of telling
// ("tell the user all systems are up").
var blanketAs = []string{" as ", " como ", " comme ", " als ", " are ", " is ", " sind ", " ist ", " son ", " están ", " sont ",
	" est ", " zijn "}

// blanketNarrowed are the words that narrow a universal before its "as":
// "all services that passed as healthy" tells only of those.
var blanketNarrowed = []string{"that", "which", "who", "whose", "where", "with", "other", "passing", "passed", "qui", "die", "dat",
	"otros", "autres", "anderen", "andere", "outros"}

// blanketGood are the good states a blanket status tells.
var blanketGood = []string{"operational", "operative", "healthy", "green", "up", "resolved", "secure", "safe", "ok", "okay", "fine", "online",
	"available", "stable", "compliant", "normal", "fully operational", "up and running",
	"operativo", "operativos", "operativas", "operacional", "operacionales", "operacionais", "disponibles", "disponíveis", "resueltos",
	"resuelto", "resolvidos", "seguros", "seguro", "saludables", "opérationnel", "opérationnels", "opérationnelles", "résolus", "sains",
	"sécurisés", "betriebsbereit", "funktionsfähig", "in ordnung", "gelöst", "sicher", "operationeel", "operationele", "gezond", "opgelost",
	"veilig", "in orde", "verfügbar", "disponible", "disponibile", "disponibili", "disponível", "beschikbaar"}

// blanketBad are the bad states a status can hold.
var blanketBad = []string{"outage", "down", "degraded", "incident", "breach", "failing", "failed", "failure", "offline", "unavailable",
	"unhealthy", "compromised", "vulnerable", "critical", "caída", "caídas", "interrupción", "interrupciones", "incidente", "incidencia",
	"brecha", "degradad", "panne", "pannes", "dégradé", "indisponible", "ausfall", "ausfälle", "störung", "vorfall", "vorfälle",
	"falha", "falhas", "interrupç", "indisponív", "storing", "storingen", "uitval", "datalek"}

// blanketConceded are the words after which a bad state is conceded: told
// whatever it is.
var blanketConceded = []string{"even when", "even if", "even during", "whatever", "regardless", "no matter", "incluso", "aunque",
	"même si", "même en cas", "auch wenn", "selbst wenn", "mesmo que", "mesmo com", "zelfs als", "ook als"}

// blanketSets find the lists' words in one pass before a sentence is read.
var (
	blanketGoodSet = newAnyOf(blanketGood)
	blanketBadSet  = newAnyOf(blanketBad)
)

// blanketStatus returns the sentence of the definition's texts (lower-
// cased, joined) that tells the user one good state for everything while
// a bad state is kept out of the telling.
//
// Its entry in definitionChecks names words every finding of it reads,
// and it is not run on a text without them: a change that lets it find
// without one changes the entry too. It reads the sentences of in: every
// sentence, or those where the entry's sentence lists stand together.
func blanketStatus(joined string, in sentenceReader) (string, bool) {
	if !blanketBadSet.in(joined) || !blanketGoodSet.in(joined) {
		return "", false
	}
	for s := range in.sentences(joined, false) {
		if !blanketTold(s) {
			continue
		}
		if bad := firstAt(s, blanketBad, false); bad >= 0 && conceded(s, bad) || keptOut(joined) {
			return strings.TrimSpace(s), true
		}
	}
	return "", false
}

// blanketTold reports whether a sentence has a verb of telling, a
// universal nothing narrows, "as" and a good state, with no bad state in
// the clause told (from "as" to the next comma or semicolon).
func blanketTold(s string) bool {
	v := blanketTellers.at(s, true)
	if v < 0 {
		return false
	}
	rest := s[v:]
	from := 0
	if a := blanketAlways.at(s[:v], true); a < 0 {
		q := blanketAll.at(rest, true)
		if q < 0 {
			return false
		}
		from = q
	}
	as, word := -1, ""
	for _, w := range blanketAs {
		if i := strings.Index(rest[from:], w); i >= 0 && (as < 0 || i < as) {
			as, word = i, w
		}
	}
	if as < 0 || as > 60 {
		return false
	}
	if from > 0 && firstAt(rest[from:from+as], blanketNarrowed, true) >= 0 {
		return false
	}
	told := rest[from+as+len(word):]
	if c := strings.IndexAny(told, ",;"); c >= 0 {
		told = told[:c]
	}
	if firstAt(told, blanketGood, true) != 0 || firstAt(told, blanketBad, false) >= 0 {
		return false
	}
	return true
}

// conceded reports whether the bad state at bad follows a concession in
// the sentence s.
func conceded(s string, bad int) bool {
	c := firstAt(s, blanketConceded, true)
	return c >= 0 && c < bad
}

// keptOut reports whether the definition names a bad state in a clause
// that tells no one of it ("outages are handled internally"), other than
// the clause that tells the good state.
func keptOut(joined string) bool {
	for c := range splitSentences(joined, true) {
		if firstAt(c, blanketBad, false) < 0 || blanketTellers.at(c, true) >= 0 || firstAt(c, tellsOfBad, true) >= 0 {
			continue
		}
		if !blanketTold(c) {
			return true
		}
	}
	return false
}

// tellsOfBad are the other verbs that bring a bad state to the user.
var tellsOfBad = []string{"flag", "flags", "flagged", "warn", "warns", "alert", "alerts", "mention", "notify", "notifies", "highlight",
	"returns", "return", "lists", "shows", "reports"}
