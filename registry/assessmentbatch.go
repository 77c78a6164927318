package registry

import (
	"cmp"
	"context"
	"database/sql"
	"encoding/json"
	"errors"
	"fmt"
	"slices"
	"strings"
)

// PutAssessments stores many assessments in one transaction (see
// PutAssessment), which is what classifying a whole registry needs: one
// commit per tool would dominate the time. Every document is checked to be
// JSON first; nothing is stored when one is not.
func (s *Store) PutAssessments(ctx context.Context, as []Assessment) error {
	return s.putAssessments(ctx, as, true)
}

// PutMarshaledAssessments is PutAssessments for documents the caller has
// just made with json.Marshal, which cannot be anything but JSON: checking
// them again costs as much as a third of the write for a file of many tools.
func (s *Store) PutMarshaledAssessments(ctx context.Context, as []Assessment) error {
	return s.putAssessments(ctx, as, false)
}

// assessmentsPerInsert is how many rows one INSERT writes: each statement
// costs a round through database/sql and the driver, so a few hundred rows
// a statement make that cost vanish while its six parameters a row stay
// far under SQLite's limit.
const assessmentsPerInsert = 256

const insertAssessmentsHead = `INSERT INTO assessments (tool_hash, ruleset_version, category, severity, document, created_at) VALUES `

// Later rows of the same key replace earlier ones, in one statement as
// across statements, so the last of duplicates wins as it always has.
const insertAssessmentsTail = `
	ON CONFLICT (tool_hash, ruleset_version) DO UPDATE SET
		category = excluded.category, severity = excluded.severity, document = excluded.document`

func (s *Store) putAssessments(ctx context.Context, as []Assessment, checkJSON bool) error {
	if len(as) == 0 {
		return nil
	}
	for _, a := range as {
		if a.ToolHash == "" || a.RulesetVersion == "" {
			return errors.New("put assessments: tool hash and ruleset version are required")
		}
		if checkJSON && !json.Valid(a.Document) {
			return fmt.Errorf("put assessment %s: document is not valid JSON", a.ToolHash)
		}
	}
	// The table is ordered by its key: rows inserted in key order fill
	// its pages one after another instead of splitting pages all over the
	// tree. Of duplicates, the last stays last. Indexes are sorted, not
	// the assessments, which are large to move.
	order := make([]int, len(as))
	for i := range order {
		order[i] = i
	}
	slices.SortFunc(order, func(i, j int) int {
		return cmp.Or(strings.Compare(as[i].ToolHash, as[j].ToolHash), strings.Compare(as[i].RulesetVersion, as[j].RulesetVersion), cmp.Compare(i, j))
	})
	return s.inTx(ctx, func(tx *sql.Tx) error {
		now := s.timestamp()
		full, err := tx.PrepareContext(ctx, insertAssessments(assessmentsPerInsert))
		if err != nil {
			return fmt.Errorf("put assessments: %w", err)
		}
		defer full.Close()
		args := make([]any, 0, 6*assessmentsPerInsert)
		for start := 0; start < len(order); start += assessmentsPerInsert {
			chunk := order[start:min(start+assessmentsPerInsert, len(order))]
			args = args[:0]
			for _, i := range chunk {
				a := &as[i]
				args = append(args, a.ToolHash, a.RulesetVersion, a.Category, a.Severity, string(a.Document), now)
			}
			st := full
			if len(chunk) < assessmentsPerInsert {
				if st, err = tx.PrepareContext(ctx, insertAssessments(len(chunk))); err != nil {
					return fmt.Errorf("put assessments: %w", err)
				}
				defer st.Close()
			}
			if _, err := st.ExecContext(ctx, args...); err != nil {
				return fmt.Errorf("put assessment %s: %w", as[chunk[0]].ToolHash, err)
			}
		}
		return nil
	})
}

// insertAssessments is the statement that stores n assessments.
func insertAssessments(n int) string {
	return insertAssessmentsHead + "(?, ?, ?, ?, ?, ?)" + strings.Repeat(", (?, ?, ?, ?, ?, ?)", n-1) + insertAssessmentsTail
}
