package cli

import (
	"context"
	"encoding/json"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"strconv"
	"strings"
	"syscall"
	"testing"
	"time"

	"github.com/mcpscan/mcpscan/catalog"
	"github.com/mcpscan/mcpscan/internal/publish"
	"github.com/mcpscan/mcpscan/registry"
)

// siteChildEnv makes the test binary run one `site build` (the arguments,
// a JSON array) and exit, so the benchmark can measure a build's time and
// peak memory in a process of its own.
const siteChildEnv = "MCPSCAN_SITE_BUILD_CHILD"

// siteBuildChild is the child side of BenchmarkSiteBuild10k, run from
// TestMain: one `site build` with the arguments in $MCPSCAN_SITE_BUILD_CHILD.
func siteBuildChild(env string) int {
	var args []string
	if err := json.Unmarshal([]byte(env), &args); err != nil {
		fmt.Fprintln(os.Stderr, err)
		return ExitUsage
	}
	return Run(context.Background(), args, os.Stdout, os.Stderr)
}

// syntheticCatalogue makes servers shaped like real ones: every tool is a
// real tool from the classifier's corpus, renamed where a server would list
// a name twice, with the server's number in its description so every
// definition is distinct (nothing is shared through the assessment cache).
func syntheticCatalogue(tb testing.TB, servers, toolsPer int) []catalog.Server {
	tb.Helper()
	files, err := filepath.Glob("../../classifier/testdata/corpus/servers/*.json")
	if err != nil || len(files) == 0 {
		tb.Fatalf("corpus: %v", err)
	}
	var corpus []catalog.Tool
	for _, f := range files {
		data, err := os.ReadFile(f)
		if err != nil {
			tb.Fatal(err)
		}
		got, err := catalog.DecodeServers(data, filepath.Base(f))
		if err != nil {
			tb.Fatal(err)
		}
		for _, s := range got {
			corpus = append(corpus, s.Tools...)
		}
	}
	out := make([]catalog.Server, servers)
	for i := range out {
		used := map[string]bool{}
		tools := make([]catalog.Tool, 0, toolsPer)
		for j := range toolsPer {
			t := corpus[(i*toolsPer+j*7)%len(corpus)]
			for used[t.Name] {
				t.Name += "_2"
			}
			used[t.Name] = true
			t.Description = fmt.Sprintf("%s (synthetic server %d)", t.Description, i)
			tools = append(tools, t)
		}
		out[i] = catalog.Server{
			Name:        fmt.Sprintf("io.github.synth%d/server-%05d", i%700, i),
			Description: fmt.Sprintf("Synthetic server %d built from real tool definitions", i),
			Version:     "1.0.0",
			Source:      catalog.SourceRegistry,
			Repository:  &catalog.Repository{URL: fmt.Sprintf("https://github.com/synth%d/server-%05d", i%700, i), Source: "github"},
			Packages: []catalog.Package{{RegistryType: "npm", Identifier: fmt.Sprintf("@synth%d/server-%05d", i%700, i),
				Version: "1.0.0", RuntimeHint: "npx", Transport: catalog.Transport{Type: catalog.TransportStdio}}},
			Tools: tools,
		}
	}
	return out
}

// childRun is one measured `site build` in its own process.
type childRun struct {
	elapsed      time.Duration
	cpu          time.Duration // user and system time
	maxRSS       int64         // bytes
	files        int
	written      int
	unchanged    int
	largest      string
	largestKB    int
	indexKB      int
	siteMB       float64
	registryLine string
	skipped      bool // nothing changed: the build rendered nothing
}

var (
	siteLine    = regexp.MustCompile(`(\d+) files \((\d+) written, (\d+) unchanged, \d+ removed\), ([\d.]+) MB, largest page (\S+) \((\d+) KB\), search index (\d+) KB`)
	skippedLine = regexp.MustCompile(`unchanged since its last build \((\d+) files, ([\d.]+) MB\)`)
)

func runSiteChild(b *testing.B, args ...string) childRun {
	b.Helper()
	cmd := exec.Command(os.Args[0], "-test.run=^$") //nolint:noctx // bounded by the benchmark's own timeout
	env, err := json.Marshal(args)
	if err != nil {
		b.Fatal(err)
	}
	cmd.Env = append(os.Environ(), siteChildEnv+"="+string(env))
	start := time.Now()
	out, err := cmd.CombinedOutput()
	elapsed := time.Since(start)
	if err != nil {
		b.Fatalf("site build: %v\n%s", err, out)
	}
	r := childRun{elapsed: elapsed, registryLine: firstLine(string(out), "registry:")}
	if ru, ok := cmd.ProcessState.SysUsage().(*syscall.Rusage); ok {
		r.maxRSS = ru.Maxrss * 1024 // kilobytes on Linux
		r.cpu = time.Duration(ru.Utime.Nano() + ru.Stime.Nano())
	}
	if m := skippedLine.FindStringSubmatch(string(out)); m != nil {
		r.skipped = true
		r.files, _ = strconv.Atoi(m[1])
		r.unchanged = r.files
		r.siteMB, _ = strconv.ParseFloat(m[2], 64)
		return r
	}
	m := siteLine.FindStringSubmatch(string(out))
	if m == nil {
		b.Fatalf("site build printed no summary:\n%s", out)
	}
	r.largest = m[5]
	r.files, _ = strconv.Atoi(m[1])
	r.written, _ = strconv.Atoi(m[2])
	r.unchanged, _ = strconv.Atoi(m[3])
	r.siteMB, _ = strconv.ParseFloat(m[4], 64)
	r.largestKB, _ = strconv.Atoi(m[6])
	r.indexKB, _ = strconv.Atoi(m[7])
	return r
}

