package classifier

// A disclosure of what a tool sends often names, in the same sentence,
// the private data it does not send: "only the day's order count goes to
// headquarters; customers' names or phone numbers are not sent". Where
// the verb comes last (Hindi, Japanese, Korean) or second (German, Dutch,
// the Nordic languages) the negator stands after the data it withholds
// ("फ़ोन नंबर नहीं भेजे जाते", "電話番号は送信されません",
// "Telefonnummern werden nicht gesendet"), out of reach of the rule's
// negators, which reach only forward: the data read as sent. An act that
// names private data and holds a late negator sends none of it; every act
// of the sentence that names private data must hold one, so "phone
// numbers are sent, names are not" keeps the numbers it sends.

// privateNegatedLate reports whether every act of a sentence that names
// private data holds a late negator, with no urging and no "not only" in
// it (see negatesAct); the act's own verb may be gone from its classes,
// negated by the negator before it ("werden nicht übermittelt").
func (d *directiveRule) privateNegatedLate(sent string, have classSet, tc *toolContext, verbs map[string]Category) bool {
	private, move := d.bit["private"], d.bit["move"]
	if have.and(private).isZero() || have.and(move).isZero() || !hasSubstring(sent, lateNegators) {
		return false
	}
	parts := splitActs(sent)
	if len(parts) == 1 {
		return d.negatesAct(sent)
	}
	named := false
	for _, p := range parts {
		seen, _ := d.actClasses(p, tc, verbs)
		if seen.and(private).isZero() {
			continue
		}
		if !d.negatesAct(p) {
			return false
		}
		named = true
	}
	return named
}
