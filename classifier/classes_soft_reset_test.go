package classifier

import "testing"

// TestClassSoftReset: a soft or mixed reset moves the branch head or
// unstages and keeps the working changes, a write; a hard reset, or a
// reset of a database or of a device's data, still destroys.
func TestClassSoftReset(t *testing.T) {
	const (
		rev = `{"type":"object","properties":{"revision":{"type":"string","description":"Commit to reset to."}}}`
		db  = `{"type":"object","properties":{"name":{"type":"string"}}}`
	)
	runVerbCases(t, []verbCase{
		{"a soft reset", "git_reset_soft", "Soft reset to a commit; the changes stay in the working tree.", rev, Write},
		{"a mixed reset", "repo_reset_mixed", "Moves the branch to a revision and unstages what was staged.", rev, Write},
		{"a hard reset", "git_reset_hard", "Hard reset to a commit, discarding working changes.", rev, Destructive},
		{"a database reset", "reset_database", "Reset a database to an empty state.", db, Destructive},
		{"a device reset", "reset_device", "Factory reset a phone.", "", Destructive},
	})
}
