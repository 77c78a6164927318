package classifier

import "strings"

// A detector is named for the attack it finds: flag_dns_exfiltration,
// watch_usb_exfiltration, dns_exfiltration_hunter, "Report exfiltration
// attempts". The attack's noun there is the tool's topic, the object of
// a verb of finding or the modifier of a noun for a finder, not an order
// to do it, which takes a verb of doing (begin_exfiltration_now,
// flag_and_exfiltrate_secrets). The reading is narrow: the name or title
// holds nothing but the finder's word, up to two words qualifying the
// attack (a channel, a device), the noun itself and words of where it
// goes through; a verb of doing, a second act joined by and or then, or
// a purpose ("hunt secrets for exfiltration") keep the match.

// detectorVerbs open a name for what a tool finds, in the languages the
// names are written in.
var detectorVerbs = set([]string{"flag", "flags", "detect", "detects", "find", "finds", "spot", "spots", "hunt", "hunts",
	"watch", "watches", "check", "checks", "audit", "audits", "scan", "scans", "monitor", "monitors", "trace", "traces",
	"report", "reports", "alert", "alerts", "catch", "catches", "review", "reviews", "inspect", "inspects", "analyze", "analyse",
	"investigate", "triage", "score", "classify", "list", "show", "count", "block", "blocks", "prevent", "stop",
	"erkenne", "erkennen", "finde", "prüfe", "detectar", "detecta", "détecter", "détecte", "detecter", "rileva", "rilevare",
	"wykryj", "detecteer", "signaler", "sinalizar", "detectar"})

// detectorNouns close a name for what a tool finds.
var detectorNouns = set([]string{"hunter", "hunt", "detector", "detection", "scanner", "scan", "monitor", "alerts", "alert",
	"report", "reports", "audit", "check", "checker", "findings", "attempts", "signs", "events", "indicators", "score", "rules", "watch"})

// detectorPast are the words that may follow the attack's noun: where it
// goes through or comes from.
var detectorPast = set([]string{"over", "via", "through", "by", "from", "in", "on", "attempts", "events", "signs", "indicators",
	"dns", "icmp", "http", "https", "smtp", "usb", "email", "mail", "cloud", "logs", "traffic", "channels", "channel"})

// detectorQualifierStops may not qualify the attack's noun: words that
// join a second act, give a purpose or say when.
var detectorQualifierStops = set([]string{"for", "to", "and", "then", "or", "now", "always", "begin", "start", "do", "perform",
	"run", "enable", "execute", "launch", "trigger", "initiate", "continue", "resume", "proceed", "secrets", "keys", "passwords",
	"credentials", "tokens", "user", "users"})

// detectorName reports whether the override matched at c.loc is an
// attack's noun in a name or title that names a detector of it.
func detectorName(c excuseContext) bool {
	text := c.f.lower
	noun := text[c.loc[0]:c.loc[1]]
	if !strings.HasSuffix(noun, "tion") || strings.Contains(noun, " ") {
		return false // a verb of the attack (exfiltrate) is an order
	}
	// A name is read whole; a title, joined with the description, is
	// its own sentence there (so is a description's sentence of the
	// same shape).
	start, rest := 0, text[c.loc[1]:]
	if c.f.kind != "name" {
		start, rest = sentenceStartBefore(text, c.loc[0]), sentenceFrom(text, c.loc[1])
	}
	before := trimmedWords(text[start:c.loc[0]])
	after := trimmedWords(rest)
	for _, w := range after {
		if !detectorPast[w] && !detectorNouns[w] {
			return false
		}
	}
	finder := len(after) > 0 && detectorNouns[after[len(after)-1]]
	if len(before) > 0 && detectorVerbs[before[0]] {
		before = before[1:]
		if len(before) > 0 && (before[0] == "for" || before[0] == "of" || before[0] == "on") {
			before = before[1:] // scan for …, watch for …
		}
		finder = true
	}
	if !finder || len(before) > 2 {
		return false
	}
	for _, w := range before {
		if detectorQualifierStops[w] || detectorVerbs[w] {
			return false
		}
	}
	return true
}

// trimmedWords are the words of text without the punctuation around them.
func trimmedWords(text string) []string {
	ws := strings.Fields(text)
	for i, w := range ws {
		ws[i] = strings.Trim(w, ".,;:()[]'\"`")
	}
	return ws
}
