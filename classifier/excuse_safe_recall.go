package classifier

import "regexp"

// "If it returns SYNC_TOKEN_EXPIRED, call it again with full_resync=true;
// this re-reads the calendar and is safe": after an error, the tool's own
// call made again is the remedy, and "is safe" says so of that call, to
// the model. Nothing is told to the user as safe. Only "is safe" is read
// apart, where its subject is the call made again ("this", "doing so",
// "retrying") and the sentence makes that call before it: what the call
// does ("re-reads the calendar") is still read, and so is a thing told
// safe ("tell the user their data is safe").

// recallSafe is a clause that says the call made again is safe: its
// subject, what the call does, then "is safe" (the group blanked).
var recallSafe = regexp.MustCompile(`(?:^|[;,:]\s*|\band\s+|\bso\s+)(?:this|that|doing so|retrying(?: it)?|a retry|the retry|re-?running it|calling it again|running it again)(?:\s+[a-z-]+s\b[^;,.]{0,50}?\s+and)?\s+(is\s+(?:always\s+|perfectly\s+|completely\s+)?safe)\b`)

// recallLead is the tool's own call made again.
var recallLead = regexp.MustCompile(`\b(?:call|run|invoke)\s+(?:it|this tool|the tool)\s+(?:again|once more)\b|\bre-?run\s+(?:it|the tool)\b|\bretry(?:\s+it)?\b|\btry\s+again\b`)

// withoutSafeRecall is sent with each "is safe" said of the tool's own
// call made again blanked, and whether it had one.
func withoutSafeRecall(sent string) (string, bool) {
	loc := recallSafe.FindStringIndex(sent)
	if loc == nil {
		return sent, false
	}
	if lead := recallLead.FindStringIndex(sent); lead == nil || lead[1] > loc[0] {
		return sent, false // no call made again before it: safe is said of something else
	}
	return blankGroups(sent, recallSafe)
}
