package classifier

import (
	"slices"
	"testing"
)

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

// TestWordTableIn looks up words where tokenize finds them in a text:
// with eight bytes of text after their start or fewer, and after a curly
// quote tokenize takes off without moving the word's start.
func TestWordTableIn(t *testing.T) {
	words := map[string]int{"send": 1, "conversation": 2, "conversations": 3, "a": 4, "credentials": 5}
	table := newWordTable(words)
	tests := []struct {
		name, text string
		want       []int
	}{
		{"eight bytes after each", "send the conversation to a friend of theirs", []int{1, 0, 2, 0, 4, 0, 0, 0}},
		{"short tail", "send a", []int{1, 4}},
		{"long word at the end", "all conversations", []int{0, 3}},
		{"a longer word alike", "sendmail conversationss", []int{0, 0}},
		{"curly quote", "“send” the “credentials” now and then", []int{1, 0, 5, 0, 0, 0}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			toks := tokenize(tt.text)
			var got []int
			for _, tok := range toks {
				got = append(got, table.getIn(tt.text, tok.start, tok.text))
			}
			if !slices.Equal(got, tt.want) {
				t.Errorf("got %v, want %v", got, tt.want)
			}
		})
	}
}
