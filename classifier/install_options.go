package classifier

import (
	"regexp"
	"strings"
)

// A tool that runs on a runtime of its own (Deno, Bun, a vendor's CLI)
// says what to do when the runtime is missing: its error carries the
// official install options, for the user. The installers it lists come
// from the host the tool is named for, and nobody is told to run them;
// the same line from another host, ordered run, or followed by an order
// to install is still a lure.

// installOptionsForUser is a sentence that gives install options to the
// user ("returns an error with the official install options for the
// user: …").
var installOptionsForUser = regexp.MustCompile(`\b(install(ation)?|setup|set-up) (options?|commands?|instructions|steps|methods?)\b[^.;]{0,30}\bfor (the user|users|them)\b`)

// installOptionsListed reports whether an installer stands in a sentence
// that lists install options for the user, every address of the sentence
// is on the host the tool is named for, and neither the sentence nor the
// text after it orders anything run.
func installOptionsListed(c excuseContext) bool {
	if !c.forTool || c.tool == nil {
		return false
	}
	lower := c.f.lower
	start := sentenceStart(lower, c.loc[0])
	end := len(lower)
	for _, stop := range []string{". ", "! ", "? ", "\n"} {
		if i := strings.Index(lower[c.loc[1]:], stop); i >= 0 {
			end = min(end, c.loc[1]+i)
		}
	}
	sentence := lower[start:end]
	// What follows is read in the description the sentence is part of,
	// and in the parameters' descriptions: in the texts read joined, a
	// parameter's enum ("read, write, run") follows it, which orders
	// nothing.
	rest := lower[end:]
	if desc := c.tool.lowerDesc(); strings.Contains(desc, sentence) {
		rest = desc[strings.Index(desc, sentence)+len(sentence):]
		for _, p := range c.tool.params {
			rest += ". " + toLower(p.desc)
		}
	}
	if !installOptionsForUser.MatchString(lower[start:c.loc[0]]) || runOrderBefore.MatchString(withoutCodeSpans(sentence)) ||
		runByModel.MatchString(sentence) || orderedToRun.MatchString(sentence) || laterRunOrder.MatchString(rest) {
		return false
	}
	hosts := urlIn.FindAllString(sentence, -1)
	for _, h := range hosts {
		if !c.tool.ownSite(h) {
			return false
		}
	}
	return len(hosts) > 0
}
