package classifier

import (
	"encoding/json"
	"os"
	"path/filepath"
	"regexp"
	"slices"
	"strconv"
	"strings"
	"sync"
	"testing"
	"unicode/utf8"

	"github.com/mcpscan/mcpscan/catalog"
	"github.com/mcpscan/mcpscan/classifier/internal/trainpoison"
)

// The learned scorer's data: every case of the poisoning corpora and
// every real tool, each once, with what the rules decided and the
// features of every sentence (see learnedReader).

// learnedCorpora are the poisoning corpora the scorer learns from, in the
// order they were written: a fold leaves out a corpus and every later one.
var learnedCorpora = []string{
	"testdata/poisoning", "testdata/poisoning-fresh", "testdata/poisoning3", "testdata/poisoning4",
	"testdata/poisoning5", "testdata/poisoning6", "testdata/poisoning7", "testdata/poisoning8",
	"testdata/poisoning9", "testdata/poisoning10", "testdata/poisoning11", "testdata/poisoning12",
	"testdata/poisoning13", "testdata/poisoning14", "testdata/poisoning15", "testdata/poisoning16",
	"testdata/poisoning17", "testdata/poisoning18", "testdata/poisoning19", "testdata/poisoning20",
	"testdata/poisoning21", "testdata/poisoning22", "testdata/poisoning23",
}

// learnedDef is one definition as the scorer sees it.
type learnedDef struct {
	corpus   int    // index in learnedCorpora, -1 for a real tool, learnedHonest for a test's honest example
	id       string // the case's id, or the real tool's server/name
	server   uint32 // for a real tool, the hash of its server's name: the halves are by server
	poisoned bool   // a poisoned case (else a hard negative or a real tool)
	rules    bool   // the rules report tool poisoning
	learned  bool   // the shipped scorer reports it (poison.learned)
	english  bool   // its prose reads as English (see readsEnglish)
	sents    [][]uint32
	texts    []string // the sentences, as read
}

// half is the half of the real servers a tool's server falls in.
func (d *learnedDef) half() int { return int(d.server>>7) & 1 }

var (
	learnedDataOnce sync.Once
	learnedData     []*learnedDef
)

// learnedDefs classifies every case and real tool once.
func learnedDefs(t testing.TB) []*learnedDef {
	t.Helper()
	learnedDataOnce.Do(func() { learnedData = collectLearnedDefs(t) })
	return learnedData
}

func collectLearnedDefs(t testing.TB) []*learnedDef {
	r, err := parseRules(defaultRulesJSON, nil)
	if err != nil {
		t.Fatal(err)
	}
	r.learned = nil // the rules alone decide d.rules
	var cur *learnedDef
	r.learnedCollect = func(sent string, feats []uint32) {
		cur.sents = append(cur.sents, slices.Clone(feats))
		cur.texts = append(cur.texts, sent)
	}
	var out []*learnedDef
	shipped := Default()
	classify := func(d *learnedDef, tool catalog.Tool) {
		cur = d
		d.rules, _ = poisoningFound(r.Classify(tool))
		d.learned = slices.ContainsFunc(shipped.Classify(tool).Findings, func(f Finding) bool { return f.ID == "poison.learned" })
		d.english = readsEnglish(tool)
		out = append(out, d)
	}
	for ci, dir := range learnedCorpora {
		for _, c := range readPoisonCorpus(t, dir) {
			classify(&learnedDef{corpus: ci, id: c.ID, poisoned: c.Poisoned}, c.tool)
		}
	}
	seen := map[string]bool{}
	servers := append(realServers(t), serversIn(t, "testdata/review/servers")...)
	for _, s := range append(servers, serversIn(t, "../internal/snapshot/servers")...) {
		for _, tool := range s.Tools {
			key := s.Name + "/" + tool.Name
			if seen[key] {
				continue
			}
			seen[key] = true
			classify(&learnedDef{corpus: -1, id: key, server: wordHash(s.Name)}, tool)
		}
	}
	for _, ex := range honestExamples(t) {
		var tool catalog.Tool
		if err := json.Unmarshal([]byte(ex), &tool); err != nil {
			t.Fatal(err)
		}
		classify(&learnedDef{corpus: learnedHonest, id: tool.Name}, tool)
	}
	return out
}

// learnedHonest is the corpus of the honest examples of the classifier's
// tests (see honestExamples).
const learnedHonest = -2

// honestDesc is an honest example of a class test: a tool with only a
// description, or a description and named string parameters, that the
// rules must leave clean; the description is what is learned from.
var honestDesc = regexp.MustCompile(`\b(?:desc|schemaDesc)\(("[^"]*"), ("(?:[^"\\]|\\.)*")(?:\)|, map\[string\]string\{[^}]*\}\)), false\}`)

