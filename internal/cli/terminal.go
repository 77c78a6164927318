package cli

import "github.com/mcpscan/mcpscan/internal/termtext"

// cell is s made fit for one cell of a table on a terminal: on one line,
// at most n runes, with invisible and control characters shown escaped
// (see termtext.Visible).
func cell(s string, n int) string {
	return oneLine(termtext.Visible(s), n)
}
