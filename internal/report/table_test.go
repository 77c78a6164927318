package report

import (
	"path/filepath"
	"strings"
	"testing"

	"github.com/mcpscan/mcpscan/classifier"
	"github.com/mcpscan/mcpscan/internal/golden"
	"github.com/mcpscan/mcpscan/internal/termtext"
)

// tableServer has a tool of every severity, names of every width (wide
// characters, combining marks) and a failure whose reason is long.
func tableServer() ([]Server, []Failure) {
	tool := func(name string, c classifier.Category, s classifier.Severity) classifier.Assessment {
		return classifier.Assessment{Tool: name, Category: c, Severity: s, Rationale: "why " + name}
	}
	return []Server{{ServerReport: classifier.ServerReport{Name: "mixed", Tools: []classifier.Assessment{
			tool("read_file", classifier.Read, classifier.Low),
			tool("検索する", classifier.Write, classifier.Medium),
			tool("run", classifier.Execute, classifier.High),
			tool("supprime\u0301", classifier.Destructive, classifier.Critical),
		}}, File: "mcp.json", Line: 3}},
		[]Failure{{Server: "far", Location: "mcp.json:9:3", Stage: "initialize",
			Reason: strings.Repeat("connection refused by the server at the other end of a very long road; ", 4)}}
}

// With colour on, the columns line up on the screen: the escape sequences
// take no columns and a wide character two. The failure's reason is whole.
func TestTableColourAlignment(t *testing.T) {
	servers, failures := tableServer()
	for _, colour := range []bool{true, false} {
		var b strings.Builder
		if err := Table(&b, servers, colour, failures...); err != nil {
			t.Fatal(err)
		}
		out := b.String()
		name := "table.golden"
		if colour {
			name = "table-colour.golden"
			if !strings.Contains(out, "\x1b[31mHigh\x1b[0m") {
				t.Errorf("colour on, but High is not painted:\n%q", out)
			}
		}
		golden.Check(t, filepath.Join("testdata", name), out)
		// Every row's WHY column starts at the header's column.
		lines := strings.Split(out, "\n")
		header := lines[1]
		col := termtext.Width(header[:strings.Index(header, "WHY")])
		for _, l := range lines[2:6] {
			i := strings.Index(l, "why ")
			if got := termtext.Width(l[:i]); got != col {
				t.Errorf("colour %v: %q: WHY at column %d, want %d", colour, l, got, col)
			}
		}
		if !strings.Contains(out, failures[0].Reason) {
			t.Errorf("the failure's reason is cut:\n%s", out)
		}
	}
}
