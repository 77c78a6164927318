package poisonmodel

import (
	"cmp"
	"math"
	"slices"
	"sync"
)

// Dataset is a set of definitions read into features once, to be trained
// on and scored in many folds.
type Dataset struct {
	cfg  Config
	idx  []uint32
	segs []segment
	defs [][2]int // each definition's segments, [from, to) of segs
}

// NewDataset reads defs with cfg.
func NewDataset(cfg Config, defs []*Definition) *Dataset {
	ds := &Dataset{cfg: cfg}
	f := new(featurizer)
	for _, d := range defs {
		f.reset(cfg)
		f.definition(d)
		from := len(ds.segs)
		for _, s := range f.segs {
			ds.segs = append(ds.segs, segment{start: s.start + len(ds.idx), end: s.end + len(ds.idx), group: s.group})
		}
		ds.idx = append(ds.idx, f.idx...)
		ds.defs = append(ds.defs, [2]int{from, len(ds.segs)})
	}
	return ds
}

// Len is the number of definitions.
func (ds *Dataset) Len() int { return len(ds.defs) }

// Training is how a model is fitted: logistic regression by stochastic
// gradient descent on the segment that scores highest (the gradient of
// the maximum), in an order fixed by Seed, for a fixed number of epochs.
type Training struct {
	Epochs int
	Rate   float64 // the learning rate of the first epoch; epoch e uses Rate/√(e+1)
	L2     float64 // weight decay, applied to the weights a step touches
	Seed   uint64
	// Average returns the average of the weights over every step rather
	// than the last ones, which are pulled by the last examples seen.
	Average bool
	// Orders, when above one, fits that many models, in the orders of
	// seeds Seed, Seed+1, …, and keeps the mean of their weights before
	// they are quantised: a single order's model is one draw among many
	// that fit the data alike, and which cases near the threshold it
	// flags changes with the draw.
	Orders int
	// Keyed orders each epoch by a hash of each definition's features
	// and the seed rather than by shuffling the list: a definition keeps
	// its place among the others when definitions are added or removed,
	// so the steps on the rest stay the same.
	Keyed bool
}

// Train fits a model on the definitions whose weight is positive, with
// their labels; a weight of zero leaves a definition out (a held-out
// fold). The same data, labels, weights and training give the same model
// bit for bit.
func (ds *Dataset) Train(tr Training, poisoned []bool, weight []float64) *Model {
	k := max(tr.Orders, 1)
	ws := make([][]float64, k)
	biases := make([]float64, k)
	// The orders are independent and summed in a fixed order below, so
	// fitting two at a time changes no bit of the result.
	var wg sync.WaitGroup
	sem := make(chan struct{}, 2)
	for o := range k {
		wg.Add(1)
		sem <- struct{}{}
		go func() {
			defer func() { <-sem; wg.Done() }()
			one := tr
			one.Seed = tr.Seed + uint64(o) //nolint:gosec // o is a small count
			ws[o], biases[o] = ds.fit(one, poisoned, weight)
		}()
	}
	wg.Wait()
	w, bias := ws[0], biases[0]
	if k > 1 {
		for o := 1; o < k; o++ {
			for i, v := range ws[o] {
				w[i] += v
			}
			bias += biases[o]
		}
		for i := range w {
			w[i] /= float64(k)
		}
		bias /= float64(k)
	}
	return quantise(ds.cfg, w, bias)
}

// fit is one order's weights and bias, before quantisation.
func (ds *Dataset) fit(tr Training, poisoned []bool, weight []float64) ([]float64, float64) {
	w := make([]float64, 1<<ds.cfg.Bits)
	bias := 0.0
	// u accumulates each update times its step number: the average of
	// the weights over c steps is w - u/c (see Average).
	var u []float64
	ub, c := 0.0, 1.0
	if tr.Average {
		u = make([]float64, len(w))
	}
	var order []int
	for i := range ds.defs {
		if weight[i] > 0 && ds.defs[i][1] > ds.defs[i][0] {
			order = append(order, i)
		}
	}
	var keys, ek []uint64
	if tr.Keyed {
		keys, ek = ds.keys(order), make([]uint64, len(ds.defs))
	}
	rng := splitmix(tr.Seed)
	for e := range tr.Epochs {
		if tr.Keyed {
			keyedOrder(order, keys, ek, tr.Seed, e)
		} else {
			for i := len(order) - 1; i > 0; i-- {
				j := int(rng.next() % uint64(i+1)) //nolint:gosec // below i+1, an int
				order[i], order[j] = order[j], order[i]
			}
		}
		lr := tr.Rate / math.Sqrt(float64(e+1))
		for _, i := range order {
			s, l := ds.best(w, bias, i)
			y := 0.0
			if poisoned[i] {
				y = 1
			}
			g := float64(sigmoid(l)-y) * weight[i]
			idx := ds.idx[s.start:s.end]
			sc := 1 / math.Sqrt(float64(len(idx)))
			step := float64(g * sc)
			for _, ix := range idx {
				decay := float64(tr.L2 * w[ix])
				d := float64(lr * (step + decay))
				w[ix] -= d
				if u != nil {
					u[ix] -= float64(c * d)
				}
			}
			bias -= float64(lr * g)
			ub -= float64(c * float64(lr*g))
			c++
		}
	}
	if u != nil {
		for i := range w {
			w[i] -= u[i] / c
		}
		bias -= ub / c
	}
	return w, bias
}

