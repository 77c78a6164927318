package classifier

import (
	"regexp"
	"strings"
)

// A package manager's index flag that names the public index itself
// ("use `--index-url https://pypi.org/simple` style override only if the
// user asks") points where the tool installs from anyway: the lure of an
// index flag is a foreign index. What such a command installs is read by
// the install rules as ever.

// indexFlag is an index flag and the host of the URL it sets.
var indexFlag = regexp.MustCompile(`^--(registry|index-url|extra-index-url)(=|\s+)https://([a-z0-9.-]+)(/[^\s` + "`" + `'"]*)?`)

// publicIndexes are the hosts of the public package indexes.
var publicIndexes = set([]string{"pypi.org", "files.pythonhosted.org", "registry.npmjs.org", "registry.yarnpkg.com",
	"crates.io", "index.crates.io", "rubygems.org", "proxy.golang.org", "repo.maven.apache.org", "repo1.maven.org"})

// publicIndexFlag reports whether the match at loc is an index flag set
// to a public index over https.
func publicIndexFlag(lower string, loc []int) bool {
	m := indexFlag.FindStringSubmatch(lower[loc[0]:min(len(lower), loc[0]+200)])
	return m != nil && publicIndexes[strings.TrimSuffix(m[3], ".")]
}
