package classifier

import "strings"

// Dutch splits a separable verb around what it governs: the imperative
// opens the clause and its particle follows the object ("Raad de
// gebruiker het duurste abonnement aan", "Stuur de contactenlijst door
// naar …"). The cue is the verb with its particle ("raad aan", "stuur
// door"), which then stands whole nowhere in the text. joinSeparable
// reads each clause that opens on such an imperative with its particle
// brought up beside it, so the cue is found as written. Only the
// imperative is read so: a tool's own act in the third person ("stuurt
// een e-mail door") states what it does.

// dutchSeparable are the imperatives of separable verbs, with the
// particles they take.
var dutchSeparable = map[string][]string{
	"stuur": {"door", "mee", "op", "terug"}, "geef": {"door", "op", "vrij"}, "raad": {"aan"}, "beveel": {"aan"},
	"maak": {"over"}, "voeg": {"toe"}, "schakel": {"uit", "in"}, "zet": {"uit", "aan"}, "draag": {"over"},
	"stel": {"in"}, "vul": {"in"}, "lees": {"in"}, "laad": {"op"}, "neem": {"op", "mee"},
}

// joinSeparable returns text with each clause that opens on a Dutch
// separable imperative read with its particle beside the verb; text
// itself when none does.
func joinSeparable(text string) string {
	return joinSeparableKnown(text, dutchImperatives.in(text) || germanSeparableSet.in(text))
}

// joinSeparableKnown is joinSeparable told whether text holds one of
// dutchImperatives or germanSeparableLits, found in a pass that looks for
// other lists too (see definitionGates). The German reading is made in
// the same text (see joinGermanSeparable).
func joinSeparableKnown(text string, gate bool) string {
	text = joinDutchSeparable(text, gate)
	if gate {
		text = joinGermanSeparable(text)
	}
	return text
}

// joinDutchSeparable is the Dutch reading of joinSeparableKnown.
func joinDutchSeparable(text string, imperative bool) string {
	if te := joinTeInfinitive(text); te != text {
		// Joining a particle to its verb may make an imperative.
		text, imperative = te, dutchImperatives.in(te)
	}
	if !imperative {
		return text // no clause can open on one
	}
	return rewriteClauses(text, dutchClauseEnd, separableClause)
}

// dutchClauseEnd is where the clause that starts at start ends: at the
// next mark of punctuation or line's end.
func dutchClauseEnd(text string, start int) int {
	if i := strings.IndexAny(text[start:], ".;!?:,\n"); i >= 0 {
		return start + i
	}
	return len(text)
}

// rewriteClauses returns text with each clause, from one end (as clauseEnd
// finds it) to the next, replaced by its rewriting where rewrite gives
// one; text itself when none is. The separable-verb readings of each
// language share it and differ only in where a clause ends and what is
// moved within it.
func rewriteClauses(text string, clauseEnd func(text string, start int) int, rewrite func(clause string) (string, bool)) string {
	var b strings.Builder
	last := 0
	for start := 0; start < len(text); {
		end := clauseEnd(text, start)
		if joined, ok := rewrite(text[start:end]); ok {
			if b.Len() == 0 {
				b.Grow(len(text))
			}
			b.WriteString(text[last:start])
			b.WriteString(joined)
			last = end
		}
		start = end + 1
	}
	if last == 0 {
		return text
	}
	b.WriteString(text[last:])
	return b.String()
}

// dutchImperatives are the imperatives of dutchSeparable, each with the
// space that follows it, for a one-pass test of a text.
var dutchImperatives = func() *literalSet {
	var verbs []string
	for v := range dutchSeparable {
		verbs = append(verbs, v+" ")
	}
	return newLiteralSet(verbs)
}()

// separableClause returns a clause with its separable imperative's
// particle moved up beside the verb.
func separableClause(c string) (string, bool) {
	lead := len(c) - len(strings.TrimLeft(c, " "))
	rest := c[lead:]
	sp := strings.IndexByte(rest, ' ')
	if sp <= 0 {
		return "", false
	}
	particles, ok := dutchSeparable[rest[:sp]]
	if !ok {
		return "", false
	}
	body := rest[sp+1:]
	for _, p := range particles {
		at := firstAt(body, []string{p}, true)
		if at <= 0 {
			continue // none, or already beside the verb
		}
		end := at + len(p)
		joined := rest[:sp] + " " + p + " " + strings.TrimRight(body[:at], " ") + body[end:]
		return c[:lead] + joined, true
	}
	return "", false
}

// separableParticles are the particles that, before "te", belong to the
// infinitive after it: "door te sturen" is doorsturen, "uit te schakelen"
// uitschakelen. The cue is the infinitive written whole.
var separableParticles = []string{"door", "mee", "op", "terug", "vrij", "aan", "over", "toe", "uit", "in"}

// joinTeInfinitive returns text with each split infinitive of a separable
// verb written whole; text itself when none is.
func joinTeInfinitive(text string) string {
	if !strings.Contains(text, " te ") {
		return text
	}
	for _, p := range separableParticles {
		split := " " + p + " te "
		for from := 0; ; {
			i := strings.Index(text[from:], split)
			if i < 0 {
				break
			}
			i += from
			text = text[:i+1] + p + text[i+len(split):]
			from = i + 1
		}
	}
	return text
}
