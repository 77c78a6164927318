package classifier

import (
	"regexp"
	"strings"
)

// A checker says what it finds by the command the things it finds run:
// "the rule set flags macros that call powershell -enc and scripts that
// run curl … | sh", "meldet Skripte, die curl … | sh ausführen", "marca
// los que ejecutan curl … | bash". The command stands in a relative
// clause whose head is the object of the checker's verb of finding: it
// is a property of what is found, not an order to run it. The reading
// is narrow: the tool must be a checker, the verb of finding must stand
// in the command's own clause with no stop, order or address between
// them, the relative word must stand in the few words before the
// command (or the command be the verb's own object, with no verb of
// running between), and the rest of the clause must not turn to an
// order; a sentence that relays the command to the model, or has it run
// from the model's shell, is read as ever.

// foundVerb is a checker's verb of finding, blocking or reporting what
// it finds, in the languages tools are written in.
var foundVerb = regexp.MustCompile(`\b(flags?|flagged|reports?|detects?|catches|blocks?|finds|alerts? on|warns? (?:of|about|on)|marks?|highlights?|rejects?|quarantines?|looks? for|matches|meldet|markiert|erkennt|findet|blockiert|kennzeichnet|marca|detecta|señala|bloquea|reporta|signale|détecte|bloque|repère|segnala|rileva|blocca|sinaliza|bloqueia|markeert|detecteert|meldt|blokkeert|oznacza|wykrywa|zgłasza|blokuje)\b|(?:^|[^\p{L}])(?:помечает|находит|обнаруживает|блокирует)`)

// relativeWord opens the relative clause the command stands in, a few
// words before it at most (the clause's verb and what it takes: "that
// run", "which download and run an installer with").
var (
	relativeWord = regexp.MustCompile(`(?:^|[^\p{L}])(that|which|who|die|der|das|welche|que|qui|che|los que|las que|die|dat|które|który|która|которые|который|которых)\s+((?:[\p{L}-]+\s+){0,8})$`)
	// commandTurn is a word in the clause that turns from what is found
	// to an act of the reader's: a later step, the reader, a standing
	// rule.
	commandTurn = regexp.MustCompile(`\b(then|first|before|afterwards|now|you|yourself|your|always|please|must|should|dann|zuerst|vorher|immer|luego|primero|siempre|puis|ensuite|toujours|poi|prima|sempre|depois|eerst|altijd|daarna)\b|@|://`)
)

// runWord is a verb of running, fetching or installing: one between the
// verb of finding and the command makes the command that verb's object.
var runWord = regexp.MustCompile(`\b(runs?|running|execut\w*|install\w*|calls?|pipes?|download\w*|fetch\w*|launch\w*|starts?|opens?|uses?|does|do|ausführ\w*|führt|ejecut\w*|instal\w*|lance\w*|exécute\w*|esegu\w*|uruchom\w*)\b`)

// directObject reports whether what stands between the verb of finding
// and the command makes the command its object: a few words, none a verb
// of running ("flags curl … | sh", "blocks powershell -enc and iwr … |
// iex", "reports every curl … | sh").
func directObject(between string) bool {
	return len(strings.Fields(between)) <= 5 && !runWord.MatchString(between)
}

// detectedCommand reports whether the match is a command a checker says
// the things it finds run.
func detectedCommand(c excuseContext) bool {
	if !c.forTool || c.tool == nil || relayedOrder(c.f.lower, c.loc[0]) {
		return false
	}
	lower := c.f.lower
	sent := sentenceAt(lower, c.loc[0])
	if runByModel.MatchString(sent) {
		return false
	}
	if !checkerName.MatchString(c.tool.topicText()) && !checkerSubject.MatchString(lower) && !securitySubject.MatchString(lower) &&
		!phraseChecker.MatchString(lower) && !foreignCheckerVerb.MatchString(lower) {
		return false
	}
	start := max(0, c.loc[0]-200)
	if i := strings.LastIndexAny(lower[start:c.loc[0]], ".;:!?\n"); i >= 0 {
		start += i + 1 // the command's own clause
	}
	before := lower[start:c.loc[0]]
	verbs := foundVerb.FindAllStringIndex(before, -1)
	if verbs == nil {
		return false
	}
	between := before[verbs[len(verbs)-1][1]:]
	if commandTurn.MatchString(between) || strings.Count(between, " ") > 24 {
		return false
	}
	if !relativeWord.MatchString(between) && !directObject(between) {
		return false
	}
	after := lower[c.loc[1]:]
	if i := strings.IndexAny(after, ".;:!?\n"); i >= 0 {
		after = after[:i]
	}
	return !commandTurn.MatchString(after)
}
