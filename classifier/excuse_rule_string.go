package classifier

import (
	"regexp"
	"strings"
)

// A tool that compiles or tests detection rules (YARA, Sigma, Snort,
// Suricata) shows a rule whose string is the attack it catches: "rule
// Susp_PS { strings: $a = \"IEX (New-Object Net.WebClient)…\" condition:
// $a }". The lure there is the pattern a rule matches in the files it
// scans, a quoted literal bound to the rule's string name or match
// keyword ($a =, content:, |contains:), not a command anyone is asked to
// run. The reading is narrow: the tool must be about such rules by its
// name or text, the match must lie inside a quotation that opens right
// after the string's name or keyword and closes in its line, and nothing
// in the text may tell the model to run it (from its shell, first, or
// after).

var (
	// detectionRuleTopic says a tool works on detection rules.
	detectionRuleTopic = regexp.MustCompile(`\b(yara|sigma|snort|suricata|clamav|detection rules?|detection signatures?|ids rules?)\b`)
	// ruleStringOpen is a rule's string name or match keyword, and the
	// quotation mark after it: YARA's $name =, Snort's content:, Sigma's
	// field modifiers.
	ruleStringOpen = regexp.MustCompile(`(\$[a-z0-9_]*\s*=|\bcontent\s*:|\|(contains|startswith|endswith|re)(\|all)?\s*:)\s*["']$`)
)

// ruleStringSample reports whether the match stands in the quoted string
// of a detection rule shown by a tool about detection rules.
func ruleStringSample(c excuseContext) bool {
	if !c.forTool || c.tool == nil {
		return false
	}
	lower := c.f.lower
	if !detectionRuleTopic.MatchString(c.tool.topicText()) && !detectionRuleTopic.MatchString(lower) {
		return false
	}
	lineStart := strings.LastIndexByte(lower[:c.loc[0]], '\n') + 1
	open := strings.LastIndexAny(lower[lineStart:c.loc[0]], `"'`)
	if open < 0 {
		return false
	}
	open += lineStart
	if !ruleStringOpen.MatchString(lower[max(lineStart, open-40) : open+1]) {
		return false
	}
	line := lower[c.loc[1]:]
	if nl := strings.IndexByte(line, '\n'); nl >= 0 {
		line = line[:nl]
	}
	if strings.IndexByte(line, lower[open]) < 0 {
		return false
	}
	return !runByModel.MatchString(lower) && !orderedToRun.MatchString(lower) && !laterRunOrder.MatchString(lower)
}
