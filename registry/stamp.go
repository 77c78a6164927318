package registry

import (
	"context"
	"crypto/sha256"
	"encoding/hex"
	"fmt"
)

// Stamp is a digest of what the registry holds for a catalogue: servers,
// their versions, tools (current or not, and when they were last seen),
// assessments and policies. Any write that changes what a catalogue could
// show changes it; reading does not. A catalogue built from a stamp that
// is still current can be kept as it is.
func (s *Store) Stamp(ctx context.Context) (string, error) {
	const q = `SELECT
		(SELECT count(*) || ':' || coalesce(max(id), 0) || ':' || coalesce(max(last_seen), '') FROM servers),
		(SELECT count(*) || ':' || coalesce(max(id), 0) || ':' || coalesce(max(last_seen), '') FROM server_versions),
		(SELECT count(*) || ':' || coalesce(max(id), 0) || ':' || coalesce(sum(current), 0) || ':' || coalesce(max(last_seen), '') FROM tools),
		(SELECT count(*) || ':' || coalesce(max(created_at), '') FROM assessments),
		(SELECT count(*) || ':' || coalesce(max(created_at), '') FROM policies)`
	var parts [5]string
	if err := s.db.QueryRowContext(ctx, q).Scan(&parts[0], &parts[1], &parts[2], &parts[3], &parts[4]); err != nil {
		return "", fmt.Errorf("registry stamp: %w", err)
	}
	h := sha256.New()
	for _, p := range parts {
		h.Write([]byte(p))
		h.Write([]byte{0})
	}
	return hex.EncodeToString(h.Sum(nil)), nil
}
