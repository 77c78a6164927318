// Package registry is mcpscan's store: the servers and tools every crawl has
// seen, with their full history, the classifier's assessments, the record of
// crawl runs and the gateway's audit log, in one SQLite file.
//
// The database runs in WAL mode with a busy timeout, foreign keys on and
// write transactions begun IMMEDIATE: a deferred transaction that reads and
// then writes cannot be retried by SQLite's busy handler once another writer
// has committed, so concurrent crawlers would fail with SQLITE_BUSY. Taking
// the write lock up front makes writers queue instead.
//
// The schema lives in numbered SQL files embedded in the binary and is
// brought up to date when the store is opened.
package registry

import (
	"context"
	"database/sql"
	"embed"
	"errors"
	"fmt"
	"io/fs"
	"os"
	"path/filepath"
	"regexp"
	"slices"
	"strconv"
	"strings"
	"time"

	_ "modernc.org/sqlite" // registers the "sqlite" driver
)

//go:embed migrations/*.sql
var migrationFiles embed.FS

// ErrNotFound is returned when a named server or tool is not in the store.
var ErrNotFound = errors.New("not found")

// Store is an open registry database. It is safe for concurrent use.
type Store struct {
	db   *sql.DB
	path string
	now  func() time.Time
}

// Option configures Open.
type Option func(*Store)

// WithClock makes the store read time from now instead of the wall clock,
// so tests can control first/last-seen times.
func WithClock(now func() time.Time) Option {
	return func(s *Store) { s.now = now }
}

// busyTimeout bounds how long a writer waits for another writer's lock.
// Crawls commit in short transactions, so a long wait means a stuck process.
const busyTimeout = 30 * time.Second

// Open opens (creating it if needed) the registry at path and applies any
// pending migrations. The directory is created with mode 0700 since the
// audit log may hold call arguments.
func Open(ctx context.Context, path string, opts ...Option) (*Store, error) {
	if path == "" {
		return nil, errors.New("open registry: empty database path")
	}
	if strings.ContainsAny(path, "?#") {
		// The driver would read the rest of the path as connection options.
		return nil, fmt.Errorf("open registry %s: the path must not contain '?' or '#'", path)
	}
	if dir := filepath.Dir(path); dir != "." {
		// The path is the user's own choice of database file.
		if err := os.MkdirAll(dir, 0o700); err != nil { //nolint:gosec // see above
			return nil, fmt.Errorf("open registry %s: %w", path, err)
		}
	}
	dsn := path + "?" + strings.Join([]string{
		"_pragma=busy_timeout(" + strconv.FormatInt(busyTimeout.Milliseconds(), 10) + ")",
		"_pragma=journal_mode(WAL)",
		"_pragma=foreign_keys(1)",
		"_pragma=synchronous(NORMAL)",
		"_pragma=temp_store(MEMORY)",
		"_pragma=cache_size(-65536)",
		"_txlock=immediate",
	}, "&")
	db, err := sql.Open("sqlite", dsn)
	if err != nil {
		return nil, fmt.Errorf("open registry %s: %w", path, err)
	}
	s := &Store{db: db, path: path, now: time.Now}
	for _, o := range opts {
		o(s)
	}
	if err := s.migrate(ctx); err != nil {
		_ = db.Close()
		return nil, fmt.Errorf("open registry %s: %w", path, err)
	}
	return s, nil
}

// Close closes the database.
func (s *Store) Close() error { return s.db.Close() }

// Path is the database file the store was opened on.
func (s *Store) Path() string { return s.path }

// DB exposes the database handle for read-only checks in tests and tools.
func (s *Store) DB() *sql.DB { return s.db }

func (s *Store) timestamp() string { return formatTime(s.now()) }

// timeLayout is RFC 3339 with a fixed nine-digit fraction: RFC3339Nano trims
// trailing zeros, and "12:00:00Z" would then sort after "12:00:00.5Z".
const timeLayout = "2006-01-02T15:04:05.000000000Z07:00"

func formatTime(t time.Time) string { return t.UTC().Format(timeLayout) }

func parseTime(v string) time.Time {
	t, _ := time.Parse(time.RFC3339Nano, v)
	return t
}

// migration is one numbered schema file.
type migration struct {
	version int
	name    string
	sql     string
}

var migrationName = regexp.MustCompile(`^(\d{4})_([a-z0-9_]+)\.sql$`)

func loadMigrations() ([]migration, error) {
	entries, err := fs.ReadDir(migrationFiles, "migrations")
	if err != nil {
		return nil, err
	}
	var out []migration
	for _, e := range entries {
		m := migrationName.FindStringSubmatch(e.Name())
		if m == nil {
			return nil, fmt.Errorf("migration file %s: name must look like 0001_name.sql", e.Name())
		}
		v, _ := strconv.Atoi(m[1])
		body, err := fs.ReadFile(migrationFiles, "migrations/"+e.Name())
		if err != nil {
			return nil, err
		}
		out = append(out, migration{version: v, name: m[2], sql: string(body)})
	}
	slices.SortFunc(out, func(a, b migration) int { return a.version - b.version })
	for i, m := range out {
		if m.version != i+1 {
			return nil, fmt.Errorf("migrations must be numbered 1, 2, 3, …: found %04d at position %d", m.version, i+1)
		}
	}
	return out, nil
}

