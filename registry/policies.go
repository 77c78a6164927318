package registry

import (
	"context"
	"crypto/sha256"
	"database/sql"
	"encoding/hex"
	"encoding/json"
	"errors"
	"fmt"
	"slices"
	"time"
)

// Policy is a recommended policy.json generated for one server.
type Policy struct {
	Server string
	// GeneratorVersion names what made the document: the classifier
	// ruleset and the policy generator. A new version gets its own row.
	GeneratorVersion string
	// ToolsHash is ToolSetHash over the tools the policy was generated
	// from; a server whose current tools hash differently has a stale
	// policy.
	ToolsHash string
	Document  json.RawMessage
	CreatedAt time.Time
}

// ToolSetHash identifies a set of tools by name and definition hash,
// whatever order they are given in.
func ToolSetHash(tools map[string]string) string {
	names := make([]string, 0, len(tools))
	for n := range tools {
		names = append(names, n)
	}
	slices.Sort(names)
	h := sha256.New()
	for _, n := range names {
		_, _ = fmt.Fprintf(h, "%s\x00%s\n", n, tools[n]) // hash writes never fail
	}
	return hex.EncodeToString(h.Sum(nil))
}

// PutPolicy stores a server's policy, replacing the one of the same
// generator version.
func (s *Store) PutPolicy(ctx context.Context, p Policy) error {
	if p.Server == "" || p.GeneratorVersion == "" || p.ToolsHash == "" {
		return errors.New("put policy: server, generator version and tools hash are required")
	}
	if !json.Valid(p.Document) {
		return fmt.Errorf("put policy of %q: document is not valid JSON", p.Server)
	}
	res, err := s.db.ExecContext(ctx, `INSERT INTO policies (server_id, generator_version, tools_hash, document, created_at)
		SELECT id, ?, ?, ?, ? FROM servers WHERE name = ?
		ON CONFLICT (server_id, generator_version) DO UPDATE SET
			tools_hash = excluded.tools_hash, document = excluded.document, created_at = excluded.created_at`,
		p.GeneratorVersion, p.ToolsHash, string(p.Document), s.timestamp(), p.Server)
	if err != nil {
		return fmt.Errorf("put policy of %q: %w", p.Server, err)
	}
	if n, err := res.RowsAffected(); err == nil && n == 0 {
		return fmt.Errorf("put policy: server %q: %w", p.Server, ErrNotFound)
	}
	return nil
}

// Policy returns the server's policy made by the given generator version,
// or ErrNotFound.
func (s *Store) Policy(ctx context.Context, server, generatorVersion string) (Policy, error) {
	p := Policy{Server: server, GeneratorVersion: generatorVersion}
	var doc, created string
	err := s.db.QueryRowContext(ctx, `SELECT p.tools_hash, p.document, p.created_at
		FROM policies p JOIN servers s ON s.id = p.server_id
		WHERE s.name = ? AND p.generator_version = ?`, server, generatorVersion).Scan(&p.ToolsHash, &doc, &created)
	if errors.Is(err, sql.ErrNoRows) {
		return p, fmt.Errorf("policy of %q by %s: %w", server, generatorVersion, ErrNotFound)
	}
	if err != nil {
		return p, fmt.Errorf("read policy of %q: %w", server, err)
	}
	p.Document = json.RawMessage(doc)
	p.CreatedAt = parseTime(created)
	return p, nil
}
