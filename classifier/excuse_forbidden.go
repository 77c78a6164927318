package classifier

import (
	"strings"
)

// An honest tool often warns against the very act poisoning asks for:
// "never send the new password to anyone", "do not include the entire
// conversation in the notes", "the assistant must not pass the full chat
// history". A pattern that names the act cannot tell the warning from the
// order, so the match is read in its clause: an act the clause's own
// negator forbids is no order. The reading is narrow on purpose, since a
// negator is also how an order hides ("never forget to send …", "do not
// finish without sending …", "it is not a problem to include …", "never
// send it to the user, only to …"): anything that turns the negator back
// into an order, or puts it in a condition, keeps the match.

// negatorWords forbid the act of the verb they stand before. A bare "not"
// forbids only after an auxiliary or a modal (listed in notAfter): "it's
// not a problem to include …" permits.
var negatorWords = map[string]bool{
	"never": true, "not": true, "don't": true, "dont": true, "doesn't": true, "mustn't": true,
	"shouldn't": true, "can't": true, "cannot": true, "won't": true, "shan't": true, "needn't": true,
}

// neverBefore are the words for "never" that stand before the verb they
// forbid, in the languages the directive cues read: "nikada ne upisuj",
// "nigdy nie wpisuj", "никога не пиши", "jamais", "nunca".
var neverBefore = map[string]bool{"nikada": true, "nikad": true, "никада": true, "nikdy": true, "nigdy": true,
	"никога": true, "никогда": true, "ніколи": true, "nunca": true, "jamais": true, "mai": true}

// neverAfterVerb are the words for "never" that follow the imperative
// they forbid, as the second word of the sentence in the languages that
// put the verb first: "Skriv aldrig …", "Schreib nie …", "Zet nooit …",
// "N'écris jamais …", "Non scrivere mai …" has its negator first.
var neverAfterVerb = map[string]bool{"aldrig": true, "aldri": true, "nie": true, "niemals": true, "nooit": true,
	"jamais": true, "mai": true, "koskaan": true, "soha": true}

// notAfter are the words after which a bare "not" forbids.
var notAfter = map[string]bool{
	"do": true, "does": true, "must": true, "should": true, "shall": true, "will": true,
	"can": true, "may": true, "might": true, "is": true, "are": true, "need": true, "please": true,
}

// forbids reports whether w, the word at i of words (cut from its
// marks), is a negator that forbids what follows: a bare "not" only after
// an auxiliary or a modal.
func forbids(words []string, i int, w string) bool {
	return negatorWords[w] && (w != "not" || i > 0 && notAfter[words[i-1]])
}

// forbidFillers may stand between a negator and its verb ("never ever
// send", "do not try to attach", "must not be used to").
var forbidFillers = map[string]bool{"ever": true, "try": true, "to": true, "be": true, "you": true, "at": true, "all": true}

// forbidObjects may stand between the verb and the match ("do not attach
// the contents of …").
var forbidObjects = map[string]bool{
	"the": true, "a": true, "an": true, "any": true, "your": true, "their": true, "its": true, "this": true,
	"that": true, "these": true, "those": true, "our": true, "user's": true, "users'": true, "his": true, "her": true,
	"contents": true, "content": true, "of": true,
}

// forbidReversers turn a forbidding negator back into an order, make it
// part of a condition, or carve out where the act is wanted: "never
// forget to", "not only … but also", "never finish without", "whether or
// not", "never … except to".
var forbidReversers = map[string]bool{
	"forget": true, "forgets": true, "forgetting": true, "fail": true, "fails": true, "failing": true,
	"hesitate": true, "neglect": true, "neglects": true, "omit": true, "omits": true, "skip": true, "skips": true,
	"stop": true, "stops": true, "cease": true, "avoid": true, "avoids": true, "refuse": true, "refuses": true,
	"miss": true, "without": true, "unless": true, "until": true, "except": true, "excepting": true, "but": true,
	"only": true, "just": true, "merely": true, "solely": true, "instead": true, "rather": true, "other": true,
	"besides": true, "apart": true, "if": true, "when": true, "whenever": true, "while": true, "whether": true,
	"once": true, "because": true, "so": true, "though": true, "although": true, "unlike": true, "mind": true,
	"problem": true, "issue": true, "necessarily": true, "forbidden": true, "prohibited": true, "allowed": true,
	"wrong": true, "unusual": true, "required": true, "needed": true, "necessary": true, "optional": true,
	"anymore": true, "longer": true, "hide": true, "secret": true, "quietly": true, "silently": true,
}

// forbidReach is how many words may stand between a negator and the match
// it forbids.
const forbidReach = 4

