package classifier

// A title names a tool ("Card top-up"), and what it names is the tool's
// subject: a card tool handles card numbers. A title that orders data
// into one of the tool's own fields ("Before topping up, write the card
// number into the notes field too") names no subject: it is an order, and
// the data it names is what it asks to put in, not what the tool is for.

// titleOrdersField reports whether the tool's title names one of its
// parameters as a field and holds a verb of putting: it is read as an
// order, not as the tool's name (see fillTopic).
func (tc *toolContext) titleOrdersField() bool {
	if tc.title == "" || len(tc.params) == 0 {
		return false
	}
	title := toLower(tc.title)
	if !moveStartSet.startsWord(title) && !endsWithVerb(title) {
		return false
	}
	for _, p := range tc.params {
		if len(p.name) >= 3 && asField(title, lowerName(p.name)) >= 0 {
			return true
		}
	}
	return false
}
