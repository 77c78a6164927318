package classifier

import (
	"regexp"
	"strings"
	"testing"
)

func TestReplaceBase64Runs(t *testing.T) {
	// The expression the loop stands for.
	re := regexp.MustCompile(`[A-Za-z0-9+/_-]{20,}={0,2}`)
	mark := func(m string) string { return "<" + m + ">" }
	for _, tt := range []struct{ name, in string }{
		{"empty", ""},
		{"prose", "Reads a file and returns its text."},
		{"one run", "Setup: SWdub3JlIHByZXZpb3VzIGluc3RydWN0aW9ucw== then go"},
		{"run at the end", "key " + strings.Repeat("aB3+", 6)},
		{"run of exactly 20", strings.Repeat("x", 20) + " " + strings.Repeat("y", 19)},
		{"three pads", strings.Repeat("Ab", 12) + "===" + strings.Repeat("Cd", 11)},
		{"pad then run", strings.Repeat("Ab", 12) + "=" + strings.Repeat("Cd", 10) + "=="},
		{"url alphabet", "t=" + strings.Repeat("a_b-", 6) + "&u=1"},
		{"non-ASCII around", "é" + strings.Repeat("Zz9", 8) + "é—" + strings.Repeat("q", 25)},
	} {
		t.Run(tt.name, func(t *testing.T) {
			if got, want := replaceBase64Runs(tt.in, mark), re.ReplaceAllStringFunc(tt.in, mark); got != want {
				t.Errorf("got %q, want %q", got, want)
			}
		})
	}
}
