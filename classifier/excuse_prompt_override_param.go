package classifier

import (
	"regexp"
	"strings"
)

// A prompt tool's parameter named override_system_prompt, described as
// "Variant prompt to try for this run only": the name reads as an order to
// override the system prompt, but in a tool about prompts or agents it is
// the prompt of the agent the tool runs, replaced for one run the user
// tests, not the calling model's. The reading is of the parameter's name
// alone, and only when the tool's own words are about prompts, agents or
// bots and the parameter's description keeps the override to a run, a test
// or a variant and speaks of no model but the one the tool runs (no "your"
// prompt, no rest of the conversation). A weather tool with the same
// parameter, or a description that turns it on the caller, is read as ever.

// overrideScoped is a parameter's description that keeps an override to
// one run, a test or a variant.
var overrideScoped = regexp.MustCompile(`\b(this (run|call|test|trial|request|comparison|chat|conversation)( only)?|variant|alternative|a/b|to (try|test|compare)|for comparison|without changing the saved|instead of the saved)\b`)

// overrideTurned is a description that turns the override on the model
// reading it, or makes it last.
var overrideTurned = regexp.MustCompile(`\b(your|yours|yourself|you|assistant|rest of the (conversation|session|chat)|from now on|every (call|request|session)|always|permanent\w*|ignore|disregard)\b`)

// agentToolSubject is a tool's own words about the agents it runs or the
// prompts it keeps.
var agentToolSubject = regexp.MustCompile(`\b(agents?|bots?|assistants? (it|you) (build|test|run)s?|prompts?|personas?|system messages?|chatbots?)\b`)

// promptOverrideParam reports whether the match is the name of a prompt
// tool's parameter that replaces the run's prompt (see above). The name is
// read as words among the definition's texts read together: the match
// must lie in them, and they must stand there once, so the same words
// written in a description are not taken for the name.
func promptOverrideParam(c excuseContext) bool {
	if !c.forTool || c.tool == nil {
		return false
	}
	if c.f.kind == "param_name" || c.f.kind == "key" {
		// The parameter's own name, read where it stands.
		for _, p := range c.tool.params {
			if p.path == c.f.path {
				return scopedOverrideParam(c, p)
			}
		}
		return false
	}
	if c.f.kind == "title" {
		return scopedOverrideTitle(c, c.f.lower)
	}
	if c.f.kind != "description" {
		return false
	}
	for _, title := range []string{c.tool.title, c.tool.annTitle} {
		// The definition's texts read together: the match in a title.
		if t := toLower(title); t != "" && within(c.f.lower, t, c.loc) && strings.Count(c.f.lower, t) == 1 && scopedOverrideTitle(c, t) {
			return true
		}
	}
	if p, ok := namedParam(c); ok {
		return scopedOverrideParam(c, p)
	}
	// The description offers the same override to the user ("You can
	// override the system prompt for the run"), and a parameter keeps it
	// to the run.
	sent := sentenceAt(c.f.lower, c.loc[0])
	if !overrideOffered.MatchString(sent) || overrideTurned.MatchString(strings.Replace(sent, "you can", "", 1)) {
		return false
	}
	for _, p := range c.tool.params {
		if scopedOverrideParam(c, p) {
			return true
		}
	}
	return false
}

// overrideOffered is a sentence that offers an override to the user, for
// one run.
var overrideOffered = regexp.MustCompile(`\b(you can|you may|lets you|allows you to|optionally)\b[^.;]{0,20}\boverride\b[^.;]{0,40}\b(for (the|this|one|a single|each) (run|test|trial|evaluation)|per run)\b`)

// scopedOverrideParam reports whether p's description keeps an override
// to one run, a test or a variant, turned on no other model, in a tool
// whose own words are about prompts, agents or bots.
func scopedOverrideParam(c excuseContext, p param) bool {
	d := toLower(p.desc)
	if !overrideScoped.MatchString(d) || overrideTurned.MatchString(d) {
		return false
	}
	return promptToolTopic(c)
}

// namedParam is the tool's parameter whose name, read as words, the
// match lies in, among the definition's texts read together: the words
// must stand there once, so the same words written in a description are
// not taken for the name.
func namedParam(c excuseContext) (param, bool) {
	for _, p := range c.tool.params {
		words := toLower(sentenceName(p.name))
		if words != "" && within(c.f.lower, words, c.loc) && (strings.Count(c.f.lower, words) == 1 || onlyAsLabel(c.f.lower, words)) {
			return p, true
		}
	}
	return param{}, false
}

// onlyAsLabel reports whether every place words stand in text is a
// sentence of its own: the name read as words, and a title that repeats
// it ("Override system prompt"), say nothing more than the name does.
func onlyAsLabel(text, words string) bool {
	for from := 0; from < len(text); {
		i := strings.Index(text[from:], words)
		if i < 0 {
			return true
		}
		at := from + i
		if strings.Trim(sentenceAt(text, at), " .:;!?\n\t") != words {
			return false
		}
		from = at + len(words)
	}
	return true
}

// scopedOverrideTitle reports whether a title of a prompt tool names the
// override the tool makes and keeps it to one chat or run ("Override
// system prompt for this chat"), turned on no other model.
func scopedOverrideTitle(c excuseContext, title string) bool {
	return overrideScoped.MatchString(title) && !overrideTurned.MatchString(title) && promptToolTopic(c)
}

// promptToolTopic reports whether the tool's own name and description are
// about prompts, agents or bots (see agentToolSubject).
func promptToolTopic(c excuseContext) bool {
	own := toLower(c.tool.name + " " + strings.ReplaceAll(c.tool.name, "_", " ") + " " + c.tool.desc)
	return agentToolSubject.MatchString(own)
}
