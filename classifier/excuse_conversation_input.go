package classifier

import (
	"regexp"
	"strings"

	"github.com/mcpscan/mcpscan/catalog"
)

// A tool named for a conversation (summarise_chat, translate_dialogue,
// meeting_notes) takes the conversation as its input, under whichever of
// its names the parameter has: transcript, messages, history. Read alone,
// such a parameter invites the model to hand over its own conversation;
// in a tool named for one, it is what the act works on, whatever language
// the description is in. A tool named for anything else, or a parameter
// that asks for the model's own instructions, is still read as bait.

var (
	// conversationParam is a parameter's name, read as words, for a
	// conversation given to the tool.
	conversationParam = regexp.MustCompile(`^(chat|chats|conversation|conversations|transcript|transcripts|dialogue|dialog|messages|chat history|conversation history|chat log|chat transcript|meeting transcript|call transcript)$`)
	// conversationTool is a tool's name or title for a conversation.
	conversationTool = regexp.MustCompile(`\b(chats?|conversations?|transcripts?|dialogues?|dialogs?|meetings?|calls?|threads?)\b`)
)

// conversationInput reports whether a parameter named for a conversation
// belongs to a tool named for one, and its description does not point at
// the model's own instructions.
func conversationInput(c excuseContext) bool {
	if !c.forTool || c.tool == nil || ownPrompt.MatchString(strings.ToLower(c.f.about)) {
		return false
	}
	return conversationParam.MatchString(strings.Join(catalog.NameWords(c.f.text), " ")) && conversationTool.MatchString(c.tool.topicText())
}
