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

// AuditRecord is one policy decision taken by the gateway.
type AuditRecord struct {
	AuditID  string // unique id of this decision
	ParentID string // the decision this one was nested in (a code-mode script's call), or ""
	Time     time.Time
	Identity string // the grant or client that asked
	Server   string
	Tool     string
	Decision string // allow, deny, hide, approval, …
	Rule     string // which policy rule decided
	Reason   string
	ArgKeys  []string        // argument names, always recorded
	Args     json.RawMessage // the arguments themselves, only when asked for
	Duration time.Duration
	Error    string // upstream failure, if the call went through and failed
}

// auditInsertSQL inserts one record. AppendAudit prepares it once per
// transaction and steps it for each row: cheaper than parsing one INSERT
// of many rows (BenchmarkAppendAudit).
const auditInsertSQL = `INSERT INTO audit_log (audit_id, parent_id, time, identity, server, tool,
	decision, rule, reason, arg_keys, args, duration_us, error) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`

// AppendAudit writes records in one transaction: all of them or none.
func (s *Store) AppendAudit(ctx context.Context, records ...AuditRecord) error {
	if len(records) == 0 {
		return nil
	}
	return s.inTx(ctx, func(tx *sql.Tx) error {
		// One statement, parsed once per transaction and stepped once per
		// row: parsing a multi-row INSERT costs more than it saves.
		st, err := tx.PrepareContext(ctx, auditInsertSQL)
		if err != nil {
			return fmt.Errorf("append audit: %w", err)
		}
		defer func() { _ = st.Close() }()
		for _, r := range records {
			row, err := s.auditRow(r)
			if err != nil {
				return err
			}
			if _, err := st.ExecContext(ctx, row...); err != nil {
				return fmt.Errorf("append audit %s: %w", r.AuditID, err)
			}
		}
		return nil
	})
}

// auditRow checks a record and returns its column values.
func (s *Store) auditRow(r AuditRecord) ([]any, error) {
	if r.AuditID == "" || r.Decision == "" {
		return nil, errors.New("append audit: audit id and decision are required")
	}
	keys := r.ArgKeys
	if keys == nil {
		keys = []string{}
	}
	keyJSON, err := json.Marshal(keys)
	if err != nil {
		return nil, fmt.Errorf("append audit %s: %w", r.AuditID, err)
	}
	var args any
	if len(r.Args) > 0 {
		if !json.Valid(r.Args) {
			return nil, fmt.Errorf("append audit %s: args are not valid JSON", r.AuditID)
		}
		args = string(r.Args)
	}
	when := r.Time
	if when.IsZero() {
		when = s.now()
	}
	return []any{r.AuditID, r.ParentID, formatTime(when), r.Identity, r.Server, r.Tool,
		r.Decision, r.Rule, r.Reason, string(keyJSON), args, r.Duration.Microseconds(), r.Error}, nil
}

// AuditFilter selects audit records; empty fields match everything.
type AuditFilter struct {
	Server   string
	Tool     string
	Decision string
	Identity string
	ParentID string
	Since    time.Time
	Limit    int // newest first; 0 means 100
}

// Audit returns matching records, newest first.
func (s *Store) Audit(ctx context.Context, f AuditFilter) ([]AuditRecord, error) {
	var where []string
	var args []any
	for _, c := range []struct{ col, val string }{
		{"server", f.Server}, {"tool", f.Tool}, {"decision", f.Decision}, {"identity", f.Identity}, {"parent_id", f.ParentID},
	} {
		if c.val != "" {
			where = append(where, c.col+" = ?")
			args = append(args, c.val)
		}
	}
	if !f.Since.IsZero() {
		where = append(where, "time >= ?")
		args = append(args, formatTime(f.Since))
	}
	q := `SELECT audit_id, parent_id, time, identity, server, tool, decision, rule, reason, arg_keys,
		COALESCE(args, ''), duration_us, error FROM audit_log`
	if len(where) > 0 {
		// Only fixed column names are concatenated; the values are bound.
		q += " WHERE " + strings.Join(where, " AND ") //nolint:gosec // see above
	}
	limit := f.Limit
	if limit <= 0 {
		limit = 100
	}
	q += " ORDER BY time DESC, id DESC LIMIT ?"
	args = append(args, limit)
	rows, err := s.db.QueryContext(ctx, q, args...)
	if err != nil {
		return nil, fmt.Errorf("read audit log: %w", err)
	}
	defer rows.Close()
	var out []AuditRecord
	for rows.Next() {
		var r AuditRecord
		var when, keys, argText string
		var us int64
		if err := rows.Scan(&r.AuditID, &r.ParentID, &when, &r.Identity, &r.Server, &r.Tool, &r.Decision, &r.Rule,
			&r.Reason, &keys, &argText, &us, &r.Error); err != nil {
			return nil, fmt.Errorf("read audit log: %w", err)
		}
		r.Time = parseTime(when)
		r.Duration = time.Duration(us) * time.Microsecond
		if err := json.Unmarshal([]byte(keys), &r.ArgKeys); err != nil {
			return nil, fmt.Errorf("read audit log %s: arg keys: %w", r.AuditID, err)
		}
		if argText != "" {
			r.Args = json.RawMessage(argText)
		}
		out = append(out, r)
	}
	return out, rows.Err()
}
