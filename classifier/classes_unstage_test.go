package classifier

import "testing"

// TestClassStagingForACommit: taking a file or a table out of the staging
// area again is a write: the working changes stay. Removing the file
// itself, or discarding its changes, still destroys; a stage named in a
// name (a pipeline's deploy stage) is a noun, not an act.
func TestClassStagingForACommit(t *testing.T) {
	const (
		file  = `{"type":"object","properties":{"path":{"type":"string"}}}`
		table = `{"type":"object","properties":{"table":{"type":"string"}}}`
	)
	runVerbCases(t, []verbCase{
		{"a file unstaged", "unstage_file", "Removes a file from the index; its working copy changes are kept.", file, Write},
		{"every table unstaged", "unstage_all", "Removes all staged tables from the staging area.", "", Write},
		{"a table unstaged", "unstage_table", "Removes the staged table from the staging area.", table, Write},
		{"a stage named in a job's name", "rerun_deploy_stage_job", "Re-runs the job of a deploy stage.", "", Execute},
		{"a file removed", "remove_file", "Removes a file from the working tree.", file, Destructive},
		{"changes discarded", "discard_changes", "Discards the uncommitted changes of a file.", file, Destructive},
	})
}
