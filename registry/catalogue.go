package registry

import (
	"context"
	"encoding/json"
	"fmt"
	"time"
)

// The reads in this file serve whole-catalogue consumers such as the static
// site: a few queries per server instead of one per tool, and one streaming
// pass over every current tool.

// ServerVersion is one recorded state of a server: its metadata and how
// many tools it had.
type ServerVersion struct {
	Version     string
	ContentHash string
	Document    json.RawMessage // the server as JSON, without its tools
	ToolCount   int
	FirstSeen   time.Time
	LastSeen    time.Time
}

// ServerVersions returns every recorded state of the named server, oldest
// first; the last one is the server as it is now.
func (s *Store) ServerVersions(ctx context.Context, server string) ([]ServerVersion, error) {
	rows, err := s.db.QueryContext(ctx, `SELECT v.version, v.content_hash, v.document, v.tool_count, v.first_seen, v.last_seen
		FROM server_versions v JOIN servers s ON s.id = v.server_id
		WHERE s.name = ? ORDER BY v.id`, server)
	if err != nil {
		return nil, fmt.Errorf("versions of %q: %w", server, err)
	}
	defer rows.Close()
	var out []ServerVersion
	for rows.Next() {
		var v ServerVersion
		var doc, first, last string
		if err := rows.Scan(&v.Version, &v.ContentHash, &doc, &v.ToolCount, &first, &last); err != nil {
			return nil, fmt.Errorf("versions of %q: %w", server, err)
		}
		v.Document = json.RawMessage(doc)
		v.FirstSeen, v.LastSeen = parseTime(first), parseTime(last)
		out = append(out, v)
	}
	if err := rows.Err(); err != nil {
		return nil, fmt.Errorf("versions of %q: %w", server, err)
	}
	if len(out) == 0 {
		return nil, fmt.Errorf("server %q: %w", server, ErrNotFound)
	}
	return out, nil
}

// ToolVersions returns every stored version of every tool of the named
// server, current or not, ordered by tool name and then oldest first.
func (s *Store) ToolVersions(ctx context.Context, server string) ([]StoredTool, error) {
	return s.queryTools(ctx, `SELECT `+toolColumns+` FROM tools t JOIN servers s ON s.id = t.server_id
		WHERE s.name = ? ORDER BY t.name, t.id`, server)
}

// ServerAssessments returns the assessments under one ruleset version of
// every stored tool version of the named server, keyed by tool hash.
// Versions never classified under that ruleset are missing from the map.
func (s *Store) ServerAssessments(ctx context.Context, server, rulesetVersion string) (map[string]Assessment, error) {
	// No DISTINCT: a tool version seen twice gives its row twice, which the
	// map absorbs, while DISTINCT would sort every document in a temporary
	// b-tree.
	rows, err := s.db.QueryContext(ctx, `SELECT a.tool_hash, a.category, a.severity, a.document, a.created_at
		FROM tools t JOIN servers s ON s.id = t.server_id
		JOIN assessments a ON a.tool_hash = t.hash AND a.ruleset_version = ?
		WHERE s.name = ?`, rulesetVersion, server)
	if err != nil {
		return nil, fmt.Errorf("assessments of %q: %w", server, err)
	}
	defer rows.Close()
	out := map[string]Assessment{}
	for rows.Next() {
		a := Assessment{RulesetVersion: rulesetVersion}
		var doc, created string
		if err := rows.Scan(&a.ToolHash, &a.Category, &a.Severity, &doc, &created); err != nil {
			return nil, fmt.Errorf("assessments of %q: %w", server, err)
		}
		a.Document = json.RawMessage(doc)
		a.CreatedAt = parseTime(created)
		out[a.ToolHash] = a
	}
	return out, rows.Err()
}

// ToolSummary is one current tool as whole-catalogue listings need it.
type ToolSummary struct {
	Server      string
	Name        string
	Title       string
	Description string // cut to the length asked for
	Hash        string
	Category    string // "" when not assessed under the ruleset asked for
	Severity    string
	Versions    int       // how many definitions the tool has had
	FirstSeen   time.Time // when the current definition first appeared
}

// EachCurrentTool calls fn for every current tool, grouped by server (in
// the order servers were first stored) and by name within a server, with its assessment under rulesetVersion and its description
// cut to maxDescription characters (0 for whole). Rows stream in the order
// of an index: the catalogue is never held or sorted in memory here. An error from fn stops the walk
// and is returned.
func (s *Store) EachCurrentTool(ctx context.Context, rulesetVersion string, maxDescription int, fn func(ToolSummary) error) error {
	if maxDescription <= 0 {
		maxDescription = -1
	}
	rows, err := s.db.QueryContext(ctx, `SELECT s.name, t.name, t.title,
			CASE WHEN ? < 0 THEN t.description ELSE substr(t.description, 1, ?) END,
			t.hash, COALESCE(a.category, ''), COALESCE(a.severity, ''),
			(SELECT COUNT(*) FROM tools h WHERE h.server_id = t.server_id AND h.name = t.name), t.first_seen
		FROM tools t JOIN servers s ON s.id = t.server_id
		LEFT JOIN assessments a ON a.tool_hash = t.hash AND a.ruleset_version = ?
		WHERE t.current = 1
		ORDER BY t.server_id, t.name`, maxDescription, maxDescription, rulesetVersion)
	if err != nil {
		return fmt.Errorf("list current tools: %w", err)
	}
	defer rows.Close()
	for rows.Next() {
		var t ToolSummary
		var first string
		if err := rows.Scan(&t.Server, &t.Name, &t.Title, &t.Description, &t.Hash, &t.Category, &t.Severity,
			&t.Versions, &first); err != nil {
			return fmt.Errorf("list current tools: %w", err)
		}
		t.FirstSeen = parseTime(first)
		if err := fn(t); err != nil {
			return err
		}
	}
	if err := rows.Err(); err != nil {
		return fmt.Errorf("list current tools: %w", err)
	}
	return nil
}
