package classifier

import (
	"testing"
)

// checkDescNeeds compares the triggers of the parameter rules without
// names, read together, with each rule's own search, on desc.
func checkDescNeeds(t *testing.T, r *Ruleset, dn *descNeeds, desc string) {
	t.Helper()
	found := dn.read(desc)
	for k, i := range r.paramByDesc {
		need := r.file.Params[i].rawNeed
		if got, want := dn.holds(k, found, desc), need.set == nil || need.in(desc); got != want {
			t.Fatalf("%s on %q: got %v, want %v", r.file.Params[i].ID, desc, got, want)
		}
	}
}

// paramDescriptions are the corpus parameters' descriptions, cut as the
// rules without names read them, with the corpus texts.
func paramDescriptions(t testing.TB) []string {
	out := corpusTexts(t)
	for _, tool := range allCorpusTools(t) {
		ps, _ := schemaParts(tool.InputSchema)
		for _, p := range ps {
			out = append(out, p.desc[:min(len(p.desc), maxOwnDesc)])
		}
	}
	return out
}

// TestDescNeeds checks the shared reading on the corpus, both as the
// ruleset builds it and as each rule is asked on its own (the fallback
// for lists too long to read together).
func TestDescNeeds(t *testing.T) {
	r := Default()
	if r.descNeeds.set == nil {
		t.Fatal("the rules' triggers are not read together")
	}
	apart := descNeeds{each: r.descNeeds.each, masks: r.descNeeds.masks}
	for name, dn := range map[string]*descNeeds{"together": &r.descNeeds, "apart": &apart} {
		t.Run(name, func(t *testing.T) {
			for _, desc := range paramDescriptions(t) {
				checkDescNeeds(t, r, dn, desc)
			}
		})
	}
}

func FuzzDescNeeds(f *testing.F) {
	for _, s := range hotpathSeeds {
		f.Add(s)
	}
	f.Add("Path to Save the output file; Python code To evaluate. Deploy")
	r := Default()
	f.Fuzz(func(t *testing.T, desc string) {
		checkDescNeeds(t, r, &r.descNeeds, desc)
	})
}

// BenchmarkDescNeeds reads the corpus parameters' descriptions for the
// triggers of the rules without names, in one pass each.
func BenchmarkDescNeeds(b *testing.B) {
	r := Default()
	descs := paramDescriptions(b)
	n := 0
	for b.Loop() {
		r.descNeeds.read(descs[n%len(descs)])
		n++
	}
}