func firstLine(text, prefix string) string {
	for line := range strings.Lines(text) {
		if strings.HasPrefix(line, prefix) {
			return strings.TrimSpace(line)
		}
	}
	return ""
}

// BenchmarkSiteBuild10k builds the catalogue of a synthetic registry of
// 10,000 servers and 100,000 tools with `mcpscan site build`, in a process
// of its own so its peak memory is its own, then rebuilds it unchanged.
// The registry is filled and classified first, untimed (the build then
// finds every assessment and policy stored). $MCPSCAN_BENCH_SITE_DIR keeps
// the built site for the search measurement in bench/site.sh, and
// $MCPSCAN_BENCH_DB keeps (and reuses) the synthetic registry.
func BenchmarkSiteBuild10k(b *testing.B) {
	b.StopTimer()
	const servers, toolsPer = 10000, 10
	ctx := context.Background()
	tmp := b.TempDir()
	db := filepath.Join(tmp, "bench.db")
	if keep := os.Getenv("MCPSCAN_BENCH_DB"); keep != "" {
		db = keep
	}
	store, err := registry.Open(ctx, db)
	if err != nil {
		b.Fatal(err)
	}
	setup := time.Now()
	stats, err := store.Stats(ctx)
	if err != nil {
		b.Fatal(err)
	}
	if stats.Tools != servers*toolsPer {
		if _, err := store.UpsertServers(ctx, syntheticCatalogue(b, servers, toolsPer)); err != nil {
			b.Fatal(err)
		}
	}
	crawled := time.Since(setup)
	prep, err := publish.Prepare(ctx, store, publish.Options{})
	if err != nil {
		b.Fatal(err)
	}
	prepared := time.Since(setup) - crawled
	_ = store.Close()
	fmt.Printf("setup: %d servers, %d tools stored in %.1f s; classified and %d policies generated in %.1f s\n",
		prep.Servers, prep.Tools, crawled.Seconds(), prep.Policies, prepared.Seconds())

	for i := range b.N {
		out := filepath.Join(tmp, fmt.Sprintf("site%d", i))
		if keep := os.Getenv("MCPSCAN_BENCH_SITE_DIR"); keep != "" {
			out = keep
			_ = os.RemoveAll(out)
		}
		b.StartTimer()
		first := runSiteChild(b, "--db", db, "site", "build", "-o", out)
		b.StopTimer()
		again := runSiteChild(b, "--db", db, "site", "build", "-o", out)
		forced := runSiteChild(b, "--db", db, "site", "build", "-o", out, "--force")
		b.ReportMetric(first.elapsed.Seconds(), "build-s")
		b.ReportMetric(first.cpu.Seconds(), "build-cpu-s")
		b.ReportMetric(again.cpu.Seconds(), "rebuild-cpu-s")
		b.ReportMetric(float64(first.maxRSS)/(1<<20), "build-rss-MB")
		b.ReportMetric(float64(first.written), "pages-written")
		b.ReportMetric(again.elapsed.Seconds(), "rebuild-s")
		b.ReportMetric(float64(again.maxRSS)/(1<<20), "rebuild-rss-MB")
		b.ReportMetric(float64(again.written), "rebuild-written")
		b.ReportMetric(forced.elapsed.Seconds(), "rerender-s")
		b.ReportMetric(forced.cpu.Seconds(), "rerender-cpu-s")
		b.ReportMetric(float64(forced.written), "rerender-written")
		b.ReportMetric(float64(first.largestKB), "largest-page-KB")
		b.ReportMetric(float64(first.indexKB), "search-index-KB")
		b.ReportMetric(first.siteMB, "site-MB")
		if !again.skipped || again.files != first.files {
			b.Errorf("unchanged rebuild: skipped %v, %d files; want it skipped with %d", again.skipped, again.files, first.files)
		}
		if forced.written != 0 || forced.unchanged != first.files {
			b.Errorf("forced rebuild of an unchanged catalogue wrote %d of %d files", forced.written, forced.files)
		}
		summary, _ := json.Marshal(map[string]any{"largest": first.largest, "files": first.files, "registry": first.registryLine})
		fmt.Printf("site: %s\n", summary)
	}
}
