package classifier

import (
	"strings"
	"testing"
)

// FuzzTrimPathPunct holds trimPathPunct against the strings.Trim and
// strings.TrimLeft it stands for.
func FuzzTrimPathPunct(f *testing.F) {
	for _, s := range []string{"", "...", "(~/.ssh/id_rsa).", "`.env`", "\"mcp.json\",", "[é]", "a", "'~/.aws/credentials';"} {
		f.Add(s)
	}
	const cut = ".,;:()[]'\"`"
	f.Fuzz(func(t *testing.T, w string) {
		got, lead := trimPathPunct(w)
		if want := strings.Trim(w, cut); got != want {
			t.Errorf("trimPathPunct(%q) = %q, want %q", w, got, want)
		}
		if want := len(w) - len(strings.TrimLeft(w, cut)); lead != want {
			t.Errorf("trimPathPunct(%q) took %d bytes off the start, want %d", w, lead, want)
		}
	})
}