// SchemaVersion is the newest migration this build knows.
func SchemaVersion() int {
	ms, err := loadMigrations()
	if err != nil {
		return 0
	}
	return len(ms)
}

// migrate applies pending migrations, each in its own transaction together
// with its row in schema_migrations, so a crash leaves either the old or the
// new schema. Two processes opening the same new file serialise on the
// IMMEDIATE lock and the second sees the work done.
func (s *Store) migrate(ctx context.Context) error {
	ms, err := loadMigrations()
	if err != nil {
		return err
	}
	if _, err := s.db.ExecContext(ctx, `CREATE TABLE IF NOT EXISTS schema_migrations (
		version    INTEGER PRIMARY KEY,
		name       TEXT NOT NULL,
		applied_at TEXT NOT NULL)`); err != nil {
		return fmt.Errorf("create schema_migrations: %w", err)
	}
	for _, m := range ms {
		if err := s.apply(ctx, m, len(ms)); err != nil {
			return err
		}
	}
	return nil
}

func (s *Store) apply(ctx context.Context, m migration, known int) (err error) {
	tx, err := s.db.BeginTx(ctx, nil)
	if err != nil {
		return fmt.Errorf("migration %04d: %w", m.version, err)
	}
	defer func() {
		if err != nil {
			_ = tx.Rollback()
		}
	}()
	var current int
	if err := tx.QueryRowContext(ctx, `SELECT COALESCE(MAX(version), 0) FROM schema_migrations`).Scan(&current); err != nil {
		return fmt.Errorf("read schema version: %w", err)
	}
	if current > known {
		return fmt.Errorf("database schema version %d is newer than this mcpscan understands (%d); use a newer mcpscan", current, known)
	}
	if current >= m.version {
		return tx.Rollback()
	}
	if _, err := tx.ExecContext(ctx, m.sql); err != nil {
		return fmt.Errorf("migration %04d_%s: %w", m.version, m.name, err)
	}
	if _, err := tx.ExecContext(ctx, `INSERT INTO schema_migrations (version, name, applied_at) VALUES (?, ?, ?)`,
		m.version, m.name, s.timestamp()); err != nil {
		return fmt.Errorf("migration %04d: record: %w", m.version, err)
	}
	if err := tx.Commit(); err != nil {
		return fmt.Errorf("migration %04d: commit: %w", m.version, err)
	}
	return nil
}

// AppliedVersion reads the schema version recorded in the database.
func (s *Store) AppliedVersion(ctx context.Context) (int, error) {
	var v int
	err := s.db.QueryRowContext(ctx, `SELECT COALESCE(MAX(version), 0) FROM schema_migrations`).Scan(&v)
	return v, err
}

// Check runs SQLite's integrity and foreign-key checks and reports the first
// problems found.
func (s *Store) Check(ctx context.Context) error {
	rows, err := s.db.QueryContext(ctx, `PRAGMA integrity_check`)
	if err != nil {
		return fmt.Errorf("integrity check: %w", err)
	}
	defer rows.Close()
	var problems []string
	for rows.Next() {
		var line string
		if err := rows.Scan(&line); err != nil {
			return fmt.Errorf("integrity check: %w", err)
		}
		if line != "ok" {
			problems = append(problems, line)
		}
	}
	if err := rows.Err(); err != nil {
		return fmt.Errorf("integrity check: %w", err)
	}
	fk, err := s.db.QueryContext(ctx, `PRAGMA foreign_key_check`)
	if err != nil {
		return fmt.Errorf("foreign key check: %w", err)
	}
	defer fk.Close()
	for fk.Next() {
		var table, parent string
		var rowid sql.NullInt64
		var idx int
		if err := fk.Scan(&table, &rowid, &parent, &idx); err != nil {
			return fmt.Errorf("foreign key check: %w", err)
		}
		problems = append(problems, fmt.Sprintf("%s row %d points at a missing %s", table, rowid.Int64, parent))
	}
	if err := fk.Err(); err != nil {
		return fmt.Errorf("foreign key check: %w", err)
	}
	if len(problems) > 0 {
		return fmt.Errorf("database is damaged: %s", strings.Join(problems, "; "))
	}
	return nil
}

// inTx runs fn in a write transaction, committing when fn returns nil.
func (s *Store) inTx(ctx context.Context, fn func(*sql.Tx) error) (err error) {
	tx, err := s.db.BeginTx(ctx, nil)
	if err != nil {
		return err
	}
	defer func() {
		if err != nil {
			_ = tx.Rollback()
		}
	}()
	if err := fn(tx); err != nil {
		return err
	}
	return tx.Commit()
}
