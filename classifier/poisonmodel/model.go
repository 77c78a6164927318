package poisonmodel

import (
	"math"
	"slices"
	"strings"
	"sync"
)

// Modes: what a score is the maximum of.
const (
	// ModeSentences scores each sentence of each field apart: a payload
	// is usually one sentence among honest ones, and the honest ones do
	// not dilute it.
	ModeSentences uint8 = iota
	// ModeWhole scores the definition's features together.
	ModeWhole
	// ModeBoth scores each sentence and the whole, so a payload split
	// over fields is read too.
	ModeBoth
)

// Config is how definitions are read into features. It is stored in the
// model file, so a model is always read the way it was trained.
type Config struct {
	Bits    uint8 // the hashed feature space has 1<<Bits slots
	Mode    uint8
	Bigrams bool // pairs of adjacent words
	Fields  bool // words also counted with their field group
	// CharAll reads character n-grams of CharMin to CharMax characters
	// from every word; without it only words of unspaced scripts (which
	// always give 1- to 3-grams) are read so.
	CharAll          bool
	CharMin, CharMax uint8
	// Stem strips common English inflections from words.
	Stem bool
	// CharForeign reads character n-grams of CharMin to CharMax
	// characters from the words that hold letters beyond ASCII (see
	// crosslang.go).
	CharForeign bool
	// Prefix, when not zero, reads each word longer than Prefix
	// characters also as its first Prefix characters.
	Prefix uint8
	// Scripts reads the scripts beyond ASCII a definition is written in.
	Scripts bool
	// Switch reads whether a field's sentences change language.
	Switch bool
	// Purpose, ActPairs, NameOrders and Where read what the tool is for
	// against what its texts ask (see purpose.go).
	Purpose, ActPairs, NameOrders, Where bool
}

// Model is a trained scorer: quantised weights over the hashed features,
// a bias and the threshold at which a definition is flagged.
type Model struct {
	Config    Config
	Bias      float32
	Scale     float32 // a weight is its quantised value times Scale
	Threshold float32 // the probability at and above which to flag
	weights   []int8  // dense, 1<<Config.Bits
}

var pool = sync.Pool{New: func() any { return new(featurizer) }}

// Score is the probability that d is poisoned: the largest of its
// segments' (see the modes).
func (m *Model) Score(d *Definition) float64 {
	f := pool.Get().(*featurizer)
	defer pool.Put(f)
	f.reset(m.Config)
	if m.Config.Mode == ModeWhole {
		// One segment, the whole: its weights summed as it is read.
		f.weights = m.weights
		f.definition(d)
		l := float64(m.Bias)
		if f.count > 0 {
			l = m.logitOf(f.sum, f.count)
		}
		f.weights = nil
		return sigmoid(l)
	}
	f.definition(d)
	best := math.Inf(-1)
	for _, s := range f.segs {
		if l := m.logit(f.idx[s.start:s.end]); l > best {
			best = l
		}
	}
	if len(f.segs) == 0 {
		best = float64(m.Bias)
	}
	return sigmoid(best)
}

// Flags reports whether d scores at or above the model's threshold.
func (m *Model) Flags(d *Definition) bool {
	return m.Score(d) >= float64(m.Threshold)
}

// logit is the model's log-odds for one segment's features, each scaled
// by the inverse square root of their number so long and short texts
// weigh alike.
func (m *Model) logit(idx []uint32) float64 {
	var sum int32
	for _, ix := range idx {
		sum += int32(m.weights[ix])
	}
	return m.logitOf(sum, len(idx))
}

// logitOf is the log-odds of n features whose quantised weights add to
// sum.
func (m *Model) logitOf(sum int32, n int) float64 {
	return float64(m.Bias) + float64(m.Scale)*float64(sum)/math.Sqrt(float64(n))
}

// Explanation is why a definition scored as it did: its probability, the
// field and text of the segment that weighed most, and the features of
// that segment that pushed the score up most.
type Explanation struct {
	Probability float64
	Field       string
	Text        string
	Features    []string
}

