package classifier

import "strings"

// A switch's name read as words can sound like an order to pass data:
// include_tool_results, attach_sources, with_history. On a boolean that
// is off unless set, it names what the tool puts in its own output when
// the user turns it on; the model fills true or false, never the data.
// The switch must name what the tool's description speaks of (an export
// of "messages, tool calls and their results" with include_tool_results):
// include_ssh_private_key on a forecast tool names nothing the tool
// holds. A switch on by default, any other kind of parameter, and the
// same words in the tool's own description are read as written.

// switchNameOff reports whether the match lies within the name, read as
// words, of one of the tool's boolean parameters that is off unless set.
func switchNameOff(c excuseContext) bool {
	if !c.forTool || c.tool == nil || c.f.kind != "key" && c.f.kind != "description" {
		return false
	}
	for _, p := range c.tool.params {
		if p.typ != "boolean" || strings.TrimSpace(p.deflt) == "true" {
			continue
		}
		words := toLower(sentenceName(p.name))
		if words == "" || strings.Contains(c.tool.lowerDesc(), words) || !switchAboutTool(words, c.tool.lowerDesc()) {
			continue
		}
		if c.f.kind == "key" && p.path == c.f.path || c.f.kind == "description" && within(c.f.lower, words, c.loc) {
			return true
		}
	}
	return false
}

// switchVerbs open a switch's name: what it does with what it names.
var switchVerbs = map[string]bool{"include": true, "with": true, "attach": true, "add": true, "show": true, "also": true,
	"append": true, "embed": true, "keep": true, "return": true, "list": true}

// switchAboutTool reports whether every word the switch's name names
// (less its verbs and words under three letters) stands in the tool's
// description as a word.
func switchAboutTool(words, desc string) bool {
	named := 0
	for _, w := range strings.Fields(words) {
		if switchVerbs[w] || len(w) < 3 {
			continue
		}
		if !hasWord(desc, w) {
			return false
		}
		named++
	}
	return named > 0
}
