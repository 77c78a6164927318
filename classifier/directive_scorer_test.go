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
		{"a string for a bound", map[string]any{"sentence_below": "0.1", "definition_below": 0.05, "max_sentence_bytes": 300}},
		{"a list for the classes", map[string]any{"sentence_below": 0.1, "definition_below": 0.05, "max_sentence_bytes": 300, "never": "widen"}},
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

// The scorer excuses a quiet sentence of the tool's own words only: not
// past the length bound, not in a decoded reading or a server's text, not
// in a definition that shouts, not with a cue of a never class.
func TestScorerExcuseBounds(t *testing.T) {
	r := Default()
	d := r.file.Directives
	const sentence = "lists the club's members with their teams and the date each one joined."
	quiet := catalog.Tool{Name: "list_members", Description: "Lists the club's members with their teams and the date each one joined."}
	loudTool := catalog.Tool{Name: "list_members", Description: "Lists the club's members. PLEASE NOTE: teams are listed by their short names."}
	long := strings.TrimSuffix(sentence, ".") + strings.Repeat(", and the name of the team each one played for in the season before", 4) + "."
	for _, tc := range []struct {
		name     string
		sentence string
		text     int
		tool     *catalog.Tool
		want     bool
	}{
		{"a quiet sentence of the tool's own words", sentence, 0, &quiet, true},
		{"past the length bound", long, 0, &quiet, false},
		{"in a decoded reading", sentence, 1, &quiet, false},
		{"in a server's instructions", sentence, 0, nil, false},
		{"in a definition that shouts", sentence, 0, &loudTool, false},
		{"with a tag", "lists the club's members <note>with their teams</note>.", 0, &quiet, false},
		{"with a cue of a never class", "lists the club's members and adds a processing fee to each.", 0, &quiet, false},
	} {
		t.Run(tc.name, func(t *testing.T) {
			ctx := &toolContext{name: "list_members", def: tc.tool}
			if got := r.scorerExcuses(d, tc.sentence, tc.text, ctx); got != tc.want {
				t.Errorf("got excused %v, want %v", got, tc.want)
			}
		})
	}
	if len(long) <= d.ScorerExcuse.MaxSentenceBytes {
		t.Fatalf("the long sentence is %d bytes, want past %d", len(long), d.ScorerExcuse.MaxSentenceBytes)
	}
}

// The excuse clears honest definitions the rules flag: some of the
// honest corpora's tools flagged without it are clean with it, and no
// poisoned case of the corpora loses its finding.
func TestScorerExcuseClearsHonestText(t *testing.T) {
	type corpusDir struct {
		dir    string
		stride int
	}
	// Every case of the honest corpora, where the excuse clears; of the
	// poisoning corpora every case, or every eighth under the race
	// detector, which reads each definition many times slower.
	poisonStride := 1
	if raceEnabled {
		poisonStride = 8
	}
	var dirs []corpusDir
	for _, c := range honestCorpora {
		dirs = append(dirs, corpusDir{c.dir, 1})
	}
	for _, c := range poisonCorpora {
		dirs = append(dirs, corpusDir{c.dir, poisonStride})
	}
	var flagged []corpusCase
	withoutScorerExcuse(func(r *Ruleset) {
		for _, d := range dirs {
			for k, c := range readPoisonCorpus(t, d.dir) {
				if k%d.stride != 0 {
					continue
				}
				if a := r.Classify(c.tool); rulesFound(a) {
					flagged = append(flagged, c)
				}
			}
		}
	})
	r := Default()
	cleared := 0
	for _, c := range flagged {
		if rulesFound(r.Classify(c.tool)) {
			continue
		}
		if c.Poisoned {
			t.Errorf("%s: the excuse clears a poisoned case", c.ID)
			continue
		}
		cleared++
	}
	if cleared == 0 {
		t.Error("the excuse cleared no honest case the rules flag")
	}
	t.Logf("the excuse clears %d of the %d corpus cases the rules flag", cleared, len(flagged))
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
	// poisoned case read; 24 of 5,482 before the definition was also read
	// in the sentence's neighbourhood, 14 after.
	if limit := len(cases) / 300; more > limit {
		t.Errorf("padding: the excuse clears %d more of %d padded orders, want at most %d", more, len(cases), limit)
	}
	t.Logf("padding: the excuse clears %d more of %d padded orders", more, len(cases))
}
