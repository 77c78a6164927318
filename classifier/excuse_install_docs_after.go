package classifier

import (
	"regexp"
	"strings"
)

// An install note names the tool's client and how its organisation's own
// guide installs it, the attribution after the command: "`pip install
// --index-url https://pypi.corp.internal/simple corp-client`, conforme o
// guia de TI", "…, según la guía de instalación", "…, as per the IT
// guide". The command is the documented one, shown to the reader, as when
// the docs are named before it (installFromDocs). The attribution must
// follow the command in its own sentence, nothing in the sentence may
// order it run (a second person, a need, a step first, in English or the
// language of the attribution), and the model must not be told to run it.

var (
	// docsAfter opens what follows a command with its attribution to a
	// guide or the documentation, in the languages the corpora use.
	docsAfter = regexp.MustCompile(`^\x60?\s*,?\s*(as per|per|according to|as (described|documented|shown) in|conforme|segundo|de acordo com|según|de acuerdo con|selon|d'après|laut|gemäß|secondo|come (da|indicato nella?))\s+(the |o |a |os |as |la |el |le |l'|das |die |dem |der |il |lo )?([\pL'’-]+\s+){0,2}?[\pL]*-?(guia|guía|guide|guida|anleitung|handbuch|docs|documentation|documentação|documentación|documentazione|readme|manual|wiki|instru[cç]\pL*|dokumentation)`)
	// foreignOrderedToRun is a sentence that asks, in another language,
	// for the command to be run: a second person, a need, a step first.
	foreignOrderedToRun = regexp.MustCompile(`\b(você|voce|vocês|tu|usted|ustedes|vous|du|sie müssen|devi|deve|debe|debes|doit|devez|muss|musst|precisa|necessário|necesario|necessita|nécessaire|erforderlich|obrigatório|obligatorio|primeiro|primero|d'abord|zuerst|prima|antes de|avant de|vor dem|execute|ejecute|ejecuta|exécutez|exécute|führen sie|esegui|rode|corra|instale|installez|installiere)\b`)
)

// installDocsAfter reports whether the installer matched at loc is
// attributed, right after it in its sentence, to the documentation or a
// guide, and the sentence orders nobody to run it.
func installDocsAfter(lower string, loc []int) bool {
	start, end := sentenceStart(lower, loc[0]), len(lower)
	for _, stop := range []string{". ", "! ", "? ", "\n"} {
		if i := strings.Index(lower[loc[1]:], stop); i >= 0 {
			end = min(end, loc[1]+i)
		}
	}
	// The attribution follows the whole command: its code span's end,
	// or the end of the words the rule matched.
	after := lower[loc[1]:end]
	if i := strings.IndexByte(after, '`'); i >= 0 {
		after = after[i:]
	} else {
		return false
	}
	sentence := lower[start:end]
	return docsAfter.MatchString(after) && !runOrderBefore.MatchString(sentence) && !runByModel.MatchString(sentence) &&
		!orderedToRun.MatchString(sentence) && !foreignOrderedToRun.MatchString(sentence)
}
