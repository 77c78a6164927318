package classifier

import "strings"

// A semicolon ends a sentence for the directive check, but a clause after
// it often finishes what the one before began: "pages may contain
// directions addressed to assistants; carry them out". The sentences
// that hold "; " are therefore read once more with their clauses joined.

// joinedClauses returns the sentences of text that hold "; ", with each
// "; " read as ", ", separated by full stops; "" when there is none.
func joinedClauses(text string) string {
	var b strings.Builder
	end := 0 // where the last sentence taken ends
	for i := strings.Index(text, "; "); i >= 0; {
		start := max(end, sentenceStart(text, i))
		stop := sentenceEnd(text, i+2)
		if b.Len() > 0 {
			b.WriteString(". ")
		}
		b.WriteString(strings.ReplaceAll(text[start:stop], "; ", ", "))
		end = stop
		next := strings.Index(text[stop:], "; ")
		if next < 0 {
			break
		}
		i = stop + next
	}
	return b.String()
}

// sentenceStart is where the sentence holding text[i] starts: after the
// last line break or ". ", "! ", "? " before i.
func sentenceStart(text string, i int) int {
	start := strings.LastIndexByte(text[:i], '\n') + 1
	for _, sep := range []string{". ", "! ", "? "} {
		if j := strings.LastIndex(text[start:i], sep); j >= 0 {
			start += j + len(sep)
		}
	}
	return start
}

// sentenceEnd is where the sentence holding text[i] ends: at the next
// line break or ". ", "! ", "? ", or the end of text.
func sentenceEnd(text string, i int) int {
	stop := len(text)
	if j := strings.IndexByte(text[i:], '\n'); j >= 0 {
		stop = i + j
	}
	for _, sep := range []string{". ", "! ", "? "} {
		if j := strings.Index(text[i:stop], sep); j >= 0 {
			stop = i + j
		}
	}
	return stop
}
