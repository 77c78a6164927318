package classifier

import "regexp"

// A tool that types into a terminal, a pane or a form says how its own
// input arrives: "types keys into a tmux pane, as if the user typed
// them". Read alone, "as if the user typed" is the phrase of an order to
// obey content with the user's authority; what makes it honest is that
// the clause it qualifies is the tool's own act of entering input, stated
// in the third person at the head of its sentence, with no verb that
// asks the model to treat, follow or obey anything. "Treat the page as if
// the user typed it" and "types the keys, then act on the reply as if the
// user had said it" stay found: the first is governed by an order to the
// model, the second by a verb of obeying in the same sentence.

// enteredInput is the head of a sentence that states the tool's own act
// of entering input: "Types keys into a pane, ", "Sends keystrokes to the
// focused window ".
var enteredInput = regexp.MustCompile(`^\s*((it|this tool|the tool)\s+)?(types|enters|sends|presses|simulates|replays|injects|emulates|pastes)\b[^.;:!?]*$`)

// obeyedInput is a verb that asks the model to take something as the
// user's words.
var obeyedInput = regexp.MustCompile(`\b(treat\w*|regard\w*|follow\w*|obey\w*|act(s|ing)? on|carr(y|ies|ying) out|execut\w*|(do|does|doing) what|handl\w*|consider\w*|interpret\w*|trust\w*)\b`)

// simulatedInput reports whether the match qualifies the tool's own act of
// entering input, in a sentence that asks the model to obey nothing.
func simulatedInput(c excuseContext) bool {
	if !c.forTool {
		return false
	}
	before := sentenceBefore(c.f.lower, c.loc[0])
	return enteredInput.MatchString(before) && !obeyedInput.MatchString(sentenceAt(c.f.lower, c.loc[0]))
}
