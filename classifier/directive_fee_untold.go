package classifier

import (
	"regexp"
	"strings"
)

// The cost of an act can be told to the user without what it costs on
// top: "state the total paid before the platform's fee", "show the user
// the amount only; fees are shown elsewhere", "quote the subtotal as the
// total; the service fees appear on the statement later", "give the price
// times quantity; commission is not part of it". The user decides on a
// figure that leaves out a charge they pay. The reading asks, in one
// sentence (its clauses read together), for an order to tell a cost (a
// verb of telling a few words before a word of cost) and a fee, commission
// or margin said to be left out of it: before or without it, not part of
// it, shown elsewhere or later, already inside a rate, or the figure told
// "only". A sentence that tells the fee too ("including the fee", "the
// fees separately", "plus the fee", "with a breakdown") stays clean.

// feeWords name what a cost carries on top (the gate of the check): a
// fee, a commission, a margin, and the disbursements or outlays a notary,
// a lawyer or an agent passes on to the client.
var feeWords = []string{"fee", "commission", "surcharge", "markup", "mark-up", "margin", "disbursement", "outlay"}

var (
	// costTold is a verb of telling before a word of cost.
	costTold = regexp.MustCompile(`\b(state|stating|show|showing|quote|quoting|give|tell|telling|report|display|present|call)\b[^.;:]{0,40}?\b(total|totals|cost|costs|amount|price|fare|subtotal|sum)\b`)
	// feeLeftOut is a fee said to be left out of the figure told.
	feeLeftOut = regexp.MustCompile(`\b(before|without|excluding|minus|less)\b[^.;]{0,30}?\b(fees?|commissions?|surcharges?|mark-?ups?|margins?|disbursements?|outlays?)\b` +
		`|\b(fees?|commissions?|surcharges?|mark-?ups?|margins?|disbursements?|outlays?)\b[^.]{0,60}?\b(not part of|shown elsewhere|elsewhere|on the statement|later|already in|left out)\b` +
		`|\b(amount|price|subtotal|total) only\b|\bonly the (amount|price|subtotal)\b|\bsubtotal as the total\b`)
	// feeToldToo says the fee is told with the figure.
	feeToldToo = regexp.MustCompile(`\b(includ(e|es|ed|ing)|inclusive|plus|separately|itemi[sz]ed?|breakdown|as well as|together with|along with)\b|\b(and|with) (the|any|all) (fees?|commissions?|surcharges?|margins?|disbursements?|outlays?)\b`)
)

// feeUntold returns the sentence of the definition's texts, of those in
// reads, that orders a cost told to the user with a fee left out of it
// (see above).
func feeUntold(joined string, in sentenceReader) (string, bool) {
	for s := range in.sentences(joined, false) {
		if !costTold.MatchString(s) || !feeLeftOut.MatchString(s) || feeToldToo.MatchString(s) {
			continue
		}
		return strings.TrimSpace(s), true
	}
	return "", false
}
