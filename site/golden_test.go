package site

import (
	"flag"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

var update = flag.Bool("update", false, "rewrite the golden files in testdata/golden")

// TestGolden compares pages of the fixture site with the files in
// testdata/golden (go test ./site -run TestGolden -update rewrites them).
func TestGolden(t *testing.T) {
	f := newFixture(t)
	dir := t.TempDir()
	f.build(t, dir, 0)
	pages := []struct{ golden, path string }{
		{"home.html", "index.html"},
		{"server-demo-workspace.html", "servers/demo-workspace/index.html"},
		{"tool-execute_code.html", "tools/demo-workspace/execute_code/index.html"},
		{"tool-write_file.html", "tools/demo-workspace/write_file/index.html"},
		{"risk-high.html", "risk/high/index.html"},
		{"category-execute.html", "categories/execute/index.html"},
		{"api-servers.json", "v0.1/servers/index.json"},
		{"policy-demo-workspace.json", "policies/demo-workspace.policy.json"},
		{"search-index.js", "search/index.js"},
		{"feed-risk.xml", feedPath},
	}
	for _, p := range pages {
		t.Run(p.golden, func(t *testing.T) {
			got := readFile(t, filepath.Join(dir, filepath.FromSlash(p.path)))
			golden := filepath.Join("testdata", "golden", p.golden)
			if *update {
				if err := os.WriteFile(golden, []byte(got), 0o644); err != nil {
					t.Fatal(err)
				}
				return
			}
			want := readFile(t, golden)
			if got != want {
				t.Errorf("%s differs from %s (run go test ./site -run TestGolden -update and review the diff):\n%s",
					p.path, golden, firstDifference(got, want))
			}
		})
	}
}

// firstDifference shows the first line where got and want part.
func firstDifference(got, want string) string {
	g, w := strings.Split(got, "\n"), strings.Split(want, "\n")
	for i := 0; i < len(g) || i < len(w); i++ {
		var gl, wl string
		if i < len(g) {
			gl = g[i]
		}
		if i < len(w) {
			wl = w[i]
		}
		if gl != wl {
			return "line " + itoa(i+1) + ":\n got:  " + cut(gl, 300) + "\n want: " + cut(wl, 300)
		}
	}
	return "(same lines, different bytes)"
}
