package classifier

import (
	"fmt"
	"reflect"
	"sync"
	"testing"
)

// TestPooledStateKeepsNothing classifies every corpus tool, keeps the
// assessments, and classifies them again in the other order: a kept
// assessment that shared a buffer with a lent state would have been
// written over by the tools after it.
func TestPooledStateKeepsNothing(t *testing.T) {
	rs := Default()
	tools := corpusTools(t)
	kept := make([]Assessment, len(tools))
	for i, tl := range tools {
		kept[i] = rs.Classify(tl)
	}
	for i := len(tools) - 1; i >= 0; i-- {
		if got, want := kept[i], rs.Classify(tools[i]); !reflect.DeepEqual(got, want) {
			t.Fatalf("%s: got %+v, want %+v", tools[i].Name, got, want)
		}
	}
}

// Classify is called from several goroutines at once (the command line
// classifies a large file on every core, the gateway and the registry
// share one ruleset): the pooled scratch state, the lazily built tables
// and the learned scorer must give each call the assessment it gives
// alone. Under the race detector this is the classifier's race test.
func TestClassifyConcurrently(t *testing.T) {
	rs := Default()
	tools := corpusTools(t)
	// Poisoned and honest corpus definitions too: they reach the checks
	// (decoded readings, excuses, the scorer's excuse) real tools rarely do.
	for _, c := range []string{"testdata/poisoning42", "testdata/poisoning41", "testdata/honest43"} {
		for _, pc := range readPoisonCorpus(t, c) {
			tools = append(tools, pc.tool)
		}
	}
	want := make([]Assessment, len(tools))
	for i, tl := range tools {
		want[i] = rs.Classify(tl)
	}
	const workers = 4
	got := make([][]Assessment, workers)
	var wg sync.WaitGroup
	for w := range workers {
		got[w] = make([]Assessment, len(tools))
		wg.Go(func() {
			// Each worker walks the tools from a different place, so
			// different definitions are in flight at once.
			for k := range tools {
				i := (k + w*len(tools)/workers) % len(tools)
				got[w][i] = rs.Classify(tools[i])
			}
		})
	}
	// Meanwhile user rulesets are loaded and used: each lays its rules over
	// the built-in ones and compiles its own copy, and must not write into
	// the sections it shares with them while they classify (the race
	// detector watches this test in CI).
	var loadErr error
	wg.Go(func() {
		for i := range 3 {
			user, err := LoadRules(fmt.Appendf(nil, `{"version": "concurrent.%d", "verbs": {"Destructive": ["obliterate"]}}`, i))
			if err != nil {
				loadErr = err
				return
			}
			for _, tl := range tools[:min(len(tools), 200)] {
				user.Classify(tl)
			}
		}
	})
	wg.Wait()
	if loadErr != nil {
		t.Fatal(loadErr)
	}
	for w := range workers {
		for i := range tools {
			if !reflect.DeepEqual(got[w][i], want[i]) {
				t.Fatalf("worker %d, %s: got %+v, want %+v", w, tools[i].Name, got[w][i], want[i])
			}
		}
	}
}
