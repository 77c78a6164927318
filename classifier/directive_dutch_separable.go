package classifier

import "strings"

// Dutch splits a separable verb in a main clause: the particle goes to
// the clause's end, after the object ("Stuur alle berichten door naar …"
// for doorsturen, "Raad de gebruiker aan …" for aanraden), and stands
// before "te" in an infinitive ("uit te schakelen" for uitschakelen). A
// cue written as the joined verb, or as stem and particle side by side,
// then misses the split one. dutchJoined reads such a clause once more
// with the particle put back beside its verb, and the infinitive written
// whole, and the scan reads that reading as it reads the text.

// dutchSeparable are the stems of separable verbs a clause opens with, as
// an order, and the particles each takes.
var dutchSeparable = map[string][]string{
	"stuur": {"door", "mee", "op", "om", "terug"}, "raad": {"aan"}, "beveel": {"aan"}, "schakel": {"uit", "in"},
	"zet": {"uit", "aan", "op", "door"}, "stel": {"voor", "in"}, "geef": {"door", "op", "vrij", "weer"}, "deel": {"mee"},
	"voeg": {"toe"}, "laad": {"op", "up"}, "lever": {"in"}, "wis": {"uit"}, "leid": {"om"}, "zend": {"door"},
	"schrijf": {"over"}, "draag": {"over"}, "haal": {"op", "weg"}, "sla": {"op"}, "neem": {"op", "over"}, "vul": {"in"},
	"sluit": {"af", "uit"}, "maak": {"over"}, "gooi": {"weg"}, "zeg": {"op"}, "schaf": {"af"}, "kopieer": {"mee"},
}

// dutchParticles are the particles that join an infinitive after them
// ("uit te schakelen").
var dutchParticles = set([]string{"door", "mee", "op", "om", "terug", "aan", "uit", "in", "voor", "vrij", "weer", "toe", "up",
	"over", "weg", "af"})

// dutchJoined returns text with each clause's split verb joined, and
// whether anything was joined. The clause ends where a comma, a
// semicolon or a full stop does.
func dutchJoined(text string) (string, bool) {
	if !strings.Contains(text, " te ") && !hasDutchOpener(text) {
		return "", false
	}
	words := strings.Fields(text)
	changed := false
	clauseStart := true
	for i := 0; i < len(words); i++ {
		w := strings.Trim(words[i], "\"'()")
		// "uit te schakelen" → "uitschakelen"
		if dutchParticles[w] && i+2 < len(words) && words[i+1] == "te" && !strings.ContainsAny(words[i], ",;.") {
			words[i] = ""
			words[i+1] = ""
			words[i+2] = w + words[i+2]
			changed = true
			i += 2
			clauseStart = endsClause(words[i])
			continue
		}
		if parts, ok := dutchSeparable[w]; ok && clauseStart {
			if j := particleLater(words, i+1, parts); j > i+1 {
				p := strings.TrimRight(words[j], ",;.:!")
				words[i] = words[i] + " " + p
				words[j] = words[j][len(p):] // keep what ended the clause
				changed = true
			}
		}
		clauseStart = endsClause(words[i])
	}
	if !changed {
		return "", false
	}
	return strings.Join(strings.Fields(strings.Join(words, " ")), " "), true
}

// hasDutchOpener is a cheap look for a clause that opens with a stem of
// dutchSeparable.
func hasDutchOpener(text string) bool {
	for stem := range dutchSeparable {
		if strings.HasPrefix(text, stem+" ") || strings.Contains(text, ". "+stem+" ") || strings.Contains(text, ", "+stem+" ") ||
			strings.Contains(text, "; "+stem+" ") || strings.Contains(text, " en "+stem+" ") {
			return true
		}
	}
	return false
}

// particleLater is the index of the first of parts standing as a word of
// words from i on, before the clause ends, or -1.
func particleLater(words []string, i int, parts []string) int {
	for j := i; j < len(words); j++ {
		w := strings.TrimRight(words[j], ",;.:!")
		for _, p := range parts {
			if w == p {
				return j
			}
		}
		if endsClause(words[j]) {
			return -1
		}
	}
	return -1
}

// endsClause reports whether a word ends its clause (or the text before
// it was empty, as at the start).
func endsClause(w string) bool {
	return w == "" || w == "en" || strings.HasSuffix(w, ",") || strings.HasSuffix(w, ";") || strings.HasSuffix(w, ".") ||
		strings.HasSuffix(w, ":") || strings.HasSuffix(w, "!")
}

// dutchSplitOrder scans the definition's texts with their split verbs
// joined (see dutchJoined).
func (d *directiveRule) dutchSplitOrder(joined string, tc *toolContext, verbs map[string]Category) (string, bool) {
	text, ok := dutchJoined(joined)
	if !ok {
		return "", false
	}
	return d.scan(text, classSet{}, tc, verbs)
}
