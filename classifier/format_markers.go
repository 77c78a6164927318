package classifier

import (
	"regexp"
	"strings"
	"unicode"
)

// A tool whose purpose is a prompt format (a chat template, a tokeniser,
// a prompt builder) names the format's own special tokens when it says
// what it writes or counts: "ChatML produces <|im_start|>system …
// <|im_end|> blocks". Such a marker shown as a specimen hides nothing; one
// that opens a turn and goes on with prose writes a message of its own
// into the text the model reads, whatever the tool is about.

// formatSubject says a text or a tool's name is about a prompt format:
// templates, tokenisers, special tokens, in the languages the cases use.
var formatSubject = regexp.MustCompile(`\b(chat[ -]?templates?|templat(e|es|ed|ing)|tokeni[sz](e|es|er|ers|ing|ation)|(special|control|stop) tokens?|prompt (formats?|builders?)|model'?s (input |prompt )?format|(input|prompt) format of (the|that|its) model|chat ?ml|chat formats?|plantillas?|vorlagen?|modèles? de (chat|conversation|prompt)|tokeni[sz]ador(es)?|tokeniseurs?|jetons spéciaux|tokens especiales|sonder-?tokens?|modelli di chat)\b|テンプレート|トークナイザ|特殊トークン|模板|分词|шаблон|токениз|ఫార్మాట్|ফরম্যাট|फ़ॉर्मेट|फॉर्मेट`)

// formatMarker is a special token of a chat format at the start of a
// match: the pipe-delimited tokens and Llama's [INST] and <<SYS>>.
var formatMarker = regexp.MustCompile(`^(<\|\s*[a-z_]+\s*\|>|\[/?inst\]|<</?\s*sys\s*>>)`)

// turnCloser are the markers that end a turn or a text: nothing after
// one is read as the turn's message.
var turnCloser = []string{"<|im_end|>", "<|endoftext|>", "[/inst]", "<</sys>>", "<|eot_id|>", "<|end|>"}

// markerFill are what a shown turn may hold between its markers: role
// names and placeholders, none of them a message.
var markerFill = set([]string{"system", "user", "assistant", "tool", "human", "model", "ipython", "bot", "content", "message", "messages", "prompt", "text", "turn"})

// shownFormatMarker reports whether the match at loc is a chat format's
// special token shown by a tool about prompt formats: the text or the
// tool's name is about one, and a marker that opens a turn holds no more
// than a role and placeholders before the next marker, the end of its
// sentence or its line.
func shownFormatMarker(c excuseContext) bool {
	if !c.forTool {
		return false
	}
	rest := c.f.lower[c.loc[0]:]
	m := formatMarker.FindString(rest)
	if m == "" {
		return false
	}
	name := ""
	if c.tool != nil {
		c.tool.fillTopic()
		name = c.tool.topic
	}
	if !formatSubject.MatchString(c.f.lower) && !formatSubject.MatchString(name) {
		return false
	}
	for _, closer := range turnCloser {
		if strings.ReplaceAll(m, " ", "") == closer {
			return true
		}
	}
	if inCodeSpan(c.f.lower, c.loc[0]) || c.tool != nil && listedValueAt(c.tool.def, c.f.lower, c.loc) {
		// Set in a code span, or listed whole as a schema's value (a
		// token counter's example prompt), the format is shown as it is
		// written: what a shown turn says is read by the checks of
		// orders, as any text.
		return true
	}
	return emptyTurn(rest[len(m):])
}

// turnEnd ends what a shown turn holds: the next marker. A sentence's or
// a line's end does not: a turn's message runs over both.
var turnEnd = regexp.MustCompile(`<\||\[/?inst\]|<</?\s*sys`)

// turnJoiners are the small words that list markers ("<|im_start|> and
// <|im_end|>") or say a role follows one.
var turnJoiners = set([]string{"and", "or", "then", "the", "a", "an", "followed", "by", "its", "e", "g"})

// emptyTurn reports whether what follows a turn's opening marker, up to
// the next marker or 200 bytes, holds at most one word beside roles,
// placeholders and joiners ("system ...", "user\n{{content}}", "user
// Hi"): a message to the model takes more.
func emptyTurn(after string) bool {
	if end := turnEnd.FindStringIndex(after); end != nil {
		after = after[:end[0]]
	}
	after = after[:min(len(after), 200)]
	words := 0
	for _, w := range strings.FieldsFunc(after, func(r rune) bool { return !unicode.IsLetter(r) && !unicode.IsDigit(r) }) {
		if !markerFill[w] && !turnJoiners[w] {
			words++
		}
	}
	return words <= 1
}
