package classifier

import (
	"regexp"
	"strings"
)

// A field called card_number is a payment card's number only when nothing
// says otherwise. A library, a club, a gym or a loyalty scheme numbers the
// cards it issues, and a parameter whose own description names the card
// as one of those ("Library card.", "Membership card number") asks for
// the key the tool's own service looks its member up by, not for money.
// The description must name no payment card beside it: "library card or
// credit card" and "the card the user pays with" stay a payment card, and
// a description that orders anything is read by the directive check
// whatever the name is excused for.

// cardParam is a parameter name that asks for a card's number, and
// memberCard a card that no payment is made with, named in a parameter's
// description in the languages the corpora use.
var (
	cardParam   = regexp.MustCompile(`^card_?(number|no|num|id)?$`)
	memberCard  = regexp.MustCompile(`\b(library|membership|member|loyalty|rewards?|club|gym|student|staff|employee|patron|borrower|reader'?s?|museum|transit|bonus|frequent flyer)\s+(card|pass)\b|\bbibliotheksausweis|\bmitgliedsausweis|\bkundenkarte|\bleserausweis|\bcarte (de |d')?(bibliothèque|membre|adhérent|fidélité|lecteur)|\btarjeta (de )?(la )?(biblioteca|socio|miembro|fidelidad|lector)|\bcartão (de )?(biblioteca|sócio|fidelidade)|\btessera (della )?(biblioteca|socio|fedeltà)|\bbibliotheekpas|\bledenpas|\bklantenkaart`)
	paymentCard = regexp.MustCompile(`\b(credit|debit|payment|bank|banking|charge|prepaid|visa|mastercard|amex|cvv|cvc|expiry|expiration|pays?|paying|kredit|crédit|crédito|credito|zahlung|paiement|pago|pagamento)`)
)

// memberCardParam: a card-number parameter whose own description names a
// card no payment is made with, and no payment card.
func memberCardParam(name, about string) bool {
	about = strings.ToLower(about)
	return cardParam.MatchString(name) && memberCard.MatchString(about) && !paymentCard.MatchString(about)
}
