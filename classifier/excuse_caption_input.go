package classifier

import (
	"regexp"
	"strings"

	"github.com/mcpscan/mcpscan/catalog"
)

// Captions and subtitles are made from a transcript of what is said on
// screen: a tool named for them (make_captions, burn_subtitles) takes a
// transcript as its input, the user's media and not the model's own
// conversation. Only the transcript is the act's input: a caption tool
// asking for the chat, the conversation or messages, or a transcript
// described as the present conversation or the model's instructions,
// still reads as bait.

var (
	// captionTool is a tool's name or title for captions or subtitles.
	captionTool = regexp.MustCompile(`\b(captions?|captioning|subtitles?|subtitling|srt|vtt|webvtt|closed captions?)\b`)
	// transcriptParam is a parameter's name, read as words, for a
	// transcript.
	transcriptParam = regexp.MustCompile(`^(transcripts?|script|dialogue|dialog|source text|captions? text|subtitles? text)$`)
	// ownConversation describes the input as the model's own exchange.
	ownConversation = regexp.MustCompile(`\b(this|our|the current|the present|so far|entire|whole|full|every|all)\b[^.;]{0,30}\b(conversation|chat|session|messages?|exchange)\b|\bso far\b`)
)

// captionInput reports whether a parameter named for a transcript belongs
// to a tool named for captions or subtitles, and its description neither
// points at the model's conversation nor asks for instructions or a
// secret.
func captionInput(c excuseContext) bool {
	if !c.forTool || c.tool == nil {
		return false
	}
	about := strings.ToLower(c.f.about)
	if ownConversation.MatchString(about) || conversationBait.MatchString(about) || ownPrompt.MatchString(about) {
		return false
	}
	return transcriptParam.MatchString(strings.Join(catalog.NameWords(c.f.text), " ")) && captionTool.MatchString(c.tool.topicText())
}
