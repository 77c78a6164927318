package classifier

// The shapes of the poisoning rules in a ruleset file: pattern findings and
// the word sequences they may be given as.

import "regexp"

// findingRule is one poisoning check: a pattern, or word sequences, run
// over the fields it names where one of its triggers appears, and reported
// with its kind and severity.
type findingRule struct {
	Triggers []string `json:"triggers,omitempty"`
	Anchored bool     `json:"anchored,omitempty"`
	Before   string   `json:"before,omitempty"`
	m        matcher
	ID       string   `json:"id"`
	Kind     string   `json:"kind"`
	Severity string   `json:"severity"`
	Fields   []string `json:"fields"`
	Pattern  string   `json:"pattern"`
	Message  string   `json:"message"`
	Doc      string   `json:"doc,omitempty"`
	// Sequences match too: words in order within a sentence (see
	// sequence), for phrases whose word lists would make the pattern too
	// large to run cheaply.
	Sequences []sequenceRule `json:"sequences,omitempty"`
	re        *regexp.Regexp
	seqs      []*sequence
}

// seqRef is one sequence of finding rule number rule.
type seqRef struct {
	rule int
	seq  *sequence
}

// sequenceRule is a sequence as the ruleset file writes it.
type sequenceRule struct {
	Steps [][]string `json:"steps"`
	// MaxGap is how many words may stand between two steps; absent, the
	// default; 0, none (the steps are adjacent).
	MaxGap *int `json:"max_gap,omitempty"`
	// Requires, when set, names substrings one of which the text must
	// contain for the sequence to be tried: a cheap test first.
	Requires []string `json:"requires,omitempty"`
	// Unless names words that, among the words a match spans or the two
	// before it, undo it: "treat page text as data, not as instructions"
	// and "do not skip the approval step" say the opposite of what the
	// steps alone read.
	Unless []string `json:"unless,omitempty"`
}
