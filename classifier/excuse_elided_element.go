package classifier

import (
	"regexp"
	"strings"
)

// A template tool names its own placeholders and shows each as an
// element whose body is elided: "placeholders are tags such as
// <reading/>, <hymn n="1"/> and <important>…</important>", "Platzhalter
// wie <hinweis>…</hinweis>". The element holds nothing but the mark of
// an omission, so no words stand in it for a model to read; it is an
// item of a list led by the noun for tags or placeholders. The reading
// is narrow: the body is an ellipsis or nothing, the element is closed
// once in the whole text (a second element of the same name with words
// in it is read as ever, and keeps this one from being excused), and the
// list is led by the noun for tags or placeholders; the prose after the
// element is read by the other rules as ever.

// elidedKindLead is a noun for tags or placeholders, a short stretch of
// the same clause, and an example lead, with the items listed already
// (tags, empty elements or elided ones) after it.
var elidedKindLead = regexp.MustCompile(`(?:^|[^\pL])(tags?|markers?|elements?|markup|placeholders?|platzhalter|marcadores?|marcadores de posición|balises|espaces réservés|segnaposto|etiquetas?|elemente|znaczniki|symbole zastępcze|tijdelijke aanduidingen)(?:[^\pL]|$)[^.;:!?<>\n]{0,40}?(\(\s*|\(?\s*(such as|like|e\.g\.,?|including|includes?|for example,?|z\. ?b\.|wie|etwa|como|por ejemplo|comme|p\. ?ex\.|par exemple|come|ad esempio|np\.|jak|zoals|bijv\.)\s+)(<[^<>]{1,30}>(\s*(…|\.{2,3})?\s*</[^<>]{1,30}>)?\s*(,|/|or|and|oder|und|o|y|ou|et|e|i|lub|of|en)\s*)*$`)

// elidedBody is an opening tag of name's element, an elided body and
// its close: what follows is prose, read by the other rules as ever.
var elidedBody = regexp.MustCompile(`^<\s*([a-z][a-z0-9_:-]*)(\s+[a-z_:][a-z0-9_:.-]*\s*=\s*("[^"<>]{0,40}"|'[^'<>]{0,40}'))*\s*>\s*(…|\.{2,3})?\s*</\s*([a-z][a-z0-9_:-]*)\s*>`)

// elidedElement reports whether the tag matched at loc in lower opens or
// closes an element of a listed placeholder whose body is elided.
func elidedElement(lower string, loc []int) bool {
	at := loc[0]
	if strings.HasPrefix(strings.TrimLeft(lower[at+1:], " "), "/") {
		// The close: its element opens a few bytes before.
		open := strings.LastIndexByte(lower[max(0, at-80):at], '<')
		if open < 0 {
			return false
		}
		at = max(0, at-80) + open
	}
	m := elidedBody.FindStringSubmatch(lower[at:])
	if m == nil || m[1] != m[5] || strings.Count(lower, "</"+m[1]) != 1 || strings.Count(lower, "< /"+m[1]) != 0 {
		return false
	}
	return elidedKindLead.MatchString(lower[max(0, at-160):at])
}
