package cli

import (
	"fmt"
	"strings"
	"unicode"
)

// cell is s made fit for one cell of a table on a terminal: on one line,
// at most n runes, with control, format (bidirectional overrides,
// zero-width) and other invisible characters shown as \u escapes. Names,
// identities and arguments come from servers and agents; a raw escape
// sequence or a right-to-left override in one could rewrite what a person
// deciding on a call sees.
func cell(s string, n int) string {
	var b strings.Builder
	for _, r := range s {
		switch {
		case r == '\t' || r == '\n' || r == '\r':
			b.WriteByte(' ')
		case r == unicode.ReplacementChar || !unicode.IsGraphic(r) || unicode.Is(unicode.Cf, r):
			fmt.Fprintf(&b, `\u%04X`, r)
		default:
			b.WriteRune(r)
		}
	}
	return oneLine(b.String(), n)
}
