package classifier

import "strings"

// A checker quotes the commands it flags with their arguments elided:
// "risky patterns: `curl ... | sh`, `wget -O- ... | bash`". The dots of
// an ellipsis end no sentence, or the second command would be read apart
// from the lead that says what the list is. A full stop after a word (or
// after a closing quote) still ends one, so an order written as a
// sentence of its own after the list is read on its own.

// lastFullStop is the index of the last ". " in lower before at that is
// not the end of an ellipsis, or -1.
func lastFullStop(lower string, at int) int {
	to := at
	for {
		i := strings.LastIndex(lower[:to], ". ")
		if i < 1 || lower[i-1] != '.' {
			return i
		}
		to = i
	}
}
