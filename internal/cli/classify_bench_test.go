package cli

import (
	"bytes"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// bigToolFile writes one server with n tools (each a different definition,
// as a registry dump is) and returns its path.
func bigToolFile(tb testing.TB, n int) string {
	tb.Helper()
	return toolFile(tb, "big", fmt.Sprintf("tools-%d.json", n), n, func(b *bytes.Buffer, i int, v string) {
		fmt.Fprintf(b, "  {\n   \"name\": \"%s_item_%d\",\n   \"description\": \"%ss item %d. Returns the item as JSON.\",\n"+
			"   \"inputSchema\": {\"type\": \"object\", \"properties\": {\"id\": {\"type\": \"string\", \"description\": \"The item id.\"}}}\n  }", v, i, strings.ToUpper(v[:1])+v[1:], i)
	})
}

// toolFile writes, under file in a temporary directory, a pretty-printed
// dump of one server of n tools, tool writing each from its index and a
// verb, and returns its path.
func toolFile(tb testing.TB, server, file string, n int, tool func(b *bytes.Buffer, i int, verb string)) string {
	tb.Helper()
	verbs := []string{"get", "list", "create", "delete", "update", "send", "run", "search", "upload", "transfer"}
	var b bytes.Buffer
	fmt.Fprintf(&b, "{\n \"name\": %q,\n \"tools\": [\n", server)
	for i := range n {
		if i > 0 {
			b.WriteString(",\n")
		}
		tool(&b, i, verbs[i%len(verbs)])
	}
	b.WriteString("\n ]\n}\n")
	path := filepath.Join(tb.TempDir(), file)
	if err := os.WriteFile(path, b.Bytes(), 0o600); err != nil {
		tb.Fatal(err)
	}
	return path
}

// A large file is classified in one pass, and every tool's line is found.
func TestClassifyLargeFileLines(t *testing.T) {
	const n = 20_000
	path := bigToolFile(t, n)
	code, stdout, stderr := run(t, "classify", "--db", filepath.Join(t.TempDir(), "r.db"), "--format", "sarif", path)
	if code != ExitOK && code != ExitFindings {
		t.Fatalf("exit %d: %s", code, stderr)
	}
	// Tool i's name is on line 5 + 5·i of the file; the delete tools
	// (i%10 == 3) are in the SARIF report.
	for _, i := range []int{3, 783, n/2 + 3, n - 7} {
		want := fmt.Sprintf(`"startLine": %d`, 5+5*i)
		name := fmt.Sprintf("/delete_item_%d is", i)
		at := strings.Index(stdout, name)
		if at < 0 {
			t.Fatalf("tool %d is not in the report", i)
		}
		if !strings.Contains(stdout[at:min(len(stdout), at+2000)], want) {
			t.Errorf("tool %d: the report does not place it at %s", i, want)
		}
	}
}

// BenchmarkClassifyLargeFile classifies a file of 100,000 tools, registry
// cache cold, as `mcpscan classify FILE` does.
func BenchmarkClassifyLargeFile(b *testing.B) {
	path := bigToolFile(b, 100_000)
	for b.Loop() {
		db := filepath.Join(b.TempDir(), "r.db")
		if code, _, stderr := run(b, "classify", "--db", db, "--format", "json", path); code != ExitOK && code != ExitFindings {
			b.Fatalf("exit %d: %s", code, stderr)
		}
	}
	b.ReportMetric(100_000*float64(b.N)/b.Elapsed().Seconds(), "tools/s")
}