// honestExamples are the tools the classifier's own tests hold honest, by
// a description alone: the scorer is trained without them and its
// threshold is set above every one (see learnedSet.train), so it does not
// undo what the rules were taught to excuse.
func honestExamples(t testing.TB) []string {
	t.Helper()
	files, err := filepath.Glob("*_test.go")
	if err != nil {
		t.Fatal(err)
	}
	var out []string
	for _, f := range files {
		src, err := os.ReadFile(f)
		if err != nil {
			t.Fatal(err)
		}
		for _, m := range honestDesc.FindAllSubmatch(src, -1) {
			name, err1 := strconv.Unquote(string(m[1]))
			text, err2 := strconv.Unquote(string(m[2]))
			if err1 != nil || err2 != nil {
				t.Fatalf("%s: an honest example that is not a plain string: %s", f, m[0])
			}
			out = append(out, desc(name, text))
		}
	}
	return out
}

// englishWords are words nearly every English sentence of some length
// has one of.
var englishWords = map[string]bool{
	"the": true, "a": true, "an": true, "to": true, "of": true, "and": true, "or": true, "is": true, "are": true,
	"for": true, "with": true, "this": true, "that": true, "in": true, "on": true, "by": true, "from": true,
	"it": true, "be": true, "as": true, "not": true, "your": true, "you": true, "if": true, "all": true,
}

// markup is an HTML tag or entity, escaped or not.
var markup = regexp.MustCompile(`&lt;.*?&gt;|<[^>]*>|&#?[a-z0-9]+;`)

// readsEnglish reports whether a tool's description reads as English: a
// fifth of its letters at most outside ASCII, and enough of its words
// common English ones. It tells apart the cases in other languages, for
// measuring the scorer's bias against them.
func readsEnglish(tool catalog.Tool) bool {
	// Markup and its escapes are no language's words.
	text := markup.ReplaceAllString(tool.Description, " ")
	letters, other := 0, 0
	for _, r := range text {
		switch {
		case r >= utf8.RuneSelf:
			other++
			letters++
		case r >= 'a' && r <= 'z' || r >= 'A' && r <= 'Z':
			letters++
		}
	}
	if letters == 0 {
		return true
	}
	if other*5 > letters {
		return false
	}
	words, common := 0, 0
	for _, w := range strings.FieldsFunc(strings.ToLower(text), func(r rune) bool { return r < 'a' || r > 'z' }) {
		words++
		if englishWords[w] {
			common++
		}
	}
	return words < 6 || common*12 >= words
}

// learnedConfig is a variant of the scorer: its learning rule and the
// kinds of feature it reads (nil for all).
type learnedConfig struct {
	name  string
	kinds []uint32
	opt   trainpoison.Options
	// other is how much a real tool in another language weighs in
	// training, and hard how much a corpus's hard negative does; 0 for 1.
	other, hard float64
}

// The settings shared by the variants: fixed, so the weights are
// reproducible.
const (
	learnedInnerFolds = 4     // the scorers that score out of fold, to set the threshold
	learnedMaxWeights = 90000 // the most non-zero weights kept (the file stays under 300 KB)
	learnedScale      = 24    // byte steps to a unit of weight: weights up to ±5.3 are kept whole
)

var learnedL2 = trainpoison.Options{Bits: learnedBits, Variant: trainpoison.Logistic, Epochs: 6, Rounds: 3, Rate: 0.05, L2: 1e-5, PosShare: 0.5, Seed: 1}

// Kinds of feature, grouped for the variants.
var (
	learnedWordKinds  = []uint32{kindWord, kindPair, kindFirst}
	learnedShapeKinds = []uint32{kindClass, kindClassPair, kindField, kindFieldClass, kindBias, kindShape}
)

// learnedVariants are the variants measured.
var learnedVariants = []learnedConfig{
	{"logistic, all features", nil, learnedL2, 0, 0},
	{"logistic, all, other languages x4", nil, learnedL2, 4, 0},
	{"logistic, no words", learnedShapeKinds, learnedL2, 4, 0},
	{"logistic, no words but off-purpose", append(slices.Clone(learnedShapeKinds), kindOff), learnedL2, 4, 0},
	{"logistic, all but off-purpose", append(slices.Clone(learnedShapeKinds), learnedWordKinds...), learnedL2, 4, 0},
	{"logistic L1, all", nil, withOpt(learnedL2, func(o *trainpoison.Options) { o.L1 = 2e-4 }), 4, 0},
	{"perceptron, all", nil, learnedPerceptron, 4, 0},
	{"perceptron, all, other languages x1", nil, learnedPerceptron, 0, 0},
	{"perceptron, no words", learnedShapeKinds, learnedPerceptron, 4, 0},
	{"perceptron, all but off-purpose", append(slices.Clone(learnedShapeKinds), learnedWordKinds...), learnedPerceptron, 4, 0},
	{"perceptron, all, 12 epochs", nil, withOpt(learnedPerceptron, func(o *trainpoison.Options) { o.Epochs = 12 }), 4, 0},
	{"perceptron, all, 1 round", nil, withOpt(learnedPerceptron, func(o *trainpoison.Options) { o.Rounds = 1 }), 4, 0},
	{"perceptron, all but off-purpose, hard negatives x5", append(slices.Clone(learnedShapeKinds), learnedWordKinds...), learnedPerceptron, 4, 5},
	{"perceptron, all but off-purpose, hard negatives x20", append(slices.Clone(learnedShapeKinds), learnedWordKinds...), learnedPerceptron, 4, 20},
}

