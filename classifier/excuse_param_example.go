package classifier

import "strings"

// inParamExample reports whether the match stands in an example value of
// one of the tool's parameters that takes reports true for: in the
// example's own field, or, read joined with the other texts, where that
// example stands (not merely the same words elsewhere).
func inParamExample(c excuseContext, takes func(p *param) bool) bool {
	if !c.forTool || c.tool == nil {
		return false
	}
	for i := range c.tool.params {
		p := &c.tool.params[i]
		if !takes(p) {
			continue
		}
		if inputExample(c.f) && strings.TrimSuffix(c.f.path, ".examples") == p.path {
			return true
		}
		for _, x := range c.tool.schema {
			if x.path == p.path+".examples" && within(c.f.lower, toLower(x.text), c.loc) {
				return true
			}
		}
	}
	return false
}
