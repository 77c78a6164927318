package classifier

import (
	"iter"
	"strings"
)

// splitSentences yields the sentences of a text, and their clauses a
// semicolon ends when clauses is set.
func splitSentences(text string, clauses bool) iter.Seq[string] {
	return func(yield func(string) bool) { splitSentencesIn(text, 0, len(text), clauses, yield) }
}

// sentenceEndLead marks the bytes that may start a sentence's end: the
// ASCII stops, and the first bytes of 。 (e3) and of ！ and ？ (ef). A
// byte of no other rune is one of these (the bytes inside a multi-byte
// rune are 80 to bf), so the split reads bytes, not runes: it is asked of
// the same long text by many checks.
var sentenceEndLead = [256]bool{'!': true, '?': true, '\n': true, ';': true, '.': true, 0xe3: true, 0xef: true}

// splitSentencesIn yields the sentences of text[from:to] as
// splitSentences yields those of text: from starts a sentence of text,
// and to ends one (the byte at to ends it, or to is the end), and where a
// sentence ends is read in the whole text. It reports whether yield asked
// for more.
func splitSentencesIn(text string, from, to int, clauses bool, yield func(string) bool) bool {
	start := from
	for i := from; i < to; i++ {
		c := text[i]
		if !sentenceEndLead[c] {
			continue
		}
		end, size := false, 1
		switch c {
		case '!', '?', '\n':
			end = true
		case ';':
			end = clauses
		case '.':
			// "e.g." and "i.e." end no sentence.
			end = (i+1 == len(text) || text[i+1] == ' ') && !strings.HasSuffix(text[:i], "e.g") && !strings.HasSuffix(text[:i], "i.e")
		case 0xe3:
			// Only a whole 。 before to: a rune cut by to is not one.
			end, size = strings.HasPrefix(text[i:to], "。"), 3
		case 0xef:
			end, size = strings.HasPrefix(text[i:to], "！") || strings.HasPrefix(text[i:to], "？"), 3
		}
		if end {
			if !yield(text[start:i]) {
				return false
			}
			start = i + size
			i += size - 1
		}
	}
	return yield(text[start:to])
}
