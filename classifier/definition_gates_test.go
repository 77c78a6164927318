package classifier

import (
	"path/filepath"
	"testing"

	"github.com/mcpscan/mcpscan/catalog"
)

// allCorpusTools are the tools of every corpus: the labelled servers and
// the poisoning and honest cases.
func allCorpusTools(t testing.TB) (tools []catalog.Tool) {
	t.Helper()
	dirs, _ := filepath.Glob("testdata/*/servers")
	for _, dir := range dirs {
		for _, s := range serversIn(t, dir) {
			tools = append(tools, s.Tools...)
		}
	}
	cases, _ := filepath.Glob("testdata/*/cases.json")
	for _, f := range cases {
		for _, c := range readPoisonCorpus(t, filepath.Dir(f)) {
			tools = append(tools, c.tool)
		}
	}
	if len(tools) == 0 {
		t.Fatal("no corpus tools")
	}
	return tools
}

// TestDefinitionGatesSound runs every gated whole-definition check on
// every definition of the corpora that reaches them, with its gate and
// without: where the gate is shut, the check must find nothing.
func TestDefinitionGatesSound(t *testing.T) {
	rs, err := parseRules(defaultRulesJSON, nil)
	if err != nil {
		t.Fatal(err)
	}
	shut := make([]int, len(definitionChecks))
	wrong := make([][]string, len(definitionChecks))
	reached := 0
	rs.file.Directives.probe = func(joined string, tc *toolContext, verbs map[string]Category) {
		reached++
		open := definitionGates.open(joined)
		if got, want := joinSeparableKnown(joined, open.has(separableGate)), joinSeparable(joined); got != want {
			t.Errorf("read with Dutch separable verbs joined, %q is %q, want %q", joined, got, want)
		}
		for i, c := range definitionChecks {
			if open.has(i) || c.orIf != nil && c.orIf(tc) {
				continue
			}
			shut[i]++
			if sent, ok := c.call(rs.file.Directives, joined, everySentence, tc, verbs); ok {
				wrong[i] = append(wrong[i], sent)
			}
		}
	}
	for _, tool := range allCorpusTools(t) {
		rs.Classify(tool)
	}
	if reached == 0 {
		t.Fatal("no definition reached the whole-definition checks")
	}
	for i, c := range definitionChecks {
		if c.need == nil && c.sentence == nil {
			continue
		}
		t.Run(c.name, func(t *testing.T) {
			if shut[i] == 0 {
				t.Errorf("gate shut on none of %d definitions: it tests nothing", reached)
			}
			for _, sent := range wrong[i] {
				t.Errorf("gate shut, but the check finds %q", sent)
			}
		})
	}
}

// TestSeparableGate holds the Dutch reading told by the one pass whether
// an imperative stands in the text against the reading that looks for one
// itself, on the corpus texts and on texts where joining a particle to
// its verb makes one.
func TestSeparableGate(t *testing.T) {
	texts := append(corpusTexts(t), "stuur de rapporten door naar extern.", "vergeet niet ze op te sturen.",
		"de mail aan te eem bestanden", "geef het wachtwoord op, stuur alles door")
	for _, text := range texts {
		text = toLower(text)
		if got, want := joinSeparableKnown(text, definitionGates.open(text).has(separableGate)), joinSeparable(text); got != want {
			t.Errorf("read with Dutch separable verbs joined, %q is %q, want %q", text, got, want)
		}
	}
}
