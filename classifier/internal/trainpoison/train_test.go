package trainpoison

import (
	"math"
	"slices"
	"testing"
)

// TestTrain trains each learning rule on definitions a single feature
// tells apart: the poisoned one's payload sentence carries feature 1,
// every clean sentence feature 2, and both share feature 3. The payload's
// feature must weigh toward poisoning, the clean one's against, and the
// sentence that carries the payload must outscore the other sentence of
// its definition.
func TestTrain(t *testing.T) {
	var defs []*Def
	for range 20 {
		defs = append(defs,
			&Def{Poisoned: true, Sents: [][]uint32{{3, 4}, {1, 3}}},
			&Def{Sents: [][]uint32{{2, 3}, {2, 4}}},
			&Def{Sents: [][]uint32{{2, 3}}, Weight: 2},
		)
	}
	base := Options{Bits: 4, Epochs: 6, Rounds: 3, Rate: 0.05, PosShare: 0.5, Seed: 1}
	tests := []struct {
		name string
		opt  Options
	}{
		{"logistic", base},
		{"logistic L1", func() Options { o := base; o.L1 = 1e-4; return o }()},
		{"perceptron", func() Options { o := base; o.Variant, o.Rate = Perceptron, 0.01; return o }()},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			w := Train(defs, tt.opt)
			if w[1] <= 0 || w[2] >= 0 {
				t.Errorf("got weights %.3f (payload) and %.3f (clean), want above and below zero", w[1], w[2])
			}
			if a, b := Score(w, []uint32{1, 3}), Score(w, []uint32{3, 4}); a <= b {
				t.Errorf("got the payload sentence %.3f and its neighbour %.3f, want the payload higher", a, b)
			}
			if again := Train(defs, tt.opt); !slices.Equal(w, again) {
				t.Errorf("got %v on a second run, want %v, the same", again, w)
			}
		})
	}
}

// TestQuantize holds the bytes to the fixed scale: clipped at ±127, only
// the heaviest kept, and a weight under half a step dropped.
func TestQuantize(t *testing.T) {
	tests := []struct {
		name string
		w    []float64
		max  int
		want []int8
	}{
		{"scaled and rounded", []float64{0.5, -0.25, 0}, 10, []int8{12, -6, 0}},
		{"clipped", []float64{100, -100}, 10, []int8{127, -127}},
		{"under half a step", []float64{0.01, -0.02}, 10, []int8{0, 0}},
		{"heaviest kept", []float64{1, -3, 2, 0.5}, 2, []int8{0, -72, 48, 0}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			if got := Quantize(tt.w, tt.max, 24); !slices.Equal(got, tt.want) {
				t.Errorf("got %v, want %v", got, tt.want)
			}
		})
	}
}

// TestExp holds the portable exponential near math.Exp where a gradient
// step reads it.
func TestExp(t *testing.T) {
	for _, x := range []float64{-8, -3, -1, -0.1, 0, 0.5, 2, 6} {
		t.Run("", func(t *testing.T) {
			if got, want := exp(x), math.Exp(x); math.Abs(got-want) > 0.05*want {
				t.Errorf("exp(%g): got %g, want within 5%% of %g", x, got, want)
			}
		})
	}
}
