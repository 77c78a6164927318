package classifier

import (
	"regexp"
	"strings"
)

// A highlighter, a formatter or a validator shows a sample document, and
// a sample document may have an element named like a hidden-instruction
// tag: "<config><important>true</important></config>". An element whose
// whole content is one plain value (a boolean, a number, null) holds no
// words a model could read as an order; it is data. The reading holds
// only for such an element standing inside another element or after an
// example's lead, and excuses only its own tags: the same tag around
// words, or a second one around an order, is read as ever, and so is any
// order standing outside it.

var (
	// scalarValue is the whole content of an element that is one plain
	// value.
	scalarValue = regexp.MustCompile(`^\s*(true|false|yes|no|on|off|null|none|nil|-?[0-9][0-9.,:]*)\s*$`)
	// sampleLead ends the words before a sample document with its lead
	// ("Example XML input:", "e.g.", "sample:").
	sampleLead = regexp.MustCompile(`\b(examples?|e\.g\.|sample|input|for instance)\b[^.<>]{0,30}:?\s*(<[^<>]*>\s*)*$`)
)

// scalarElement reports whether the tag matched at loc in lower opens or
// closes an element whose content is one plain value, inside another
// element or after a sample's lead.
func scalarElement(lower string, loc []int) bool {
	open := loc[0]
	if strings.HasPrefix(strings.TrimLeft(lower[loc[0]+1:], " "), "/") {
		// A closing tag: find the opening one before it.
		name := tagName(lower[loc[0]:])
		open = strings.LastIndex(lower[:loc[0]], "<"+name)
		if name == "" || open < 0 {
			return false
		}
	}
	name := tagName(lower[open:])
	gt := strings.IndexByte(lower[open:], '>')
	if name == "" || gt < 0 {
		return false
	}
	body := lower[open+gt+1:]
	end := strings.IndexByte(body, '<')
	if end < 0 || !scalarValue.MatchString(body[:end]) {
		return false
	}
	closing := strings.TrimLeft(body[end+1:], " ")
	if !strings.HasPrefix(closing, "/") || tagName("<"+strings.TrimLeft(closing[1:], " ")) != name {
		return false
	}
	before := strings.TrimRight(lower[:open], " ")
	return strings.HasSuffix(before, ">") || sampleLead.MatchString(lower[sentenceStart(lower, open):open])
}
