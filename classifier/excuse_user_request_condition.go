package classifier

import "regexp"

// The second shape of an opening condition on the user's wish (see
// withoutUserWishLead): "If the user also has a calendar server connected and asks to 'put it
// in my calendar', you can pass departure_time from this result to that
// server's create_event tool": the condition names the user's own setup
// and quotes the user's request, and what the model may pass is named
// after it. Read whole, the user's calendar in the condition stands
// beside the verb that passes data to another server. The condition is
// read apart: the sentence without it must order nothing itself, so
// private data named in what is passed, a printed address, or a bare
// "pass them" that takes its data from the condition is still found.

// userRequestCondition opens a sentence on a condition about the user
// that quotes what the user asks, up to its comma.
var userRequestCondition = regexp.MustCompile(`^(if|when|once)\s+(the\s+)?(user|they)\b[^,;.]{0,120}?\b(asks?|says?|requests?|types?)(\s+you)?(\s+to|\s+for)?\s*['"‘“«][^'"’”»]{1,60}['"’”»][^,;.]{0,20},`)

// passedFromCondition is a verb of passing whose object is a pronoun: the
// data it passes would be the condition's.
var passedFromCondition = regexp.MustCompile(`\b(pass|send|forward|give|hand|copy|share|post|upload)\s+(it|them|those|these|that|this)\b`)
