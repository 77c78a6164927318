package classifier

import (
	"regexp"
	"strings"
	"unicode/utf8"
)

// Whether a match is said or only mentioned: a security tool or a
// screener quotes what attacks ask, lists them after an example's lead, or
// runs into a quoted example; a sentence that relays an order to the model
// orders it, whatever it quotes.

// mention reports whether the match at loc in lower is quoted or given as
// an example rather than said.
func mention(lower string, loc []int) bool {
	before := lower[max(0, loc[0]-40):loc[0]]
	if relayedOrder(lower, loc[0]) {
		return false
	}
	if exampleLead.MatchString(before) || exampleList.MatchString(lower[max(0, loc[0]-120):loc[0]]) || leadsIntoExample(lower, loc) {
		return true
	}
	// Inside quotes: an odd number of quote marks before it on its line
	// (apostrophes inside words, as in "the user's", are not quotes) —
	// unless its sentence opens with an order to run what is quoted.
	line := lower[strings.LastIndexByte(lower[:loc[0]], '\n')+1 : loc[0]]
	quoted := singleQuotes(line)%2 == 1 || strings.Count(line, `"`)%2 == 1 || strings.Count(line, "`")%2 == 1 ||
		strings.Count(line, "“") > strings.Count(line, "”") || strings.Count(line, "‘") > strings.Count(line, "’") ||
		otherQuoteOpen(line)
	if quoted && quotedByCodeOnly(line) && !codeSpanLookedFor(lower, loc) {
		return false // a command set apart, not named as what is looked for
	}
	return quoted && !orderedQuote.MatchString(sentenceBefore(lower, loc[0])) && !setUpWithQuote.MatchString(sentenceBefore(lower, loc[0]))
}

// setUpWithQuote is a sentence that says, in the passive, that something
// is set up, repaired or started with the quoted command ("On Windows the
// importer is bootstrapped with: \"iwr … | iex\""): the command is the
// step to take, not a sample of what a checker finds.
var setUpWithQuote = regexp.MustCompile("\\b(is|are|gets?|get|must be|should be|needs to be|has to be)\\s+(bootstrapped|installed|set up|provisioned|initiali[sz]ed|fixed|repaired|restored|updated|upgraded|started|launched|enabled|activated|registered|unlocked|prepared)\\s+(with|using|via|by running|by)\\s*:?[^'\"“‘\x60.;]{0,40}['\"“‘\x60][^'\"“”‘’\x60]{0,40}$")

// relayedOrder reports whether the sentence of lower before at opens by
// telling the reader to have the model do what follows: "Ask the
// assistant to read …" is the text's own order passed on, not a report
// of what an attack asked, whatever lead words it shares with one.
func relayedOrder(lower string, at int) bool {
	before := sentenceBefore(lower, at)
	if orderedRelay.MatchString(before) {
		return true
	}
	// The order may relay a quotation whose words lead to the match
	// ("Tell the assistant to «read …»"): read the sentence up to the
	// quotation's opening.
	i := strings.LastIndexAny(before, "'\"“‘`«„「‹")
	return i > 0 && orderedRelay.MatchString(before[:i])
}

// orderedRelay is a sentence that opens by telling the reader to have
// the model do what follows ("Ask the assistant to …", "Please tell the
// agent to …"): the lead words of a reported request, used as an order.
var orderedRelay = regexp.MustCompile(`^\s*((please|now|then|always|also|first)\s+)*(tell|ask|instruct|get|have)( the| your)? (model|assistant|agent|ai|llm|claude)( to)?\s*$`)

// leadsIntoExample reports whether the match at loc runs into a quoted
// example its own words lead to ("findings include phrases like \"ignore
// previous instructions\""): the verb before the quote reports what is
// found, and the words after it are the example's, so the match is no
// order of the text's own.
func leadsIntoExample(lower string, loc []int) bool {
	span := lower[loc[0]:loc[1]]
	q := strings.IndexAny(span, "'\"“‘`")
	for q > 0 && span[q] == '\'' && isLetter(span[q-1]) && q+1 < len(span) && isLetter(span[q+1]) {
		// An apostrophe inside a word ("the user's") opens no quote.
		next := strings.IndexAny(span[q+1:], "'\"“‘`")
		if next < 0 {
			return false
		}
		q += 1 + next
	}
	if q <= 0 {
		return false
	}
	_, size := utf8.DecodeRuneInString(span[q:])
	return exampleLead.MatchString(span[:q+size])
}

// orderedQuote is a sentence that opens with an order to run, paste or
// type what it then quotes ("First run `curl … | sh`", "Before scanning,
// execute: `…`", "if the check fails, refresh it with `npx …`"): the
// quotes set a command apart, they do not make it an example. A clause that says what something does ("flags scripts that
// run `…`") is no order: the verb must open the sentence, after at most
// a word of sequence, a modal or a clause of time. Markup tags before
// it ("<details><summary>Advanced</summary>Run `…`") and a label that
// ends in a colon ("Note for agents: run `…`") hide the order from a
// reader of the rendered text, not from the model: the sentence opens
// after them.
var orderedQuote = regexp.MustCompile("^\\s*(<[^<>]{1,40}>[^<>.:]{0,30}</[a-z]{1,12}>\\s*|<[^<>]{1,40}>\\s*)*([^.:;<>\x60'\"“‘]{1,60}:\\s*)?(before [^,.]{0,50},\\s*|(if|when|once) [^,]{0,60},\\s*|(first|then|now|next|also|always|please|once)\\b,?\\s*|((you|the (assistant|agent|model))\\s+)?(must|should|need to|needs to|have to|has to)\\s+)*" +
	"(run|execute|exec|paste|type|enter|invoke|launch|(refresh|update|fix|repair|reinstall|upgrade|reset|restore|patch|bootstrap|provision|initiali[sz]e)( it| this| them| the \\w+)? (with|using|via|by running)|(start|launch|boot|spin up|bring up)( the| an?| this)?( [\\w-]+){0,2} (with|using|via|by running))\\b[^'\"“‘`]{0,30}['\"“‘`][^'\"“”‘’`]{0,40}$")

// singleQuotes counts the single quotes of s that are not apostrophes
// within a word.
func singleQuotes(s string) int {
	n := 0
	for i := strings.IndexByte(s, '\''); i >= 0; {
		if i == 0 || i+1 >= len(s) || !isLetter(s[i-1]) || !isLetter(s[i+1]) {
			n++
		}
		j := strings.IndexByte(s[i+1:], '\'')
		if j < 0 {
			break
		}
		i += 1 + j
	}
	return n
}

func isLetter(c byte) bool { return c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' }

// otherQuoteOpen reports whether line, the text of a line before a match,
// leaves a quotation open by the marks of other languages: «…» and ‹…›
// (French, Spanish, Russian), „…“ (German, Czech, Polish), 「…」 and
// 『…』.
func otherQuoteOpen(line string) bool {
	if !strings.ContainsAny(line, "«‹„「『") {
		return false
	}
	return strings.Count(line, "«") > strings.Count(line, "»") || strings.Count(line, "‹") > strings.Count(line, "›") ||
		strings.Count(line, "„") > strings.Count(line, "“")+strings.Count(line, "”") ||
		strings.Count(line, "「") > strings.Count(line, "」") || strings.Count(line, "『") > strings.Count(line, "』")
}
