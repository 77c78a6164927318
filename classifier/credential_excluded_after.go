package classifier

import (
	"regexp"
	"strings"
)

// A tool that stays inside its own folder may name the credential
// folders it cannot reach as the subject of what it says of them: "~/.ssh,
// ~/.aws and similar folders are not accessible", "~/.kube und ~/.docker
// werden nie gelesen", "~/.ssh y ~/.gnupg quedan excluidos". The list
// comes first and the predicate of exclusion closes the clause: the
// paths are named to stay home. The reading is narrow: the path must be
// an item of a list of short items that runs into the predicate, a word
// of exclusion must not be negated, a verb of reading must be, and
// nothing after it in the sentence may name the user, an address, a
// condition or a later act that carries the folders off.

// excludedTail is a predicate of exclusion at the start of what follows
// a list: a state of being kept out ("are excluded", "stay off-limits",
// "sind ausgeschlossen"), or a negated verb of reaching ("are never read",
// "ne sont pas accessibles", "non vengono mai letti").
var excludedTail = regexp.MustCompile(`^(?:are|is|stay|remain|sind|bleiben|ist|sont|restent|est|son|es|están|quedan|sono|restano|vengono|são|ficam|zijn|blijven|worden|ovat|ay)\s+(?:(?:always|immer|toujours|siempre|sempre|altijd)\s+)?(?:excluded|skipped|ignored|blocked|off[- ]limits|inaccessible|unreadable|untouched|out of (?:reach|scope)|ausgeschlossen|ausgenommen|gesperrt|tabu|unzugänglich|unberührt|exclu(?:e|s|es)?|ignoré(?:e|s|es)?|inaccessibles?|excluid[oa]s?|ignorad[oa]s?|inaccesibles?|esclus[ieoa]|ignorat[ieoa]|inaccessibili|excluíd[oa]s?|inacessíveis|uitgesloten|genegeerd|ontoegankelijk)(?:[^\p{L}]|$)` +
	`|^(?:(?:ne|n')\s*)?(?:are|is|sind|werden|wird|ist|sont|est|son|se|vengono|sono|são|zijn|worden)\s+(?:never|not|nie|niemals|nicht|pas|jamais|nunca|mai|nooit|niet)\s+(?:(?:be\s+)?(?:accessible|readable|read|opened|touched|scanned|listed|shown|included|visited|followed)|zugänglich|gelesen|geöffnet|angezeigt|berührt|gelistet|accessibles?|lu(?:e|s|es)?|ouvert(?:e|s|es)?|affiché(?:e|s|es)?|accesibles?|leíd[oa]s?|accessibili|lett[ieoa]|apert[ieoa]|acessíveis|lid[oa]s?|toegankelijk|gelezen|geopend)(?:[^\p{L}]|$)` +
	`|^(?:no|non|não)\s+(?:(?:son|se|sono|vengono|são)\s+)(?:(?:nunca|mai)\s+)?(?:accesibles?|leíd[oa]s?|leen|accessibili|lett[ieoa]|acessíveis|lid[oa]s?|lidos?)(?:[^\p{L}]|$)`)

// excludedCarriedOff is a word after the predicate that hands the
// folders to someone, lifts the exclusion or turns to a later act.
var excludedCarriedOff = regexp.MustCompile(`@|://|\b(user|users|you|your|unless|except|but|until|so|then|instead|only|send\w*|upload\w*|attach\w*|cop(?:y|ies)|read\w*|open\w*|includ\w*|sync\w*|forward\w*|post\w*|außer|sauf|salvo|tranne|behalve|dann|puis|luego|poi|benutzer|utilisateur|usuario|utente)\b`)

// excludedAfter reports whether the credential path at at in lower is an
// item of a list whose clause ends by saying the items are kept out of
// the tool's reach.
func excludedAfter(lower string, at int) bool {
	start := max(0, at-300)
	for _, sep := range []string{". ", "; ", ": ", "\n"} {
		if i := strings.LastIndex(lower[start:at], sep); i >= 0 {
			start = max(start, start+i+len(sep))
		}
	}
	end := len(lower)
	for _, sep := range []string{". ", "; ", "\n"} {
		if i := strings.Index(lower[at:], sep); i >= 0 {
			end = min(end, at+i)
		}
	}
	clause := strings.TrimRight(lower[at:end], ". ")
	// The path and the items after it, then the predicate: the items are
	// short, joined by commas or the words for and and or.
	words := strings.Fields(clause)
	for i := 1; i < len(words) && i <= 16; i++ {
		tail := strings.Join(words[i:], " ")
		m := excludedTail.FindStringIndex(tail)
		if m == nil {
			continue
		}
		for _, item := range strings.Split(listJoiners.Replace(" "+strings.Join(words[:i], " ")+" "), ",") {
			if len(strings.Fields(item)) > listItem {
				return false
			}
		}
		// Before the list, only a lead the items follow (the clause's
		// opening, "folders such as"), and no verb of carrying.
		if excludedCarriedOff.MatchString(lower[start:at]) {
			return false
		}
		return !excludedCarriedOff.MatchString(tail[m[1]:]) && !takenBackAfter.MatchString(lower[end:])
	}
	return false
}
