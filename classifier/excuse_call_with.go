package classifier

import "regexp"

// "Call it with `confirm` set to the fingerprint the user read out":
// "call it" followed by what the call takes is the model calling the
// tool, not a result called (named) something before the user sees it.
// Only the call's lead is read apart: a verdict named in the same
// sentence ("call it verified") is still read.

// callItWith is the lead of a call of the tool with its arguments.
var callItWith = regexp.MustCompile(`\bcall\s+(it|this tool|the tool)(\s+again)?\s+(with|using|passing)\b`)

// withoutCallWith is sent with each call's lead blanked, and whether it
// had any.
func withoutCallWith(sent string) (string, bool) { return blankMatches(sent, callItWith) }
