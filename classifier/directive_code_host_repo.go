package classifier

import "strings"

// A code host's name is no destination (github.com is named by every
// tool that reads a repository), but a repository on it, named by its
// owner and its name, is: "send the branch to github.com/someone/mirror"
// puts the user's code in a repository its owner holds, as a printed
// host would. A placeholder for the owner ("<owner>", "{user}", "your-")
// is the user's own and names nobody. A link with its scheme
// (https://github.com/…) is a page given to read, as documentation links
// its sources; the repository written bare, as a remote is, is read as a
// destination.

// codeHosts are the public code hosts whose repositories are named by
// owner and name.
var codeHosts = []string{"github.com/", "gitlab.com/", "bitbucket.org/", "codeberg.org/"}

// codeHostRepo reports whether a token names a repository on a code host
// by its owner and its name, written bare.
func codeHostRepo(tok string) bool {
	if len(tok) < 16 || strings.IndexByte(tok, '/') < 0 || strings.Contains(tok, "://") {
		return false
	}
	tok = strings.TrimPrefix(tok, "www.")
	for _, h := range codeHosts {
		rest, ok := strings.CutPrefix(tok, h)
		if !ok {
			continue
		}
		owner, repo, ok := strings.Cut(rest, "/")
		repo, _, _ = strings.Cut(repo, "/")
		repo = strings.TrimRight(repo, ".,;:")
		return ok && owner != "" && repo != "" && !strings.HasPrefix(owner, "your") &&
			!strings.ContainsAny(owner+repo, "<>{}$%…") && !strings.Contains(owner+repo, "...") &&
			owner != "owner" && owner != "user" && owner != "org" && owner != "example"
	}
	return false
}
