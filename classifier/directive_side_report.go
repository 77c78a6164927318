package classifier

import "strings"

// A word of "as well" that qualifies a verb of reporting whose object is a
// that-clause ("wird zusätzlich gemeldet, dass …", "il signale aussi
// que …", "también avisa de que …", "meldt bovendien dat …") adds a second
// thing the tool tells the user, a state it found, not a side act done
// beside the one asked for: a checker that says where credentials lie in
// plain text reads so. The word is then not read as a side act, but only
// while the sentence tells a state: a clause told that moves, copies,
// pays, orders, or names a place to send to or another tool ("außerdem
// wird gemeldet, dass du das Passwort an … senden sollst") keeps it.

// The kinds of side cue a sentence may hold (see sideKind).
const (
	sideTold uint8 = 1 << iota // qualifies a verb of reporting
	sideElse                   // any other
)

// sideKind says which kind of side cue c, ending at the last of words,
// is: one that qualifies a verb of reporting (see sideOfReport), or any
// other.
func (d *directiveRule) sideKind(c *cue, text string, words []wordSpan) uint8 {
	if c.class.andNot(d.side).isZero() && sideOfReport(text[:words[len(words)-len(c.words)].start], text[words[len(words)-1].end:]) {
		return sideTold
	}
	return sideElse
}

// sideActClasses are the classes that make a clause told after a side
// word an act rather than a state (see toldState).
func (d *directiveRule) sideActClasses() classSet {
	var out classSet
	for _, name := range []string{"move", "copy", "outsider", "public", "pay", "harm", "imperative", "modal", "always", "quiet",
		"foreign", "handover", "dest_change", "privilege", "safety_off", "memory", "conceal", "bypass", "override", "redirect",
		"beyond", "all_output", "swap", "lure"} {
		out = out.or(d.bit[name])
	}
	return out
}

// toldState reports whether a sentence whose side word qualifies a verb of
// reporting tells a state: none of its classes is an act, and it names
// no place to send to and no other tool.
func (d *directiveRule) toldState(have classSet, sent string, tc *toolContext, verbs map[string]Category) bool {
	return have.and(d.sideActs).isZero() && d.shapes(sent, tc, verbs).and(bitSink.or(bitTool)).isZero()
}

// sideReportVerbs are verbs (and participles) of telling or warning that a
// that-clause follows, in the languages the scanned tools are written in.
var sideReportVerbs = map[string]bool{
	// English
	"reports": true, "reported": true, "warns": true, "warned": true, "notes": true, "noted": true,
	"mentions": true, "mentioned": true, "flags": true, "flagged": true, "says": true, "states": true,
	"indicates": true, "points": true, "shows": true, "confirms": true,
	// German
	"meldet": true, "gemeldet": true, "warnt": true, "gewarnt": true, "berichtet": true, "angezeigt": true,
	"zeigt": true, "hingewiesen": true, "weist": true, "vermerkt": true, "erwähnt": true, "angegeben": true, "gibt": true,
	// Dutch
	"meldt": true, "gemeld": true, "waarschuwt": true, "gewaarschuwd": true, "vermeldt": true, "vermeld": true, "geeft": true,
	// French
	"signale": true, "signalé": true, "indique": true, "indiqué": true, "avertit": true, "prévient": true,
	"précise": true, "précisé": true, "mentionne": true, "mentionné": true, "affiche": true, "rappelle": true,
	// Spanish, Portuguese
	"avisa": true, "informa": true, "indica": true, "señala": true, "advierte": true, "avisado": true, "informado": true,
	"indicado": true, "señalado": true, "alerta": true, "sinaliza": true, "aponta": true, "mostra": true, "muestra": true,
	// Italian
	"segnala": true, "segnalato": true, "avvisa": true, "avverte": true, "riporta": true, "indicato": true,
	// Scandinavian
	"rapporterar": true, "varnar": true, "meddelar": true, "anger": true, "rapporterer": true, "advarer": true,
	"melder": true, "oplyser": true, "opplyser": true,
	// Polish, Czech, Slovak
	"informuje": true, "ostrzega": true, "zgłasza": true, "zgłaszane": true, "upozorní": true, "upozorňuje": true,
	"hlásí": true, "oznámí": true,
	// Romanian, Hungarian, Turkish, Indonesian
	"raportează": true, "semnalează": true, "avertizează": true, "jelzi": true, "jelenti": true, "figyelmeztet": true,
	"bildirir": true, "uyarır": true, "melaporkan": true, "memperingatkan": true,
	// Russian, Ukrainian
	"сообщает": true, "предупреждает": true, "указывает": true, "повідомляє": true, "попереджає": true,
}

