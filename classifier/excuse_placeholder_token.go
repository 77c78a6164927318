package classifier

import (
	"regexp"
	"strings"
)

// A template tool names its own slots: "replaces the placeholders
// {{instructions}} and {{context}} with the user's values", "把
// {{instructions}}、{{context}} 等占位符替换为用户提供的值". A slot in double
// braces holds nothing but its name, so no words stand in it for a model
// to read; the values the user gives fill it. The reading is narrow: the
// token is a name alone, closed at once; the text opens no block of that
// name ({{#name}}…{{/name}}); the token is an item of a list of slots or
// follows or precedes the noun for them; and the text speaks of
// templates, placeholders or variables. A token with words, a colon or
// prose after it is read as ever, and so are the other rules on the
// prose around it.

var (
	// placeholderToken is a double-brace slot holding only its name.
	placeholderToken = regexp.MustCompile(`^\{\{\s*([a-z][a-z0-9_.-]{0,40})\s*\}\}`)
	// slotNoun names templates, placeholders or variables, in the
	// languages tools are written in.
	slotNoun = regexp.MustCompile(`(?:^|[^\pL])(templates?|placeholders?|variables?|slots?|plantillas?|marcadores?|platzhalter|vorlagen?|variablen|modèles?|espaces? réservés?|modelos?|segnaposto|sjablonen|szablon\pL*|шаблон\pL*|плейсхолдер\pL*|переменн\pL*)(?:[^\pL]|$)|模板|占位符|变量|テンプレート|プレースホルダー|変数|템플릿|자리표시자|변수`)
	// slotItemEnd is what follows a slot that is an item of a list or
	// is named as one: the next item, the list's close, the clause's
	// end, or the noun for slots.
	slotItemEnd = regexp.MustCompile(`^\s*(,|、|，|;|/|\)|）|\.(\s|$)|。|$|(and|or|und|oder|y|o|et|ou|e|и|или|및|와|과|や|と|和|或|及)\s*\{\{|等|など|같은|(placeholders?|variables?|slots?|占位符|プレースホルダー|変数|자리표시자|변수|плейсхолдер\pL*|переменн\pL*)(?:[^\pL]|$))`)
	// slotItemStart is what precedes a slot that is an item of a list or
	// is named as one: an earlier slot and a separator, or the noun for
	// slots with an example lead.
	slotItemStart = regexp.MustCompile(`(\{\{\s*[a-z0-9_.-]+\s*\}\}\s*(,|、|，|and|or|und|oder|y|o|et|ou|и|или|や|和|及)\s*|(placeholders?|variables?|slots?|platzhalter|marcadores?|variablen|espaces? réservés?|segnaposto|плейсхолдер\pL*|переменн\pL*)\s*((such as|like|e\.g\.,?|for example,?|including|como|wie|z\. ?b\.|comme|par exemple)\s*)?:?\s*)$`)
)

// placeholderSlot reports whether the double-brace match at loc is a
// template's slot named in a list of them.
func placeholderSlot(lower string, loc []int) bool {
	if !strings.HasPrefix(lower[loc[0]:], "{{") {
		return false
	}
	m := placeholderToken.FindStringSubmatch(lower[loc[0]:])
	if m == nil || strings.Contains(lower, "{{/") || strings.Contains(lower, "{{#") || !slotNoun.MatchString(lower) {
		return false
	}
	after := lower[loc[0]+len(m[0]):]
	return slotItemEnd.MatchString(after) || slotItemStart.MatchString(lower[max(0, loc[0]-60):loc[0]])
}
