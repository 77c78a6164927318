package classifier

import (
	"encoding/json"
	"path/filepath"
	"strings"
	"testing"
	"unicode"

	"github.com/mcpscan/mcpscan/catalog"
	"github.com/mcpscan/mcpscan/classifier/poisonmodel"
)

// labelled is one definition the learned scorer learns from or is
// measured on: a case of a poisoning or honest corpus, a case of the
// class tests (corpus "classes"), or a real server's tool (never
// poisoned).
type labelled struct {
	corpus, id, kind string // corpus is "real" for a real server's tool
	server           string // the real tool's server; a padded copy's, its sentence's
	poisoned         bool
	foreign          bool // written, wholly or in part, in a language other than English
	unlearned        bool // of a corpus no model learns from (scorerHeldOut)
	padded           bool // a poisoned case with an honest sentence added, learned from but never scored (withPaddedCopies)
	def              poisonmodel.Definition
	tool             catalog.Tool
}

// modelSetup is how a scorer is trained: how it reads definitions, how it
// fits, and how much a real tool weighs against a corpus case.
type modelSetup struct {
	name       string
	cfg        poisonmodel.Config
	train      poisonmodel.Training
	realWeight float64
	// benignWeight is the weight of a corpus's hard negative or honest tool.
	benignWeight float64
	threshold    float32 // chosen on the held-out figures
	// foreignWeight, when not zero, is the weight of a poisoned case
	// written wholly or in part in another language, fewer than the
	// English ones.
	foreignWeight float64
	// padWeight, when not zero, adds a padded copy of every poisoned case
	// to the training, of this weight (see withPaddedCopies).
	padWeight float64
	// padBenign pads the corpora's benign cases too, so the honest
	// sentences added stand beside payloads and honest text alike.
	padBenign bool
}

// newDataset reads the set's definitions as s says.
func newDataset(set []labelled, s modelSetup) *poisonmodel.Dataset {
	defs := make([]*poisonmodel.Definition, len(set))
	for i := range set {
		defs[i] = &set[i].def
	}
	return poisonmodel.NewDataset(s.cfg, defs)
}

// labelledSet is every labelled definition: the poisoning corpora, the
// honest corpora and the real servers' tools, each real tool once, in a
// fixed order.
func labelledSet(t testing.TB) []labelled {
	t.Helper()
	var out []labelled
	for _, dir := range learnedCorpusDirs() {
		for _, c := range readPoisonCorpus(t, dir) {
			out = append(out, labelled{corpus: filepath.Base(dir), id: c.ID, kind: c.Kind, poisoned: c.Poisoned, tool: c.tool})
		}
	}
	for _, c := range readClassCases(t) {
		var tool catalog.Tool
		if err := json.Unmarshal(c.Tool, &tool); err != nil {
			t.Fatalf("%s: %s: %v", classCasesFile, c.Name, err)
		}
		out = append(out, labelled{corpus: "classes", id: c.Test + "/" + c.Name, kind: c.Test, poisoned: c.Poisoned, tool: tool})
	}
	eachRealTool(t, func(server string, tool catalog.Tool) {
		out = append(out, labelled{corpus: "real", id: server + "/" + tool.Name, server: server, tool: tool})
	})
	for i := range out {
		out[i].def = modelDefinition(&out[i].tool)
		out[i].foreign = foreignText(out[i].tool)
	}
	return out
}

// englishWords are common English function words: a sentence of six
// words or more with none of them, or one mostly in a non-Latin script,
// is in another language.
var englishWords = map[string]bool{}

func init() {
	for _, w := range strings.Fields("the a an to of and or in on for with is are be this that it by from as at your you if not when all each any its into was will can do does use only") {
		englishWords[w] = true
	}
}

// foreignText reports whether a definition has a sentence in a language
// other than English, in its description or its schemas' strings: the
// measure splits results by it, as a quarter of the corpora's payloads
// are written so.
func foreignText(t catalog.Tool) bool {
	text := t.Description + "\n" + string(t.InputSchema) + "\n" + string(t.OutputSchema)
	for _, sent := range strings.FieldsFunc(text, func(r rune) bool { return strings.ContainsRune(".!?;\n\"。", r) }) {
		var latin, other, words, english int
		for _, w := range strings.FieldsFunc(sent, func(r rune) bool { return !unicode.IsLetter(r) }) {
			words++
			if englishWords[strings.ToLower(w)] {
				english++
			}
			for _, r := range w {
				if r < 0x250 {
					latin++
				} else {
					other++
				}
			}
		}
		if other > 8 && other > latin || words >= 6 && english == 0 {
			return true
		}
	}
	return false
}

// trainingWeights gives each definition its weight in training, zero for
// those left out: poisoned cases weigh one, hard negatives and honest
// tools setup.benignWeight, real tools setup.realWeight, padded copies
// setup.padWeight.
func trainingWeights(set []labelled, s modelSetup, out func(i int) bool) []float64 {
	w := make([]float64, len(set))
	for i, l := range set {
		switch {
		case out != nil && out(i):
		case l.padded:
			w[i] = s.padWeight
		case l.corpus == "real":
			w[i] = s.realWeight
		case !l.poisoned:
			w[i] = s.benignWeight
		case l.foreign && s.foreignWeight > 0:
			w[i] = s.foreignWeight
		default:
			w[i] = 1
		}
	}
	return w
}

// labels are the set's poisoned flags.
func labels(set []labelled) []bool {
	out := make([]bool, len(set))
	for i, l := range set {
		out[i] = l.poisoned
	}
	return out
}
