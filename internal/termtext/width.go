package termtext

import (
	"io"
	"strings"

	"github.com/rivo/uniseg"
)

// Width is the number of terminal columns s takes: ANSI escape sequences
// (the colours mcpscan paints with) take none, East Asian wide characters
// and emoji two, combining marks none.
func Width(s string) int {
	if strings.IndexByte(s, 0x1b) < 0 {
		return uniseg.StringWidth(s)
	}
	return uniseg.StringWidth(stripEscapes(s))
}

// stripEscapes removes CSI sequences (ESC [ parameters, final byte
// 0x40–0x7E) and lone escapes.
func stripEscapes(s string) string {
	var b strings.Builder
	for i := 0; i < len(s); i++ {
		if s[i] != 0x1b {
			b.WriteByte(s[i])
			continue
		}
		if i+1 < len(s) && s[i+1] == '[' {
			j := i + 2
			for j < len(s) && (s[j] < 0x40 || s[j] > 0x7e) {
				j++
			}
			i = j // the final byte, or the end
		}
	}
	return b.String()
}

// Table lines up cells in columns by their Width, which text/tabwriter
// cannot do: it counts the bytes of escape sequences and a wide character
// as one column. Every cell but a row's last is padded to its column's
// width plus Gap spaces.
type Table struct {
	Indent string // written before every row
	Gap    int    // spaces between columns
	rows   [][]string
}

// Row adds a row of cells.
func (t *Table) Row(cells ...string) { t.rows = append(t.rows, cells) }

// WriteTo writes the rows, aligned, and forgets them.
func (t *Table) WriteTo(w io.Writer) (int64, error) {
	var widths []int
	for _, row := range t.rows {
		for i, c := range row[:max(len(row)-1, 0)] {
			if i == len(widths) {
				widths = append(widths, 0)
			}
			widths[i] = max(widths[i], Width(c))
		}
	}
	var b strings.Builder
	for _, row := range t.rows {
		b.WriteString(t.Indent)
		for i, c := range row {
			b.WriteString(c)
			if i < len(row)-1 {
				b.WriteString(strings.Repeat(" ", widths[i]-Width(c)+t.Gap))
			}
		}
		b.WriteByte('\n')
	}
	t.rows = nil
	n, err := io.WriteString(w, b.String())
	return int64(n), err
}
