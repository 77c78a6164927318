package classifier

import (
	"os"
	"path/filepath"
	"testing"

	"github.com/mcpscan/mcpscan/catalog"
)

// corpusTools loads the real tools of the labelled corpus.
func corpusTools(tb testing.TB) []catalog.Tool {
	tb.Helper()
	files, err := filepath.Glob("testdata/corpus/servers/*.json")
	if err != nil || len(files) == 0 {
		tb.Fatalf("no corpus dumps (%v)", err)
	}
	var tools []catalog.Tool
	for _, f := range files {
		data, err := os.ReadFile(f)
		if err != nil {
			tb.Fatal(err)
		}
		servers, err := catalog.DecodeServers(data, filepath.Base(f))
		if err != nil {
			tb.Fatalf("%s: %v", f, err)
		}
		for _, s := range servers {
			tools = append(tools, s.Tools...)
		}
	}
	return tools
}

// BenchmarkClassify classifies the real corpus tools one after another on
// one goroutine and reports tools per second.
func BenchmarkClassify(b *testing.B) { benchClassify(b, corpusTools(b)) }

// benchClassify classifies tools one after another on one goroutine and
// reports tools per second.
func benchClassify(b *testing.B, tools []catalog.Tool) {
	rs := Default()
	b.ResetTimer()
	n := 0
	for b.Loop() {
		rs.Classify(tools[n%len(tools)])
		n++
	}
	b.ReportMetric(float64(n)/b.Elapsed().Seconds(), "tools/s")
}

// BenchmarkDirective runs the directive check alone over the lower-cased
// descriptions of the real corpus tools, one after another, and reports
// the time per tool: the check reads every word of every text.
func BenchmarkDirective(b *testing.B) {
	tools, texts := corpusDescriptions(b)
	rs := Default()
	d := rs.file.Directives
	extra := []classSet{{}}
	b.ResetTimer()
	n := 0
	for b.Loop() {
		t := tools[n%len(tools)]
		d.directive(texts[n%len(texts):n%len(texts)+1], extra, &toolContext{name: t.Name, title: t.Title}, rs.verbs)
		n++
	}
}

// BenchmarkStatedSafeguard runs the stated-safeguard check alone over the
// lower-cased descriptions of the real corpus tools: it reads every text
// the classifier reads, so its cost must stay a small part of Classify's.
func BenchmarkStatedSafeguard(b *testing.B) {
	tools, texts := corpusDescriptions(b)
	b.ResetTimer()
	n := 0
	for b.Loop() {
		t := tools[n%len(tools)]
		statedSafeguardOff(texts[n%len(texts)], &toolContext{name: t.Name, title: t.Title})
		n++
	}
}

// corpusDescriptions returns the real corpus tools and their lower-cased
// descriptions, in the same order, for the benchmarks of one check.
func corpusDescriptions(b *testing.B) ([]catalog.Tool, []string) {
	tools := corpusTools(b)
	texts := make([]string, len(tools))
	for i, t := range tools {
		texts[i] = toLower(t.Description)
	}
	return tools, texts
}
