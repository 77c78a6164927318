package classifier

import (
	"regexp"
	"strings"
)

// The check for other languages reads "complete" + "system" + "prompt"
// as the Romanian or Germanic words for the model's whole instructions,
// with no verb: in those languages the noun phrase alone is how the
// request is written. In English the same three words are a noun phrase
// the English rules read with its verb, and a tool that reads another
// agent's configuration names it plainly: "'get': one agent version in
// full: the complete system prompt, every tool with its JSON schema".
// The reading is narrow: the match must be those English words, in a
// sentence of English (its function words English, none of another
// language's), with no verb that hands the prompt over or shows it, and
// nothing pointing at the model's own instructions, a place, or a
// standing order; the English rules still read the sentence.

// englishPromptNoun is the match in its English spelling.
var englishPromptNoun = regexp.MustCompile(`^complete\s+system\s+(prompts?|instructions)$`)

// promptNounAct is what makes the noun phrase a request: the model's own
// instructions, a verb that hands them over or shows them (in English and
// the other languages' stems), a place, a standing or hidden order.
var promptNounAct = regexp.MustCompile(`\b(you|your|yours|yourself|own|this (conversation|chat|session)|current (conversation|chat|session)|send\w*|sent|sende\w*|post\w*|upload\w*|forward\w*|share\w*|e-?mail\w*|leak\w*|reveal\w*|print\w*|output\w*|repeat\w*|disclos\w*|dump\w*|include\w*|attach\w*|paste\w*|append\w*|insert\w*|copy|copies|write|writes|echo\w*|tell|say|ignore\w*|override\w*|disregard\w*|forget|always|every (call|time|request)|before|first|secret\w*|hidden|quietly|silently|gib|schick\w*|envi\w*|trimit\w*|manda\w*|zeig\w*|toon|stuur\w*)\b|@|https?://|\b[a-z0-9-]+\.(com|io|net|org|dev|app|ai)\b`)

// englishFunctionWords and foreignFunctionWords tell an English sentence
// from one of the languages the sequence is for.
var (
	englishFunctionWords = map[string]bool{"the": true, "of": true, "with": true, "and": true, "its": true, "in": true, "for": true, "a": true, "an": true, "on": true, "is": true, "it": true, "that": true, "which": true, "every": true, "each": true, "their": true, "from": true}
	foreignFunctionWords = map[string]bool{"der": true, "die": true, "das": true, "den": true, "und": true, "mit": true, "ist": true, "de": true, "la": true, "le": true, "el": true, "et": true, "les": true, "des": true, "du": true, "il": true, "lo": true, "pe": true, "si": true, "cu": true, "din": true, "het": true, "een": true, "en": true, "van": true, "og": true, "och": true, "ja": true, "ze": true, "do": true, "na": true, "os": true, "da": true}
)

// englishPromptNamed reports whether the match is the English noun phrase
// for an agent's whole prompt, named in an English sentence as a thing the
// tool reads, with nothing asking it handed over.
func englishPromptNamed(c excuseContext) bool {
	lower := c.f.lower
	if !c.forTool || !englishPromptNoun.MatchString(lower[c.loc[0]:c.loc[1]]) {
		return false
	}
	sent := sentenceAround(lower, c.loc[0])
	for i := range len(sent) {
		if sent[i] >= 0x80 {
			return false // letters of another script or accents: not English
		}
	}
	if promptNounAct.MatchString(sent) {
		return false
	}
	english := 0
	for _, w := range strings.FieldsFunc(sent, func(r rune) bool { return (r < 'a' || r > 'z') && r != '\'' }) {
		if foreignFunctionWords[w] {
			return false
		}
		if englishFunctionWords[w] {
			english++
		}
	}
	return english >= 3
}
