package registry

import (
	"context"
	"encoding/json"
	"fmt"
	"path/filepath"
	"strings"
	"testing"
)

// assessmentRows lists every stored assessment, created_at left out.
func assessmentRows(t *testing.T, s *Store) string {
	t.Helper()
	rows, err := s.DB().QueryContext(t.Context(), `SELECT tool_hash, ruleset_version, category, severity, document, typeof(document) FROM assessments ORDER BY 1, 2`)
	if err != nil {
		t.Fatal(err)
	}
	defer rows.Close()
	var b strings.Builder
	for rows.Next() {
		var h, v, c, sev, doc, typ string
		if err := rows.Scan(&h, &v, &c, &sev, &doc, &typ); err != nil {
			t.Fatal(err)
		}
		fmt.Fprintf(&b, "%s %s %s %s %s %s\n", h, v, c, sev, typ, doc)
	}
	if err := rows.Err(); err != nil {
		t.Fatal(err)
	}
	return b.String()
}

// Storing in batches leaves the rows storing one at a time leaves: more
// rows than one statement takes, duplicates (the last wins) and rows that
// replace stored ones.
func TestPutAssessmentsAsOneByOne(t *testing.T) {
	ctx := context.Background()
	as := syntheticAssessments(2*assessmentsPerInsert + 7)
	as = append(as, as[3], as[len(as)-1])
	as[len(as)-2].Category, as[len(as)-2].Document = "Write", json.RawMessage(`{"v":2}`)
	as[len(as)-1].RulesetVersion = "r2"
	for _, tt := range []struct {
		name string
		put  func(*Store, []Assessment) error
	}{
		{"checked", func(s *Store, as []Assessment) error { return s.PutAssessments(ctx, as) }},
		{"marshaled", func(s *Store, as []Assessment) error { return s.PutMarshaledAssessments(ctx, as) }},
	} {
		t.Run(tt.name, func(t *testing.T) {
			one, batch := openTemp(t), openTemp(t)
			for _, s := range []*Store{one, batch} {
				// Stored before, replaced below.
				if err := s.PutAssessment(ctx, Assessment{ToolHash: as[5].ToolHash, RulesetVersion: "r1", Category: "Read", Severity: "Low", Document: json.RawMessage(`{}`)}); err != nil {
					t.Fatal(err)
				}
			}
			for _, a := range as {
				if err := one.PutAssessment(ctx, a); err != nil {
					t.Fatal(err)
				}
			}
			if err := tt.put(batch, as); err != nil {
				t.Fatal(err)
			}
			if got, want := assessmentRows(t, batch), assessmentRows(t, one); got != want {
				t.Errorf("rows differ: got %d bytes, want %d", len(got), len(want))
			}
		})
	}
}

// A batch with an invalid assessment stores nothing and names it.
func TestPutAssessmentsRejects(t *testing.T) {
	ctx := context.Background()
	good := syntheticAssessments(3)
	for _, tt := range []struct {
		name string
		bad  Assessment
		want string
	}{
		{"not JSON", Assessment{ToolHash: "x", RulesetVersion: "r1", Document: json.RawMessage(`nope`)}, "put assessment x: document is not valid JSON"},
		{"no hash", Assessment{RulesetVersion: "r1", Document: json.RawMessage(`{}`)}, "put assessments: tool hash and ruleset version are required"},
	} {
		t.Run(tt.name, func(t *testing.T) {
			s := openTemp(t)
			err := s.PutAssessments(ctx, append(append(good[:2:2], tt.bad), good[2]))
			if err == nil || err.Error() != tt.want {
				t.Fatalf("got %v, want %s", err, tt.want)
			}
			if got := assessmentRows(t, s); got != "" {
				t.Errorf("got rows %q, want none", got)
			}
		})
	}
}

func openTemp(t *testing.T) *Store {
	t.Helper()
	s, err := Open(context.Background(), filepath.Join(t.TempDir(), "r.db"))
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { _ = s.Close() })
	return s
}
