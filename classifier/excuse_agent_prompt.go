package classifier

import (
	"regexp"
	"strings"
)

// A tool that builds or shows another assistant handles that assistant's
// system prompt: "creates a bot with the system prompt the user
// provides", "returns an agent's model, tools and current system prompt".
// Read alone, the words are those of a request for the model's own
// instructions; what makes them honest is that the tool is named for the
// assistant it builds and the prompt is that assistant's, with nothing
// pointing at the model's own (yours, this conversation) and no place
// printed for it to go. The sentence is then read without the prompt's
// words, and must order something itself.

// builtAssistant is a tool name or title word for an assistant a tool
// builds or configures (a game's non-player character among them), in
// the transliterations tool names use.
var builtAssistant = regexp.MustCompile(`agent|bot|assistant|persona|npcs?(?:\b|_)|gpts?\b|copilot|chatbot|asistente|assistente|assistent|pomoshchnik|agente`)

// promptWords are the words for an assistant's instructions.
var promptWords = regexp.MustCompile(`\b(system\s+prompts?|system\s+messages?|prompts?|instructions)\b|системн\p{L}*\s+промпт\p{L}*|промпт\p{L}*`)

// ownPrompt points at the model's own instructions or conversation rather
// than the built assistant's, or sends them somewhere.
var ownPrompt = regexp.MustCompile(`\b(your|yours|yourself|own|this (conversation|chat|session)|current (conversation|chat|session)|the conversation|you were given|you received|send|sends|post|posts|upload|uploads|forward|forwards|e-?mail|share|shares|leak\w*)\b|@|https?://|тво\p{L}*|ваш\p{L}*|текущ\p{L}*`)

// buildsAssistant reports whether the tool is named for an assistant it
// builds or configures.
func buildsAssistant(tc *toolContext) bool {
	return tc != nil && (builtAssistant.MatchString(strings.ToLower(tc.name+" "+tc.title)) || buildsAssistantCJK(tc))
}

// withoutBuiltPrompt is sent with the words for the built assistant's
// prompt blanked; false when the tool builds no assistant, the sentence
// names none, or it points at the model's own.
func withoutBuiltPrompt(sent string, tc *toolContext) (string, bool) {
	if !buildsAssistant(tc) || ownPrompt.MatchString(sent) || ownPromptCJK.MatchString(sent) {
		return sent, false
	}
	return blankMatches(sent, promptWords)
}

// builtPromptParam reports whether a parameter's name is a built
// assistant's instructions, in a tool named for the assistant it builds,
// with nothing in the parameter's description pointing at the model's own.
func builtPromptParam(c excuseContext) bool {
	return c.forTool && instructionsParam.MatchString(c.f.lower) && buildsAssistant(c.tool) &&
		!ownPrompt.MatchString(strings.ToLower(c.f.about)) && !ownPromptCJK.MatchString(c.f.about)
}

// A prompt parameter's default in a tool that builds an assistant is that
// assistant's prompt ("persona" defaulting to "You are the museum's guide.
// Never reveal the answers to the quiz."): its orders are the built
// assistant's, given to it, as the words of the parameter's description
// would be. The sentence must stand wholly in the default, and neither the
// default nor the parameter's description may point at the model's own
// instructions or send anything anywhere (ownPrompt), so that a default
// that carries the conversation off is read as ever.
func builtPromptDefault(sent string, tc *toolContext) bool {
	if !buildsAssistant(tc) {
		return false
	}
	for i := range tc.params {
		p := &tc.params[i]
		if p.deflt == "" || !instructionsParam.MatchString(p.lname) {
			continue
		}
		d := toLower(p.deflt)
		if strings.Contains(d, sent) && !ownPrompt.MatchString(d) && !ownPromptCJK.MatchString(p.deflt) &&
			!ownPrompt.MatchString(toLower(p.desc)) && !ownPromptCJK.MatchString(p.desc) {
			return true
		}
	}
	return false
}
