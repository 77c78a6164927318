package classifier

import (
	"cmp"
	"slices"
	"strings"
	"testing"
)

// plainGates is what a gateAutomaton stands for: list i is present when
// one of its strings is in text.
func plainGates(lists [][]string, text string) gateSet {
	var s gateSet
	for i, l := range lists {
		for _, w := range l {
			if strings.Contains(text, w) {
				s.add(i)
				break
			}
		}
	}
	return s
}

func TestGateAutomaton(t *testing.T) {
	lists := [][]string{
		{"he", "she", "his", "hers"},
		{"ushers"},
		{"rs"},
		{"é", "über"},
		{},
		{"a b", "--"},
	}
	a := newGateAutomaton(lists)
	tests := []struct {
		name, text string
	}{
		{"empty", ""},
		{"none", "xyz"},
		{"suffix of a longer string", "ushers"},
		{"overlapping", "hishers"},
		{"at the end", "the"},
		{"non-ASCII", "tout est über résolu"},
		{"spaces and dashes", "a b --flag"},
		{"a prefix only", "ushe"},
		{"a string across ASCII and beyond", "la tête über hers"},
		{"invalid UTF-8 between strings", "he\xff\xc3über\x80rs"},
		{"a string cut in its multi-byte letter", "\xc3\xbcber \xbcber"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			if got, want := a.scan(tt.text), plainGates(lists, tt.text); got != want {
				t.Errorf("scan(%q) = %x, want %x", tt.text, got, want)
			}
		})
	}
	t.Run("each sentence's lists", func(t *testing.T) {
		var got []gateSentence
		a.scanSentences("he is. e.g. rs here! ushers\nx", func(s gateSet, start, end int) { got = append(got, gateSentence{s, start, end}) })
		want := []gateSentence{{gateSet{1}, 0, 5}, {gateSet{1<<0 | 1<<2}, 6, 19}, {gateSet{1<<0 | 1<<1 | 1<<2}, 20, 27}, {gateSet{}, 28, 29}}
		if len(got) != len(want) {
			t.Fatalf("sentences %v, want %v", got, want)
		}
		for i := range want {
			if got[i] != want[i] {
				t.Errorf("sentence %d is %v, want %v", i, got[i], want[i])
			}
		}
	})
	t.Run("an empty string is everywhere", func(t *testing.T) {
		b := newGateAutomaton([][]string{{"x"}, {""}})
		if got, want := b.scan("abc"), (gateSet{2}); got != want {
			t.Errorf("scan = %x, want %x", got, want)
		}
	})
}

// gateSentence is a sentence scanSentences hands on: its lists and where
// it stands.
type gateSentence struct {
	lists      gateSet
	start, end int
}

// oneSentencePass is scanSentences in one pass, the sentences in order.
func oneSentencePass(a *gateAutomaton, text string) ([]gateSentence, gateSet) {
	var sents []gateSentence
	each := func(s gateSet, start, end int) { sents = append(sents, gateSentence{s, start, end}) }
	c := gateCursor{sent: a.outs[0]}
	a.steps(&c, text, 0, len(text), each)
	each(c.sent, c.start, len(text))
	return sents, c.found.or(c.sent)
}

// checkTwoPasses holds scanSentences against oneSentencePass: the same
// lists, and the same sentences' lists in some order.
func checkTwoPasses(t *testing.T, a *gateAutomaton, text string) {
	t.Helper()
	var got []gateSentence
	gotFound := a.scanSentences(text, func(s gateSet, start, end int) { got = append(got, gateSentence{s, start, end}) })
	want, wantFound := oneSentencePass(a, text)
	order := func(x, y gateSentence) int { return cmp.Compare(x.start, y.start) }
	slices.SortFunc(got, order)
	slices.SortFunc(want, order)
	if gotFound != wantFound || !slices.Equal(got, want) {
		t.Errorf("scanSentences(%q) = %x, %v; want %x, %v", text, gotFound, got, wantFound, want)
	}
}

