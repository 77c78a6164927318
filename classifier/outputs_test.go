package classifier

import (
	"crypto/sha256"
	"encoding/json"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/mcpscan/mcpscan/catalog"
)

// outputsGolden holds a digest of the full report of every real server and
// every case of the poisoning and honest corpora: a change to the engine
// that is meant to be only faster must leave every classification,
// finding, evidence string and score as it was.
const outputsGolden = "testdata/outputs.golden"

// outputDigests returns, per server file and per poisoning corpus, the
// digest of the JSON of what the ruleset says about it.
func outputDigests(t *testing.T, r *Ruleset) []string {
	t.Helper()
	var lines []string
	digest := func(name string, v any) {
		data, err := json.Marshal(v)
		if err != nil {
			t.Fatalf("%s: %v", name, err)
		}
		lines = append(lines, fmt.Sprintf("%x %s", sha256.Sum256(data), name))
	}
	var files []string
	for _, pattern := range []string{"testdata/*/servers/*.json", "../internal/snapshot/servers/*.json"} {
		found, err := filepath.Glob(pattern)
		if err != nil {
			t.Fatal(err)
		}
		files = append(files, found...)
	}
	if len(files) < 300 {
		t.Fatalf("got %d server files, want the corpora's and the snapshot's", len(files))
	}
	for _, f := range files {
		data, err := os.ReadFile(f)
		if err != nil {
			t.Fatal(err)
		}
		servers, err := catalog.DecodeServers(data, filepath.Base(f))
		if err != nil {
			t.Fatalf("%s: %v", f, err)
		}
		reports := make([]ServerReport, 0, len(servers))
		for _, s := range servers {
			reports = append(reports, r.ClassifyServer(s))
		}
		digest(strings.TrimPrefix(f, "../"), reports)
	}
	for _, dir := range labelledCorpusDirs() {
		for _, pc := range readPoisonCorpus(t, dir) {
			digest(dir+"#"+pc.ID, r.Classify(pc.tool))
		}
	}
	return lines
}

// TestOutputsUnchanged compares every report with the digest recorded in
// testdata/outputs.golden. A change of the rules changes digests on
// purpose: rewrite the file with -update and review which servers
// changed (git diff names them).
func TestOutputsUnchanged(t *testing.T) {
	got := outputDigests(t, Default())
	if *update {
		if err := os.WriteFile(outputsGolden, []byte(strings.Join(got, "\n")+"\n"), 0o644); err != nil {
			t.Fatal(err)
		}
		return
	}
	data, err := os.ReadFile(outputsGolden)
	if err != nil {
		t.Fatalf("%v (write it with -update)", err)
	}
	want := strings.Split(strings.TrimSuffix(string(data), "\n"), "\n")
	if len(got) != len(want) {
		t.Fatalf("got %d reports, want %d (rewrite with -update if the corpora changed)", len(got), len(want))
	}
	changed := 0
	for i := range got {
		if got[i] != want[i] {
			if changed++; changed <= 20 {
				t.Errorf("report changed: got %s, want %s", got[i], want[i])
			}
		}
	}
	if changed > 0 {
		t.Errorf("%d of %d reports changed", changed, len(got))
	}
}
