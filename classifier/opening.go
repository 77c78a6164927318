package classifier

import "strings"

// openingActs reports whether the first word of a lowered description,
// first, is the tool's act when the name has no verb. It is not when it
// starts a compound ("Fill-in-the-middle completion", "Read-only view"),
// when no object can follow it ("Block until the prompt matches", "Wait
// while …"), or when it compares the tool with another ("Like code_task,
// but …"): read as a verb, each would make a model call or a wait look
// like a change.
func openingActs(lower, first string) bool {
	rest := lower[len(first):]
	if strings.HasPrefix(rest, "-") {
		return false
	}
	next := firstWord(strings.TrimLeft(rest, " "))
	switch next {
	case "until", "unless", "while", "whenever", "than":
		return false
	}
	if first == "like" || first == "unlike" {
		clause := firstSentences(lower, 1)
		return !strings.Contains(clause, ", but") && !strings.Contains(clause, ", except")
	}
	return true
}
