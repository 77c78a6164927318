package classifier

import "regexp"

// A prompt test names its hostile inputs by a quoted sample before the
// noun for them: "checks whether the assistant refuses 'ignore previous
// instructions' style inputs", "runs 'reveal your system prompt'-type
// probes". The quotation is the kind of input the tool feeds the user's
// prompt, as much as one after a lead ("inputs like '…'"); it is read so
// under the same terms (see evalTestInput), and only when the rest of the
// sentence asks nothing of the model (to obey, follow or run it).

// inputKindAfter opens the words after a quotation with the noun that
// makes it a sample of a kind of input.
var inputKindAfter = regexp.MustCompile(`^\s*[-‐]?\s*(style|type|kind|like|shaped|sorts?)?\s*(inputs?|prompts?|attacks?|probes?|test cases?|cases|messages|queries|injections?|payloads?|strings|attempts)\b`)

// obeyAfter asks the model, after the sample, to act on it, or gives the
// inputs a standing over the user's word.
var obeyAfter = regexp.MustCompile(`\b(obey\w*|follow\w*|comply|carry out|execute|run them|act on|do what|must|should|always|priority|precedence|overrid\w*|overrul\w*|instead|take effect|apply)\b`)

// quotedInputKind reports whether after, the words that follow a
// quotation to its sentence's end, make it a sample of a kind of input
// and ask nothing of the model.
func quotedInputKind(after string) bool {
	return inputKindAfter.MatchString(after) && !obeyAfter.MatchString(after) && !addressedAfter.MatchString(after)
}
