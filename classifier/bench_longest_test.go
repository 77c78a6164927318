package classifier

import (
	"slices"
	"testing"

	"github.com/mcpscan/mcpscan/catalog"
)

// longestTools are the n corpus tools with the longest definitions
// (description and input schema): the few that cost the most to read,
// and where a check that reads a text more than once shows.
func longestTools(tb testing.TB, n int) []catalog.Tool {
	tb.Helper()
	tools := corpusTools(tb)
	size := func(t catalog.Tool) int { return len(t.Description) + len(t.InputSchema) }
	slices.SortStableFunc(tools, func(a, b catalog.Tool) int { return size(b) - size(a) })
	return tools[:min(n, len(tools))]
}

// BenchmarkClassifyLongest classifies the 20 longest corpus tools one
// after another on one goroutine.
func BenchmarkClassifyLongest(b *testing.B) { benchClassify(b, longestTools(b, 20)) }
