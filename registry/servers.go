package registry

import (
	"context"
	"crypto/sha256"
	"database/sql"
	"encoding/hex"
	"encoding/json"
	"errors"
	"fmt"
	"maps"
	"slices"
	"strings"
	"time"

	"github.com/mcpscan/mcpscan/catalog"
)

// UpsertResult says what writing one server changed.
type UpsertResult struct {
	Server     string
	NewServer  bool         // the server was not in the store before
	NewVersion bool         // its metadata or tool set differs from the last state stored
	Added      []string     // tools that appeared, by name
	Changed    []ToolChange // tools whose definition changed (drift)
	Removed    []string     // tools that disappeared
	Unchanged  int          // tools seen again exactly as stored
}

// Modified reports whether anything but last-seen times changed.
func (r UpsertResult) Modified() bool {
	return r.NewServer || r.NewVersion || len(r.Added)+len(r.Changed)+len(r.Removed) > 0
}

// ToolChange is one tool whose definition hash moved.
type ToolChange struct {
	Name    string
	OldHash string
	NewHash string
}

// UpsertServer records one server as seen now. Writing the same server
// twice changes nothing but last-seen times. A tool whose definition changed
// gets a new row and its old row is kept as history; a tool missing from the
// list is marked removed.
//
// srv.Tools == nil means the source does not know the tools (a registry
// entry, say): the stored tools are left alone. An empty, non-nil slice
// records that the server now has no tools.
func (s *Store) UpsertServer(ctx context.Context, srv catalog.Server) (UpsertResult, error) {
	res, err := s.UpsertServers(ctx, []catalog.Server{srv})
	if err != nil {
		return UpsertResult{}, err
	}
	return res[0], nil
}

// upsertBatch bounds a transaction during bulk upserts: large enough to
// amortise commits, small enough that other writers are not starved.
const upsertBatch = 256

// UpsertServers records many servers, committing in batches. On error the
// current batch is rolled back and earlier batches stay committed; the
// results returned are those of the committed batches.
func (s *Store) UpsertServers(ctx context.Context, servers []catalog.Server) ([]UpsertResult, error) {
	out := make([]UpsertResult, 0, len(servers))
	for start := 0; start < len(servers); start += upsertBatch {
		batch := servers[start:min(start+upsertBatch, len(servers))]
		var results []UpsertResult
		err := s.inTx(ctx, func(tx *sql.Tx) error {
			var lastID int64
			if err := tx.QueryRowContext(ctx, `SELECT COALESCE(MAX(id), 0) FROM tools`).Scan(&lastID); err != nil {
				return fmt.Errorf("read last tool id: %w", err)
			}
			u, err := newUpserter(ctx, tx, s.timestamp())
			if err != nil {
				return err
			}
			defer u.close()
			results = make([]UpsertResult, 0, len(batch))
			for _, srv := range batch {
				r, err := u.upsert(ctx, srv)
				if err != nil {
					return fmt.Errorf("upsert server %q: %w", srv.Name, err)
				}
				results = append(results, r)
			}
			// Index this transaction's new tool rows in one statement (see
			// the note in 0001_init.sql).
			if _, err := tx.ExecContext(ctx, `INSERT INTO tools_fts (rowid, name, search_terms, description)
				SELECT id, name, search_terms, description FROM tools WHERE id > ?`, lastID); err != nil {
				return fmt.Errorf("index new tools: %w", err)
			}
			return nil
		})
		if err != nil {
			return out, err
		}
		out = append(out, results...)
	}
	return out, nil
}

// upserter holds the statements one write transaction reuses.
type upserter struct {
	now   string
	stmts map[string]*sql.Stmt
	tx    *sql.Tx
}

