package classifier

import (
	"strings"

	"github.com/mcpscan/mcpscan/catalog"
)

// A pattern rule's match is sometimes an honest shape its pattern cannot
// tell apart: a code generator's stamp in an HTML comment, an SSH tool
// naming its key files. Each rule's excuses are here, by rule id, so the
// scan that runs every rule asks one table instead of carrying each case.

// excuseContext is what an excuse may look at: the field matched, where,
// and, for a tool's definition, its subject words and context.
type excuseContext struct {
	f       textField
	loc     []int // the first match
	topics  func() string
	tool    *toolContext // nil for texts that are not a tool's
	forTool bool         // the text is a tool's definition
}

// findingExcuses reports, by rule id, whether a match is an honest shape.
var findingExcuses = map[string]func(excuseContext) bool{
	// An SSH or cloud tool names the files it reads; the directive check
	// still reads the sentence.
	"poison.sensitive_path": func(c excuseContext) bool {
		return c.forTool && c.tool != nil && c.tool.credentials()
	},
	// An address given as an example of what the user sets
	// (e.g. 1234@bcc.crm.com).
	"poison.shadowing": func(c excuseContext) bool {
		return exampleLead.MatchString(c.f.lower[max(0, c.loc[0]-40):c.loc[0]])
	},
	// A command shown to the user to run, not run by the model.
	"poison.install_lure": installExcused,
	"poison.command_lure": installExcused,
	// A code generator's stamp or a mail renderer's conditional comment,
	// not a hidden message.
	"poison.hidden_tag": func(c excuseContext) bool {
		rest := c.f.lower[c.loc[0]:]
		return strings.HasPrefix(rest, "<!--") && (generatorNote.MatchString(rest[4:]) || conditionalComment.MatchString(rest[4:]))
	},
	// A parameter a tool honestly takes: a closed choice, a field of what
	// the tool is about, a key the tool has a use for, a template.
	"poison.exfil_param": func(c excuseContext) bool {
		if !c.forTool {
			return false
		}
		f, topics := c.f, c.topics()
		return f.closed ||
			keyField.MatchString(f.lower) && (nestedField(f.path) || statedPurpose(f.about, topics)) ||
			topicWord(strings.Join(catalog.NameWords(f.text), " "), topics) ||
			honestKey(f.lower, f.about, topics, paramsOf(c.tool)) ||
			shapeParam.MatchString(strings.ToLower(f.about))
	},
}

// installExcused: a command left to the user, or the parts of one a
// detection rule names in separate string literals.
func installExcused(c excuseContext) bool {
	return installLeftToUser(c.f.lower, c.loc) || splitAcrossLiterals(c.f.lower, c.loc)
}
