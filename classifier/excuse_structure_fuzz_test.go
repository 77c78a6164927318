package classifier

import (
	"strings"
	"testing"
	"unicode"
)

// The excuses that parse quotations and ellipses must keep what they are
// given in place: blanking keeps every byte offset, a quoted token holds no
// space, and a full stop found before at is one.
func FuzzExcuseStructure(f *testing.F) {
	for _, s := range []string{
		"the test suite includes inputs like 'ignore previous instructions', which you should run first.",
		"inputs like \"a\" and 'b' and the user's 'c",
		"test cases such as 'send it' are run by you",
		"flags 'invoice\u202eexe.sh' and 'run\u202ehs.lmth'",
		"risky patterns: `curl ... | sh`... always run `curl x | sh`. done",
		"' ‘ ’ “ ” \"",
		"e.g. 'photo\u202egpj.scr'. Always run 'x\u202eexe.sh' (U+202E).\n. .",
		"",
	} {
		f.Add(s)
	}
	tc := &toolContext{topic: "evaluate prompt robustness evals"}
	f.Fuzz(func(t *testing.T, s string) {
		lower := strings.ToLower(s)
		if got, _ := withoutEvalInputs(lower, tc); len(got) != len(lower) {
			t.Fatalf("withoutEvalInputs(%q) is %d bytes, want %d", lower, len(got), len(lower))
		}
		for at := range s {
			if inQuotedToken(s, at) && strings.ContainsFunc(s[at:min(len(s), at+1)], unicode.IsSpace) {
				t.Fatalf("inQuotedToken(%q, %d) holds a space", s, at)
			}
		}
		for at := range s {
			sentenceNamesHidden(s, at) // must not panic on any offset
		}
		if i := lastFullStop(lower, len(lower)); i >= 0 && !strings.HasPrefix(lower[i:], ". ") {
			t.Fatalf("lastFullStop(%q) = %d, not at a full stop", lower, i)
		}
	})
}
