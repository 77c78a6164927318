package registry

import (
	"context"
	"encoding/json"
	"fmt"
	"path/filepath"
	"testing"

	"github.com/mcpscan/mcpscan/catalog"
)

// syntheticServers makes n servers with toolsPer tools each, shaped like
// real listings: a few parameters with descriptions, some enums, an output
// schema on some, annotations on some.
func syntheticServers(n, toolsPer int) []catalog.Server {
	verbs := []string{"get", "list", "create", "update", "delete", "search", "run", "send", "read", "write"}
	objects := []string{"file", "issue", "message", "record", "job", "user", "invoice", "page", "query", "branch"}
	out := make([]catalog.Server, n)
	for i := range out {
		tools := make([]catalog.Tool, toolsPer)
		for j := range tools {
			verb, obj := verbs[(i+j)%len(verbs)], objects[(i*7+j)%len(objects)]
			schema := fmt.Sprintf(`{"type":"object","properties":{"%s_id":{"type":"string","description":"Identifier of the %s to %s."},`+
				`"limit":{"type":"integer","minimum":1,"maximum":100,"default":20,"description":"Maximum number of results."},`+
				`"mode":{"type":"string","enum":["fast","full","dry-run"]},"tags":{"type":"array","items":{"type":"string"}}},`+
				`"required":["%s_id"],"additionalProperties":false}`, obj, obj, verb, obj)
			t := catalog.Tool{
				Name:        fmt.Sprintf("%s_%s_%d", verb, obj, j),
				Description: fmt.Sprintf("%s a %s in the workspace of server %d. Returns the %s as JSON with its metadata, owner and timestamps.", verb, obj, i, obj),
				InputSchema: json.RawMessage(schema),
			}
			if j%3 == 0 {
				t.OutputSchema = json.RawMessage(`{"type":"object","properties":{"ok":{"type":"boolean"},"id":{"type":"string"}}}`)
			}
			if j%2 == 0 {
				t.Annotations.ReadOnlyHint = new(verb == "get" || verb == "list" || verb == "search" || verb == "read")
			}
			tools[j] = t
		}
		out[i] = catalog.Server{
			Name:        fmt.Sprintf("io.github.org%d/server-%d", i%500, i),
			Description: fmt.Sprintf("Synthetic server number %d", i),
			Version:     "1.0.0",
			Source:      catalog.SourceRegistry,
			Packages: []catalog.Package{{RegistryType: "npm", Identifier: fmt.Sprintf("@org%d/server-%d", i%500, i),
				Version: "1.0.0", Transport: catalog.Transport{Type: catalog.TransportStdio}}},
			Tools: tools,
		}
	}
	return out
}

// BenchmarkUpsert10kServers writes 10,000 servers with 100,000 tools into a
// fresh database per iteration.
func BenchmarkUpsert10kServers(b *testing.B) {
	servers := syntheticServers(10000, 10)
	ctx := context.Background()
	for i := range b.N {
		b.StopTimer()
		s, err := Open(ctx, filepath.Join(b.TempDir(), fmt.Sprintf("bench%d.db", i)))
		if err != nil {
			b.Fatal(err)
		}
		b.StartTimer()
		if _, err := s.UpsertServers(ctx, servers); err != nil {
			b.Fatal(err)
		}
		b.StopTimer()
		_ = s.Close()
		b.StartTimer()
	}
	perOp := b.Elapsed().Seconds() / float64(b.N)
	b.ReportMetric(10000/perOp, "servers/s")
	b.ReportMetric(100000/perOp, "tools/s")
}

// BenchmarkRecrawl10kServers upserts the same 10,000 servers again: the cost
// of a crawl that finds nothing new.
func BenchmarkRecrawl10kServers(b *testing.B) {
	servers := syntheticServers(10000, 10)
	ctx := context.Background()
	s, err := Open(ctx, filepath.Join(b.TempDir(), "bench.db"))
	if err != nil {
		b.Fatal(err)
	}
	defer func() { _ = s.Close() }()
	if _, err := s.UpsertServers(ctx, servers); err != nil {
		b.Fatal(err)
	}
	b.ResetTimer()
	for b.Loop() {
		if _, err := s.UpsertServers(ctx, servers); err != nil {
			b.Fatal(err)
		}
	}
	perOp := b.Elapsed().Seconds() / float64(b.N)
	b.ReportMetric(100000/perOp, "tools/s")
}

func BenchmarkSearch(b *testing.B) {
	ctx := context.Background()
	s, err := Open(ctx, filepath.Join(b.TempDir(), "bench.db"))
	if err != nil {
		b.Fatal(err)
	}
	defer func() { _ = s.Close() }()
	if _, err := s.UpsertServers(ctx, syntheticServers(2000, 10)); err != nil {
		b.Fatal(err)
	}
	b.ResetTimer()
	for b.Loop() {
		if _, err := s.Search(ctx, "delete invoice", 20); err != nil {
			b.Fatal(err)
		}
	}
}

// BenchmarkAppendAudit writes audit records in batches of the size the
// gateway's writer gathers under load.
func BenchmarkAppendAudit(b *testing.B) {
	for _, batch := range []int{1, 16, 256} {
		b.Run(fmt.Sprintf("batch=%d", batch), func(b *testing.B) {
			s, err := Open(b.Context(), filepath.Join(b.TempDir(), "audit.db"))
			if err != nil {
				b.Fatal(err)
			}
			defer func() { _ = s.Close() }()
			recs := make([]AuditRecord, batch)
			n := 0
			b.ResetTimer()
			for b.Loop() {
				for i := range recs {
					n++
					recs[i] = AuditRecord{AuditID: fmt.Sprintf("id-%d", n), Identity: "alice", Server: "notes", Tool: "echo",
						Decision: "allow", Rule: "tools.echo", Reason: "allowed", ArgKeys: []string{"text"}, Duration: 120}
				}
				if err := s.AppendAudit(context.Background(), recs...); err != nil {
					b.Fatal(err)
				}
			}
			b.ReportMetric(float64(b.Elapsed().Nanoseconds())/float64(n)/1000, "µs/record")
		})
	}
}
