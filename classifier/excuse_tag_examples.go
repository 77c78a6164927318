package classifier

import (
	"regexp"
	"strings"
)

// A markup tool names the sections it works on and then gives examples
// of their tags after a lead: "highlights the sections of a template
// (e.g. <context>, <rules>)", "valida bloques como <ejemplo> y <tarea>".
// The tags are named, not used, when each is an item of the list, the
// noun for them stands earlier in the clause, and the text never closes
// one, so nothing stands between an opening and a closing tag for a
// model to read.

// tagKindLead is a noun for tags, a short stretch of the same clause, and
// an example lead, in English and a few other languages, with any tags
// already listed after it.
var tagKindLead = regexp.MustCompile(`\b(tags?|markers?|elements?|blocks?|markup|sections?|delimiters?|etiquetas?|bloques|secciones|balises|blocs|sections|elemente|abschnitte|tags|blöcke|sezioni|blocchi|tag|znaczniki|sekcje|secções|seções|blocos)\b[^.;:!?<>\n]{0,60}?(\(\s*|\(?\s*(such as|like|e\.g\.,?|i\.e\.,?|including|for example,?|z\. ?b\.|wie|etwa|como|por ejemplo|comme|p\. ?ex\.|par exemple|come|ad esempio|np\.|jak|zoals|bijv\.)\s+)(<[^<>]{1,30}>\s*(,|/|or|and|oder|und|o|y|ou|et|e|i|lub|of|en)\s*)*$`)

// tagItemEnd is what follows a tag that is an item of the list: the next
// item, the list's close or the clause's end.
var tagItemEnd = regexp.MustCompile(`^<[^<>]{1,30}>\s*(,|/|;|\.|\)|$|(or|and|oder|und|o|y|ou|et|e|i|lub|of|en)\s+<)`)

// tagExampleListed reports whether the tag matched at loc in lower is an
// item of such a list and the text closes none of the tags listed.
func tagExampleListed(lower string, loc []int) bool {
	name := tagName(lower[loc[0]:])
	if name == "" || strings.Contains(lower, "</") || !tagItemEnd.MatchString(lower[loc[0]:]) {
		return false
	}
	from := max(0, loc[0]-120)
	return tagKindLead.MatchString(lower[from:loc[0]])
}
