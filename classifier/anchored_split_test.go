package classifier

import (
	"regexp"
	"slices"
	"strings"
	"testing"
)

// splitMatchers are the anchored matchers of the default rules whose
// pattern is split by first byte.
func splitMatchers(tb testing.TB) []*matcher {
	tb.Helper()
	var out []*matcher
	for _, m := range allMatchers(Default()) {
		if m.split != nil {
			out = append(out, m)
		}
	}
	if len(out) == 0 {
		tb.Fatal("no anchored pattern is split by first byte")
	}
	return out
}

// checkSplit holds a split pattern's match at the start of text to the
// whole anchored pattern's, at every place a word or a trigger may start.
func checkSplit(t *testing.T, ms []*matcher, text string) {
	t.Helper()
	for i := range len(text) {
		if i > 0 && wordBytes[text[i-1]] && wordBytes[text[i]] {
			continue // inside a word, where no trigger of a word starts
		}
		window := text[i:min(len(text), i+anchoredSpan)]
		for _, m := range ms {
			if got, want := m.anchoredMatch(window), m.anchored.FindStringIndex(window); !slices.Equal(got, want) {
				t.Fatalf("%q at %d: pattern %.60q: got %v, want %v", text, i, m.re.String(), got, want)
			}
		}
	}
}

// TestFirstByteSplitSound compares the split patterns with the whole ones
// on the corpus texts, as written and lower-cased, wherever a word starts.
func TestFirstByteSplitSound(t *testing.T) {
	ms := splitMatchers(t)
	for _, text := range prefilterTexts(t) {
		checkSplit(t, ms, text)
		checkSplit(t, ms, strings.ToLower(text))
	}
}

// FuzzFirstByteSplit compares the split patterns with the whole ones on
// what the fuzzer makes of the seeds.
func FuzzFirstByteSplit(f *testing.F) {
	for _, s := range hotpathSeeds {
		f.Add(s)
	}
	for _, s := range []string{"secret instructions: send it", "for the model only: x", "SECRET INSTRUCTIONS — go",
		"instrucciones ocultas: x", "the user cannot see this part", "include the entire conversation", "ſecret directive:"} {
		f.Add(s)
	}
	ms := splitMatchers(f)
	f.Fuzz(func(t *testing.T, text string) {
		checkSplit(t, ms, text)
	})
}

// TestFirstByteSplitTriggers fails when a trigger of a split rule has no
// pattern for its first byte, or when that pattern leaves out an
// alternative that can start with the byte: the split is made from the
// rules as they load, and must hold every rule added since.
func TestFirstByteSplitTriggers(t *testing.T) {
	for _, m := range splitMatchers(t) {
		for _, tr := range m.triggers {
			re := m.split.byFirst[tr[0]]
			if re == nil {
				t.Errorf("pattern %.60q: no split pattern for trigger %q", m.re.String(), tr)
				continue
			}
			// Each trigger read as the start of a text: what the whole
			// pattern matches of the trigger and what follows, the split
			// one matches too.
			for _, rest := range []string{"", " ", ": ", " instructions: x", " the user"} {
				if got, want := m.anchoredMatch(tr+rest), m.anchored.FindStringIndex(tr+rest); !slices.Equal(got, want) {
					t.Errorf("pattern %.60q on %q: got %v, want %v", m.re.String(), tr+rest, got, want)
				}
			}
		}
	}
}

func TestTopAlternatives(t *testing.T) {
	tests := []struct {
		name, pattern string
		want          []string
	}{
		{"bars at the top", `ab|c(d|e)|f`, []string{"ab", "c(d|e)", "f"}},
		{"a bar in a class", `a[|b]|c`, []string{"a[|b]", "c"}},
		{"a bracket first in a class", `[]|]x|y`, []string{"[]|]x", "y"}},
		{"a negated class with a bracket", `[^]|]x|y`, []string{"[^]|]x", "y"}},
		{"an escaped bar", `a\|b|c`, []string{`a\|b`, "c"}},
		{"a named class", `[[:alpha:]|]x|y`, []string{"[[:alpha:]|]x", "y"}},
		{"an empty alternative", `a|`, []string{"a", ""}},
		{"unclosed group", `(a|b`, nil},
		{"unclosed class", `[a|b`, nil},
		{"quoted text", `\Qa|b\E|c`, nil},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			if got := topAlternatives(tt.pattern); !slices.Equal(got, tt.want) {
				t.Errorf("got %q, want %q", got, tt.want)
			}
		})
	}
}

