package classifier

import (
	"regexp"
	"strings"
)

// A deprecated tool names its successor: "This endpoint is deprecated.
// Please use the [Search Contacts](https://…) endpoint instead." The
// sentence orders a swap, and the tool's own subject (contacts) stands in
// the successor's name; what makes it honest is that the text says the
// tool is deprecated and the sentence does nothing but name what to use
// in its place: a tool, an endpoint, a version or a link to one.

// successorUse is a sentence that only names a successor to use instead.
var successorUse = regexp.MustCompile(`^(?:please\s+)?(?:use|call|switch to|migrate to|prefer)\s+(?:the\s+)?(?:\[[^\]\n]{1,80}\]\([^)\s]{1,300}\)|[a-z0-9_.\-/]{2,80}|"[^"\n]{1,80}"|\x60[^\x60\n]{1,80}\x60)(?:\s+(?:endpoint|tool|api|method|version|command|operation|function))?\s+instead[.!]?$`)

// deprecatedWords say a tool is on its way out.
var deprecatedWords = []string{"deprecated", "is obsolete", "will be removed", "no longer supported", "legacy endpoint", "@deprecated"}

// successorNamed reports whether sent, in a text joined that says the
// tool is deprecated, only names the tool to use in its place.
func successorNamed(sent, joined string) bool {
	return hasSubstring(joined, deprecatedWords) && successorUse.MatchString(strings.TrimSpace(sent))
}
