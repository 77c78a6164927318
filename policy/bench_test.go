package policy

import (
	"context"
	"fmt"
	"strings"
	"testing"
)

// benchPolicy is a 200-tool policy: every tool has a deny_if with two
// conditions, a require, and a per-grant limit.
func benchPolicy(tb testing.TB) *Document {
	tb.Helper()
	var b strings.Builder
	b.WriteString(`{"version": "1", "default": "deny", "tools": {`)
	for i := range 200 {
		if i > 0 {
			b.WriteString(",")
		}
		fmt.Fprintf(&b, `"tool_%03d": {
		  "deny_if": [{"conditions": [{"path": "args.path", "op": "regex", "value": "^/etc/"}, {"path": "args.force", "op": "eq", "value": true}], "on_deny": "no"}],
		  "require": [{"path": "args.size", "op": "lte", "value": 1000000}],
		  "limits": [{"counter": "tool_%03d_rate", "window": "minute", "max": 1000000000, "scope": "grant"}]}`, i, i)
	}
	b.WriteString(`}}`)
	return mustParse(tb, b.String())
}

// BenchmarkDecide decides calls to a 200-tool policy with conditions and a
// counter, in memory, on one goroutine.
func BenchmarkDecide(b *testing.B) {
	e := NewEngine(benchPolicy(b), nil)
	ctx := context.Background()
	reqs := make([]Request, 200)
	for i := range reqs {
		reqs[i] = Request{Tool: fmt.Sprintf("tool_%03d", i), Identity: "agent",
			Args: map[string]any{"path": "/home/user/report.csv", "force": false, "size": float64(4096)}}
	}
	b.ReportAllocs()
	b.ResetTimer()
	n := 0
	for b.Loop() {
		d, err := e.Decide(ctx, reqs[n%len(reqs)])
		if err != nil || !d.Allowed() {
			b.Fatalf("%+v %v", d, err)
		}
		n++
	}
	b.ReportMetric(float64(n)/b.Elapsed().Seconds(), "decisions/s")
}