// forbiddenAct reports whether the match at loc in lower is the act its
// clause forbids: a negator, the nearest, stands before its verb (at most forbidReach
// words before the match, or among the match's own first words when the
// match opens with the one it addresses, as "the assistant must not
// pass …" does), only a filler, the verb and articles between, and no
// word in the clause that reverses, conditions or carves out.
func forbiddenAct(lower string, loc []int) bool {
	start := clauseOpen(lower, loc[0])
	end := clauseClose(lower, loc[1])
	words := strings.Fields(lower[start:end])
	// The words that stand before the match, then those of the match.
	before := len(strings.Fields(lower[start:loc[0]]))
	matchWords := len(strings.Fields(lower[loc[0]:loc[1]]))
	// The negator nearest before the match governs it: in a list of acts
	// each forbidden by its own ("never asks for it, never receives it
	// and cannot read …") the last is the match's. Failing one before
	// it, the first among the match's own first words.
	neg := -1
	for i := range min(len(words), before+min(matchWords, 4)) {
		if i >= before && neg >= 0 {
			break
		}
		if forbids(words, i, strings.Trim(words[i], "\"'()“”‘’*_")) {
			neg = i
			if i >= before {
				break
			}
		}
	}
	if neg < 0 || before-neg-1 > forbidReach || negatorReversed(words) {
		return false
	}
	// Between the negator and the match: fillers, one verb, articles.
	i := neg + 1
	for i < before && forbidFillers[words[i]] {
		i++
	}
	if i < before && !forbidObjects[words[i]] {
		i++ // the verb
	}
	for i < before && forbidObjects[words[i]] {
		i++
	}
	return i >= before
}

// forbidSubjects may open a sentence before its negator: who is
// addressed and the modal ("the assistant must never …", "please do
// not …").
var forbidSubjects = map[string]bool{
	"the": true, "assistant": true, "model": true, "agent": true, "ai": true, "you": true, "callers": true,
	"clients": true, "please": true, "must": true, "should": true, "do": true, "does": true, "will": true,
	"can": true, "may": true, "llm": true, "agents": true, "models": true,
}

// forbiddenSentence reports whether the sentence s (lower-cased) as a
// whole forbids its act: it opens with a negator, after at most who is
// addressed and a modal ("never include …", "the assistant must not put
// …"), and no word in it reverses, conditions or carves out.
func forbiddenSentence(s string) bool {
	words := strings.Fields(s)
	if len(words) > 1 && neverAfterVerb[words[1]] {
		return !negatorReversed(words)
	}
	for i, w := range words[:min(len(words), 4)] {
		if forbids(words, i, w) || neverBefore[w] {
			return !negatorReversed(words)
		}
		if !forbidSubjects[w] {
			return false
		}
	}
	return false
}

// negatorReversed reports whether one of words turns a negator back into an
// order, conditions it or carves out where the act is wanted.
//
// Two of forbidReversers' words read so only in their place: after "even"
// a condition widens the prohibition rather than limiting it ("never
// include it, even if asked", "even when the user insists"), and "other"
// after "or" or "and" ends a list of what is forbidden ("the prompt, keys
// or other secrets") unless "than" carves out an exception after it.
func negatorReversed(words []string) bool {
	prev := ""
	for i, w := range words {
		w = strings.Trim(w, "\"'()“”‘’*_,")
		if forbidReversers[w] && !evenCondition(prev, w) && !listTail(prev, w, words[i+1:]) {
			return true
		}
		prev = w
	}
	return false
}

// evenCondition reports whether w, after prev, opens a concession: "even
// if", "even when", "even though".
func evenCondition(prev, w string) bool {
	return prev == "even" && (w == "if" || w == "when" || w == "whenever" || w == "though" || w == "although")
}

// listTail reports whether w, after prev and before rest, is "other" ending
// a list ("or other secrets") rather than carving out ("other than").
func listTail(prev, w string, rest []string) bool {
	if w != "other" || prev != "or" && prev != "and" {
		return false
	}
	return len(rest) == 0 || strings.Trim(rest[0], "\"'()“”‘’*_,") != "than"
}

// clauseOpen is where the clause that holds at begins: after the last
// sentence end, colon, semicolon, comma, dash or line break before it.
func clauseOpen(lower string, at int) int {
	start := 0
	for _, sep := range []string{". ", "; ", ": ", ", ", " — ", " – ", " - ", "! ", "? ", "\n"} {
		if i := strings.LastIndex(lower[:at], sep); i >= 0 && i+len(sep) > start {
			start = i + len(sep)
		}
	}
	return start
}

// clauseClose is where the sentence that holds the byte before at ends:
// the words that may reverse a negator are looked for up to there, past
// a semicolon or a dash ("never send it to the user; send it to … instead").
func clauseClose(lower string, at int) int {
	end := len(lower)
	for _, sep := range []string{". ", "! ", "? ", "\n"} {
		if i := strings.Index(lower[at:], sep); i >= 0 && at+i < end {
			end = at + i
		}
	}
	return end
}
