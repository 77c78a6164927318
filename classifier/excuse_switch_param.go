package classifier

import (
	"regexp"
	"strings"
)

// A boolean parameter's description says what turning it on does: "Skip
// the confirmation prompt." on auto_approve, "Bypass the cache." on
// no_cache. Read alone, the words are an order; as the description of a
// switch that is off unless the user sets it, they are the effect the
// user asks for by setting it. An order to the model would make the
// setting standing or ask it to set it ("always", "set this to true",
// "by default"), or carry data elsewhere (see switchCarried); those are
// still read as orders, and so is the same sentence anywhere else.

// switchOrdered is a switch's description that asks for it to be set, or
// addresses whoever fills it.
var switchOrdered = regexp.MustCompile(`\b(set (it|this)|turn (it|this) on|pass true|must|should|you|your|assistant|model|agent)\b`)

// switchDescribed reports whether the match stands in the description of
// one of the tool's boolean parameters that is off unless set, and the
// description neither orders it set nor carries the data elsewhere. The
// texts are also read joined: there the match must lie within where the
// parameter's description stands, and the tool's own description must
// not hold the same words (which would be an order of its own).
func switchDescribed(c excuseContext) bool {
	if !c.forTool || c.tool == nil || c.f.kind != "param_description" && c.f.kind != "description" {
		return false
	}
	for _, p := range c.tool.params {
		if p.typ != "boolean" || strings.TrimSpace(p.deflt) == "true" || p.desc == "" {
			continue
		}
		d := toLower(p.desc)
		if switchCarried.MatchString(d) && !transportOnly(d) || switchOrdered.MatchString(d) {
			continue
		}
		if c.f.kind == "param_description" {
			if p.path == c.f.path {
				return true
			}
			continue
		}
		if strings.Contains(c.tool.lowerDesc(), d) {
			continue
		}
		if within(c.f.lower, d, c.loc) {
			return true
		}
	}
	return false
}

// within reports whether some occurrence of part in text holds loc.
func within(text, part string, loc []int) bool {
	for from := 0; from < len(text); {
		i := strings.Index(text[from:], part)
		if i < 0 {
			return false
		}
		at := from + i
		if at <= loc[0] && loc[1] <= at+len(part) {
			return true
		}
		from = at + 1
	}
	return false
}

// transportRule is a switch's description that says only how something
// travels ("Send session cookie over HTTPS only"): the flag of a secure
// transport, which sends nothing anywhere new.
var transportRule = regexp.MustCompile(`^\s*(send|sends|sent|transmit|transmits)\b[^.;]{0,40}\b(over|via) (https|tls|ssl)( only)?\s*\.?\s*$|^\s*(send|sends|sent|transmit|transmits)\b[^.;]{0,40}\bonly over (https|tls|ssl)\s*\.?\s*$`)

// transportOnly reports whether d, a switch's description, says only how
// something travels (see transportRule).
func transportOnly(d string) bool { return transportRule.MatchString(d) }

// switchReaches are the words of a switch that reaches past the call's
// own act: telling someone, attaching or copying what the model holds, a
// secret, a third person. Read in the definition whole, such a switch's
// words are still an order ("Attach the full conversation." on a weather
// tool).
var switchReaches = regexp.MustCompile(`\b(tell|tells|notify|notifies|inform|informs|attach|attaches|include|includes|copy|copies|cc|bcc|conversation|chat|history|transcript|password|passwords|secret|secrets|token|tokens|key|keys|credentials?|manager|owner|anyone|everyone|public)\b`)

// switchSentence reports whether sent is the whole description of one of
// the tool's boolean parameters that is off unless set, a description
// that neither asks for it to be set nor carries data elsewhere: read in
// the definition whole, it is the effect the user asks for by setting it
// ("Also delete untracked files" on clean), as switchDescribed reads it
// in the parameter's own field.
func switchSentence(sent string, tc *toolContext) bool {
	if tc == nil {
		return false
	}
	s := strings.Trim(sent, " .;:!")
	for _, p := range tc.params {
		if p.typ != "boolean" || strings.TrimSpace(p.deflt) == "true" || p.desc == "" {
			continue
		}
		d := toLower(p.desc)
		if strings.Trim(d, " .;:!") != s || switchCarried.MatchString(d) && !transportOnly(d) || switchOrdered.MatchString(d) || switchReaches.MatchString(d) {
			continue
		}
		return true
	}
	return false
}
