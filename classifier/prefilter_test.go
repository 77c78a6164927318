package classifier

import (
	"encoding/json"
	"os"
	"regexp"
	"slices"
	"strings"
	"testing"
)

// prefilterPatterns are the ruleset's patterns and a few that stress case
// folding, classes and alternation.
func prefilterPatterns(r *Ruleset) []string {
	out := []string{
		`(?i)\bsecret key\b`,
		`(?i)kelvin|\bssh\b`,
		`(?i)(ab|cd)+x{2,}`,
		`[éè]tranger|straße`,
		`(?i)straße|ǅemal`,
		`foo(bar)?baz|qux`,
		`a[bc]d|x\x{fffd}y`,
		`(?:one|two)\s+(?:three|four)`,
	}
	for _, f := range []filtered{localNegation, secretWords, bulkWords, securitySubject, exampleList, exampleLead, credentialTool,
		printedAsDestination, quotedName, toldStateBare, readOnlyStatement} {
		out = append(out, f.re.String())
	}
	for i := range r.file.Params {
		if p := r.file.Params[i].Require; p != "" {
			out = append(out, p)
		}
	}
	for i := range r.file.Phrases {
		out = append(out, r.file.Phrases[i].Pattern)
	}
	for i := range r.file.Negations {
		out = append(out, r.file.Negations[i].Pattern)
	}
	for i := range r.file.Findings {
		if p := r.file.Findings[i].Pattern; p != "" {
			out = append(out, p)
		}
	}
	return out
}

// checkPrefilter fails when a pattern matches text that its prefilter
// rules out.
func checkPrefilter(t *testing.T, patterns []string, res []*regexp.Regexp, needs []prefilter, text string) {
	t.Helper()
	for i, re := range res {
		if needs[i] != nil && re.MatchString(text) && !needs[i].in(text) {
			var sets [][]string
			for _, ls := range needs[i] {
				sets = append(sets, ls.lits)
			}
			t.Fatalf("pattern %q matches %q, but its prefilter %q rules it out", patterns[i], text, sets)
		}
	}
}

// prefilterTexts are texts the patterns match or nearly match: the
// corpus's, the poisoning corpus's, and spellings case folding admits.
func prefilterTexts(t *testing.T) []string {
	t.Helper()
	texts := corpusTexts(t)
	data, err := os.ReadFile("testdata/poisoning/cases.json")
	if err != nil {
		t.Fatal(err)
	}
	var file struct {
		Cases []struct {
			Tool struct {
				Description string `json:"description"`
			} `json:"tool"`
		} `json:"cases"`
	}
	if err := json.Unmarshal(data, &file); err != nil {
		t.Fatal(err)
	}
	for _, c := range file.Cases {
		texts = append(texts, c.Tool.Description, strings.ToLower(c.Tool.Description))
	}
	return append(texts,
		"ſecret key", "SECRET KEY", "ssh", "\u212aelvin", "abcdxx", "ABCDXX", "étranger", "STRASSE", "straße",
		"foobazqux", "fooBARbaz", "a\xffd x\xffy x\uFFFDy", "one  four", "ignore all previous instructions",
		"do not tell the user", "\u01c5emal", "\u01c6emal")
}

// compilePrefilters compiles each pattern and its prefilter.
func compilePrefilters(patterns []string) ([]*regexp.Regexp, []prefilter) {
	res := make([]*regexp.Regexp, len(patterns))
	needs := make([]prefilter, len(patterns))
	for i, p := range patterns {
		res[i] = regexp.MustCompile(p)
		needs[i] = newPrefilter(p, nil)
	}
	return res, needs
}

func TestPrefilterSound(t *testing.T) {
	patterns := prefilterPatterns(Default())
	res, needs := compilePrefilters(patterns)
	for _, text := range prefilterTexts(t) {
		checkPrefilter(t, patterns, res, needs, text)
	}
}

func FuzzPrefilter(f *testing.F) {
	for _, s := range hotpathSeeds {
		f.Add(s)
	}
	f.Add("ſecret \u212aey")
	patterns := prefilterPatterns(Default())
	res, needs := compilePrefilters(patterns)
	f.Fuzz(func(t *testing.T, text string) {
		checkPrefilter(t, patterns, res, needs, text)
	})
}

// TestFindPrefiltered compares every pattern rule's matches with and
// without its prefilter, on the corpus texts lower-cased as the rules read
// them.
func TestFindPrefiltered(t *testing.T) {
	r := Default()
	ms := allMatchers(r)
	filtered := 0
	for _, text := range prefilterTexts(t) {
		lower := strings.ToLower(text)
		hits := r.triggers.scan(nil, lower)
		for _, m := range ms {
			plain := *m
			plain.need = nil
			got, want := m.find(lower, hits[m.id], 4), plain.find(lower, hits[m.id], 4)
			if !slices.EqualFunc(got, want, slices.Equal[[]int]) {
				t.Fatalf("%q: matcher %d: got %v, want %v", lower, m.id, got, want)
			}
			if m.need != nil && !m.mayMatch(lower) {
				filtered++
			}
		}
	}
	if filtered == 0 {
		t.Errorf("no text was ruled out by a prefilter")
	}
}

func TestPrefilterLists(t *testing.T) {
	tests := []struct {
		name, pattern string
		want          [][]string
	}{
		{"other spellings of a case-insensitive literal", `(?i)\bsecret\b`, [][]string{{"secret", "ſ", "S", "E", "C", "R", "T"}}},
		{"repeats listed once", `(x\salpha|y\sbeta|z\sbeta)`, [][]string{{"alpha", "beta"}}},
		{"case-sensitive literal as it is", `Ab|cd`, [][]string{{"Ab", "cd"}}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			var got [][]string
			for _, ls := range newPrefilter(tt.pattern, nil) {
				got = append(got, ls.lits)
			}
			if !slices.EqualFunc(got, tt.want, slices.Equal) {
				t.Errorf("got %q, want %q", got, tt.want)
			}
		})
	}
}

// TestFilteredFindStringIndex holds the prefiltered FindStringIndex to the
// plain expression's on every text and each of its sentences.
func TestFilteredFindStringIndex(t *testing.T) {
	for _, f := range []filtered{printedAsDestination, quotedName, toldStateBare, readOnlyStatement} {
		t.Run(f.String()[:min(24, len(f.String()))], func(t *testing.T) {
			for _, text := range prefilterTexts(t) {
				for s := range sentences(strings.ToLower(text)) {
					if got, want := f.FindStringIndex(s), f.re.FindStringIndex(s); !slices.Equal(got, want) {
						t.Fatalf("%q: got %v, want %v", s, got, want)
					}
					if got, want := f.MatchString(s), f.re.MatchString(s); got != want {
						t.Fatalf("%q: MatchString got %v, want %v", s, got, want)
					}
				}
			}
		})
	}
}