var upsertSQL = map[string]string{
	"findServer": `SELECT id FROM servers WHERE name = ?`,
	"insertServer": `INSERT INTO servers (name, title, description, source, website_url, repository_url, first_seen, last_seen)
		VALUES (?, ?, ?, ?, ?, ?, ?, ?)`,
	"updateServer": `UPDATE servers SET title = ?, description = ?, source = ?, website_url = ?, repository_url = ?, last_seen = ?
		WHERE id = ?`,
	"currentTools": `SELECT id, name, hash FROM tools WHERE server_id = ? AND current = 1`,
	"insertTool": `INSERT INTO tools (server_id, name, hash, title, description, input_schema, output_schema,
		annotations, meta, extra, search_terms, current, first_seen, last_seen)
		VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, 1, ?, ?)`,
	"retireTool":   `UPDATE tools SET current = 0, removed_at = ? WHERE id = ?`,
	"touchTools":   `UPDATE tools SET last_seen = ? WHERE server_id = ? AND current = 1`,
	"lastVersion":  `SELECT id, content_hash FROM server_versions WHERE server_id = ? ORDER BY id DESC LIMIT 1`,
	"touchVersion": `UPDATE server_versions SET last_seen = ? WHERE id = ?`,
	"insertVersion": `INSERT INTO server_versions (server_id, version, content_hash, document, tool_count, first_seen, last_seen)
		VALUES (?, ?, ?, ?, ?, ?, ?)`,
}

func newUpserter(ctx context.Context, tx *sql.Tx, now string) (*upserter, error) {
	u := &upserter{now: now, tx: tx, stmts: make(map[string]*sql.Stmt, len(upsertSQL))}
	for name, q := range upsertSQL {
		st, err := tx.PrepareContext(ctx, q) //nolint:sqlclosecheck // closed by upserter.close
		if err != nil {
			u.close()
			return nil, fmt.Errorf("prepare %s: %w", name, err)
		}
		u.stmts[name] = st
	}
	return u, nil
}

func (u *upserter) close() {
	for _, st := range u.stmts {
		_ = st.Close()
	}
}

type currentTool struct {
	id   int64
	hash string
}

func (u *upserter) upsert(ctx context.Context, srv catalog.Server) (UpsertResult, error) {
	res := UpsertResult{Server: srv.Name}
	if strings.TrimSpace(srv.Name) == "" {
		return res, errors.New("server has no name")
	}
	repoURL := ""
	if srv.Repository != nil {
		repoURL = srv.Repository.URL
	}
	var serverID int64
	err := u.stmts["findServer"].QueryRowContext(ctx, srv.Name).Scan(&serverID)
	switch {
	case errors.Is(err, sql.ErrNoRows):
		r, err := u.stmts["insertServer"].ExecContext(ctx, srv.Name, srv.Title, srv.Description, string(srv.Source),
			srv.WebsiteURL, repoURL, u.now, u.now)
		if err != nil {
			return res, fmt.Errorf("insert: %w", err)
		}
		if serverID, err = r.LastInsertId(); err != nil {
			return res, err
		}
		res.NewServer = true
	case err != nil:
		return res, fmt.Errorf("find: %w", err)
	default:
		if _, err := u.stmts["updateServer"].ExecContext(ctx, srv.Title, srv.Description, string(srv.Source),
			srv.WebsiteURL, repoURL, u.now, serverID); err != nil {
			return res, fmt.Errorf("update: %w", err)
		}
	}

	current, err := u.currentTools(ctx, serverID)
	if err != nil {
		return res, err
	}
	if srv.Tools != nil {
		if err := u.syncTools(ctx, serverID, srv, current, &res); err != nil {
			return res, err
		}
		if current, err = u.currentTools(ctx, serverID); err != nil {
			return res, err
		}
	}
	if _, err := u.stmts["touchTools"].ExecContext(ctx, u.now, serverID); err != nil {
		return res, fmt.Errorf("touch tools: %w", err)
	}
	newVersion, err := u.recordVersion(ctx, serverID, srv, current)
	if err != nil {
		return res, err
	}
	res.NewVersion = newVersion
	return res, nil
}

func (u *upserter) currentTools(ctx context.Context, serverID int64) (map[string]currentTool, error) {
	rows, err := u.stmts["currentTools"].QueryContext(ctx, serverID)
	if err != nil {
		return nil, fmt.Errorf("read tools: %w", err)
	}
	defer rows.Close()
	cur := make(map[string]currentTool)
	for rows.Next() {
		var name string
		var t currentTool
		if err := rows.Scan(&t.id, &name, &t.hash); err != nil {
			return nil, fmt.Errorf("read tools: %w", err)
		}
		cur[name] = t
	}
	return cur, rows.Err()
}

