package classifier

import (
	"regexp"
	"strings"
)

// A payment or booking tool says what to tell the user when a call
// fails: "als het resultaat `card_declined` is, vertel de gebruiker dat
// de klant een andere kaart moet gebruiken". The Dutch "vertel de
// gebruiker dat" is read as a telling to be checked, since a false claim
// or a secret kept from the user opens the same way; the English "tell
// the user that" is left to the directive check, which reads what is
// told. Here it is told under a condition on the call's outcome (a
// result, an error, a status) and what is told is a need or a remedy,
// not a claim that something succeeded. The directive check still reads
// the sentence, so an order beside the telling is found as ever.

var (
	// toldOnOutcome is a condition on a call's outcome, in Dutch.
	toldOnOutcome = regexp.MustCompile(`\b(als|wanneer|indien|zodra|bij)\b[^.;]{0,40}\b(resultaat|uitkomst|fout\w*|status|foutcode|antwoord|melding|weigering|afwijzing)\b|\b(bij|na) (een )?(fout\w*|weigering|afwijzing|time-?out)\b`)
	// toldNeed is what is told: someone must, can or needs to do
	// something, or something other is needed.
	toldNeed = regexp.MustCompile(`\b(moet|moeten|kan|kunnen|nodig|andere|ander|opnieuw|later|contact|neem|nemen|bellen|controleren|wachten)\b`)
	// toldSecret is a secret or a card's number named in what is told:
	// the user asked to type it somewhere is asked for it.
	toldSecret = regexp.MustCompile(`\b(pin|pincode|wachtwoord\w*|cvc|cvv|beveiligingscode|verificatiecode|kaartnummer|inloggegevens|token|sleutel|iban|rekeningnummer)\b`)
	// toldSuccess is a claim that the act went well.
	toldSuccess = regexp.MustCompile(`\b(gelukt|geslaagd|succesvol|in orde|voltooid|betaald|goedgekeurd|veilig|niets aan de hand|geen probleem)\b`)
)

// toldRemedy reports whether the match is "vertel de gebruiker dat"
// under a condition on the outcome, telling a need or a remedy.
func toldRemedy(c excuseContext) bool {
	lower := c.f.lower
	m := lower[c.loc[0]:c.loc[1]]
	if !strings.HasPrefix(m, "vertel") || !strings.HasSuffix(m, "dat") {
		return false
	}
	start := sentenceStart(lower, c.loc[0])
	told := lower[c.loc[1]:sentenceEndAfter(lower, c.loc[1])]
	return toldOnOutcome.MatchString(lower[start:c.loc[0]]) && toldNeed.MatchString(told) && !toldSuccess.MatchString(told) &&
		!toldSecret.MatchString(told) && !namesReach(told)
}
