package registry

import (
	"context"
	"fmt"
	"strings"
	"unicode"
)

// SearchHit is one tool found by Search.
type SearchHit struct {
	Server      string
	Tool        string
	Title       string
	Description string
	Snippet     string // the description around the match, matches in [brackets]
	Hash        string
	Rank        float64 // lower is better (FTS5 bm25)
}

// Search finds current tools whose name, title, server or description match
// every word of q (prefix match, stemmed: "deletes" finds "delete"). The
// query is plain text, not FTS syntax: quotes, operators and stray
// punctuation cannot make it fail. Results are best first.
func (s *Store) Search(ctx context.Context, q string, limit int) ([]SearchHit, error) {
	match := ftsQuery(q)
	if match == "" {
		return nil, nil
	}
	if limit <= 0 {
		limit = 50
	}
	// Name matches weigh most, then split-name/title/server words, then
	// the description.
	rows, err := s.db.QueryContext(ctx, `
		SELECT s.name, t.name, t.title, t.description,
		       snippet(tools_fts, 2, '[', ']', '…', 16), t.hash, bm25(tools_fts, 10.0, 5.0, 1.0) AS rank
		FROM tools_fts
		JOIN tools t ON t.id = tools_fts.rowid
		JOIN servers s ON s.id = t.server_id
		WHERE tools_fts MATCH ? AND t.current = 1
		ORDER BY rank, s.name, t.name
		LIMIT ?`, match, limit)
	if err != nil {
		return nil, fmt.Errorf("search %q: %w", q, err)
	}
	defer rows.Close()
	var out []SearchHit
	for rows.Next() {
		var h SearchHit
		if err := rows.Scan(&h.Server, &h.Tool, &h.Title, &h.Description, &h.Snippet, &h.Hash, &h.Rank); err != nil {
			return nil, fmt.Errorf("search %q: %w", q, err)
		}
		out = append(out, h)
	}
	return out, rows.Err()
}

// ftsQuery turns free text into an FTS5 query: every word quoted (so FTS
// operators and syntax characters are literal) and prefix-matched.
func ftsQuery(q string) string {
	words := strings.FieldsFunc(q, func(r rune) bool { return !unicode.IsLetter(r) && !unicode.IsDigit(r) })
	terms := make([]string, 0, len(words))
	for _, w := range words {
		terms = append(terms, `"`+strings.ToLower(w)+`"*`)
	}
	return strings.Join(terms, " ")
}
