package sandbox

import (
	"context"
	"os"
	"os/exec"
	"slices"
	"testing"
	"time"

	"github.com/mark3labs/mcp-go/mcp"

	"github.com/mcpscan/mcpscan/catalog"
)

// benchCaller answers every call at once with the same small result.
type benchCaller struct{}

func (benchCaller) Servers(context.Context) ([]ServerInfo, error) {
	return []ServerInfo{{Name: "util", Tools: 1}}, nil
}

func (benchCaller) Tools(context.Context, string) ([]catalog.Tool, error) {
	return []catalog.Tool{{Name: "echo"}}, nil
}

func (benchCaller) CallTool(context.Context, Call) (*mcp.CallToolResult, error) {
	return mcp.NewToolResultText(`{"ok":true}`), nil
}

// median returns the middle of the samples (sorted in place).
func median(d []time.Duration) time.Duration {
	if len(d) == 0 {
		return 0
	}
	slices.Sort(d)
	return d[len(d)/2]
}

func ms(d time.Duration) float64 { return float64(d) / float64(time.Millisecond) }

func us(d time.Duration) float64 { return float64(d) / float64(time.Microsecond) }

// runTimed runs one script and returns how long Run took.
func runTimed(b *testing.B, rt *Runtime, code string) time.Duration {
	b.Helper()
	start := time.Now()
	if _, err := rt.Run(context.Background(), Script{Code: code}, benchCaller{}, "bench"); err != nil {
		b.Fatal(err)
	}
	return time.Since(start)
}

// BenchmarkExecuteTrivial is one whole Run of a trivial script: esbuild,
// a fresh VM with the host API and guards, the run, the JSON value.
// p50-ms is the median run.
func BenchmarkExecuteTrivial(b *testing.B) {
	rt := New(Config{})
	var samples []time.Duration
	for b.Loop() {
		samples = append(samples, runTimed(b, rt, `({ ok: true })`))
	}
	b.ReportMetric(ms(median(samples)), "p50-ms")
}

// BenchmarkCallToolOverhead is what one call_tool to an in-process tool
// adds to a run: the median of runs making one call minus the median of
// runs of the same script with a plain function in its place, sampled
// alternately so both see the same machine. The control has the call's
// shape because compiling a call around an object literal costs more
// than compiling the literal alone, whatever the function called; the
// difference from a trivial run is reported too (trivial-us).
func BenchmarkCallToolOverhead(b *testing.B) {
	rt := New(Config{})
	var with, same, trivial []time.Duration
	for b.Loop() {
		with = append(with, runTimed(b, rt, `call_tool("util", "echo", { n: 1 })`))
		same = append(same, runTimed(b, rt, `((server, tool, args) => args)("util", "echo", { n: 1 })`))
		trivial = append(trivial, runTimed(b, rt, `({ n: 1 })`))
	}
	b.ReportMetric(us(median(with)-median(same)), "call-us")
	b.ReportMetric(us(median(with)-median(trivial)), "trivial-us")
	// The same measured inside one run, over 200 calls, without the
	// per-run noise: the median of 9 alternating pairs of runs.
	var loops, bare []time.Duration
	for range 9 {
		loops = append(loops, runTimed(b, rt, `for (let i = 0; i < 200; i++) call_tool("util", "echo", { i })`))
		bare = append(bare, runTimed(b, rt, `for (let i = 0; i < 200; i++) ({ i })`))
	}
	b.ReportMetric(us((median(loops)-median(bare))/200), "in-run-call-us")
}

// BenchmarkTimeoutToReturn runs `while(true){}` with a 20 ms deadline and
// measures from the deadline to Run's return.
func BenchmarkTimeoutToReturn(b *testing.B) {
	const deadline = 20 * time.Millisecond
	rt := New(Config{Timeout: deadline})
	var late []time.Duration
	for b.Loop() {
		start := time.Now()
		_, err := rt.Run(context.Background(), Script{Code: `while (true) {}`}, benchCaller{}, "bench")
		late = append(late, time.Since(start)-deadline)
		if err == nil {
			b.Fatal("the loop returned")
		}
	}
	worst := slices.Max(late)
	b.ReportMetric(ms(median(late)), "p50-late-ms")
	b.ReportMetric(ms(worst), "max-late-ms")
}

// BenchmarkNodeBaseline runs the same trivial script the way a
// Node-based code-mode server does: a new node process per run. It skips
// when node is missing, unless CI is set.
func BenchmarkNodeBaseline(b *testing.B) {
	node, err := exec.LookPath("node")
	if err != nil {
		if os.Getenv("CI") != "" {
			b.Fatal("node is required under CI")
		}
		b.Skip("node not found")
	}
	var samples []time.Duration
	for b.Loop() {
		start := time.Now()
		out, err := exec.CommandContext(context.Background(), node, "-e", `console.log(JSON.stringify((() => ({ ok: true }))()))`).Output()
		if err != nil || string(out) != "{\"ok\":true}\n" {
			b.Fatalf("node: %v %q", err, out)
		}
		samples = append(samples, time.Since(start))
	}
	b.ReportMetric(ms(median(samples)), "p50-ms")
}

// BenchmarkExecuteIsolated is BenchmarkExecuteTrivial with Config.Isolate,
// each run in a child process of its own. p50-ms is a run that finds a
// warm worker (the pool refills between runs, as it does between an
// agent's calls); cold-p50-ms is a run that has to start its child.
func BenchmarkExecuteIsolated(b *testing.B) {
	rt := New(Config{Isolate: true})
	defer rt.Close()
	cold := New(Config{Isolate: true, PoolSize: 1})
	cold.workers.close() // nothing warm: every run starts its child
	cold.workers = newWorkerPool(0, cold.cfg)
	defer cold.Close()
	var warm, coldSamples []time.Duration
	for b.Loop() {
		b.StopTimer()
		rt.workers.waitWarm(10 * time.Second)
		b.StartTimer()
		warm = append(warm, runTimed(b, rt, `({ ok: true })`))
		b.StopTimer()
		coldSamples = append(coldSamples, runTimed(b, cold, `({ ok: true })`))
		b.StartTimer()
	}
	b.ReportMetric(ms(median(warm)), "p50-ms")
	b.ReportMetric(ms(median(coldSamples)), "cold-p50-ms")
}
