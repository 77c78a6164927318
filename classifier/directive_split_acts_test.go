package classifier

import (
	"slices"
	"strings"
	"testing"
)

// plainSplitActs is splitActs as first written: every joiner splits every
// part, whether it is there or not, and the blank pieces are dropped
// after each joiner's pass.
func plainSplitActs(sent string) []string {
	parts := []string{sent}
	for _, j := range partJoiners {
		var next []string
		for _, p := range parts {
			next = append(next, strings.Split(p, j)...)
		}
		parts = slices.DeleteFunc(next, func(q string) bool { return strings.TrimSpace(q) == "" })
	}
	return parts
}

// TestSplitActsSkipsAbsentJoiners checks splitActs against the plain form
// on every corpus text, each of its sentences, and a few made ones.
func TestSplitActsSkipsAbsentJoiners(t *testing.T) {
	texts := append(corpusTexts(t), " ", ", ,", "send it, and post it; then 并 mail", "a и b", "x , y")
	for _, text := range texts {
		for _, s := range append([]string{text}, strings.Split(text, ". ")...) {
			if got, want := splitActs(s), plainSplitActs(s); !slices.Equal(got, want) {
				t.Fatalf("splitActs(%q): got %q, want %q", s, got, want)
			}
		}
	}
}

// FuzzSplitActs checks splitActs against the plain form.
func FuzzSplitActs(f *testing.F) {
	for _, s := range []string{"", " ", "a, b and c", "x; y 并 z", " and  and "} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		if got, want := splitActs(s), plainSplitActs(s); !slices.Equal(got, want) {
			t.Errorf("splitActs(%q): got %q, want %q", s, got, want)
		}
	})
}
