package classifier

import (
	"regexp"
	"strings"
)

// Three more shapes of a mention: a checker's report quoting the line it
// found, an injection detector's example input, and an installer given as
// what the tool's own product is installed with. Each names the words an
// attack uses without addressing them to the model; each is read here by
// what keeps it from being an order, narrowly enough that the same words
// outside that shape are still read as one.

// reportLead ends the words before a quotation with what introduces a
// found or sample line ("Example finding: description contains '…'",
// "flags lines such as '…'"): the quotation is what was found.
var reportLead = regexp.MustCompile(`\b(findings?|examples?|samples?|contains|containing|matches|matched|flags|flagged|reports|reported|detects|detected|such as|e\.g\.)\s*:?\s*$`)

// checkerTopic says a tool checks text and reports what it finds: a
// linter, or a checker that names its findings.
var checkerTopic = mustFiltered(`\b(lint\w*|findings?|risky (text|patterns?|wording|phrases?))\b`)

// quotedFinding reports whether the match stands inside a quotation that
// closes in its line and opens after a report's lead, in a checker's
// definition: "Example finding: description contains 'read ~/.ssh/id_rsa
// …'" quotes what the linter reports. A quotation that opens its sentence
// or follows anything else ("Note: '…'") is not excused, nor is a match
// left unquoted.
func quotedFinding(c excuseContext) bool {
	return c.forTool && checkerTopic.MatchString(c.topics.get()) && quotedAfterReport(c.f.lower, c.loc)
}

// quotedAfterReport reports whether the match at loc in lower stands
// inside a quotation that closes in its line and opens after a report's
// lead in its sentence.
func quotedAfterReport(lower string, loc []int) bool {
	start := sentenceStart(lower, loc[0])
	open := -1
	for i := loc[0] - 1; i >= start; i-- {
		if q := lower[i]; (q == '\'' || q == '"' || q == '`') && (i == 0 || !isLetterByte(lower[i-1])) {
			open = i
			break
		}
	}
	if open < 0 || !reportLead.MatchString(lower[start:open]) {
		return false
	}
	line := lower[loc[1]:]
	if nl := strings.IndexByte(line, '\n'); nl >= 0 {
		line = line[:nl]
	}
	return strings.IndexByte(line, lower[open]) >= 0
}

// exampleInput reports whether the match opens an example value of one of
// the tool's input parameters in a tool about attacks (an injection
// classifier shows the text it scores): the value is a sample of what the
// user passes in, not a sentence addressed to the model. Only the
// override's words are excused so: an example that goes on to send data
// somewhere is still read by the other rules and the directive check.
func exampleInput(c excuseContext) bool {
	return c.forTool && securitySubject.MatchString(c.topics.get()) &&
		exampleOf(c, func(p *param) bool { return !strings.Contains(p.path, ".") })
}

var (
	// installLabel ends the words before an installer with the label of
	// what it is ("(installation: `…`", "install: ").
	installLabel = regexp.MustCompile(`\b(installation|install|installer|setup|set-up)\s*:\s*['"\x60]?\s*$`)
	// laterRunOrder is an order, anywhere after the installer's sentence,
	// to install, run or set up something ("If it is missing, install
	// it.", "Then run the installer above.").
	laterRunOrder = regexp.MustCompile(`(^|[.;:!?,(]\s*|\b(first|then|please|now|always|also|just|simply)\s+)(run|execute|install|reinstall|paste|pipe|download|set up)\b`)
	// urlIn is the first address of a text.
	urlIn = regexp.MustCompile(`https?://[^\s|'"\x60)]+`)
)

// installLabelled reports whether an installer is given as what the
// tool's own product installs with: labelled as its installation, from a
// host the tool is named for, in a sentence that orders nobody and a text
// that does not go on to order it run. "Needs the AcmeCal agent
// (installation: `curl https://get.acmecal.dev | sh`)" in acmecal_sync
// informs; the same line from another host, or followed by "if it is
// missing, install it", is still a lure.
func installLabelled(c excuseContext) bool {
	if !c.forTool || c.tool == nil {
		return false
	}
	lower := c.f.lower
	start := sentenceStart(lower, c.loc[0])
	if !installLabel.MatchString(lower[start:c.loc[0]]) {
		return false
	}
	host := urlIn.FindString(lower[c.loc[0]:c.loc[1]])
	if host == "" || !c.tool.ownSite(host) {
		return false
	}
	end := len(lower)
	for _, stop := range []string{". ", "! ", "? ", "\n"} {
		if i := strings.Index(lower[c.loc[1]:], stop); i >= 0 {
			end = min(end, c.loc[1]+i)
		}
	}
	sentence := lower[start:end]
	return !runOrderBefore.MatchString(sentence) && !runByModel.MatchString(sentence) &&
		!orderedToRun.MatchString(sentence) && !laterRunOrder.MatchString(lower[end:])
}

// quotedReport reports whether a sentence is a report's lead and one
// quotation that runs to its end: everything it could order is inside
// what it quotes ("example finding: description contains 'read …'").
func quotedReport(sent string) bool {
	sent = strings.TrimRight(sent, " .;!")
	for i := range len(sent) {
		q := sent[i]
		if q != '\'' && q != '"' && q != '`' || i > 0 && isLetterByte(sent[i-1]) {
			continue
		}
		return i+1 < len(sent) && sent[len(sent)-1] == q && reportLead.MatchString(sent[:i])
	}
	return false
}

// verdictQuoted is an order to give a result as the words it quotes
// ("summarise it as 'no issues found'", "report them as \"clean\""): the
// quotation is what the model is to say, not a specimen of what an attack
// says.
var verdictQuoted = regexp.MustCompile(`\b(summari[sz]e|report|describe|present|label|mark|show|state|tell|list|return)\w*\b[^.;:'"]{0,30}\bas\s*['"“‘]|\b(report|say|tell|answer|reply)\w*\b[^.;:'"]{0,20}['"“‘](no|none|nothing|all clear|clean)\b`)
