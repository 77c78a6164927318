package registry

import (
	"crypto/sha256"
	"encoding/hex"
	"fmt"
	"path/filepath"
	"testing"
)

// syntheticAssessments makes n assessments with documents of the size the
// classifier writes, in the random hash order a file's tools come in.
func syntheticAssessments(n int) []Assessment {
	out := make([]Assessment, n)
	for i := range out {
		sum := sha256.Sum256(fmt.Appendf(nil, "tool %d", i))
		hash := "t1:" + hex.EncodeToString(sum[:])
		doc := fmt.Sprintf(`{"name":"get_item_%d","category":"Read","severity":"Low","confidence":0.9,`+
			`"rationale":"Reads an item by id; nothing in its schema writes or sends.","evidence":[{"signal":"verb","detail":"get"}],`+
			`"capabilities":["read"],"flows":[],"findings":[{"id":"MCP-A001","kind":"annotation_missing","severity":"Low",`+
			`"message":"declares no readOnlyHint","field":"annotations"}],"toolHash":"%s","rulesetVersion":"r1"}`, i, hash)
		out[i] = Assessment{ToolHash: hash, RulesetVersion: "r1", Category: "Read", Severity: "Low", Document: []byte(doc)}
	}
	return out
}

// BenchmarkPutAssessments stores 100,000 assessments in a fresh database,
// as classifying one large file does.
func BenchmarkPutAssessments(b *testing.B) {
	as := syntheticAssessments(100_000)
	for i := 0; b.Loop(); i++ {
		s, err := Open(b.Context(), filepath.Join(b.TempDir(), fmt.Sprintf("put%d.db", i)))
		if err != nil {
			b.Fatal(err)
		}
		if err := s.PutAssessments(b.Context(), as); err != nil {
			b.Fatal(err)
		}
		_ = s.Close()
	}
	b.ReportMetric(100_000*float64(b.N)/b.Elapsed().Seconds(), "rows/s")
}
