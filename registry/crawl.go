package registry

import (
	"context"
	"database/sql"
	"errors"
	"fmt"
	"time"
)

// Crawl run statuses.
const (
	RunRunning = "running"
	RunOK      = "ok"
	RunPartial = "partial" // finished, but some servers failed
	RunFailed  = "failed"
)

// CrawlRun records one crawl of one source.
type CrawlRun struct {
	ID             int64
	Source         string
	Target         string // the URL, path or query crawled
	StartedAt      time.Time
	FinishedAt     time.Time // zero while running
	Status         string
	ServersFound   int
	ServersNew     int
	ServersChanged int
	ServersFailed  int
	ToolsFound     int
	State          string // where an incremental crawl resumes, e.g. an updated_since time
	Error          string
	Failures       []CrawlFailure
}

// CrawlFailure is one server a crawl could not read, with the reason.
type CrawlFailure struct {
	Server string
	Reason string
}

// StartCrawl records the start of a crawl and returns its run id.
func (s *Store) StartCrawl(ctx context.Context, source, target string) (int64, error) {
	r, err := s.db.ExecContext(ctx, `INSERT INTO crawl_runs (source, target, started_at, status) VALUES (?, ?, ?, ?)`,
		source, target, s.timestamp(), RunRunning)
	if err != nil {
		return 0, fmt.Errorf("start crawl of %s: %w", source, err)
	}
	return r.LastInsertId()
}

// FinishCrawl records the outcome of run.ID: its counts, status, resume
// state and failures.
func (s *Store) FinishCrawl(ctx context.Context, run CrawlRun) error {
	if run.Status == "" || run.Status == RunRunning {
		return fmt.Errorf("finish crawl %d: status must be ok, partial or failed, not %q", run.ID, run.Status)
	}
	return s.inTx(ctx, func(tx *sql.Tx) error {
		r, err := tx.ExecContext(ctx, `UPDATE crawl_runs SET finished_at = ?, status = ?, servers_found = ?, servers_new = ?,
			servers_changed = ?, servers_failed = ?, tools_found = ?, state = ?, error = ? WHERE id = ?`,
			s.timestamp(), run.Status, run.ServersFound, run.ServersNew, run.ServersChanged, run.ServersFailed,
			run.ToolsFound, run.State, run.Error, run.ID)
		if err != nil {
			return fmt.Errorf("finish crawl %d: %w", run.ID, err)
		}
		if n, _ := r.RowsAffected(); n == 0 {
			return fmt.Errorf("finish crawl %d: %w", run.ID, ErrNotFound)
		}
		for _, f := range run.Failures {
			if _, err := tx.ExecContext(ctx, `INSERT INTO crawl_failures (run_id, server, reason) VALUES (?, ?, ?)`,
				run.ID, f.Server, f.Reason); err != nil {
				return fmt.Errorf("finish crawl %d: %w", run.ID, err)
			}
		}
		return nil
	})
}

const runColumns = `id, source, target, started_at, COALESCE(finished_at, ''), status, servers_found, servers_new,
	servers_changed, servers_failed, tools_found, state, error`

func scanRun(sc interface{ Scan(...any) error }) (CrawlRun, error) {
	var r CrawlRun
	var started, finished string
	err := sc.Scan(&r.ID, &r.Source, &r.Target, &started, &finished, &r.Status, &r.ServersFound, &r.ServersNew,
		&r.ServersChanged, &r.ServersFailed, &r.ToolsFound, &r.State, &r.Error)
	r.StartedAt = parseTime(started)
	if finished != "" {
		r.FinishedAt = parseTime(finished)
	}
	return r, err
}

// LastSuccessfulCrawl returns the newest finished run of source whose status
// is ok or partial, the point an incremental crawl continues from.
func (s *Store) LastSuccessfulCrawl(ctx context.Context, source string) (CrawlRun, error) {
	row := s.db.QueryRowContext(ctx, `SELECT `+runColumns+` FROM crawl_runs
		WHERE source = ? AND status IN ('ok', 'partial') ORDER BY id DESC LIMIT 1`, source)
	r, err := scanRun(row)
	if errors.Is(err, sql.ErrNoRows) {
		return r, fmt.Errorf("successful crawl of %s: %w", source, ErrNotFound)
	}
	if err != nil {
		return r, fmt.Errorf("last crawl of %s: %w", source, err)
	}
	return r, nil
}

// CrawlRuns lists the newest runs first, with their failures.
func (s *Store) CrawlRuns(ctx context.Context, limit int) ([]CrawlRun, error) {
	if limit <= 0 {
		limit = 20
	}
	rows, err := s.db.QueryContext(ctx, `SELECT `+runColumns+` FROM crawl_runs ORDER BY id DESC LIMIT ?`, limit)
	if err != nil {
		return nil, fmt.Errorf("list crawl runs: %w", err)
	}
	defer rows.Close()
	var out []CrawlRun
	byID := map[int64]int{}
	for rows.Next() {
		r, err := scanRun(rows)
		if err != nil {
			return nil, fmt.Errorf("list crawl runs: %w", err)
		}
		byID[r.ID] = len(out)
		out = append(out, r)
	}
	if err := rows.Err(); err != nil {
		return nil, fmt.Errorf("list crawl runs: %w", err)
	}
	if len(out) == 0 {
		return out, nil
	}
	frows, err := s.db.QueryContext(ctx, `SELECT run_id, server, reason FROM crawl_failures
		WHERE run_id BETWEEN ? AND ? ORDER BY rowid`, out[len(out)-1].ID, out[0].ID)
	if err != nil {
		return nil, fmt.Errorf("list crawl failures: %w", err)
	}
	defer frows.Close()
	for frows.Next() {
		var id int64
		var f CrawlFailure
		if err := frows.Scan(&id, &f.Server, &f.Reason); err != nil {
			return nil, fmt.Errorf("list crawl failures: %w", err)
		}
		if i, ok := byID[id]; ok {
			out[i].Failures = append(out[i].Failures, f)
		}
	}
	return out, frows.Err()
}
