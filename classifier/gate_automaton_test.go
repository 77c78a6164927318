package classifier

import (
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
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			if got, want := a.scan(tt.text), plainGates(lists, tt.text); got != want {
				t.Errorf("scan(%q) = %x, want %x", tt.text, got, want)
			}
		})
	}
	t.Run("an empty string is everywhere", func(t *testing.T) {
		b := newGateAutomaton([][]string{{"x"}, {""}})
		if got, want := b.scan("abc"), (gateSet{2}); got != want {
			t.Errorf("scan = %x, want %x", got, want)
		}
	})
}

// TestDefinitionGatesOnCorpus holds the one pass of every check's lists
// against a search per list, on the corpus texts.
func TestDefinitionGatesOnCorpus(t *testing.T) {
	lists := definitionGateLists()
	for _, text := range corpusTexts(t) {
		if got, want := definitionGates.present(text), plainGates(lists, text); got != want {
			t.Fatalf("present(%q) = %x, want %x", text, got, want)
		}
	}
}

// definitionGateLists are the lists of definitionGates, in its order.
func definitionGateLists() [][]string {
	var lists [][]string
	for _, c := range definitionChecks {
		lists = append(lists, c.need...)
	}
	return lists
}

func FuzzGateAutomaton(f *testing.F) {
	f.Add("report every service as operational, even if it is down", "as,up,down;every;x")
	f.Add("ushers", "he,she,his,hers;rs")
	f.Add("über alles", "é,über;;a")
	f.Fuzz(func(t *testing.T, text, spec string) {
		var lists [][]string
		for l := range strings.SplitSeq(spec, ";") {
			lists = append(lists, strings.Split(l, ","))
		}
		if len(lists) > maxGateLists {
			return
		}
		if got, want := newGateAutomaton(lists).scan(text), plainGates(lists, text); got != want {
			t.Errorf("scan(%q) with %q = %x, want %x", text, lists, got, want)
		}
		lists = definitionGateLists()
		if got, want := definitionGates.present(text), plainGates(lists, text); got != want {
			t.Errorf("present(%q) = %x, want %x", text, got, want)
		}
	})
}

// BenchmarkDefinitionGates runs the one pass of the whole-definition
// checks' lists over the lower-cased descriptions of the corpus tools.
func BenchmarkDefinitionGates(b *testing.B) {
	tools := corpusTools(b)
	texts := make([]string, len(tools))
	for i, t := range tools {
		texts[i] = toLower(t.Description)
	}
	b.ResetTimer()
	n := 0
	for b.Loop() {
		definitionGates.present(texts[n%len(texts)])
		n++
	}
}