// sideReportThat are the words that open a that-clause, with the
// prepositions some languages set before it ("avisa de que", "weist
// darauf hin, dass").
var sideReportThat = map[string]bool{
	"that": true, "dass": true, "daß": true, "dat": true, "que": true, "che": true, "att": true, "at": true,
	"że": true, "že": true, "că": true, "hogy": true, "ki": true, "bahwa": true, "что": true, "що": true,
}

// sideReportSkip are words that may stand between the parts: an
// auxiliary, the tool as subject, a preposition before "that".
var sideReportSkip = map[string]bool{
	"wird": true, "werden": true, "es": true, "er": true, "it": true, "is": true, "are": true, "also": true,
	"il": true, "elle": true, "se": true, "de": true, "di": true, "darauf": true, "hin": true,
	"wordt": true, "worden": true, "aan": true, "to": true, "out": true, "up": true, "you": true, "the": true, "user": true,
	"dem": true, "nutzer": true, "benutzer": true, "an": true, "om": true, "o": true,
}

// sideOfReport reports whether a word of "as well" qualifies a verb of
// reporting whose object is a that-clause: the verb stands right before
// the word or within the few words after it, and the clause opens right
// after the verb (or after the word, when the verb stood before it).
// before is the text before the word, after the text after it; each is
// read a few words deep.
func sideOfReport(before, after string) bool {
	var buf [6]string
	next := leadWordsN(after, buf[:0], 6)
	if len(next) == 0 {
		return false
	}
	if thatOpens(next) && reportVerbBefore(before) {
		return true // "signale aussi que", "meldet das Werkzeug zusätzlich, dass"
	}
	for i, w := range next {
		if sideReportVerbs[w] {
			return thatOpens(next[i+1:])
		}
		if !sideReportSkip[w] {
			return false
		}
	}
	return false
}

// thatOpens reports whether words open a that-clause, after the words
// that may stand before it.
func thatOpens(words []string) bool {
	for _, w := range words {
		if sideReportThat[w] {
			return true
		}
		if !sideReportSkip[w] {
			return false
		}
	}
	return false
}

// leadWordsN appends to buf the first n words of s, lower-case as the
// scan reads them, commas and dashes passed over; it stops at the end of
// a clause.
func leadWordsN(s string, buf []string, n int) []string {
	for len(buf) < n {
		s = strings.TrimLeft(s, " ,")
		if s == "" {
			break
		}
		end := strings.IndexAny(s, " ,.;:!?()\"")
		if end == 0 {
			break // a clause ends, or a quotation opens
		}
		if end < 0 {
			end = len(s)
		}
		buf = append(buf, s[:end])
		s = s[end:]
	}
	return buf
}

// reportVerbBefore reports whether one of the last three words of before,
// in its clause, is a verb of reporting ("signale aussi", "meldet das
// Werkzeug zusätzlich").
func reportVerbBefore(before string) bool {
	for range 3 {
		before = strings.TrimRight(before, " ")
		i := strings.LastIndexAny(before, " ,.;:!?()\"")
		if sideReportVerbs[before[i+1:]] {
			return true
		}
		if i < 0 || before[i] != ' ' {
			return false // the clause begins
		}
		before = before[:i]
	}
	return false
}
