package classifier

import (
	"strings"
	"testing"
)

// literalGates are the word lists asked in one pass through a literalSet
// in place of a search per word, with their sets.
var literalGates = []struct {
	name  string
	words []string
	set   *literalSet
}{
	{"told links", toldLinks, toldLinkSet},
	{"bypass words", bypassWords, bypassSet},
	{"guard words", guardWords, guardSet},
}

// literalGateTexts are the corpus texts, each sentence of them and each
// of their words: the sets are asked of sentences and of names.
func literalGateTexts(t *testing.T) []string {
	t.Helper()
	var out []string
	for _, text := range corpusTexts(t) {
		out = append(out, text)
		for s := range sentences(strings.ToLower(text)) {
			out = append(out, s)
		}
		out = append(out, strings.Fields(text)...)
	}
	return out
}

// TestLiteralGates holds each set to the search per word it replaces over
// every corpus text, sentence and word.
func TestLiteralGates(t *testing.T) {
	texts := literalGateTexts(t)
	for _, g := range literalGates {
		t.Run(g.name, func(t *testing.T) {
			for _, text := range texts {
				if got, want := g.set.in(text), hasSubstring(text, g.words); got != want {
					t.Fatalf("%q: got %v, want %v", text, got, want)
				}
			}
		})
	}
}

// FuzzLiteralGates: each set agrees with the search per word on any text,
// and mayHoldShapes with its plain reading.
func FuzzLiteralGates(f *testing.F) {
	for _, s := range hotpathSeeds {
		f.Add(s)
	}
	f.Add("skip_approval it is armed")
	f.Fuzz(func(t *testing.T, text string) {
		for _, g := range literalGates {
			if got, want := g.set.in(text), hasSubstring(text, g.words); got != want {
				t.Fatalf("%s: %q: got %v, want %v", g.name, text, got, want)
			}
		}
		var tool, sink classSet
		tool[0], sink[0] = 1, 2
		if got, want := mayHoldShapes(text, tool, sink), plainMayHoldShapes(text, tool, sink); got != want {
			t.Fatalf("shapes: %q: got %v, want %v", text, got, want)
		}
	})
}

// plainMayHoldShapes is what mayHoldShapes reports, asked of the whole
// sentence a question at a time: a letter or digit joined to another by
// _ or . makes a tool's name and a place; a spelled address, five digits,
// an @ or :// a place.
func plainMayHoldShapes(sent string, toolBit, sinkBit classSet) classSet {
	joined := false
	for i := 1; i+1 < len(sent); i++ {
		if (sent[i] == '_' || sent[i] == '.') && wordASCII[sent[i-1]] && wordASCII[sent[i+1]] {
			joined = true
		}
	}
	digits := 0
	for _, c := range []byte(sent) {
		if c >= '0' && c <= '9' {
			digits++
		}
	}
	var out classSet
	if joined {
		out = out.or(toolBit)
	}
	if joined || mayHoldSpelledSink(sent) || digits >= 5 || strings.Contains(sent, "@") || strings.Contains(sent, "://") {
		out = out.or(sinkBit)
	}
	return out
}

// TestMayHoldShapesStops: mayHoldShapes, which stops reading once it has
// both classes, agrees with the plain reading on every corpus sentence.
func TestMayHoldShapesStops(t *testing.T) {
	var tool, sink classSet
	tool[0], sink[0] = 1, 2
	for _, text := range literalGateTexts(t) {
		if got, want := mayHoldShapes(text, tool, sink), plainMayHoldShapes(text, tool, sink); got != want {
			t.Fatalf("%q: got %v, want %v", text, got, want)
		}
	}
}
