package classifier

import (
	"regexp"
	"strings"
)

// An apply tool says when it passes a flag that skips a prompt, and binds
// it to what the user saw: "-auto-approve is used only with a saved
// plan", "--auto-approve is passed only after the user reviewed the
// plan". Read alone, the flag beside a sibling tool is the words of a
// confirmation dropped; what makes it honest is that the flag is written
// as the command line's own, and the clause that names it restricts it
// to an artefact the user reviewed, or to the user's own word. The
// reading is narrow: the flag's clause alone is blanked, its condition
// must be that artefact or that word, and nothing in the sentence may
// negate the review, make the act standing or hidden, or print a place;
// the rest must order nothing itself, so "then apply without asking" is
// still read.

// boundFlag is a prompt-skipping flag of a command line, in a clause
// that restricts it to a reviewed artefact or to the user's word.
var boundFlag = regexp.MustCompile(`(?:^|[;,.:]\s*|\band\s+)(?:the\s+)?(?:-{1,2}[a-z][a-z-]*|auto-?approve)(?:\s+(?:flag|option|switch))?\s+(?:is|are|gets|will be)\s+(?:used|passed|added|applied|set|given)\s+only\s+(?:(?:with|for|on|to)\s+(?:a|an|the|its|that)?\s*(?:saved|reviewed|approved|confirmed|stored|signed)\s+(?:plan|plan file|changeset|change set|diff|migration|manifest)s?|(?:after|once|when)\s+the user\s+(?:has\s+)?(?:reviewed|approved|confirmed|saw|seen|sets?|passe[sd]|asks?|asked)\b[^;,.]*)`)

// boundFlagLifted is what would lift the flag's bond to the review, or
// carry the act elsewhere.
var boundFlagLifted = regexp.MustCompile(`\b(not|never|without|always|every|skip\w*|silently|quietly|unless|regardless|anyway|instead|also)\b|n't\b|@|://`)

// withoutBoundFlag is sent with the clause of a prompt-skipping flag
// bound to the user's review blanked; false otherwise.
func withoutBoundFlag(sent string) (string, bool) {
	if !strings.Contains(sent, " only ") {
		return sent, false // a one-pass gate: the bond is said with "only"
	}
	if boundFlagLifted.MatchString(sent) {
		return sent, false
	}
	return blankFirst(sent, boundFlag)
}
