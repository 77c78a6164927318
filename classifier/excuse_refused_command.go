package classifier

import (
	"regexp"
	"strings"
)

// A guard names what it will not run: "Commands like `rm -rf` or `curl
// … | sh` are refused", "Befehle wie `curl … | sh` werden abgelehnt",
// "refuses piped installers such as `curl … | bash`". The command is the
// subject of a verb of refusing that closes its clause, or the object of
// the tool's own verb of refusing a few words before it: what the tool
// keeps out, not what it asks for. The reading is narrow: the clause
// must hold no verb of running, no negator of the refusal, no condition
// that lifts it and no turn to the reader; a sentence that relays the
// command to the model, or has it run from the model's shell, is read as
// ever; and only the refused match is excused, so a second command
// ordered elsewhere in the text is still found.

// refusedAfter is the rest of the command's clause when it ends in a
// verb of refusing ("are refused", "werden blockiert", "sont
// refusées"), with at most a few words between.
var refusedAfter = regexp.MustCompile(`^[^\p{L}\p{N}]*(?:[\p{L}-]+\s+){0,4}?(?:(?:are|is|get|gets|will be|werden|wird|sont|est|son|es|vengono|sono|è|são|é|worden|zijn|są|jest|ovat|on|ditolak|ay)\s+)?(?:always\s+|immer\s+|toujours\s+|siempre\s+|sempre\s+|altijd\s+|zawsze\s+)?(?:refused|rejected|blocked|denied|disallowed|forbidden|abgelehnt|blockiert|verweigert|gesperrt|refusée?s?|rejetée?s?|bloquée?s?|interdite?s?|rechazad[oa]s?|bloquead[oa]s?|rifiutat[oiae]|bloccat[oiae]|recusad[oa]s?|geweigerd|geblokkeerd|odrzucane|odrzucone|blokowane|zablokowane|hylätään|estetään|diblokir|tinatanggihan)(?:[^\p{L}]|$)`)

// refusedBefore ends the words of a clause before the command when the
// tool refuses what follows ("refuses commands such as", "blockiert
// Befehle wie", "rechaza comandos como").
var refusedBefore = regexp.MustCompile(`(?:^|[^\p{L}])(?:refuses?|rejects?|blocks?|denies|lehnt|verweigert|blockiert|sperrt|refuse|rejette|bloque|rechaza|bloquea|rifiuta|blocca|recusa|bloqueia|weigert|blokkeert|odrzuca|blokuje|se rechazan|se bloquean)\s+((?:[\p{L}-]+,?\s+){0,6})(?:such as|like|wie|als|comme|tels? que|como|come|zoals|jak|np\.|e\.g\.|z\. ?b\.)?[^\p{L}]*$`)

// refusalLifted is a word in the command's clause that lifts the
// refusal or turns to the reader: a negator, a condition, a later step.
var refusalLifted = regexp.MustCompile(`\b(not|never|no longer|unless|except|until|only|but|so|instead|nicht|nie|außer|sauf|pas|jamais|no|nunca|salvo|non|mai|tranne|não|niet|nooit|nie|chyba)\b`)

// refusedCommand reports whether the match is a command the tool says it
// refuses.
func refusedCommand(c excuseContext) bool {
	if !c.forTool || relayedOrder(c.f.lower, c.loc[0]) {
		return false
	}
	lower := c.f.lower
	start := max(0, c.loc[0]-200)
	if i := strings.LastIndexAny(lower[start:c.loc[0]], ".;:!?\n"); i >= 0 {
		start += i + 1
	}
	end := len(lower)
	if i := strings.IndexAny(lower[c.loc[1]:], ".;:!?\n"); i >= 0 {
		end = c.loc[1] + i
	}
	before, after := lower[start:c.loc[0]], lower[c.loc[1]:end]
	if commandTurn.MatchString(before) || commandTurn.MatchString(after) || refusalLifted.MatchString(after) ||
		runByModel.MatchString(before+after) {
		return false
	}
	if m := refusedBefore.FindStringSubmatchIndex(before); m != nil {
		// The refusing verb governs the command: no verb of running in
		// the words between, and nothing after it that lifts the refusal.
		between := before[m[2]:m[3]]
		return !runVerb(between) && !refusalLifted.MatchString(between) && !runVerb(after)
	}
	return refusedAfter.MatchString(after) && !runVerb(before) && !runVerb(after)
}

// runVerb reports whether s holds a verb of running, fetching or
// installing; the nouns made of one ("installers", "downloads") name
// the things refused, not an act.
func runVerb(s string) bool {
	for _, m := range runWord.FindAllString(s, -1) {
		if !strings.HasSuffix(m, "ers") && !strings.HasSuffix(m, "er") && !strings.HasSuffix(m, "ations") && !strings.HasSuffix(m, "ation") && m != "downloads" {
			return true
		}
	}
	return false
}