// Explain scores d and says why. It allocates, and is meant for the few
// definitions that are flagged. The text that weighed most is the
// sentence whose features add most to the score, whatever the mode.
func (m *Model) Explain(d *Definition) Explanation {
	f := new(featurizer)
	cfg := m.Config
	cfg.Mode = ModeBoth // the sentences, for evidence, and the whole
	f.reset(cfg)
	f.record = true
	named := map[uint32]string{}
	f.names = func(ix uint32, kind byte, a, b []byte) {
		if _, ok := named[ix]; !ok {
			named[ix] = featureName(kind, a, b)
		}
	}
	f.definition(d)
	e := Explanation{Probability: sigmoid(float64(m.Bias))}
	if len(f.segs) == 0 {
		return e
	}
	// scoring: the segment the score is taken from; heaviest: the
	// sentence (or the definition's own features) that adds most.
	scoring, heaviest := -1, -1
	bestLogit, bestSum := math.Inf(-1), math.MinInt
	for i, s := range f.segs {
		whole := i == len(f.segs)-1
		if whole == (m.Config.Mode == ModeWhole) || m.Config.Mode == ModeBoth {
			if l := m.logit(f.idx[s.start:s.end]); l > bestLogit {
				scoring, bestLogit = i, l
			}
		}
		if !whole {
			sum := 0
			for _, ix := range f.idx[s.start:s.end] {
				sum += int(m.weights[ix])
			}
			if sum > bestSum {
				heaviest, bestSum = i, sum
			}
		}
	}
	e.Probability = sigmoid(bestLogit)
	if heaviest >= 0 {
		e.Field = fieldLabels[f.segs[heaviest].group]
		e.Text = strings.TrimSpace(f.texts[heaviest])
	}
	s := f.segs[scoring]
	feats := slices.Clone(f.idx[s.start:s.end])
	if m.Config.Mode == ModeWhole {
		// Read again as scored: each feature once, and the features cut
		// at the same count, so the probability is the score's.
		w := new(featurizer)
		w.reset(m.Config)
		w.names = f.names
		w.definition(d)
		feats = w.idx
		e.Probability = sigmoid(float64(m.Bias))
		if len(feats) > 0 {
			e.Probability = sigmoid(m.logit(feats))
		}
	}
	slices.SortStableFunc(feats, func(a, b uint32) int { return int(m.weights[b]) - int(m.weights[a]) })
	seen := map[string]bool{}
	for _, ix := range feats {
		if m.weights[ix] <= 0 || len(e.Features) == 3 {
			break
		}
		if n := named[ix]; !seen[n] {
			seen[n] = true
			e.Features = append(e.Features, n)
		}
	}
	return e
}

// fieldLabels name the field groups in evidence, as the classifier names
// the fields its findings are on.
var fieldLabels = [...]string{"name", "description", "inputSchema", "inputSchema", "inputSchema", "outputSchema", "definition"}

// featureName is a feature as a person reads it.
func featureName(kind byte, a, b []byte) string {
	switch kind {
	case kindPair:
		return string(a) + " " + string(b)
	case kindField:
		return string(b) + " (in " + string(a) + ")"
	case kindChars:
		return "…" + string(a) + "…"
	case kindPrefix:
		return string(a) + "…"
	case kindScript:
		return "script: " + string(a)
	}
	return string(a)
}

// sigmoid is the logistic function, with the exponential computed here so
// training gives the same bits on every machine (the math package's may
// differ in its last bit between architectures).
func sigmoid(x float64) float64 {
	if x < -40 {
		x = -40
	} else if x > 40 {
		x = 40
	}
	return 1 / (1 + exp(-x))
}

// exp is e^x for |x| ≤ 40: x = k·ln2 + r with |r| ≤ ln2/2, e^r by its
// series to the term that no longer changes a float64.
func exp(x float64) float64 {
	k := math.Floor(x/math.Ln2 + 0.5)
	r := x - float64(k*math.Ln2)
	term, sum := 1.0, 1.0
	for n := 1; n <= 18; n++ {
		term = float64(term*r) / float64(n)
		sum += term
	}
	return math.Ldexp(sum, int(k))
}
