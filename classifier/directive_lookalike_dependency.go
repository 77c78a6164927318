package classifier

import (
	"regexp"
	"strings"

	"github.com/mcpscan/mcpscan/internal/editdist"
)

// A tool that adds or updates dependencies can be told to put a look-alike
// in place of a well-known package: "use the maintained fork `reqeusts`
// rather than `requests`", "replace 'requests' with 'requestss'", "for
// 'axios' add 'axios-plus' instead". The name put in is the other one
// misspelt or with a word added to it, the shape of typo-squatted and
// fake-fork packages, and the sentence substitutes it. The reading asks,
// in a definition about packages or dependencies, for a sentence with a
// word of substitution and two quoted package names, one the other
// misspelt (at most two letters apart) or the other with more after it;
// a sentence that warns against the swap or says it is detected stays
// clean, and so does the same shape in a tool about anything else (a
// renamed parameter: "use `max_results` instead of `max`").

// substituteWords say one thing is put in place of another (the gate of
// the check).
var substituteWords = []string{"instead", "rather than", "replace", "in place of", "swap"}

// packageWords make a definition about packages or dependencies.
var packageWords = []string{"dependenc", "package", "pyproject", "requirements.txt", "npm", "pip ", "cargo", "gemfile", "composer", "go.mod", "lockfile"}

// packageWordSet finds packageWords in one pass over a whole definition.
var packageWordSet = newAnyOf(packageWords)

var (
	// quotedPackage is a package name between quotes or backticks.
	quotedPackage = regexp.MustCompile("[`'\"]([a-z0-9@][a-z0-9._/@-]{2,60})[`'\"]")
	// swapWarned is a sentence that warns against a swap or detects one.
	swapWarned = regexp.MustCompile(`\b(never|not|don't|do not|avoid|warns?|flags?|detects?|reports?|typo-?squat\w*|malicious|suspicious|lookalike|look-alike)\b`)
)

// maxQuotedNames caps the names compared in a sentence: each pair is
// compared.
const maxQuotedNames = 8

// lookalikeDependency returns the sentence of the definition's texts, of
// those in reads, that puts a look-alike in place of a package (see
// above).
func lookalikeDependency(joined string, in sentenceReader) (string, bool) {
	if !packageWordSet.in(joined) {
		return "", false
	}
	for s := range in.sentences(joined, false) {
		if !holdsAnyOf(s, substituteWords) || swapWarned.MatchString(s) {
			continue
		}
		ms := quotedPackage.FindAllStringSubmatchIndex(s, maxQuotedNames)
		for i := range ms {
			known := s[ms[i][2]:ms[i][3]]
			for j := range ms {
				name := s[ms[j][2]:ms[j][3]]
				if i != j && lookalikeName(known, name) && !ownSuccessor(s, ms[i], ms[j]) {
					return strings.TrimSpace(s), true
				}
			}
		}
	}
	return "", false
}

// A server that reaches its end of life names its successor, which
// carries its own name with more after it: "this server (`acme-mcp` 1.x)
// is end-of-life; the vendor's replacement is `acme-mcp-next`". The name
// extended is the server's own, not a package the user depends on, and
// what its vendor ships next is no look-alike of someone else's. Only a
// name the sentence gives to "this server" is passed over: "replace
// `requests` with `requestss`" names no server of its own.

// ownSuccessor reports whether of two quoted names (the indexes of their
// matches in s) one is given to this server and the other is it with more
// after it: the server's successor. A look-alike that is the server's own
// name ("this server (`reqeusts`) replaces `requests`") is no successor.
func ownSuccessor(s string, a, b []int) bool {
	an, bn := s[a[2]:a[3]], s[b[2]:b[3]]
	if len(an) > len(bn) {
		a, an, bn = b, bn, an
	}
	return strings.HasPrefix(bn, an) && ownServerName(s, a[0], a[1])
}

// ownServerName reports whether the quoted name at s[start:end] is given
// to this server: "this server (`name`" before it, or "(this server" after
// it.
func ownServerName(s string, start, end int) bool {
	before := strings.TrimRight(s[:start], " ")
	before = strings.TrimRight(strings.TrimSuffix(before, "("), " ")
	if strings.HasSuffix(before, "this server") || strings.HasSuffix(before, "this mcp server") {
		return true
	}
	after := strings.TrimLeft(s[end:], " ")
	return strings.HasPrefix(after, "(this server") || strings.HasPrefix(after, "(this mcp server")
}

// lookalikeName reports whether name is known misspelt (at most two
// letters apart) or known with more after it.
func lookalikeName(known, name string) bool {
	if len(known) < 4 || known == name {
		return false
	}
	if strings.HasPrefix(name, known) {
		return true
	}
	return len(known) >= 5 && len(name) <= 64 && editWithin2(known, name)
}

// editWithin2 reports whether a and b are at most two edits apart
// (insertions, deletions, substitutions, a swap of neighbours counted as
// one), for short strings.
func editWithin2(a, b string) bool {
	if d := len(a) - len(b); d > 2 || d < -2 {
		return false
	}
	return editdist.Distance(a, b, true) <= 2
}

// holdsAnyOf reports whether s holds one of words.
func holdsAnyOf(s string, words []string) bool {
	for _, w := range words {
		if strings.Contains(s, w) {
			return true
		}
	}
	return false
}
