package classifier

import (
	"regexp"
	"strings"
)

// An inbox lists a mail by its first line, and a newsletter puts a short
// teaser there that the opened mail does not show: the preheader, an
// element hidden by design. A tool that renders mail shows a sample of one
// in its description ("supports a hidden preheader (<div
// style="display:none">Autumn catalogue out now</div>)"): what is hidden
// is the sender's teaser for the reader's inbox, not text kept from the
// person reading the definition. The reading holds only for a tool that
// takes markup, one hidden element shown as a sample (in parentheses or a
// code span) in a description that names the inbox preview, and a short
// plain body: no address, no assistant addressed, no label with a colon,
// no secret, no sentence end. A second hidden element, a longer body, or
// one that speaks to the model is still found (and an order in the body is
// read by the directive check as ever).

var (
	// previewWord names the preview line an inbox shows, in the languages
	// mail tools use.
	previewWord = regexp.MustCompile(`pre-?header|preview|vorschau|förhandsvisning|forhåndsvisning|forhåndsvisning|esikatselu|náhled|előnézet|aperçu|vista previa|anteprima|pré-visualiza|pre-visualiza|voorvertoning|podgląd|предпросмотр|превью|önizleme|プレビュー|预览|預覽|미리보기|معاينة|पूर्वावलोकन`)
	// hiddenStyle is a second way of hiding an element, looked for around
	// the sample.
	hiddenStyle = regexp.MustCompile(`display\s*:\s*none|visibility\s*:\s*hidden|font-size\s*:\s*0|opacity\s*:\s*0|<[^<>]*\shidden\b|aria-hidden`)
)

// bodyOrders are words that open an order to the model and that the
// ruleset's verbs do not hold.
var bodyOrders = map[string]bool{"ignore": true, "disregard": true, "obey": true, "follow": true, "do": true, "don't": true,
	"never": true, "always": true, "also": true, "please": true, "tell": true, "say": true, "reply": true, "answer": true}

// rendersMarkup is a description that says the tool renders or builds
// HTML: a renderer's template is markup, whatever its parameters are.
var rendersMarkup = regexp.MustCompile(`\b(renders?|generates?|builds?|produces?)\b[^.]{0,40}\b(html|mjml)\b`)

// previewSample reports whether the hidden element the match opens is a
// mail tool's sample of its preview line (see above).
func previewSample(c excuseContext) bool {
	if !c.forTool || c.tool == nil || c.f.kind != "description" {
		return false
	}
	text := c.f.lower
	if !strings.HasPrefix(text[c.loc[0]:], "<") || c.loc[1] > len(text) || !previewWord.MatchString(text) {
		return false
	}
	if !inParens(text[:c.loc[0]]) && !inCodeSpan(text, c.loc[0]) && !exampleLead.MatchString(text[max(0, c.loc[0]-40):c.loc[0]]) {
		return false // not shown as a sample: in parentheses, a code span or after an example's lead
	}
	if hiddenStyle.MatchString(text[:c.loc[0]]) || hiddenStyle.MatchString(text[c.loc[1]:]) {
		return false // a second hidden element
	}
	takesMarkup := markupParam.MatchString(toLower(c.tool.name)) || rendersMarkup.MatchString(c.tool.lowerDesc())
	for i := range c.tool.params {
		p := &c.tool.params[i]
		if p.typ == "string" && (markupParam.MatchString(p.lname) || markupParam.MatchString(toLower(p.desc))) {
			takesMarkup = true
			break
		}
	}
	if !takesMarkup {
		return false
	}
	open := strings.IndexByte(text[c.loc[0]:c.loc[1]], '>')
	if open < 0 {
		return false
	}
	body := strings.TrimSuffix(text[c.loc[0]+open+1:c.loc[1]], "</")
	words := strings.Fields(body)
	if len(words) == 0 || c.verbs[words[0]] != "" || bodyOrders[words[0]] {
		return false // it opens on a verb: an order, not a teaser
	}
	// A teaser may end as a line of copy does ("… prova i helgen!"), and
	// open with a headline's label ("This month: new puppies"), which no
	// verb follows; no sentence may end inside it.
	if label, rest, ok := strings.Cut(body, ": "); ok && len(strings.Fields(label)) <= 3 {
		after := strings.Fields(rest)
		if len(after) == 0 || bodyOrders[after[0]] || c.verbs[after[0]] != "" && (!adjectiveVerbs[after[0]] || !pluralAfter(after[1:])) {
			return false
		}
		body = label + " " + rest
	}
	return len(words) <= maxNoteWords && !strings.ContainsAny(strings.TrimRight(body, "!. "), ":;.!?<") &&
		!commentAddressed.MatchString(body) && !printedPlace.MatchString(body) && !anySecretWord(body)
}
