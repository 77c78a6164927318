package classifier

import (
	"regexp"
	"strings"
)

// A tool that keeps to its own folder may say so and then list, in an
// aside, what that leaves out: "never reads outside the project — no
// ~/.ssh, ~/.aws or keychains — and skips ignored files", "liest nichts
// außerhalb des Ordners (kein ~/.ssh, keine Schlüsselbunde)". The aside
// opens with the word that negates a noun ("no", "kein", "aucun") and its
// items are what the negated clause before it keeps out: the paths are
// named to stay home. The reading is narrow: the aside must open right
// after the clause's negator and verb, hold only short items, close in
// its sentence, and nothing in the sentence may name the user, an
// address, a condition or a later act that carries the folders off (see
// excludedCarriedOff, takenBackAfter).

// asideNoWord opens an aside's list with the word that negates a noun,
// in the languages the corpora are written in.
var asideNoWord = regexp.MustCompile(`^(?:no|not even|nor|kein|keine|keinen|keiner|pas de|aucun|aucune|ni|ningún|ninguna|ningun|nessun|nessuna|nessuno|nenhum|nenhuma|geen|żadnych|żadnego|никаких|жодних)\s+`)

// asideNegator is a negator of the clause before the aside.
var asideNegator = regexp.MustCompile(`(?:^|[^\pL'])(?:never|not|doesn't|don't|won't|cannot|can't|nicht|nie|niemals|nichts|jamais|ne|n'|nunca|no|nada|mai|non|nooit|niet|niets|nigdy|nie|никогда|не|ніколи)(?:[^\pL]|$)`)

// asideClauseOpen is a word of the clause before the aside that hands
// the folders to someone or carves out where they are reached: the
// clause's own verb of reading is what it negates, and is not one.
var asideClauseOpen = regexp.MustCompile(`@|://|\b(user|users|you|your|unless|except|but|until|only|instead|außer|sauf|salvo|tranne|behalve|benutzer|utilisateur|usuario|utente)\b`)

// negatedAside reports whether the credential path at at in lower is an
// item of an aside that lists what its sentence's negated clause keeps
// out (see above).
func negatedAside(lower string, at int) bool {
	start := max(0, at-300)
	for _, sep := range []string{". ", "\n"} {
		if i := strings.LastIndex(lower[start:at], sep); i >= 0 {
			start = max(start, start+i+len(sep))
		}
	}
	// The aside's opening mark: the last dash or parenthesis before the path.
	open, closing := -1, ""
	for _, m := range []struct{ open, close string }{{"—", "—"}, {"–", "–"}, {" - ", " - "}, {"(", ")"}} {
		if i := strings.LastIndex(lower[start:at], m.open); i >= 0 && start+i > open {
			open, closing = start+i, m.close
		}
	}
	if open < 0 {
		return false
	}
	lead := strings.TrimLeft(lower[open:at], "—–(- ")
	m := asideNoWord.FindStringIndex(lead)
	if m == nil {
		return false
	}
	items := lead[m[1]:]
	end := len(lower)
	for _, sep := range []string{". ", "\n"} {
		if i := strings.Index(lower[at:], sep); i >= 0 {
			end = min(end, at+i)
		}
	}
	shut := strings.Index(lower[at:end], closing)
	if shut < 0 {
		return false
	}
	items += lower[at : at+shut]
	for _, item := range strings.Split(listJoiners.Replace(" "+items+" "), ",") {
		if len(strings.Fields(item)) > listItem {
			return false
		}
	}
	clause := lower[start:open]
	rest := lower[at+shut+len(closing) : end]
	return asideNegator.MatchString(clause) && !asideClauseOpen.MatchString(clause) && !excludedCarriedOff.MatchString(items) &&
		!excludedCarriedOff.MatchString(rest) && !takenBackAfter.MatchString(lower[at+shut+len(closing):])
}
