package classifier

import (
	"encoding/json"
	"strings"
	"testing"

	"github.com/mcpscan/mcpscan/catalog"
)

// withoutScorerExcuse runs fn with the built-in ruleset's scorer excuse
// off, to compare what the rules find with and without it.
func withoutScorerExcuse(fn func(r *Ruleset)) {
	r := Default()
	saved := r.file.Directives.ScorerExcuse
	r.file.Directives.ScorerExcuse = nil
	defer func() { r.file.Directives.ScorerExcuse = saved }()
	fn(r)
}

func TestScorerExcuseSectionChecked(t *testing.T) {
	var file map[string]any
	if err := json.Unmarshal(defaultRulesJSON, &file); err != nil {
		t.Fatal(err)
	}
	for _, tc := range []struct {
		name    string
		section map[string]any
	}{
		{"sentence bound zero", map[string]any{"sentence_below": 0, "definition_below": 0.05, "max_sentence_bytes": 300}},
		{"definition bound one", map[string]any{"sentence_below": 0.1, "definition_below": 1, "max_sentence_bytes": 300}},
		{"negative bound", map[string]any{"sentence_below": -0.1, "definition_below": 0.05, "max_sentence_bytes": 300}},
		{"no length", map[string]any{"sentence_below": 0.1, "definition_below": 0.05}},
		{"unknown class", map[string]any{"sentence_below": 0.1, "definition_below": 0.05, "max_sentence_bytes": 300, "never": []string{"no_such_class"}}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			file["directives"].(map[string]any)["scorer_excuse"] = tc.section
			data, err := json.Marshal(file)
			if err != nil {
				t.Fatal(err)
			}
			_, err = parseRules(data, nil)
			if err == nil || !strings.Contains(err.Error(), "scorer_excuse") {
				t.Errorf("got error %v, want one naming scorer_excuse", err)
			}
		})
	}
}

// The scorer excuses a sentence of the tool's own description only: the
// same sentence strung past the length bound, or in a server's
// instructions, is still found.
func TestScorerExcuseBounds(t *testing.T) {
	const sentence = "Replaces get_patients, which included birth dates by default; birth dates now come back only with with_birthdate=true."
	tool := func(description string) catalog.Tool {
		var tool catalog.Tool
		raw := `{"name":"get_patients_v2","inputSchema":{"type":"object","properties":{"with_birthdate":{"type":"boolean","default":false}}}}`
		if err := json.Unmarshal([]byte(raw), &tool); err != nil {
			t.Fatal(err)
		}
		tool.Description = description
		return tool
	}
	honest := tool("Returns the clinic's patients. " + sentence)
	// The clause the rules flag, strung past 300 bytes.
	long := tool("Returns the clinic's patients. " + strings.Replace(sentence, "included birth dates",
		"included, beside the surname, the given name, the ward, the room, the attending physician, the referring clinic, the insurance plan, the preferred language, the emergency contact, the next appointment, the date of the first visit and the date of the last one, their birth dates", 1))
	withoutScorerExcuse(func(r *Ruleset) {
		for _, tool := range []catalog.Tool{honest, long} {
			if found, _ := poisoningFound(r.Classify(tool)); !found {
				t.Fatal("the rules alone no longer flag the example: pick another honest sentence they flag")
			}
		}
	})
	r := Default()
	if found, why := poisoningFound(r.Classify(honest)); found {
		t.Errorf("short sentence: got flagged (%s), want excused", why)
	}
	if found, _ := poisoningFound(r.Classify(long)); !found {
		t.Error("sentence past the length bound: got excused, want flagged")
	}
	report := r.Report(catalog.Server{Name: "clinic", Instructions: "Returns the clinic's patients. " + sentence}, nil)
	if len(report.Findings) == 0 {
		t.Error("server instructions: got excused, want flagged")
	}
}

// An attacker who pads a definition with honest paragraphs lowers the
// scorer's reading of the definition, not of the sentence that orders:
// padding may clear only the few orders whose sentence alone reads as
// honest. Every poisoned case of the corpora, padded after and before with
// real tools' descriptions, is read with the excuse and without it.
func TestScorerExcuseUnderPadding(t *testing.T) {
	r := Default()
	var pads []string
	eachRealTool(t, func(_ string, tool catalog.Tool) {
		if len(tool.Description) > 300 && len(tool.Description) < 1500 && len(pads) < 500 {
			if found, _ := poisoningFound(r.Classify(tool)); !found {
				pads = append(pads, tool.Description)
			}
		}
	})
	type padded struct{ corpus, id string }
	var cases []catalog.Tool
	var names []padded
	// Every fourth case (every sixteenth under the race detector, which
	// reads long definitions slowly).
	stride := 4
	if raceEnabled {
		stride = 16
	}
	for _, pc := range poisonCorpora {
		for k, c := range readPoisonCorpus(t, pc.dir) {
			if !c.Poisoned || k%stride != 0 {
				continue
			}
			if found, _ := poisoningFound(r.Classify(c.tool)); !found {
				continue
			}
			after, before := c.tool, c.tool
			after.Description = c.tool.Description + "\n\n" + pads[k%len(pads)] + "\n\n" + pads[(k+1)%len(pads)]
			before.Description = pads[(k+2)%len(pads)] + "\n\n" + c.tool.Description
			cases = append(cases, after, before)
			names = append(names, padded{pc.dir, c.ID}, padded{pc.dir, c.ID})
		}
	}
	lost := func(r *Ruleset) map[padded]int {
		out := map[padded]int{}
		for i, tool := range cases {
			if found, _ := poisoningFound(r.Classify(tool)); !found {
				out[names[i]]++
			}
		}
		return out
	}
	var plain map[padded]int
	withoutScorerExcuse(func(r *Ruleset) { plain = lost(r) })
	excused := lost(r)
	more := 0
	for k, n := range excused {
		if n > plain[k] {
			more += n - plain[k]
			t.Logf("padding clears %s %s", k.corpus, k.id)
		}
	}
	// 18 of 9,704 padded definitions when the excuse came in, every
	// poisoned case read.
	if limit := len(cases) / 200; more > limit {
		t.Errorf("padding: the excuse clears %d more of %d padded orders, want at most %d", more, len(cases), limit)
	}
	t.Logf("padding: the excuse clears %d more of %d padded orders", more, len(cases))
}
