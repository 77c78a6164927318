package classifier

import (
	"regexp"
	"strings"
)

// A crash reporter or an error tracker says what it sends and what it
// does not: "it does not include file contents, environment variables or
// anything the user typed", and a switch, off unless the user sets it,
// described as "Send IP addresses and cookies." Read alone, the words
// are those of a request to pass the user's data along; read in their
// shape, one is an item of a list a negated verb of sending governs, the
// other what the tool's own report adds when the user turns it on. Each
// reading is narrow: the list must be short items after the negated verb
// with nothing that turns it back ("but", "unless"), and the switch must
// belong to a tool whose own act is to report, name no place to send to,
// and make nothing standing.

// negatedSend is a negator and a verb of sending or holding that it
// forbids: what follows is what the tool leaves out.
var negatedSend = regexp.MustCompile(`\b(does not|doesn't|do not|don't|will not|won't|never|is not|are not|isn't|aren't)\s+(include|includes|included|send|sends|sent|collect|collects|collected|upload|uploads|uploaded|attach|attaches|attached|transmit|transmits|transmitted|share|shares|shared|contain|contains|record|records|recorded|store|stores|stored)\s+`)

// negatedListItem reports whether the match at loc is an item of a short
// list that a negated verb of sending governs, in its sentence, with no
// word that turns the negator back.
func negatedListItem(lower string, loc []int) bool {
	sent := sentenceBefore(lower, loc[0])
	m := negatedSend.FindAllStringIndex(sent, -1)
	if m == nil {
		return false
	}
	between := sent[m[len(m)-1][1]:]
	for _, item := range strings.Split(listJoiners.Replace(" "+between+" "), ",") {
		if len(strings.Fields(item)) > listItem {
			return false
		}
	}
	end := loc[1]
	if i := strings.IndexAny(lower[end:], ".;\n"); i >= 0 {
		end += i
	} else {
		end = len(lower)
	}
	return !negatorReversed(strings.Fields(between + lower[loc[0]:end]))
}

// reportingTool says a tool's own act is to report: it sends crash
// reports, errors, metrics or usage to where its user set up.
var reportingTool = regexp.MustCompile(`\b(crash(es)?|errors?|exceptions?|telemetry|analytics|metrics|diagnostics?|tracking|tracing|usage|bug reports?|feedback)\b`)

// reportSwitch reports whether the match stands in the description of a
// boolean parameter, off unless set, of a tool whose name or opening
// sentence says it reports crashes, errors or usage: what the switch adds
// to the tool's own report. The switch's description must be short, name
// no address or host, make nothing standing, and not address the model.
func reportSwitch(c excuseContext) bool {
	if !c.forTool || c.tool == nil || c.f.kind != "param_description" && c.f.kind != "description" {
		return false
	}
	first := sentenceAt(c.tool.lowerDesc(), 0)
	if !reportingTool.MatchString(strings.ReplaceAll(c.tool.name, "_", " ")) && !reportingTool.MatchString(first) {
		return false
	}
	for _, p := range c.tool.params {
		if p.typ != "boolean" || strings.TrimSpace(p.deflt) == "true" || p.desc == "" {
			continue
		}
		d := toLower(p.desc)
		if len(strings.Fields(d)) > 8 || switchOrdered.MatchString(d) || reportElsewhere.MatchString(d) {
			continue
		}
		// Read joined, the match must lie where the switch's description
		// stands, and the tool's own description must not say the same
		// words (an order of its own); see switchDescribed.
		if c.f.kind == "param_description" && p.path == c.f.path ||
			c.f.kind == "description" && !strings.Contains(c.tool.lowerDesc(), d) && within(c.f.lower, d, c.loc) {
			return true
		}
	}
	return false
}

// reportElsewhere makes a switch's act standing or names a place to send
// to besides the tool's own destination.
var reportElsewhere = regexp.MustCompile(`\b(always|every|each|any time|whenever|by default|regardless|automatically|also|third|partner|vendor|to)\b|https?://|@|\b[a-z0-9-]+\.(com|io|net|org|dev|app|ai)\b`)
