package classifier

// saidByAnother reports whether the last of words, a verb of telling, is
// said by someone the sentence names before it ("wait for the pour master
// to say", "ask the tenant to state", "until the owner says"): that
// person's word is awaited or asked for, and the model tells nothing.
// The model itself named as the one to say it ("ask the assistant to
// say") is no other person.
func saidByAnother(text string, words []wordSpan) bool {
	n := len(words)
	if n < 3 {
		return false
	}
	at := func(i int) string { return text[words[i].start:words[i].end] }
	end := n - 1 // the person's words end before the verb
	if at(n-2) == "to" {
		end = n - 2
	}
	for k := end - 1; k >= max(0, end-4); k-- {
		w := at(k)
		if modelWords[w] {
			return false
		}
		if personOpeners[w] {
			// At least one word of the person between the opener and
			// the verb; "to" needed after "for" and "ask", none after
			// "until".
			return k < end-1 && (end == n-2) == (w != "until" && w != "once")
		}
	}
	return false
}

// personOpeners open the words naming who is to say a thing.
var personOpeners = map[string]bool{"for": true, "ask": true, "asks": true, "asking": true, "until": true, "once": true}

// modelWords name the model among the people a sentence names.
var modelWords = map[string]bool{"assistant": true, "model": true, "ai": true, "agent": true, "you": true, "yourself": true, "bot": true, "chatbot": true, "llm": true, "claude": true, "gpt": true, "copilot": true}
