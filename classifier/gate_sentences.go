package classifier

import (
	"cmp"
	"iter"
	"slices"
	"sync"
)

// A whole-definition check that reads a text sentence by sentence, and
// finds nothing in a sentence without a word of each of its sentence
// lists, need read only the sentences of the gate pass that hold them
// (see gateTable): in a long definition those are few, and the pass that
// opened the check has found where they stand.

// gateSpan is a sentence of the gate pass (see
// gateAutomaton.scanSentences) that holds every sentence list of a check:
// text[start:end], the byte that ends it left out.
type gateSpan struct{ check, start, end int }

// sentenceReader yields the sentences a check reads: every sentence of
// the text, or only those inside its spans.
type sentenceReader struct {
	all   bool
	spans []gateSpan // one check's, in the order they stand in the text
}

// everySentence reads every sentence of a text.
var everySentence = sentenceReader{all: true}

// sentences yields the sentences of text as splitSentences(text, clauses)
// does, those inside r's spans only unless r reads all. Every sentence
// and clause of splitSentences lies inside one sentence of the gate pass
// (the pass ends a sentence only where splitSentences does), so a
// sentence with a string of a list lies inside a span that has it.
func (r sentenceReader) sentences(text string, clauses bool) iter.Seq[string] {
	if r.all {
		return splitSentences(text, clauses)
	}
	return func(yield func(string) bool) {
		for _, sp := range r.spans {
			if !splitSentencesIn(text, sp.start, sp.end, clauses, yield) {
				return
			}
		}
	}
}

// gateSpans are the spans of the checks of a gateTable in a text, by
// check and then by where they stand.
type gateSpans []gateSpan

// reader returns the sentenceReader of check i: the sentences in its
// spans.
func (g gateSpans) reader(i int) sentenceReader {
	from, _ := slices.BinarySearchFunc(g, i, func(s gateSpan, i int) int { return cmp.Compare(s.check, i) })
	to := from
	for to < len(g) && g[to].check == i {
		to++
	}
	return sentenceReader{spans: g[from:to]}
}

// spanPool holds the lists of spans of definitions being read: the spans
// are handed to the checks, and a list on the stack would move to the
// heap for each definition.
var spanPool = sync.Pool{New: func() any { return new(gateSpans) }}

// sortSpans puts spans in the order reader reads them.
func sortSpans(spans []gateSpan) {
	slices.SortFunc(spans, func(a, b gateSpan) int {
		if c := cmp.Compare(a.check, b.check); c != 0 {
			return c
		}
		return cmp.Compare(a.start, b.start)
	})
}
