package classifier

import "testing"

func TestWordTable(t *testing.T) {
	words := map[string]int{"send": 1, "the": 2, "conversation": 3, "conversations": 4, "a": 5, "credentials": 6, "instructions-for-the-agent": 7}
	table := newWordTable(words)
	tests := []struct {
		word string
		want int
	}{
		{"send", 1},
		{"the", 2},
		{"conversation", 3},
		{"conversations", 4}, // the same first eight bytes as conversation
		{"a", 5},
		{"credentials", 6},
		{"", 0},
		{"sends", 0},
		{"conversatio", 0},
		{"instructions-for-the-agent", 7},
		{"instructions-not-the-agent", 0}, // the same length and ends: the same hash
		{"th", 0},
	}
	for _, tt := range tests {
		t.Run(tt.word, func(t *testing.T) {
			if got := table.get(tt.word); got != tt.want {
				t.Errorf("got %d, want %d", got, tt.want)
			}
		})
	}
}

// TestWordTableRuleset looks up every word of the ruleset's sequence
// index in its table.
func TestWordTableRuleset(t *testing.T) {
	ix := &Default().seqIx
	for w, n := range ix.words {
		if got := ix.table.get(w); got != n {
			t.Errorf("%q: got %d, want %d", w, got, n)
		}
		if got := ix.table.get(w + "\x00"); got != 0 {
			t.Errorf("%q: got %d, want 0", w+"\x00", got)
		}
	}
}
