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
	// Findings are the server-wide findings made with the policy (toxic
	// flows across its tools), a JSON array; empty means none.
	Findings  json.RawMessage
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
	return s.PutPolicies(ctx, []Policy{p})
}

// PutPolicies stores many policies in one transaction; a policy of a server
// the store does not know fails the whole batch with ErrNotFound.
func (s *Store) PutPolicies(ctx context.Context, ps []Policy) error {
	if len(ps) == 0 {
		return nil
	}
	return s.inTx(ctx, func(tx *sql.Tx) error {
		st, err := tx.PrepareContext(ctx, `INSERT INTO policies (server_id, generator_version, tools_hash, document, findings, created_at)
			SELECT id, ?, ?, ?, ?, ? FROM servers WHERE name = ?
			ON CONFLICT (server_id, generator_version) DO UPDATE SET tools_hash = excluded.tools_hash,
				document = excluded.document, findings = excluded.findings, created_at = excluded.created_at`)
		if err != nil {
			return fmt.Errorf("put policies: %w", err)
		}
		defer st.Close()
		now := s.timestamp()
		for _, p := range ps {
			if p.Server == "" || p.GeneratorVersion == "" || p.ToolsHash == "" {
				return errors.New("put policy: server, generator version and tools hash are required")
			}
			findings := p.Findings
			if len(findings) == 0 {
				findings = json.RawMessage("[]")
			}
			if !json.Valid(p.Document) || !json.Valid(findings) {
				return fmt.Errorf("put policy of %q: document or findings are not valid JSON", p.Server)
			}
			res, err := st.ExecContext(ctx, p.GeneratorVersion, p.ToolsHash, string(p.Document), string(findings), now, p.Server)
			if err != nil {
				return fmt.Errorf("put policy of %q: %w", p.Server, err)
			}
			if n, err := res.RowsAffected(); err == nil && n == 0 {
				return fmt.Errorf("put policy: server %q: %w", p.Server, ErrNotFound)
			}
		}
		return nil
	})
}

// Policy returns the server's policy made by the given generator version,
// or ErrNotFound.
func (s *Store) Policy(ctx context.Context, server, generatorVersion string) (Policy, error) {
	p := Policy{Server: server, GeneratorVersion: generatorVersion}
	var doc, findings, created string
	err := s.db.QueryRowContext(ctx, `SELECT p.tools_hash, p.document, p.findings, p.created_at
		FROM policies p JOIN servers s ON s.id = p.server_id
		WHERE s.name = ? AND p.generator_version = ?`, server, generatorVersion).Scan(&p.ToolsHash, &doc, &findings, &created)
	if errors.Is(err, sql.ErrNoRows) {
		return p, fmt.Errorf("policy of %q by %s: %w", server, generatorVersion, ErrNotFound)
	}
	if err != nil {
		return p, fmt.Errorf("read policy of %q: %w", server, err)
	}
	p.Document = json.RawMessage(doc)
	p.Findings = json.RawMessage(findings)
	p.CreatedAt = parseTime(created)
	return p, nil
}

// PolicyToolsHashes returns, for every server that has a policy made by
// the given generator version, the tools hash the policy was made from: a
// whole-registry check of which policies are current costs one query.
func (s *Store) PolicyToolsHashes(ctx context.Context, generatorVersion string) (map[string]string, error) {
	rows, err := s.db.QueryContext(ctx, `SELECT s.name, p.tools_hash FROM policies p JOIN servers s ON s.id = p.server_id
		WHERE p.generator_version = ?`, generatorVersion)
	if err != nil {
		return nil, fmt.Errorf("policy hashes: %w", err)
	}
	defer rows.Close()
	out := map[string]string{}
	for rows.Next() {
		var name, hash string
		if err := rows.Scan(&name, &hash); err != nil {
			return nil, fmt.Errorf("policy hashes: %w", err)
		}
		out[name] = hash
	}
	return out, rows.Err()
}
