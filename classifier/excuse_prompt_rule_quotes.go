package classifier

import (
	"regexp"
	"strings"
)

// A tool that stores another assistant's instructions (a parameter named
// instructions, system_prompt, rules) shows the kind of rule the user
// writes there by quoting one after an example's lead: "instructions 字段
// 填写助手应遵守的规则,例如“只根据职位描述提问,不要询问年龄”", "its rules go in
// instructions, e.g. «never ask for a passport number»". The quotation is
// the built assistant's rule, which the user writes, not an order to the
// model, in whatever quotation marks and language: the sentence names the
// rules or instructions it shows one of, and is read without the
// quotation, and must order something itself. A quotation that prints a
// place to send to, or points at the model's own prompt, is read as ever.

// promptRuleNoun is a word for the rules or instructions an assistant
// follows, in the languages tools are written in.
var promptRuleNoun = regexp.MustCompile(`instructions?|prompt|rules?|guidelines|persona|规则|規則|指令|指示|提示词|ルール|プロンプト|규칙|지시|프롬프트|reglas|instrucciones|regeln|anweisungen|règles|consignes|regole|istruzioni|regras|instruções|regels|instructies|zasady|instrukcje|правил|инструкци|kurallar|talimat|aturan|instruksi|maagizo|sheria`)

// withoutPromptRuleQuotes is sent with each quotation after an example's
// lead blanked, in a tool that takes another assistant's instructions;
// false when it quotes none, or a quotation prints a place or points at
// the model's own prompt.
func withoutPromptRuleQuotes(sent string, tc *toolContext) (string, bool) {
	if tc == nil || !takesInstructions(tc) || !promptRuleNoun.MatchString(sent) {
		return sent, false
	}
	b := []byte(sent)
	found, held := false, true
	eachQuotation(sent, func(open, from, to int) bool {
		if c := sent[open]; c == '\'' || c == '`' || !phraseLead.MatchString(sent[max(0, open-48):open]) {
			return true // an apostrophe or a code span quotes no rule
		}
		q := sent[from:to]
		if strings.Contains(q, "@") || strings.Contains(q, "://") || ownPrompt.MatchString(q) || ownPromptCJK.MatchString(q) {
			held = false
			return false
		}
		blankSpan(b, from, to)
		found = true
		return true
	})
	if !held {
		return sent, false
	}
	return string(b), found
}
