package classifier

import (
	"strings"
	"testing"
	"time"
)

// TestHiddenCharactersLinear: a long text of invisible characters that
// each earn an excuse (a quoted specimen, a closed isolate pair, a mark
// shown on its own, a mark around a quantity) is read in time linear in
// its length, and the one character no excuse covers, at its end, is
// still found. The facts the excuses ask of the whole text are worked out
// once per text, not once per character.
func TestHiddenCharactersLinear(t *testing.T) {
	for _, tt := range []struct{ name, head, unit string }{
		{"zero-width specimens", "Finds zero-width characters in text. ", "'a\u200Bb' "},
		{"isolate pairs shown", "Wraps bidi isolates around names. ", "\u2066ab\u2069 "},
		{"directional marks shown", "Adds RLM marks where needed. ", " \u200F "},
		{"marks around quantities", "מחיר ", "\u200F12 kg\u200F "},
		{"marks around mixed runs", "Adds RLM marks around mixed text. ", "\u200Fשלום World\u200F, "},
	} {
		t.Run(tt.name, func(t *testing.T) {
			n := 20000
			if raceEnabled {
				n = 2000
			}
			body := tt.head + strings.Repeat(tt.unit, n)
			start := time.Now()
			_, flagged := hiddenCharacters(textField{kind: "description", text: body})
			if flagged {
				t.Errorf("got flagged, want every character excused")
			}
			fd, flagged := hiddenCharacters(textField{kind: "description", text: body + "ig\u202Enore"})
			if !flagged {
				t.Errorf("got not flagged, want the override at the end found")
			}
			if d := time.Since(start); d > 10*time.Second {
				t.Errorf("took %v for %d bytes, want time linear in the text's length", d, len(body))
			}
			if !strings.Contains(fd.Match, "U+202E") {
				t.Errorf("got %q, want the override named", fd.Match)
			}
		})
	}
}
