package classifier

import (
	"regexp"
	"strings"
)

// A retired tool points to the one that replaces it and says what that one
// offers besides: "Veraltet – bitte search_index verwenden, das auch
// Bilder liefert", "Obsoleto: usa find_items, que también devuelve el
// historial". German, Spanish, French and the other languages whose one
// word for "also" is a cue of a side act read the relative clause's
// "auch" beside another tool's name as a second call ordered beside the
// tool's own. What makes it honest is that the word stands in a relative
// clause whose subject is the named tool: it tells what that tool does,
// it orders nothing. The reading blanks the clause; the rest must order
// nothing, and so must the clause read alone. A clause that names another
// tool, prints a place, names a secret or speaks to the model ("which you
// also call with …") is read as ever, and so is an "also" outside such a
// clause ("also call export_all").

// successorClause is another tool's name followed by a comma and a
// relative pronoun: the clause that says what the named tool does. A verb
// put last in its clause (German, Dutch: "find_items verwenden, das …")
// may stand between the name and the comma.
var successorClause = regexp.MustCompile(`\b([a-z][a-z0-9]*(?:_[a-z0-9]+)+)(?:\(\))?(?:\s+\pL+){0,2}\s*,\s*(?:which|that|das|der|die|welches|welcher|welche|que|qui|lequel|laquelle|che|il quale|la quale|dat|wat|o qual|a qual|który|która|które|который|которая|которое|які|який|яка)\s`)

// clauseHearer are the words by which a relative clause addresses the
// model: a clause with one tells it what to do with the tool.
var clauseHearer = newWordList("you", "your", "du", "dich", "dir", "dein", "deine", "euch", "ihr", "tú", "te", "ti", "usted", "ustedes", "vous", "tu", "toi",
	"você", "vocês", "jij", "je", "u", "jou", "ty", "ciebie", "cię", "ci", "pan", "pani", "ты", "вы", "тебя", "вас", "тебе", "вам", "sen", "siz", "lei", "voi",
	"must", "should", "muss", "musst", "sollst", "debes", "debe", "dois", "doit", "devi", "deve", "moet", "musisz", "должен")

// withoutSuccessorClause is sent with the relative clause said of another
// tool blanked (see above), and the clause; false when it has none, or the
// clause names another tool, a place, a secret, or speaks to the model.
func withoutSuccessorClause(sent string, tc *toolContext) (string, string, bool) {
	if strings.IndexByte(sent, ',') < 0 || printedPlace.MatchString(sent) {
		return sent, "", false // no clause, or a place printed: not a tool's news to pass over
	}
	loc := successorClause.FindStringSubmatchIndex(sent)
	if loc == nil {
		return sent, "", false
	}
	if loc[0] > 0 && strings.IndexByte("@.-/", sent[loc[0]-1]) >= 0 || tc.own(sent[loc[2]:loc[3]]) {
		return sent, "", false // part of an address, or the tool's own name: what it does is its own act
	}
	start := loc[0] + strings.IndexByte(sent[loc[0]:], ',')
	end := len(sent)
	if i := strings.IndexAny(sent[start+1:], ";:.!?"); i >= 0 {
		end = start + 1 + i
	}
	clause := sent[start+1 : end]
	if toolNameWord.MatchString(clause) || printedPlace.MatchString(clause) || anySecretWord(clause) || clauseHearer.at(clause, true) >= 0 {
		return sent, "", false
	}
	b := []byte(sent)
	blankSpan(b, start, end)
	return string(b), clause, true
}