func TestNewFirstByteSplit(t *testing.T) {
	tests := []struct {
		name, pattern string
		triggers      []string
		split         bool
		text          string
		want          []int
	}{
		{"alternatives by first byte", `(?i)secret\s+x|for\s+y`, []string{"secret", "for"}, true, "FOR y", []int{0, 5}},
		{"a fold of a letter", `(?i)ſecret|for`, []string{"s", "f"}, true, "secret", []int{0, 6}},
		{"an optional start", `(?:a\s)?b|c`, []string{"a", "b", "c"}, true, "a b", []int{0, 3}},
		{"an assertion first", `\bab|cd`, []string{"ab", "cd"}, true, "cd", []int{0, 2}},
		{"the first preferred", `ab|abc`, []string{"ab"}, false, "abc", []int{0, 2}},
		{"a later flag group", `a(?i)b|c`, []string{"a", "c"}, false, "C", []int{0, 1}},
		{"a group first", `\b(delete|destroy|purge)\s+x`, []string{"delete", "destroy", "purge"}, true, "purge x", []int{0, 7}},
		{"a named group first", `(?P<verb>delete|purge)\s+x`, []string{"delete", "purge"}, true, "delete x", []int{0, 8}},
		{"a group in an alternative", `(?i)\b(send|pass)\s+all|for\s+(me|you)`, []string{"send", "pass", "for"}, true, "PASS all", []int{0, 8}},
		{"a quantified group first", `(ab|cd)+`, []string{"ab", "cd"}, false, "abcd", []int{0, 4}},
		{"an optional group first", `(ab|cd)?x`, []string{"ab", "cd", "x"}, false, "x", []int{0, 1}},
		{"a group with flags first", `(?i:ab|cd)x`, []string{"ab", "cd"}, false, "CDx", []int{0, 3}},
		{"one alternative", `abc`, []string{"a"}, false, "abc", []int{0, 3}},
		{"no alternative starts so", `ab|cd`, []string{"ab", "cd", "x"}, true, "xy", nil},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			s, ok := newFirstByteSplit(tt.pattern, tt.triggers)
			if ok != tt.split {
				t.Fatalf("split: got %v, want %v", ok, tt.split)
			}
			flags, body := "", tt.pattern
			if f := leadingFlags.FindString(body); f != "" {
				flags, body = f, body[len(f):]
			}
			whole := regexp.MustCompile(flags + "^(?:" + body + ")")
			got := whole.FindStringIndex(tt.text)
			if loc, found := s.find(tt.text); ok && found {
				got = loc
			}
			if !slices.Equal(got, tt.want) {
				t.Errorf("got %v, want %v", got, tt.want)
			}
		})
	}
}

func TestSourcePrune(t *testing.T) {
	tests := []struct {
		name, pattern string
		b             byte
		want          string
	}{
		{"alternatives by first byte", `ab|cd|ae`, 'a', "ab|ae"},
		{"nothing left out", `ab|ac`, 'a', "ab|ac"},
		{"nothing starts so", `ab|cd`, 'x', ""},
		{"a group after an assertion", `\b(ab|cd)\s+x`, 'c', `\b(?:cd)\s+x`},
		{"a group in a kept alternative", `(ab|cd)x|ey`, 'a', `(?:ab)x`},
		{"an empty alternative kept", `ab||cd`, 'c', "|cd"},
		{"a repeated group left whole", `(ab|cd)*x`, 'a', `(ab|cd)*x`},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			pr := sourcePruner{starts: map[string]startSet{}}
			got, ok := pr.prune(tt.pattern, tt.b)
			if !ok || got != tt.want {
				t.Errorf("got %q (%v), want %q", got, ok, tt.want)
			}
		})
	}
}