var learnedPerceptron = withOpt(learnedL2, func(o *trainpoison.Options) { o.Variant, o.Rate = trainpoison.Perceptron, 0.01 })

func withOpt(o trainpoison.Options, f func(*trainpoison.Options)) trainpoison.Options {
	f(&o)
	return o
}

// kindMask is the kinds of feature the config reads, bit k for kind k.
func (c *learnedConfig) kindMask() uint32 {
	if c.kinds == nil {
		return 1<<(kindShape+1) - 2
	}
	var m uint32
	for _, k := range c.kinds {
		m |= 1 << k
	}
	return m
}

// sentsOf is a definition's sentences with only the kinds of feature the
// config reads.
func (c *learnedConfig) sentsOf(d *learnedDef) [][]uint32 {
	out := make([][]uint32, 0, len(d.sents))
	for _, s := range d.sents {
		kept := make([]uint32, 0, len(s))
		for _, f := range s {
			if c.kinds == nil || slices.Contains(c.kinds, learnedKind(f)) {
				kept = append(kept, f&learnedBucket)
			}
		}
		out = append(out, kept)
	}
	return out
}

// learnedLimits are how much the scorer may add to the rules, among the
// tools the rules leave clean, when its threshold is set.
type learnedLimits struct{ real, other, hard float64 }

// learnedSet is a config's definitions, read once, for training.
type learnedSet struct {
	c     *learnedConfig
	defs  []*learnedDef
	sents [][][]uint32 // by definition, as c reads it
}

func newLearnedSet(c *learnedConfig, defs []*learnedDef) *learnedSet {
	s := &learnedSet{c: c, defs: defs, sents: make([][][]uint32, len(defs))}
	for i, d := range defs {
		s.sents[i] = c.sentsOf(d)
	}
	return s
}

// weights trains on the definitions for which use is true.
func (s *learnedSet) weights(use func(*learnedDef) bool) *learnedModel {
	var train []*trainpoison.Def
	for i, d := range s.defs {
		if use(d) && d.corpus != learnedHonest {
			def := &trainpoison.Def{Poisoned: d.poisoned, Sents: s.sents[i]}
			switch {
			case d.corpus < 0 && !d.english:
				def.Weight = s.c.other
			case d.corpus >= 0 && !d.poisoned:
				def.Weight = s.c.hard
			}
			train = append(train, def)
		}
	}
	q := trainpoison.Quantize(trainpoison.Train(train, s.c.opt), learnedMaxWeights, learnedScale)
	return &learnedModel{weights: q, kinds: s.c.kindMask()}
}

// train trains a scorer on the definitions for which use is true and sets
// its threshold on scores it could not have learned: each of
// learnedInnerFolds scorers, trained on all but a part of them (by corpus
// and by server), scores that part. Only the tools the rules leave clean
// count: the scorer adds to the rules, and may add at most lim.real of
// the real tools and lim.hard of the hard negatives.
func (s *learnedSet) train(use func(*learnedDef) bool, lim learnedLimits) *learnedModel {
	part := func(d *learnedDef) int {
		if d.corpus < 0 {
			return int(d.server>>9) % learnedInnerFolds
		}
		return d.corpus % learnedInnerFolds
	}
	var reals, others, hard []int32
	nReals, nOthers, nHard := 0, 0, 0
	for p := range learnedInnerFolds {
		m := s.weights(func(d *learnedDef) bool { return use(d) && part(d) != p })
		for i, d := range s.defs {
			if !use(d) || part(d) != p || d.poisoned || d.corpus == learnedHonest {
				continue
			}
			if d.corpus < 0 {
				nReals++
				if !d.english {
					nOthers++
				}
			} else {
				nHard++
			}
			switch {
			case d.rules:
			case d.corpus < 0:
				reals = append(reals, m.defScore(s.sents[i]))
				if !d.english {
					others = append(others, reals[len(reals)-1])
				}
			default:
				hard = append(hard, m.defScore(s.sents[i]))
			}
		}
	}
	m := s.weights(use)
	m.threshold = max(scoreAllowing(reals, int(lim.real*float64(nReals))), scoreAllowing(hard, int(lim.hard*float64(nHard))))
	for i, d := range s.defs {
		if d.corpus == learnedHonest && !d.rules {
			m.threshold = max(m.threshold, m.defScore(s.sents[i]))
		}
	}
	if lim.other > 0 {
		// Real tools in other languages are held to their own share,
		// so the scorer's additions do not fall mostly on them.
		m.threshold = max(m.threshold, scoreAllowing(others, int(lim.other*float64(nOthers))))
	}
	return m
}

// scoreAllowing is the score above which at most n of scores lie.
func scoreAllowing(scores []int32, n int) int32 {
	if n >= len(scores) {
		return -1 << 30
	}
	slices.Sort(scores)
	slices.Reverse(scores)
	return scores[n]
}

// defScore is the score of a definition's worst sentence.
func (m *learnedModel) defScore(sents [][]uint32) int32 {
	best := int32(-1 << 30)
	for _, s := range sents {
		best = max(best, m.score(s))
	}
	return best
}
