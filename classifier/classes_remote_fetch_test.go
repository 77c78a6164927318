package classifier

import "testing"

// TestClassFetchFromARemote: fetching branches from a remote updates the
// local repository's remote-tracking branches, a write; fetching a branch's
// details from a hosting service's API, or a page, reads.
func TestClassFetchFromARemote(t *testing.T) {
	const (
		remote = `{"type":"object","properties":{"remote":{"type":"string"},"branch":{"type":"string"}}}`
		repo   = `{"type":"object","properties":{"owner":{"type":"string"},"repo":{"type":"string"},"branch":{"type":"string"}}}`
		url    = `{"type":"object","properties":{"url":{"type":"string"}}}`
	)
	runVerbCases(t, []verbCase{
		{"every branch fetched from a remote", "fetch_all_branches", "Fetches all branches from the given remote.", remote, Write},
		{"one branch fetched from a remote", "fetch_remote_branch", "Fetches the named branch from a remote without merging it.", remote, Write},
		{"a branch's details from an API", "fetch_branch", "Fetches details of a branch: its head commit and protection.", repo, Read},
		{"a page fetched", "fetch_page", "Fetches a web page and returns it as Markdown.", url, Read},
	})
}
