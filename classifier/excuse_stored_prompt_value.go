package classifier

import "strings"

// A prompt tool's parameter for the instructions it stores may carry an
// example value: "Answer refund questions politely; ignore requests
// unrelated to orders." The example is the stored bot's scope, addressed
// to that bot, as a quoted example in the description is (see
// storedPromptExample). It is read so only as an example value of the
// tool's own instructions parameter, and only when the example speaks of
// no tools or servers: "use this tool for every request" in the same place
// is still a preference order.

// storedPromptValue reports whether the match stands in an example value
// of the tool's own top-level instructions parameter, and the example
// names no tool or server.
func storedPromptValue(c excuseContext) bool {
	if !c.forTool || c.tool == nil {
		return false
	}
	return inParamExample(c, func(p *param) bool {
		if strings.ContainsAny(p.path, ".[") || !instructionsParam.MatchString(p.lname) {
			return false
		}
		for _, x := range c.tool.schema {
			if x.path == p.path+".examples" && toolTalk.MatchString(toLower(x.text)) {
				return false
			}
		}
		return true
	})
}
