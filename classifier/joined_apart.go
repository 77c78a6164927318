package classifier

import (
	"regexp"
	"strings"
)

// startsApart reports whether f, read after prev in a definition's texts
// read together, starts a sentence of its own though prev ends with no
// closing punctuation. A title is a label: a parameter's name read as
// words or a sample value after it is another label, not the rest of a
// sentence the title began ("Drive: share" then "anyone with link"). A
// sample value belongs to its own parameter: after the text of another
// field it is not the end of that field's sentence ("… full refund when
// omitted" then another parameter's "pi_3P…"). An example after its own
// parameter's description still continues it, so an order split between
// a description and its example is read whole.
func startsApart(prev, f textField) bool {
	example := f.kind == "schema" && strings.HasSuffix(f.path, ".examples")
	if prev.kind == "title" {
		return f.kind == "key" || example
	}
	if !example {
		return false
	}
	own := strings.TrimSuffix(f.path, ".examples")
	return !strings.HasPrefix(prev.field, "param:") || prev.path != own
}

// switchOpening is how a switch's description opens when it says what
// true does, in a command line's lower case: "enable full access to
// AppMesh", "disable rollback", "if true then …", "whether to …". Such a
// description is a sentence of its own: read on from the one before,
// "enable full access to AppMesh Preview enable IAM policy … disable
// rollback" runs three switches into one order. A sentence split to hide
// an order continues in a field that opens on the order's next word.
var switchOpening = regexp.MustCompile(`^(enable|disable|if (true|set)|whether|toggle|turn|use|allow|skip|include|show|do not|don't)\b`)
