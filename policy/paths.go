package policy

import (
	"net/url"
	"path"
	"strings"
)

// path_under checks that a path argument stays inside the directories a
// policy names. The argument is read the ways a server might read it, and
// must stay inside under every reading: as written and percent-decoded,
// with backslashes as names and as separators (Windows), and a file://
// URI as its path. A relative path (resolved against a working directory
// the policy cannot see), a "~" path (a home directory), a NUL byte, or a
// URI of another scheme is not judged to be inside: the call is refused.
// What the check cannot see is the server's file system: a symbolic link
// inside a root that points out of it is the server's to refuse.

// isAbsRoot reports whether root is an absolute directory: /x, or C:\x.
func isAbsRoot(root string) bool {
	return strings.HasPrefix(root, "/") || isDrivePath(root)
}

func isDrivePath(p string) bool {
	return len(p) >= 3 && ((p[0] >= 'a' && p[0] <= 'z') || (p[0] >= 'A' && p[0] <= 'Z')) && p[1] == ':' && (p[2] == '/' || p[2] == '\\')
}

// cleanPath is a root as compared: forward slashes, cleaned.
func cleanPath(p string) string {
	return path.Clean(strings.ReplaceAll(p, `\`, "/"))
}

// pathUnder reports whether p stays inside one of the roots under every
// reading of it.
func pathUnder(p string, roots []string) bool {
	if p == "" || strings.ContainsRune(p, 0) {
		return false
	}
	if u, ok := strings.CutPrefix(p, "file:"); ok || strings.HasPrefix(strings.ToLower(p), "file:") {
		if !ok {
			u = p[len("file:"):]
		}
		parsed, err := url.Parse("file:" + u)
		if err != nil || (parsed.Host != "" && !strings.EqualFold(parsed.Host, "localhost")) || parsed.Path == "" {
			return false
		}
		p = parsed.Path
	} else if i := strings.IndexByte(p, ':'); i > 1 && !isDrivePath(p) {
		return false // another scheme (http:, smb:, …)
	}
	readings := []string{p}
	if strings.Contains(p, "%") {
		d, err := url.PathUnescape(p)
		if err != nil {
			return false
		}
		readings = append(readings, d)
	}
	for _, r := range readings {
		if strings.ContainsRune(r, 0) || !underAny(r, roots) {
			return false
		}
	}
	return true
}

func underAny(p string, roots []string) bool {
	if strings.HasPrefix(p, "~") || !strings.HasPrefix(p, "/") && !strings.HasPrefix(p, `\`) && !isDrivePath(p) {
		return false
	}
	// With backslashes as separators (a Windows server) and as part of
	// names (any other): both must stay inside. A drive path means
	// Windows: backslashes separate.
	readings := []string{cleanPath(p), path.Clean(p)}
	if isDrivePath(p) {
		readings = readings[:1]
	}
	for _, q := range readings {
		inside := false
		for _, root := range roots {
			if within(q, root) {
				inside = true
				break
			}
		}
		if !inside {
			return false
		}
	}
	return true
}

func within(p, root string) bool {
	eq, prefix := p == root, strings.HasPrefix(p, root+"/") || root == "/"
	if isDrivePath(root) {
		// Drive letters and Windows names compare without case.
		eq = strings.EqualFold(p, root)
		prefix = len(p) > len(root) && strings.EqualFold(p[:len(root)], root) && p[len(root)] == '/'
	}
	return eq || prefix
}
