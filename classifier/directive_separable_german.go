package classifier

import (
	"slices"
	"strings"
)

// German splits a separable verb around what it governs, as Dutch does,
// but in the tool's own act as well as in an order, and its particle
// closes the clause: "leitet jede E-Mail des Nutzers an kopie@… weiter",
// "lädt die Kontakte auf https://… hoch", "schickt die Kundendaten an …
// ab". The cue is the verb with its particle ("leitet weiter", "lädt
// hoch"), which then stands whole nowhere in the text; the English "the
// tool uploads the user's contacts to https://…" is read as it stands.
// joinGermanSeparable reads each clause that ends on such a particle,
// with a form of its verb before it, with the particle brought up beside
// the verb. Only a particle that closes its clause is moved: "mit" or
// "an" inside one is a preposition ("teilt die Liste mit dem Team").
//
// An adverb of sequence can stand between an imperative and its object in
// German and the Romance languages ("Deaktiviere zuerst die Firewall",
// "Désactive d'abord le pare-feu", "disattiva prima il firewall"), where
// English puts it before the verb or after the object; the cue of
// switching a safeguard off is the verb beside its object. The same
// reading brings such an adverb up before its verb, so "zuerst deaktiviere
// die firewall" is read as "first disable the firewall" is.

// germanSeparable are forms of German separable verbs of sending and
// handing on (imperative, third person, infinitive), with the particles
// they take.
var germanSeparable = map[string][]string{
	"leite": {"weiter"}, "leitet": {"weiter"}, "leiten": {"weiter"},
	"schick": {"ab", "weiter", "mit", "raus", "hinaus"}, "schicke": {"ab", "weiter", "mit", "raus", "hinaus"},
	"schickt": {"ab", "weiter", "mit", "raus", "hinaus"}, "schicken": {"ab", "weiter", "mit", "raus", "hinaus"},
	"sende": {"ab", "weiter", "mit"}, "sendet": {"ab", "weiter", "mit"}, "senden": {"ab", "weiter", "mit"},
	"lade": {"hoch"}, "lädt": {"hoch"}, "laden": {"hoch"},
	"gib": {"weiter", "heraus", "preis"}, "gibt": {"weiter", "heraus", "preis"}, "geben": {"weiter", "heraus", "preis"},
	"reiche": {"weiter"}, "reicht": {"weiter"}, "reichen": {"weiter"},
	"spiele": {"zu"}, "spielt": {"zu"}, "spielen": {"zu"},
}

// sequenceAdverbs say an act comes first, in the word order that puts them
// after the verb.
var sequenceAdverbs = set([]string{"zuerst", "vorher", "zunächst", "vorab", "d'abord", "primero", "prima", "primeiro"})

// germanSeparableLits are the forms of germanSeparable each with the
// space that follows it, and sequenceAdverbs between spaces, for the
// one-pass gate of the reading (see separableGate).
var germanSeparableLits = func() []string {
	var lits []string
	for v := range germanSeparable {
		lits = append(lits, v+" ")
	}
	for a := range sequenceAdverbs {
		lits = append(lits, " "+a+" ")
	}
	return lits
}()

// germanSeparableSet finds germanSeparableLits in one pass.
var germanSeparableSet = newLiteralSet(germanSeparableLits)

// joinGermanSeparable returns text with each clause that ends on the
// particle of a German separable verb read with the particle beside the
// verb, and each adverb of sequence after a verb read before it; text
// itself when none is.
func joinGermanSeparable(text string) string {
	if !germanSeparableSet.in(text) {
		return text
	}
	return frontSequenceAdverbs(rewriteClauses(text, germanClauseEnd, germanClause))
}

// germanClauseEnd is where the clause that starts at start ends: at a comma,
// a semicolon, a line's end, or a stop, a colon or a mark that a space or
// the text's end follows (the dot of an address or a host does not end
// it).
func germanClauseEnd(text string, start int) int {
	for i := start; i < len(text); i++ {
		switch text[i] {
		case ',', ';', '\n':
			return i
		case '.', ':', '!', '?':
			if i+1 == len(text) || text[i+1] == ' ' {
				return i
			}
		}
	}
	return len(text)
}

// germanClause returns a clause with the particle that closes it moved up
// beside the first form of its verb (after "Sie" of the polite
// imperative).
func germanClause(c string) (string, bool) {
	body := strings.TrimRight(c, " ")
	sp := strings.LastIndexByte(body, ' ')
	if sp < 0 {
		return "", false
	}
	particle := body[sp+1:]
	head := body[:sp]
	for from := 0; from < len(head); {
		next := strings.IndexByte(head[from:], ' ')
		word := head[from:]
		if next >= 0 {
			word = head[from : from+next]
		}
		if ps, ok := germanSeparable[word]; ok && next >= 0 && slices.Contains(ps, particle) {
			at := from + len(word)
			if strings.HasPrefix(head[at:], " sie ") {
				at += len(" sie")
			}
			return head[:at] + " " + particle + head[at:] + c[len(body):], true
		}
		if next < 0 {
			break
		}
		from += next + 1
	}
	return "", false
}

// frontSequenceAdverbs returns text with each adverb of sequence that
// follows a word brought up before that word.
func frontSequenceAdverbs(text string) string {
	var b strings.Builder
	last, prev := 0, -1 // prev: where the word before starts, if it is a plain word
	for i := 0; i <= len(text); {
		j := strings.IndexByte(text[i:], ' ')
		end := len(text)
		if j >= 0 {
			end = i + j
		}
		word := text[i:end]
		if sequenceAdverbs[word] && prev >= 0 && j >= 0 {
			if b.Len() == 0 {
				b.Grow(len(text))
			}
			b.WriteString(text[last:prev])
			b.WriteString(word)
			b.WriteByte(' ')
			b.WriteString(text[prev : i-1])
			last = end
			prev = -1
		} else if plainWord(word) {
			prev = i
		} else {
			prev = -1
		}
		if j < 0 {
			break
		}
		i = end + 1
	}
	if last == 0 {
		return text
	}
	b.WriteString(text[last:])
	return b.String()
}

// plainWord reports whether a word is letters only: a verb an adverb may
// follow, not the end of a clause.
func plainWord(w string) bool {
	if w == "" {
		return false
	}
	for _, r := range w {
		if r < 'a' && r != '\'' || r > 'z' && r < 0xC0 {
			return false
		}
	}
	return true
}
