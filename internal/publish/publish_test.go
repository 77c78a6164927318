package publish

import (
	"context"
	"encoding/json"
	"os"
	"path/filepath"
	"testing"

	"github.com/mcpscan/mcpscan/catalog"
	"github.com/mcpscan/mcpscan/classifier"
	"github.com/mcpscan/mcpscan/policy"
	"github.com/mcpscan/mcpscan/policygen"
	"github.com/mcpscan/mcpscan/registry"
)

func TestPrepare(t *testing.T) {
	ctx := context.Background()
	store, err := registry.Open(ctx, filepath.Join(t.TempDir(), "reg.db"))
	if err != nil {
		t.Fatal(err)
	}
	defer func() { _ = store.Close() }()
	data, err := os.ReadFile("../../examples/demo-server.json")
	if err != nil {
		t.Fatal(err)
	}
	servers, err := catalog.DecodeServers(data, "demo")
	if err != nil {
		t.Fatal(err)
	}
	if _, err := store.UpsertServers(ctx, servers); err != nil {
		t.Fatal(err)
	}
	demo := servers[0]

	steps := []struct {
		name           string
		change         func()
		wantClassified int
		wantPolicies   int
	}{
		{"first run classifies everything", func() {}, len(demo.Tools), 1},
		{"second run finds everything stored", func() {}, 0, 0},
		{"a changed tool is classified again", func() {
			demo.Tools[0].Description += " Also returns its size."
			if _, err := store.UpsertServer(ctx, demo); err != nil {
				t.Fatal(err)
			}
		}, 1, 1},
	}
	for _, st := range steps {
		t.Run(st.name, func(t *testing.T) {
			st.change()
			res, err := Prepare(ctx, store, Options{Workers: 2})
			if err != nil {
				t.Fatal(err)
			}
			if res.Servers != 1 || res.Tools != len(demo.Tools) {
				t.Errorf("counts: got %d servers %d tools, want 1 and %d", res.Servers, res.Tools, len(demo.Tools))
			}
			if res.Classified != st.wantClassified || res.Policies != st.wantPolicies {
				t.Errorf("work: got %d classified %d policies, want %d and %d", res.Classified, res.Policies, st.wantClassified, st.wantPolicies)
			}
		})
	}

	pv, err := PolicyVersion(classifier.Default(), policygen.Options{})
	if err != nil {
		t.Fatal(err)
	}
	p, err := store.Policy(ctx, demo.Name, pv)
	if err != nil {
		t.Fatal(err)
	}
	doc, err := policy.Parse(p.Document)
	if err != nil {
		t.Fatalf("stored policy does not parse: %v", err)
	}
	rule := doc.Tools["execute_code"]
	if rule == nil || rule.Risk == nil || rule.Risk.Category != "Execute" || len(rule.Limits) == 0 || rule.Limits[0].Max != 10 {
		t.Errorf("execute_code rule: got %+v, want Execute limited to 10 a minute", rule)
	}
	var findings []classifier.Finding
	if err := json.Unmarshal(p.Findings, &findings); err != nil || len(findings) == 0 {
		t.Errorf("server findings: got %s (%v), want the demo server's toxic flow", p.Findings, err)
	}
	other, err := PolicyVersion(classifier.Default(), policygen.Options{Default: "allow"})
	if err != nil || other == pv {
		t.Errorf("policy version with other options: got %q (%v), want one different from %q", other, err, pv)
	}
}
