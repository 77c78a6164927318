package classifier

import (
	"slices"
	"testing"
	"time"

	"github.com/mcpscan/mcpscan/classifier/poisonmodel"
)

// BenchmarkPoisonModel scores the real corpus tools with the learned
// poisoning scorer alone, one after another, as BenchmarkClassify
// classifies them: what the scorer adds to a tool's classification.
func BenchmarkPoisonModel(b *testing.B) {
	tools := corpusTools(b)
	m := builtinPoisonModel()
	if m == nil {
		b.Fatal("the embedded model does not decode")
	}
	b.ResetTimer()
	n := 0
	for b.Loop() {
		d := modelDefinition(&tools[n%len(tools)])
		m.Score(&d)
		n++
	}
}

// BenchmarkPoisonModelCost is what the setup shipped costs a score of the
// real corpus tools against the setup shipped before the purpose features
// (purposeBase): the median ratio of short runs of each taken in turn, as
// the load of a shared machine moves too much between two benchmarks to
// compare them. A model's weights do not change its cost: each is fitted
// on a handful of tools.
func BenchmarkPoisonModelCost(b *testing.B) {
	tools := corpusTools(b)
	defs := make([]poisonmodel.Definition, len(tools))
	ptrs := make([]*poisonmodel.Definition, 0, 16)
	for i := range tools {
		defs[i] = modelDefinition(&tools[i])
	}
	y := make([]bool, 16)
	w := make([]float64, 16)
	for i := range 16 {
		ptrs = append(ptrs, &defs[i])
		y[i], w[i] = i%2 == 0, 1
	}
	fit := func(s modelSetup) *poisonmodel.Model {
		return poisonmodel.NewDataset(s.cfg, ptrs).Train(poisonmodel.Training{Epochs: 1, Rate: 0.5, Seed: 1}, y, w)
	}
	before, after := fit(purposeBase), fit(shippedSetup)
	run := func(m *poisonmodel.Model, from int) time.Duration {
		start := time.Now()
		for i := range 100 {
			m.Score(&defs[(from+i)%len(defs)])
		}
		return time.Since(start)
	}
	var ratios []float64
	n := 0
	for b.Loop() {
		// Each goes first in turn: the second reads tools the first left
		// in the cache.
		var t0, t1 time.Duration
		if n/100%2 == 0 {
			t0, t1 = run(before, n), run(after, n)
		} else {
			t1, t0 = run(after, n), run(before, n)
		}
		ratios = append(ratios, float64(t1)/float64(t0))
		n += 100
	}
	slices.Sort(ratios)
	b.ReportMetric(ratios[len(ratios)/2], "ratio")
}
