// Package termtext makes text from servers and agents safe to print on a
// terminal: names, descriptions and arguments may hold escape sequences,
// right-to-left overrides or invisible characters that would rewrite
// what a person reads.
package termtext

import (
	"fmt"
	"strings"
	"unicode"
)

// Visible is s with control, format (bidirectional overrides, zero-width)
// and other invisible characters shown as \u escapes; tabs and line
// breaks become spaces.
func Visible(s string) string {
	clean := true
	for _, r := range s {
		if shown(r) != 0 {
			clean = false
			break
		}
	}
	if clean {
		return s
	}
	var b strings.Builder
	for _, r := range s {
		switch shown(r) {
		case 0:
			b.WriteRune(r)
		case ' ':
			b.WriteByte(' ')
		default:
			if r > 0xFFFF {
				fmt.Fprintf(&b, `\U%08X`, r)
			} else {
				fmt.Fprintf(&b, `\u%04X`, r)
			}
		}
	}
	return b.String()
}

// shown is 0 for a rune printed as it is, ' ' for one printed as a space,
// and '\\' for one printed escaped.
func shown(r rune) rune {
	switch {
	case r == '\t' || r == '\n' || r == '\r':
		return ' '
	case r == unicode.ReplacementChar || !unicode.IsGraphic(r) || unicode.Is(unicode.Cf, r):
		return '\\'
	}
	return 0
}
