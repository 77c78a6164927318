// Package trainpoison trains the classifier's learned poisoning scorer: a
// linear model over hashed sentence features, where a poisoned definition
// is a bag of sentences of which at least one carries the payload and a
// clean definition's sentences are all clean. Training is deterministic:
// the same definitions in the same order, with the same options, give the
// same weights on every run and platform (one goroutine, a seeded
// shuffle, no map iteration).
package trainpoison

import (
	"math"
	"math/rand/v2"
	"slices"
)

// Def is one definition: whether it is poisoned, and the features of
// each of its sentences (buckets below 1<<Options.Bits).
type Def struct {
	Poisoned bool
	Sents    [][]uint32
	// Weight is how much a clean definition's sentences weigh, 0 for 1:
	// a kind of clean text that is rare among the examples but common
	// in use (text in other languages) weighs more, so the model does
	// not learn its rarity as poisoning.
	Weight float64
}

// Variant is the learning rule.
type Variant int

// The learning rules tried.
const (
	// Logistic is logistic regression by stochastic gradient descent,
	// with an L2 pull toward zero (Options.L2) and an L1 one (Options.L1).
	Logistic Variant = iota
	// Perceptron is the averaged perceptron: an update on each mistake
	// (or a margin too thin), the weights averaged over every step.
	Perceptron
)

// Options fixes a training run.
type Options struct {
	Bits     int     // the feature space is 1<<Bits buckets
	Variant  Variant // the learning rule
	Epochs   int     // passes over the examples in each round
	Rounds   int     // the first on every sentence of a poisoned definition, the later on its worst
	Rate     float64 // the step size, decaying as 1/(1+epoch)
	L2, L1   float64 // the pulls toward zero (Logistic)
	PosShare float64 // the poisoned sentences weigh this much of the clean ones, in all
	Seed     uint64  // the shuffle's seed
}

type example struct {
	feats []uint32
	y     float64 // 1 poisoned, 0 clean
	c     float64 // its weight
}

// Train returns the weights, one per bucket, learned from defs.
func Train(defs []*Def, o Options) []float64 {
	var neg []example
	var pos [][][]uint32
	for _, d := range defs {
		if d.Poisoned {
			pos = append(pos, d.Sents)
			continue
		}
		c := d.Weight
		if c == 0 {
			c = 1
		}
		for _, s := range d.Sents {
			neg = append(neg, example{feats: s, c: c})
		}
	}
	w := make([]float64, 1<<o.Bits)
	for round := range max(1, o.Rounds) {
		ex := slices.Clone(neg)
		for _, sents := range pos {
			if round == 0 {
				for _, s := range sents {
					ex = append(ex, example{feats: s, y: 1})
				}
				continue
			}
			// Only the sentence that carries the payload is poisoned:
			// the worst, as the last round scored them.
			best, bestScore := -1, math.Inf(-1)
			for j, s := range sents {
				if sc := Score(w, s); sc > bestScore {
					best, bestScore = j, sc
				}
			}
			if best >= 0 {
				ex = append(ex, example{feats: sents[best], y: 1})
			}
		}
		nPos := len(ex) - len(neg)
		posWeight := o.PosShare * float64(len(neg)) / float64(max(1, nPos))
		rng := rand.New(rand.NewPCG(o.Seed, uint64(round))) //nolint:gosec // a fixed seed: the same order every run, so the same weights
		rng.Shuffle(len(ex), func(i, j int) { ex[i], ex[j] = ex[j], ex[i] })
		clear(w)
		switch o.Variant {
		case Perceptron:
			perceptron(w, ex, posWeight, o)
		default:
			logistic(w, ex, posWeight, o)
		}
	}
	return w
}

// Score is a sentence's score under weights w.
func Score(w []float64, feats []uint32) float64 {
	s := 0.0
	for _, b := range feats {
		s += w[b]
	}
	return s
}

func logistic(w []float64, ex []example, posWeight float64, o Options) {
	for epoch := range o.Epochs {
		rate := o.Rate / (1 + float64(epoch))
		for _, e := range ex {
			p := 1 / (1 + exp(-Score(w, e.feats)))
			g := p - e.y
			if e.y == 1 {
				g *= posWeight
			} else {
				g *= e.c
			}
			for _, b := range e.feats {
				// Each product is rounded before it is added (the
				// conversions), so no platform fuses them and the
				// weights are the same everywhere.
				step := float64(rate * float64(g+float64(o.L2*w[b])))
				x := w[b] - step
				if o.L1 > 0 {
					// Soft thresholding: a weight the data does not hold
					// up returns to zero, and the model stays small.
					x = math.Copysign(math.Max(0, math.Abs(x)-float64(rate*o.L1)), x)
				}
				w[b] = x
			}
		}
	}
}

// perceptron trains averaged-perceptron weights into w: the sum of the
// weights after every step, by the trick of a second, step-weighted sum.
func perceptron(w []float64, ex []example, posWeight float64, o Options) {
	u := make([]float64, len(w)) // the step-weighted updates
	step := 1.0
	for range o.Epochs {
		for _, e := range ex {
			y, c := -1.0, e.c
			if e.y == 1 {
				y, c = 1, posWeight
			}
			if y*Score(w, e.feats) <= 1 {
				d := float64(y * float64(c*o.Rate))
				for _, b := range e.feats {
					w[b] += d
					u[b] += float64(step * d)
				}
			}
			step++
		}
	}
	for i := range w {
		w[i] -= float64(u[i] / step)
	}
}

// exp is e to the x by basic operations only, each rounded as written:
// math.Exp has assembly versions whose last bit differs by platform. It is
// (1 + x/1024)^1024, close enough for a gradient step.
func exp(x float64) float64 {
	x = max(-40, min(40, x))
	y := float64(1 + float64(x/1024))
	for range 10 {
		y = float64(y * y)
	}
	return y
}

// Quantize scales the weights to bytes, scale steps to a unit, keeping
// at most maxWeights of the heaviest; heavier than a byte holds are
// clipped. The scale is fixed, not fitted to the weights, so that scores
// (and a threshold) mean the same under models trained on other data.
func Quantize(w []float64, maxWeights int, scale float64) []int8 {
	mags := make([]float64, 0, len(w))
	for _, x := range w {
		if x != 0 {
			mags = append(mags, math.Abs(x))
		}
	}
	slices.Sort(mags)
	slices.Reverse(mags)
	floor := 0.5 / scale
	if len(mags) > maxWeights && mags[maxWeights] > floor {
		floor = mags[maxWeights]
	}
	q := make([]int8, len(w))
	for i, x := range w {
		if math.Abs(x) <= floor {
			continue
		}
		q[i] = int8(max(-127, min(127, math.Round(x*scale))))
	}
	return q
}