func (u *upserter) syncTools(ctx context.Context, serverID int64, srv catalog.Server, current map[string]currentTool, res *UpsertResult) error {
	seen := make(map[string]bool, len(srv.Tools))
	for _, t := range srv.Tools {
		if strings.TrimSpace(t.Name) == "" {
			return errors.New("a tool has no name")
		}
		if seen[t.Name] {
			return fmt.Errorf("duplicate tool name %q", t.Name)
		}
		seen[t.Name] = true
		hash := t.Hash()
		old, exists := current[t.Name]
		switch {
		case exists && old.hash == hash:
			res.Unchanged++
			continue
		case exists:
			if _, err := u.stmts["retireTool"].ExecContext(ctx, u.now, old.id); err != nil {
				return fmt.Errorf("retire tool %q: %w", t.Name, err)
			}
			res.Changed = append(res.Changed, ToolChange{Name: t.Name, OldHash: old.hash, NewHash: hash})
		default:
			res.Added = append(res.Added, t.Name)
		}
		if err := u.insertTool(ctx, serverID, srv.Name, t, hash); err != nil {
			return err
		}
	}
	for _, name := range slices.Sorted(maps.Keys(current)) {
		if seen[name] {
			continue
		}
		if _, err := u.stmts["retireTool"].ExecContext(ctx, u.now, current[name].id); err != nil {
			return fmt.Errorf("retire tool %q: %w", name, err)
		}
		res.Removed = append(res.Removed, name)
	}
	return nil
}

func (u *upserter) insertTool(ctx context.Context, serverID int64, serverName string, t catalog.Tool, hash string) error {
	var annotations, extra any
	if t.Annotations.Declared() {
		b, err := json.Marshal(t.Annotations)
		if err != nil {
			return fmt.Errorf("tool %q: %w", t.Name, err)
		}
		annotations = string(b)
	}
	if len(t.Extra) > 0 {
		b, err := json.Marshal(t.Extra)
		if err != nil {
			return fmt.Errorf("tool %q: %w", t.Name, err)
		}
		extra = string(b)
	}
	_, err := u.stmts["insertTool"].ExecContext(ctx, serverID, t.Name, hash, t.Title, t.Description,
		rawText(t.InputSchema), rawText(t.OutputSchema), annotations, rawText(t.Meta), extra,
		searchTerms(serverName, t), u.now, u.now)
	if err != nil {
		return fmt.Errorf("insert tool %q: %w", t.Name, err)
	}
	return nil
}

// recordVersion stores the server's state (metadata and tool hashes) when it
// differs from the last state stored, and reports whether it did.
func (u *upserter) recordVersion(ctx context.Context, serverID int64, srv catalog.Server, current map[string]currentTool) (bool, error) {
	meta := srv
	meta.Tools = nil
	doc, err := json.Marshal(meta)
	if err != nil {
		return false, fmt.Errorf("encode server: %w", err)
	}
	h := sha256.New()
	h.Write(doc)
	for _, name := range slices.Sorted(maps.Keys(current)) {
		_, _ = fmt.Fprintf(h, "\n%s\x00%s", name, current[name].hash) // hash writes never fail
	}
	contentHash := hex.EncodeToString(h.Sum(nil))

	var lastID int64
	var lastHash string
	err = u.stmts["lastVersion"].QueryRowContext(ctx, serverID).Scan(&lastID, &lastHash)
	if err != nil && !errors.Is(err, sql.ErrNoRows) {
		return false, fmt.Errorf("read version: %w", err)
	}
	if err == nil && lastHash == contentHash {
		_, err := u.stmts["touchVersion"].ExecContext(ctx, u.now, lastID)
		return false, err
	}
	if _, err := u.stmts["insertVersion"].ExecContext(ctx, serverID, srv.Version, contentHash, string(doc),
		len(current), u.now, u.now); err != nil {
		return false, fmt.Errorf("insert version: %w", err)
	}
	return true, nil
}

func rawText(b json.RawMessage) any {
	if len(b) == 0 {
		return nil
	}
	return string(b)
}

// searchTerms is what full-text search sees besides the name and description:
// the name split into words (so "executeCode" matches "execute"), the title
// and the server's name.
func searchTerms(server string, t catalog.Tool) string {
	parts := catalog.NameWords(t.Name)
	if t.Title != "" {
		parts = append(parts, t.Title)
	}
	if t.Annotations.Title != "" && t.Annotations.Title != t.Title {
		parts = append(parts, t.Annotations.Title)
	}
	parts = append(parts, catalog.NameWords(server)...)
	return strings.Join(parts, " ")
}

