package classifier

import (
	"regexp"
	"strings"

	"github.com/mcpscan/mcpscan/catalog"
)

// A tool named for switching a second factor off states that act in the
// opening sentence of its description: "zet_tweestapsverificatie_uit —
// Zet tweestapsverificatie uit voor het account van de gebruiker",
// "desactivar_2fa — Desactiva la verificación en dos pasos de la cuenta
// del usuario". Read alone, the sentence is a safeguard switched off for
// the user, the order the rules look for. What makes it honest is that
// the act is the tool's own, named where the user and the client see it
// first, and said of the account once, as what a call does. The reading
// is narrow: the sentence opens the description with the verb the name
// states, the name names a second factor, and only the act's own words
// (the safeguard switched off, its verb, the user whose account it is)
// are read apart. The same act done always, beside another act, for
// another tool or server, on a claimed authority or unseen, keeps its
// order; and what follows the act is read as ever.

// secondFactorName is a name's word for a second factor.
var secondFactorName = regexp.MustCompile(`2fa|mfa|totp|otp|2sv|two.?factor|second.?factor|two.?step|2.?step|multi.?factor|tweestaps|twee.?factor|zwei.?faktor|dos.?pasos|dos.?factores|deux.?facteurs|double.?auth|dois.?fatores|duas.?etapas|due.?fattori|due.?passaggi|dwuetap|dwusk[lł]adnik|dvouf[aá]z|kaksivaih`)

// widenedToAll are the words that carry an act to every account or user.
var widenedToAll = regexp.MustCompile(`\b(all|every|each|todas|todos|cada|tous|toutes|chaque|alle|allen|jede[nmrs]?|elk|elke|ogni|tutti|tutte|wszystkie|wszystkich|każde\w*|все|всех|каждо\w*)\b`)

// maxActWords bounds the words the opening act is looked for in.
const maxActWords = 12

// namedSafeguardOff reports whether sent is the opening sentence of the
// description of a tool named for switching a second factor off, which
// states that act and nothing beside it (see above); orders reads what is
// left of the sentence.
func (d *directiveRule) namedSafeguardOff(sent string, tc *toolContext, verbs map[string]Category, orders func(string) bool) bool {
	off := d.bit["safety_off"]
	if tc == nil || off.isZero() || !strings.HasPrefix(strings.TrimSpace(strings.ReplaceAll(tc.lowerDesc(), "’", "'")), sent) {
		return false
	}
	if printedPlace.MatchString(sent) || unseenAct.MatchString(sent) || widenedToAll.MatchString(sent) {
		return false // sent somewhere, unseen, or for every account
	}
	words := strings.Fields(sent)
	if len(words) == 0 || !namesVerb(tc.name, words[0]) {
		return false
	}
	if !secondFactorName.MatchString(toLower(tc.name)) {
		if named, _ := d.actClasses(strings.Join(catalog.NameWords(tc.name), " "), tc, verbs); named.and(off).isZero() {
			return false
		}
	}
	have, _ := d.actClasses(sent, tc, verbs)
	if have.and(off).isZero() {
		return false
	}
	own := off.or(d.bit["harm"]).or(d.bit["setter"]).or(d.bit["user_hearer"])
	for _, c := range d.combos {
		if c.need.and(off).isZero() {
			continue
		}
		if rest := c.need.andNot(own); !rest.isZero() && rest.subsetOf(have) && c.not.and(have).isZero() {
			return false // a partner of the act: always, beside, elsewhere, on authority
		}
	}
	// The act is the words up to the first that switch the safeguard off.
	end := 0
	for k := 1; k <= len(words) && k <= maxActWords; k++ {
		if got, _ := d.actClasses(strings.Join(words[:k], " "), tc, verbs); !got.and(off).isZero() {
			end = len(strings.Join(words[:k], " "))
			break
		}
	}
	if end == 0 {
		return false
	}
	b := []byte(sent)
	blankSpan(b, 0, end)
	return !orders(string(b))
}

// namesVerb reports whether a name has a word that shares a stem of four
// letters or more with verb (desactivar and "desactiva", turn and
// "turns").
func namesVerb(name, verb string) bool {
	verb = deaccent(toLower(verb))
	for _, w := range catalog.NameWords(name) {
		w = deaccent(toLower(w))
		n := min(len(w), len(verb))
		if n >= 4 && w[:n] == verb[:n] || w == verb {
			return true
		}
	}
	return false
}