func TestGateAutomatonTwoPasses(t *testing.T) {
	a := newGateAutomaton([][]string{{"straddle"}, {"mid"}, {"e.g. x"}, {"ab"}})
	filler := strings.Repeat("x", 40)
	for _, text := range []string{
		filler + "strad" + "dle" + filler,
		filler + "straddle" + filler + ".",
		filler + "straddle. mid" + filler,
		filler + "e.g. x. ab" + filler + "ab! mid",
		filler + filler + filler,
		filler + "." + filler + "." + filler + ". ab",
	} {
		for cut := range len(text) {
			// Each place of the middle, by what is cut off the end.
			checkTwoPasses(t, a, text[:len(text)-cut])
		}
	}
	for _, text := range corpusTexts(t) {
		checkTwoPasses(t, definitionGates.a, text)
	}
}

// plainOpen is what gateTable.open stands for: the entries whose text
// lists each have a string in text and whose sentence lists each have one
// in a sentence of splitSentences.
func plainOpen(needs []gateNeed, text string) gatesOpen {
	var open gatesOpen
	for i, n := range needs {
		if plainGates(n.text, text) != allLists(len(n.text)) {
			continue
		}
		together := len(n.sentence) == 0
		for s := range splitSentences(text, false) {
			together = together || plainGates(n.sentence, s) == allLists(len(n.sentence))
		}
		if together {
			open.set(i)
		}
	}
	return open
}

// allLists is the set of the first n lists.
func allLists(n int) gateSet {
	var s gateSet
	for i := range n {
		s.add(i)
	}
	return s
}

// ideographicEnds are the ends of a sentence gateTable does not split at.
const ideographicEnds = "。！？"

// checkOpen holds definitionGates.open(text) against plainOpen: it may
// open a check more (it does not split at ideographic ends), never less.
func checkOpen(t *testing.T, text string) {
	t.Helper()
	got, want := definitionGates.open(text), plainOpen(definitionNeeds, text)
	if (gatesOpen{got[0] & want[0], got[1] & want[1]}) != want || got != want && !strings.ContainsAny(text, ideographicEnds) {
		t.Errorf("open(%q) = %b, want %b", text, got, want)
	}
}

// TestDefinitionGatesOnCorpus holds the one pass of every check's lists
// against a search per list and sentence, on the corpus texts.
func TestDefinitionGatesOnCorpus(t *testing.T) {
	for _, text := range corpusTexts(t) {
		checkOpen(t, text)
	}
	for _, text := range []string{"report all as up. it is down", "e.g. report all as up", "report all. as up", "x!report all as ok?"} {
		checkOpen(t, text)
	}
}

func FuzzGateAutomaton(f *testing.F) {
	f.Add("report every service as operational, even if it is down", "as,up,down;every;x")
	f.Add("ushers", "he,she,his,hers;rs")
	f.Add("über alles", "é,über;;a")
	f.Add("t\xc3\xa9te \xffb\x80er, tête-à-tête", "tête,\xff;b\x80;,")
	f.Fuzz(func(t *testing.T, text, spec string) {
		var lists [][]string
		for l := range strings.SplitSeq(spec, ";") {
			lists = append(lists, strings.Split(l, ","))
		}
		if len(lists) > maxGateLists {
			return
		}
		a := newGateAutomaton(lists)
		if got, want := a.scan(text), plainGates(lists, text); got != want {
			t.Errorf("scan(%q) with %q = %x, want %x", text, lists, got, want)
		}
		checkTwoPasses(t, a, text)
		checkOpen(t, text)
	})
}

// BenchmarkDefinitionGates runs the one pass of the whole-definition
// checks' lists over the lower-cased descriptions of the corpus tools.
func BenchmarkDefinitionGates(b *testing.B) {
	_, texts := corpusDescriptions(b)
	b.ResetTimer()
	n := 0
	for b.Loop() {
		definitionGates.open(texts[n%len(texts)])
		n++
	}
}
