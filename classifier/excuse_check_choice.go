package classifier

import (
	"regexp"
	"strings"
)

// A linter or scanner lets the user pick the checks it runs, each a
// choice of an enum named by an id with the pattern it catches in
// parentheses: "pipe-to-shell (curl … | sh)". The command is what the
// check looks for, a closed choice the user turns on, not one the model
// is to run. Only a value that is an id and a parenthesised sample with
// no address, in a tool whose name or description says it checks, is
// read so; the same command as a bare value, with anything after the
// parentheses, written again elsewhere in the definition, or in a tool
// that checks nothing, is read as ever.

// checkChoice is an enum value made of a check's id and the sample it
// catches in parentheses.
var checkChoice = regexp.MustCompile(`^[a-z0-9][a-z0-9_.-]*\s*\(([^()]|\([^()]*\))+\)$`)

// checkChoiceSample reports whether the match lies inside an enum value
// that names a check of a checker tool and its sample, where the value is
// read alone or with the rest of the definition.
func checkChoiceSample(c excuseContext) bool {
	if !c.forTool || c.tool == nil {
		return false
	}
	if !checkerName.MatchString(c.tool.topicText()) && !checkerSubject.MatchString(c.tool.lowerDesc()) {
		return false
	}
	for _, p := range c.tool.params {
		for _, e := range p.enum {
			v := toLower(strings.TrimSpace(e))
			open := strings.IndexByte(v, '(')
			if open < 0 || !checkChoice.MatchString(v) {
				continue
			}
			// The whole choice, written once, its sample with no address:
			// the same words elsewhere in the definition are its own, and
			// a check's sample needs no host. (The id is one word of
			// letters and dashes, which runs nothing.)
			if !urlIn.MatchString(v[open:]) && strings.Count(c.f.lower, v[open:]) == 1 && within(c.f.lower, v, c.loc) {
				return true
			}
		}
	}
	return false
}
