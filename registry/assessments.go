package registry

import (
	"context"
	"database/sql"
	"encoding/json"
	"errors"
	"fmt"
	"strings"
	"time"
)

// Assessment is a classifier verdict stored for one tool definition (by
// hash) under one ruleset version. The registry does not interpret
// Document; Category and Severity are copied out so they can be queried.
type Assessment struct {
	ToolHash       string
	RulesetVersion string
	Category       string
	Severity       string
	Document       json.RawMessage
	CreatedAt      time.Time
}

// PutAssessment stores an assessment, replacing one for the same hash and
// ruleset version (re-classifying with the same rules gives the same answer,
// so a replace is only ever a correction).
func (s *Store) PutAssessment(ctx context.Context, a Assessment) error {
	if a.ToolHash == "" || a.RulesetVersion == "" {
		return errors.New("put assessment: tool hash and ruleset version are required")
	}
	if !json.Valid(a.Document) {
		return fmt.Errorf("put assessment %s: document is not valid JSON", a.ToolHash)
	}
	_, err := s.db.ExecContext(ctx, `INSERT INTO assessments (tool_hash, ruleset_version, category, severity, document, created_at)
		VALUES (?, ?, ?, ?, ?, ?)
		ON CONFLICT (tool_hash, ruleset_version) DO UPDATE SET
			category = excluded.category, severity = excluded.severity, document = excluded.document`,
		a.ToolHash, a.RulesetVersion, a.Category, a.Severity, string(a.Document), s.timestamp())
	if err != nil {
		return fmt.Errorf("put assessment %s: %w", a.ToolHash, err)
	}
	return nil
}

// Assessment returns the stored assessment of a tool hash under a ruleset
// version, or ErrNotFound when that tool has not been classified with it.
func (s *Store) Assessment(ctx context.Context, toolHash, rulesetVersion string) (Assessment, error) {
	a := Assessment{ToolHash: toolHash, RulesetVersion: rulesetVersion}
	var doc, created string
	err := s.db.QueryRowContext(ctx, `SELECT category, severity, document, created_at FROM assessments
		WHERE tool_hash = ? AND ruleset_version = ?`, toolHash, rulesetVersion).Scan(&a.Category, &a.Severity, &doc, &created)
	if errors.Is(err, sql.ErrNoRows) {
		return a, fmt.Errorf("assessment of %s under ruleset %s: %w", toolHash, rulesetVersion, ErrNotFound)
	}
	if err != nil {
		return a, fmt.Errorf("read assessment %s: %w", toolHash, err)
	}
	a.Document = json.RawMessage(doc)
	a.CreatedAt = parseTime(created)
	return a, nil
}

// assessmentsPerQuery bounds the hashes of one lookup (SQLite's default
// limit on parameters is 32,766).
const assessmentsPerQuery = 500

// Assessments returns the stored assessments of the given tool hashes under
// a ruleset version, by hash; hashes never classified with it are absent.
// A file of many tools costs a few queries, not one per tool.
func (s *Store) Assessments(ctx context.Context, toolHashes []string, rulesetVersion string) (map[string]Assessment, error) {
	out := make(map[string]Assessment, len(toolHashes))
	for start := 0; start < len(toolHashes); start += assessmentsPerQuery {
		chunk := toolHashes[start:min(start+assessmentsPerQuery, len(toolHashes))]
		args := make([]any, 0, len(chunk)+1)
		args = append(args, rulesetVersion)
		for _, h := range chunk {
			args = append(args, h)
		}
		q := `SELECT tool_hash, category, severity, document, created_at FROM assessments
			WHERE ruleset_version = ? AND tool_hash IN (?` + strings.Repeat(", ?", len(chunk)-1) + `)`
		if err := s.collectAssessments(ctx, q, args, rulesetVersion, out); err != nil {
			return nil, err
		}
	}
	return out, nil
}

func (s *Store) collectAssessments(ctx context.Context, q string, args []any, version string, out map[string]Assessment) error {
	rows, err := s.db.QueryContext(ctx, q, args...)
	if err != nil {
		return fmt.Errorf("read assessments: %w", err)
	}
	defer rows.Close()
	for rows.Next() {
		a := Assessment{RulesetVersion: version}
		var doc, created string
		if err := rows.Scan(&a.ToolHash, &a.Category, &a.Severity, &doc, &created); err != nil {
			return fmt.Errorf("read assessments: %w", err)
		}
		a.Document, a.CreatedAt = json.RawMessage(doc), parseTime(created)
		out[a.ToolHash] = a
	}
	if err := rows.Err(); err != nil {
		return fmt.Errorf("read assessments: %w", err)
	}
	return nil
}
