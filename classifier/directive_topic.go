package classifier

import "strings"

// credentials reports whether the tool is named for what keeps credential
// files (an SSH, cloud or cluster tool; see credentialTool): such a tool
// names its files and the commands that print them.
func (tc *toolContext) credentials() bool {
	if tc == nil {
		return false
	}
	if tc.creds == 0 {
		tc.creds = -1
		if credentialTool.MatchString(strings.ToLower(separatorsAsSpaces.Replace(tc.name) + " " + tc.title)) {
			tc.creds = 1
		}
	}
	return tc.creds == 1
}
