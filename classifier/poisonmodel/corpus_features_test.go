package poisonmodel

import (
	"encoding/json"
	"flag"
	"fmt"
	"hash/fnv"
	"math"
	"os"
	"path/filepath"
	"slices"
	"strconv"
	"strings"
	"testing"

	"github.com/mcpscan/mcpscan/catalog"
)

var updateFeatures = flag.Bool("poisonmodel.update-features", false, "rewrite testdata/corpus_features.golden")

// corpusFeaturesFile holds, for each corpus file of the classifier's
// testdata, a digest of the features every definition in it gives under
// featureConfigs: the scorer's reading of real and poisoned texts may be
// made faster, never different.
const corpusFeaturesFile = "testdata/corpus_features.golden"

// featureConfigs are the readings digested: the shipped model's, in its
// own mode (features counted once, cut at maxFeatures) and sentence by
// sentence; and one with every reading of other languages on.
var featureConfigs = []Config{
	{Bits: 18, Mode: ModeWhole, Bigrams: true, Fields: true, Stem: true, Prefix: 6},
	{Bits: 18, Mode: ModeBoth, Bigrams: true, Fields: true, Stem: true, Prefix: 6},
	{Bits: 20, Mode: ModeBoth, Bigrams: true, Fields: true, CharForeign: true, CharMin: 2, CharMax: 4, Prefix: 5, Scripts: true, Switch: true},
	{Bits: 16, Mode: ModeSentences, CharAll: true, CharMin: 3, CharMax: 5},
}

// corpusDefinitions are the definitions of every corpus file of the
// classifier's testdata, by file.
func corpusDefinitions(t *testing.T) map[string][]Definition {
	t.Helper()
	out := map[string][]Definition{}
	def := func(tool *catalog.Tool) Definition {
		return Definition{Name: tool.Name, Title: tool.Title, Description: tool.Description, AnnotationsTitle: tool.Annotations.Title,
			InputSchema: tool.InputSchema, OutputSchema: tool.OutputSchema}
	}
	servers, _ := filepath.Glob("../testdata/*/servers/*.json")
	for _, f := range servers {
		data, err := os.ReadFile(f)
		if err != nil {
			t.Fatal(err)
		}
		list, err := catalog.DecodeServers(data, filepath.Base(f))
		if err != nil {
			t.Fatalf("%s: %v", f, err)
		}
		for _, s := range list {
			for i := range s.Tools {
				out[f] = append(out[f], def(&s.Tools[i]))
			}
		}
	}
	cases, _ := filepath.Glob("../testdata/*/cases.json")
	for _, f := range cases {
		data, err := os.ReadFile(f)
		if err != nil {
			t.Fatal(err)
		}
		var doc struct {
			Cases []struct {
				Tool catalog.Tool `json:"tool"`
			} `json:"cases"`
		}
		if err := json.Unmarshal(data, &doc); err != nil {
			t.Fatalf("%s: %v", f, err)
		}
		for i := range doc.Cases {
			out[f] = append(out[f], def(&doc.Cases[i].Tool))
		}
	}
	if len(out) == 0 {
		t.Fatal("no corpus files")
	}
	return out
}

// featureDigest hashes what the featurizer reads from defs under cfg: each
// segment's features in order, its group, the feature count and the
// invisible characters counted.
func featureDigest(cfg Config, defs []Definition) string {
	f := new(featurizer)
	var buf []byte
	put := func(v int) { buf = strconv.AppendInt(append(buf, ','), int64(v), 10) }
	for i := range defs {
		f.reset(cfg)
		f.definition(&defs[i])
		put(len(f.segs))
		for _, s := range f.segs {
			put(int(s.group))
			put(s.end - s.start)
			for _, ix := range f.idx[s.start:s.end] {
				put(int(ix))
			}
		}
		put(f.count)
		put(f.hidden)
	}
	h := fnv.New64a()
	_, _ = h.Write(buf)
	return fmt.Sprintf("%016x", h.Sum64())
}

// TestCorpusFeaturesUnchanged reads every corpus definition under each of
// featureConfigs and compares the digests with those recorded: a faster
// featurizer must read every text exactly as before, so that the shipped
// model's probabilities stay the same to the bit.
func TestCorpusFeaturesUnchanged(t *testing.T) {
	defs := corpusDefinitions(t)
	files := make([]string, 0, len(defs))
	for f := range defs {
		files = append(files, f)
	}
	slices.Sort(files)
	var got strings.Builder
	for _, f := range files {
		fmt.Fprintf(&got, "%s", strings.TrimPrefix(f, "../testdata/"))
		for _, cfg := range featureConfigs {
			fmt.Fprintf(&got, " %s", featureDigest(cfg, defs[f]))
		}
		got.WriteByte('\n')
	}
	if *updateFeatures {
		if err := os.WriteFile(corpusFeaturesFile, []byte(got.String()), 0o644); err != nil {
			t.Fatal(err)
		}
		return
	}
	want, err := os.ReadFile(corpusFeaturesFile)
	if err != nil {
		t.Fatal(err)
	}
	wantLines := map[string]string{}
	for _, l := range strings.Split(strings.TrimSpace(string(want)), "\n") {
		name, _, _ := strings.Cut(l, " ")
		wantLines[name] = l
	}
	for _, l := range strings.Split(strings.TrimSpace(got.String()), "\n") {
		name, _, _ := strings.Cut(l, " ")
		w, ok := wantLines[name]
		if !ok {
			continue // a corpus added since: nothing recorded to compare
		}
		t.Run(name, func(t *testing.T) {
			if l != w {
				t.Errorf("got %q, want %q", l, w)
			}
		})
	}
}

// TestShippedScoresOnCorpus scores every corpus definition with the
// shipped model as Score does (weights summed as features are read, the
// featurizer reused from the pool) and from the features as listed, which
// TestCorpusFeaturesUnchanged holds: the two must agree to the bit.
func TestShippedScoresOnCorpus(t *testing.T) {
	m := shipped(t)
	for file, defs := range corpusDefinitions(t) {
		for i := range defs {
			f := new(featurizer)
			f.reset(m.Config)
			f.definition(&defs[i])
			want := sigmoid(float64(m.Bias))
			if len(f.idx) > 0 {
				want = sigmoid(m.logit(f.idx))
			}
			if got := m.Score(&defs[i]); math.Float64bits(got) != math.Float64bits(want) {
				t.Errorf("%s #%d: got %v, want %v", file, i, got, want)
			}
		}
	}
}