// keys are a hash of each definition's features, of the definitions in
// order: what Keyed orders by.
func (ds *Dataset) keys(order []int) []uint64 {
	keys := make([]uint64, len(ds.defs))
	for _, i := range order {
		h := uint64(0x6a09e667f3bcc908)
		for _, s := range ds.segs[ds.defs[i][0]:ds.defs[i][1]] {
			h = mix(h ^ uint64(s.group)<<32 ^ uint64(s.end-s.start)) //nolint:gosec // a length, never negative
			for _, ix := range ds.idx[s.start:s.end] {
				h = mix(h ^ uint64(ix))
			}
		}
		keys[i] = h
	}
	return keys
}

// keyedOrder sorts order by each definition's key mixed with the seed and
// the epoch, in ek (a scratch of one slot a definition); definitions of
// one key (the same features) keep their relative order.
func keyedOrder(order []int, keys, ek []uint64, seed uint64, epoch int) {
	salt := mix(seed*0x9e3779b97f4a7c15 ^ uint64(epoch)) //nolint:gosec // an epoch, never negative
	for _, i := range order {
		ek[i] = mix(keys[i] ^ salt)
	}
	// A total order (ties broken by the index), so the sort's own order
	// of work changes nothing.
	slices.SortFunc(order, func(a, b int) int {
		if c := cmp.Compare(ek[a], ek[b]); c != 0 {
			return c
		}
		return a - b
	})
}

// best is the segment of definition i with the highest log-odds under
// the weights being trained, and those log-odds.
func (ds *Dataset) best(w []float64, bias float64, i int) (segment, float64) {
	var bs segment
	bl := math.Inf(-1)
	for _, s := range ds.segs[ds.defs[i][0]:ds.defs[i][1]] {
		sum := 0.0
		for _, ix := range ds.idx[s.start:s.end] {
			sum += w[ix]
		}
		if l := bias + float64(sum/math.Sqrt(float64(s.end-s.start))); l > bl {
			bs, bl = s, l
		}
	}
	return bs, bl
}

// quantise keeps each weight as a signed byte of a common scale: the
// largest weight is 127, and a weight under half a step is dropped.
func quantise(cfg Config, w []float64, bias float64) *Model {
	maxAbs := 0.0
	for _, v := range w {
		maxAbs = max(maxAbs, math.Abs(v))
	}
	m := &Model{Config: cfg, Bias: float32(bias), weights: make([]int8, len(w))}
	if maxAbs == 0 {
		return m
	}
	scale := float32(maxAbs / 127)
	m.Scale = scale
	for i, v := range w {
		m.weights[i] = int8(math.Round(v / float64(scale)))
	}
	return m
}

// Scores are the model's probabilities for every definition of the set.
func (ds *Dataset) Scores(m *Model) []float64 {
	out := make([]float64, len(ds.defs))
	for i, d := range ds.defs {
		best := math.Inf(-1)
		for _, s := range ds.segs[d[0]:d[1]] {
			best = max(best, m.logit(ds.idx[s.start:s.end]))
		}
		if d[1] == d[0] {
			best = float64(m.Bias)
		}
		out[i] = sigmoid(best)
	}
	return out
}

// Cut is the lowest threshold at which at most allowed of the scores
// given are flagged: the score just above the (allowed+1)-th highest.
func Cut(scores []float64, allowed int) float64 {
	s := slices.Clone(scores)
	slices.Sort(s)
	slices.Reverse(s)
	if allowed >= len(s) {
		return 0
	}
	return math.Nextafter(s[allowed], 2)
}

// rng is splitmix64: a fixed generator, so training order is the same in
// every build.
type rng struct{ s uint64 }

func splitmix(seed uint64) *rng { return &rng{s: seed} }

func (r *rng) next() uint64 {
	r.s += 0x9e3779b97f4a7c15
	return mix(r.s)
}

// mix is splitmix64's finaliser: every bit of z moves every bit out.
func mix(z uint64) uint64 {
	z = (z ^ z>>30) * 0xbf58476d1ce4e5b9
	z = (z ^ z>>27) * 0x94d049bb133111eb
	return z ^ z>>31
}
