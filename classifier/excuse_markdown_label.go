package classifier

import "regexp"

// A Markdown comment can carry a label for a docs generator: "[//]: #
// (docs-section: listings)". A key and one value, nothing a model could
// follow; an instruction in the same place has words to order with.

// markdownLabel is a Markdown comment whose text is a key and one token.
var markdownLabel = regexp.MustCompile(`^\[//\]:\s*#\s*\(\s*[a-z0-9_.-]{1,32}\s*:\s*[a-z0-9_./-]{1,48}\s*\)`)

// markdownLabelComment reports whether the match opens such a comment.
func markdownLabelComment(c excuseContext) bool {
	return markdownLabel.MatchString(c.f.lower[c.loc[0]:])
}
