package classifier

import "testing"

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
