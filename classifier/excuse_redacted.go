package classifier

import "regexp"

// A tool that scrubs what it sends says what it puts in place of the
// private parts: "paths and usernames are replaced with placeholders",
// "card numbers are substituted by asterisks". Replacing a thing with a
// mark that carries nothing takes data out; it does not send anything
// elsewhere, as "replace the recipient with …" does. Only a mark is read
// so: a thing replaced with an address, an account or another tool's
// name is still a swap, and whatever else the sentence orders is read
// without the scrubbing.

// redactedWith is a passive that replaces something with a mark that
// carries nothing of it.
var redactedWith = regexp.MustCompile(`\b(are|is|get|gets|been|be)\s+(replaced|substituted|swapped out)\s+(with|by)\s+(a\s+|an\s+)?(generic\s+|neutral\s+|fixed\s+)?(['"]?\[redacted\]['"]?|\*+|['"]?(placeholders?|asterisks?|stars|hashes|hashed values|redaction marks|redaction markers|redacted|dummy values|masks?|masked values|x's|random ids|pseudonyms|opaque ids)\b['"]?)`)

// withoutRedaction is sent with its scrubbing passives blanked, and
// whether it had one.
func withoutRedaction(sent string) (string, bool) {
	return blankMatches(sent, redactedWith)
}
