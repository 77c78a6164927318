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
// that asks for the model's own instructions or a secret, in any of the
// languages the corpora use, is still read as bait.

var (
	// conversationParam is a parameter's name, read as words, for a
	// conversation given to the tool.
	conversationParam = regexp.MustCompile(`^(chat|chats|conversation|conversations|transcript|transcripts|dialogue|dialog|messages|chat history|conversation history|chat log|chat transcript|meeting transcript|call transcript)$`)
	// conversationBait asks, in a parameter's description, for more than
	// the conversation, in the languages the corpora use: the model's own
	// instructions ("tus instrucciones de sistema", "deine
	// Systemanweisungen") or a secret ("las claves API", "alle Tokens").
	conversationBait = regexp.MustCompile(`(^|[^\pL])(tus|tu|deine[nmrs]?|dein|tes|ton|vos|votre|tuoi|tue|tua|tuo|seus?|suas?|twoje|twój)\s|system\s?(prompt|anweisung)|systemanweisung|systemprompt|instrucciones (de|del) sistema|instructions? (du )?système|istruzioni di sistema|instruções do sistema|passwor[dt]|contraseña|mots? de passe|senhas?|claves? (de )?api|api[ -]?(keys?|schlüssel)|tokens?([^\pL]|$)|schlüssel|secrets?([^\pL]|$)|jetons?|clés?([^\pL]|$)|chiavi|chaves|has(ło|ła)|klucz\pL*`)
	// conversationTool is a tool's name or title for a conversation.
	conversationTool = regexp.MustCompile(`\b(chats?|conversations?|transcripts?|dialogues?|dialogs?|meetings?|calls?|threads?)\b`)
)

// conversationInput reports whether a parameter named for a conversation
// belongs to a tool named for one, and its description does not point at
// the model's own instructions.
func conversationInput(c excuseContext) bool {
	if about := strings.ToLower(c.f.about); !c.forTool || c.tool == nil || ownPrompt.MatchString(about) || conversationBait.MatchString(about) {
		return false
	}
	return conversationParam.MatchString(strings.Join(catalog.NameWords(c.f.text), " ")) && conversationTool.MatchString(c.tool.topicText())
}
