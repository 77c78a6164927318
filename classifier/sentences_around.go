package classifier

import (
	"iter"
	"strings"
)

// sentencesAround yields, once each and in order, the sentences of text
// (as sentenceAt splits them) that hold a place next finds, with where
// each starts: a check that reads only the sentences around its words
// finds them without splitting the whole text. next returns the start of
// a word at or after from, or -1; a word whose search anchor lies past
// its start may start before from, so the search goes on past where it
// began, never back.
func sentencesAround(text string, next func(text string, from int) int) iter.Seq2[int, string] {
	return func(yield func(int, string) bool) {
		lastStart := -1
		for from := 0; from < len(text); {
			at := next(text, from)
			if at < 0 {
				return
			}
			from = max(from+1, at+1)
			start := sentenceStartBefore(text, at)
			if start == lastStart {
				continue
			}
			lastStart = start
			sent := sentenceAt(text, at)
			// The rest of the sentence is read with it.
			from = max(from, start+len(sent))
			if !yield(start, sent) {
				return
			}
		}
	}
}

// nextByte is a next for sentencesAround that finds a byte.
func nextByte(b byte) func(string, int) int {
	return func(text string, from int) int {
		if i := strings.IndexByte(text[from:], b); i >= 0 {
			return from + i
		}
		return -1
	}
}
