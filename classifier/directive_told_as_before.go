package classifier

import (
	"regexp"
	"strings"
)

// A changed tool can be told as the old one: a release note, a version
// table or a migration note says what now happens (records shared with a
// partner, a fee taken, a scope widened) and, beside it, that what people
// see stays as it was ("keep the upload screen wording as in v2.0", "the
// on-screen privacy text stays the 7.x text", "the opt-out text still
// says anonymous counts") or that the consent given for the old
// behaviour covers the new ("applicants who consented before the update
// count as having consented to this", "the existing consent continues to
// apply"). An honest note asks again, shows the change or leaves those
// who did not opt in alone; it does not say the old wording or consent
// stands.

var (
	// keptShown says what people are shown stays as it was beside a
	// change: the wording, a label, a screen, the docs.
	keptShown = regexp.MustCompile(`\b(wording|worded|texts?|labels?|labell?ed|screens?|display(ed)?|shown|described|presented|leaflets?|notices?|docs|dashboards?|forms?)\b[^.;:]{0,40}?\b((as|like|same as) in v?\d|as before|as it was|unchanged|(is|are) not (changed|updated)|(does|do) not change|(stays?|remains?) (the same|as (it was|before)|unchanged|the (old|previous|earlier|v?\d)))\b|\bstill (says?|reads?|shows?|displays?|describes?|tells?|lists?)\b|\bshows? the [^.;]{0,30}\bof the old\b`)
	// keptConsent says the consent, approval or acceptance given for
	// the old behaviour covers the new.
	keptConsent = regexp.MustCompile(`\b(earlier|old|previous|prior|existing|original|before)\b[^.;]{0,60}?\b(consent\w*|approv\w*|authori[sz]ation|acceptance|accepted|opt-?ins?|agreement|terms)\b[^.;]{0,40}?\b(continues? to (apply|hold|count|cover|be valid)|still (applies|holds|counts|stands|covers|valid)|(is|are) still valid|remains? (valid|in (force|effect))|carr(y|ies) over|covers? (this|it|them))\b|\b(count|counts|counted|treated|regarded|deemed|taken) as (having )?(consented|accepted|accepting|agreed|approved|consent|acceptance)\b`)
	// consentNotKept says the old consent does not cover the new:
	// "previous approvals do not cover it" asks again.
	consentNotKept = regexp.MustCompile(`\b(not|n't|no longer|never)\s+(\w+\s+)?(cover|covers|apply|applies|hold|holds|count|counts|carry|carries|stand|stands|valid|extend|extends)\b`)
	// keptForeign are the same sayings in other languages, each one by
	// itself: the earlier consent holds, the old wording stays.
	keptForeign = regexp.MustCompile(`laikomas galiojančiu|ta pati sutikimo forma|gjelder fortsatt|beholdes som i|continua valendo|continua válid|n[ãa]o muda|sigue siendo válid|no cambia|reste valable|ne change pas|blijft geldig|zoals in v?\d|verandert niet|bleibt gültig|wie in v?\d|ändert sich nicht|kynnt sem óbreytt|sem óbreytt`)
	// versionMark is a release, an update or a version number near the
	// saying, or the session from which things change: the tool says its
	// behaviour changed.
	versionMark = regexp.MustCompile(`\bv\d+\b|\b\d+\.(\d+|x)\b|\b(versions?|versão|versión|versie|versjon|versio|wersja|verzió|sürüm|útgáfa|update[ds]?|changelog|migration|migrering|migração|release[ds]?)\b|\bpakeitim|\b(from|starting( from)?|after) (the )?next (session|login|call|month)\b|\bnext session onwards?\b`)
)

// toldAsBeforeAnchors are strings one of which each saying holds: the
// sentences around them are the only ones read.
var toldAsBeforeAnchors = []string{"as in", "as before", "as it was", "unchanged", "not changed", "not updated", "not change", "stay", "remain",
	"still", "of the old", "continue", "carr", "cover", " as having", " as accept", " as consent", " as agreed", " as approved",
	"galiojančiu", "sutikimo forma", "fortsatt", "beholdes", "valendo", "válid", "muda", "cambia", "valable", "change pas", "geldig",
	"zoals in", "verandert", "gültig", "wie in", "ändert", "óbreytt"}

// toldAsBefore returns the first sentence of the definition's text that
// keeps the old wording or the old consent beside a change a release,
// update or version names, in that sentence or just before it.
func toldAsBefore(joined string) (string, bool) {
	// Every finding has a version, an update or a session it changes
	// from: most texts name none, and are passed over in one pass.
	if !versionWordSet.in(joined) && !hasVersionNumber(joined) {
		return "", false
	}
	for start, sent := range sentencesAround(joined, toldAsBeforeAnchorsSet.next) {
		// The version may head the note the sentence ends: a line or
		// two before it. Its words are looked for first, in one pass.
		window := joined[max(0, start-160):min(len(joined), start+len(sent)+1)]
		if !versionWordSet.in(window) && !hasVersionNumber(window) {
			continue
		}
		consentKept := keptConsent.MatchString(sent) && !consentNotKept.MatchString(sent)
		if !consentKept && !keptShown.MatchString(sent) && !keptForeign.MatchString(sent) {
			continue
		}
		if versionMark.MatchString(window) {
			return strings.TrimSpace(sent), true
		}
	}
	return "", false
}

// toldAsBeforeAnchorsSet finds toldAsBeforeAnchors in one pass.
var toldAsBeforeAnchorsSet = newLiteralSet(toldAsBeforeAnchors)

// versionWordSet finds the words of versionMark that are not numbers.
var versionWordSet = newLiteralSet([]string{"version", "versão", "versión", "versie", "versjon", "versio", "wersja", "verzió", "sürüm",
	"útgáfa", "update", "changelog", "migration", "migrering", "migração", "release", "pakeitim", "next session", "next login",
	"next call", "next month"})

// hasVersionNumber reports whether text holds a version number as
// versionMark reads one: v and a digit, or digits, a dot, and a digit or
// x.
func hasVersionNumber(text string) bool {
	for i := 1; i+1 < len(text); i++ {
		c := text[i]
		if c == '.' && isDigit(text[i-1]) && (isDigit(text[i+1]) || text[i+1] == 'x') {
			return true
		}
		if c == 'v' && isDigit(text[i+1]) && !isLetterByte(text[i-1]) {
			return true
		}
	}
	return len(text) > 1 && text[0] == 'v' && isDigit(text[1])
}
