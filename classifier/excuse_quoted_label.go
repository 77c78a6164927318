package classifier

import (
	"regexp"
	"strings"
	"unicode/utf8"
)

// An app's controls carry words of their own, and a tool for the app
// names them in quotes: a clipboard manager's "'Forget everything above
// this item' menu action", a chat client's "the 'Ignore other messages'
// toggle". Read alone, the words are an override; quoted as a label,
// with the kind of control right after the quotation (or just before it,
// "the button labelled '…'"), they name a control the user clicks. The
// reading is narrow: the label must be short, one clause, and hold no
// address, and a second, unquoted override in the same text is read as
// ever.

var (
	// controlAfter opens the words after a quotation with the kind of
	// control it labels.
	controlAfter = regexp.MustCompile(`^\s*(menu\s+)?(actions?|items?|entr(y|ies)|options?|buttons?|commands?|shortcuts?|links?|settings?|labels?|tabs?|toggles?|checkbox(es)?|switch(es)?|menus?|context menu)\b|^\s*(menüpunkt|menüeintrag|schaltfläche|option|botón|opción|bouton|élément de menu)\b`)
	// controlBefore ends the words before a quotation with the kind of
	// control it labels and a word of naming.
	controlBefore = regexp.MustCompile(`\b(menu\s+)?(action|item|entry|option|button|command|shortcut|link|setting|tab|toggle|checkbox|switch)\s+(labelled|labeled|called|named|titled|marked)\s*$`)
	// labelCarries holds what a label has no room for: an address, a
	// link, a second clause.
	labelCarries = regexp.MustCompile(`@|https?://|[.;:!?]\s|\b(and|then|also|send|email|upload|post|forward)\b`)
)

// maxLabelWords is how many words a control's label may have.
const maxLabelWords = 8

// quotedControlLabel reports whether the match opens a short quotation
// that labels a control, its kind named right after the quotation or
// just before it.
func quotedControlLabel(c excuseContext) bool {
	lower, at := c.f.lower, c.loc[0]
	before := lower[:at]
	var closers string
	switch {
	case strings.HasSuffix(before, "'"), strings.HasSuffix(before, "\""), strings.HasSuffix(before, "`"):
		closers = before[len(before)-1:]
	case strings.HasSuffix(before, "“"):
		closers = "”\""
	case strings.HasSuffix(before, "‘"):
		closers = "’'"
	default:
		return false
	}
	rest := lower[at:]
	end := strings.IndexAny(rest, closers)
	if end < c.loc[1]-at {
		return false // unclosed, or closed inside the match
	}
	label := rest[:end]
	if len(strings.Fields(label)) > maxLabelWords || strings.ContainsRune(label, '\n') || labelCarries.MatchString(label) {
		return false
	}
	_, size := utf8.DecodeRuneInString(rest[end:])
	return controlAfter.MatchString(rest[end+size:]) || controlBefore.MatchString(strings.TrimRight(before, "'\"`“‘ "))
}
