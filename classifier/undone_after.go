package classifier

import "strings"

// undoneAfter reports whether the sentence a destroying verb stands in
// says the act is undone by the same call: the statement runs inside a
// transaction that is rolled back ("Execute a DELETE inside a transaction
// and roll it back"), or what is terminated is launched again
// ("terminate the program and relaunch it", a restart). Nothing is lost,
// and what the call does is what the rest of the definition says. It is
// asked only where a destroying phrase matched, so it reads at most the
// rest of one sentence.
func undoneAfter(lower string, end int) bool {
	if end >= len(lower) {
		return false
	}
	rest := lower[end:]
	if i := strings.IndexAny(rest, ".;\n"); i >= 0 {
		rest = rest[:i]
	}
	if len(rest) > 160 {
		rest = rest[:160]
	}
	for _, again := range undoingWords {
		if strings.Contains(rest, again) {
			return true
		}
	}
	return false
}

// undoingWords say, after a destroying verb in the same sentence, that
// the call undoes what it did.
var undoingWords = []string{
	"roll it back", "rolls it back", "rolled back", "roll them back", "rolls them back", "and roll back", "then roll back",
	"and relaunch", "then relaunch", "and relaunches", "then relaunches", "and restart it", "and restarts it",
	"and start it again", "and starts it again",
}