// StoredServer is a server as the store knows it now.
type StoredServer struct {
	catalog.Server
	FirstSeen time.Time
	LastSeen  time.Time
	Versions  int // how many distinct states have been recorded
}

// Server returns the named server with its current tools.
func (s *Store) Server(ctx context.Context, name string) (StoredServer, error) {
	var out StoredServer
	var id int64
	var doc, first, last string
	err := s.db.QueryRowContext(ctx, `
		SELECT s.id, v.document, s.first_seen, s.last_seen,
		       (SELECT COUNT(*) FROM server_versions WHERE server_id = s.id)
		FROM servers s
		JOIN server_versions v ON v.id = (SELECT MAX(id) FROM server_versions WHERE server_id = s.id)
		WHERE s.name = ?`, name).Scan(&id, &doc, &first, &last, &out.Versions)
	if errors.Is(err, sql.ErrNoRows) {
		return out, fmt.Errorf("server %q: %w", name, ErrNotFound)
	}
	if err != nil {
		return out, fmt.Errorf("read server %q: %w", name, err)
	}
	if err := json.Unmarshal([]byte(doc), &out.Server); err != nil {
		return out, fmt.Errorf("decode server %q: %w", name, err)
	}
	out.FirstSeen, out.LastSeen = parseTime(first), parseTime(last)
	tools, err := s.Tools(ctx, name)
	if err != nil {
		return out, err
	}
	out.Tools = make([]catalog.Tool, len(tools))
	for i, t := range tools {
		out.Tools[i] = t.Tool
	}
	return out, nil
}

// ServerSummary is one line of the server list.
type ServerSummary struct {
	Name        string
	Title       string
	Description string
	Version     string
	Source      string
	Tools       int
	FirstSeen   time.Time
	LastSeen    time.Time
}

// Servers lists the servers in name order, starting after the name given
// (empty for the first page), at most limit of them (0 for all).
func (s *Store) Servers(ctx context.Context, after string, limit int) ([]ServerSummary, error) {
	if limit <= 0 {
		limit = -1
	}
	rows, err := s.db.QueryContext(ctx, `
		SELECT s.name, s.title, s.description, s.source, s.first_seen, s.last_seen,
		       COALESCE((SELECT version FROM server_versions WHERE server_id = s.id ORDER BY id DESC LIMIT 1), ''),
		       (SELECT COUNT(*) FROM tools WHERE server_id = s.id AND current = 1)
		FROM servers s WHERE s.name > ? ORDER BY s.name LIMIT ?`, after, limit)
	if err != nil {
		return nil, fmt.Errorf("list servers: %w", err)
	}
	defer rows.Close()
	var out []ServerSummary
	for rows.Next() {
		var r ServerSummary
		var first, last string
		if err := rows.Scan(&r.Name, &r.Title, &r.Description, &r.Source, &first, &last, &r.Version, &r.Tools); err != nil {
			return nil, fmt.Errorf("list servers: %w", err)
		}
		r.FirstSeen, r.LastSeen = parseTime(first), parseTime(last)
		out = append(out, r)
	}
	return out, rows.Err()
}

// StoredTool is one version of a tool with its bookkeeping.
type StoredTool struct {
	catalog.Tool
	ID        int64
	Server    string
	Hash      string
	Current   bool
	FirstSeen time.Time
	LastSeen  time.Time
	RemovedAt time.Time // zero while current or replaced by a newer version
}

const toolColumns = `t.id, s.name, t.name, t.hash, t.title, t.description, t.input_schema, t.output_schema,
	t.annotations, t.meta, t.extra, t.current, t.first_seen, t.last_seen, COALESCE(t.removed_at, '')`

func scanTool(sc interface{ Scan(...any) error }) (StoredTool, error) {
	var t StoredTool
	var in, out, ann, meta, extra sql.NullString
	var first, last, removed string
	if err := sc.Scan(&t.ID, &t.Server, &t.Name, &t.Hash, &t.Title, &t.Description, &in, &out, &ann, &meta, &extra,
		&t.Current, &first, &last, &removed); err != nil {
		return t, err
	}
	t.InputSchema = rawBytes(in)
	t.OutputSchema = rawBytes(out)
	t.Meta = rawBytes(meta)
	if ann.Valid {
		if err := json.Unmarshal([]byte(ann.String), &t.Annotations); err != nil {
			return t, fmt.Errorf("tool %q annotations: %w", t.Name, err)
		}
	}
	if extra.Valid {
		if err := json.Unmarshal([]byte(extra.String), &t.Extra); err != nil {
			return t, fmt.Errorf("tool %q extra: %w", t.Name, err)
		}
	}
	t.FirstSeen, t.LastSeen = parseTime(first), parseTime(last)
	if removed != "" {
		t.RemovedAt = parseTime(removed)
	}
	return t, nil
}

func rawBytes(v sql.NullString) json.RawMessage {
	if !v.Valid {
		return nil
	}
	return json.RawMessage(v.String)
}

// Tools returns the current tools of the named server, in name order.
func (s *Store) Tools(ctx context.Context, server string) ([]StoredTool, error) {
	var exists int
	if err := s.db.QueryRowContext(ctx, `SELECT COUNT(*) FROM servers WHERE name = ?`, server).Scan(&exists); err != nil {
		return nil, fmt.Errorf("tools of %q: %w", server, err)
	}
	if exists == 0 {
		return nil, fmt.Errorf("server %q: %w", server, ErrNotFound)
	}
	return s.queryTools(ctx, `SELECT `+toolColumns+` FROM tools t JOIN servers s ON s.id = t.server_id
		WHERE s.name = ? AND t.current = 1 ORDER BY t.name`, server)
}

// ToolHistory returns every version of one tool, oldest first. The last
// entry is current unless the tool was removed.
func (s *Store) ToolHistory(ctx context.Context, server, tool string) ([]StoredTool, error) {
	out, err := s.queryTools(ctx, `SELECT `+toolColumns+` FROM tools t JOIN servers s ON s.id = t.server_id
		WHERE s.name = ? AND t.name = ? ORDER BY t.id`, server, tool)
	if err != nil {
		return nil, err
	}
	if len(out) == 0 {
		return nil, fmt.Errorf("tool %q of server %q: %w", tool, server, ErrNotFound)
	}
	return out, nil
}

// ToolsByHash returns the stored tool versions with the given hash (the same
// definition may be published by several servers).
func (s *Store) ToolsByHash(ctx context.Context, hash string) ([]StoredTool, error) {
	return s.queryTools(ctx, `SELECT `+toolColumns+` FROM tools t JOIN servers s ON s.id = t.server_id
		WHERE t.hash = ? ORDER BY t.id`, hash)
}

func (s *Store) queryTools(ctx context.Context, q string, args ...any) ([]StoredTool, error) {
	rows, err := s.db.QueryContext(ctx, q, args...)
	if err != nil {
		return nil, fmt.Errorf("query tools: %w", err)
	}
	defer rows.Close()
	var out []StoredTool
	for rows.Next() {
		t, err := scanTool(rows)
		if err != nil {
			return nil, fmt.Errorf("query tools: %w", err)
		}
		out = append(out, t)
	}
	return out, rows.Err()
}

// Stats counts what the store holds.
type Stats struct {
	Servers        int
	ServerVersions int
	Tools          int // current tools
	ToolVersions   int // every tool row, history included
	Assessments    int
	CrawlRuns      int
	AuditRecords   int
}

// Stats counts servers, tools, history rows, assessments, runs and audit
// records.
func (s *Store) Stats(ctx context.Context) (Stats, error) {
	var st Stats
	err := s.db.QueryRowContext(ctx, `SELECT
		(SELECT COUNT(*) FROM servers),
		(SELECT COUNT(*) FROM server_versions),
		(SELECT COUNT(*) FROM tools WHERE current = 1),
		(SELECT COUNT(*) FROM tools),
		(SELECT COUNT(*) FROM assessments),
		(SELECT COUNT(*) FROM crawl_runs),
		(SELECT COUNT(*) FROM audit_log)`).Scan(&st.Servers, &st.ServerVersions, &st.Tools, &st.ToolVersions,
		&st.Assessments, &st.CrawlRuns, &st.AuditRecords)
	if err != nil {
		return st, fmt.Errorf("stats: %w", err)
	}
	return st, nil
}
