package classifier

import (
	"regexp"
	"strings"
)

// A sentence can name a secret without using it: a presigned link lets
// someone download an object "without AWS credentials", and a sync tool
// says the remote "must exist in the user's rclone config
// (~/.config/rclone/rclone.conf)", the file of the program its opening
// sentence names, set apart in parentheses. Read with those words, the sentence has the class of a
// local secret; read without them, it must order something itself.

// secretAbsent is a secret named as what an act does without.
var secretAbsent = regexp.MustCompile(`\bwithout (any |the |your |their |an? )?([\w-]+ )?(credentials?|keys?|passwords?|tokens?|secrets?|logins?|accounts?)\b`)

// withoutAbsentSecrets is sent with each secret named as absent, and each
// credential path of the program the tool's opening sentence names,
// blanked; false when there is none.
func withoutAbsentSecrets(sent string, tc *toolContext) (string, bool) {
	b := []byte(sent)
	found := false
	blank := func(loc []int) {
		found = true
		blankSpan(b, loc[0], loc[1])
	}
	for _, loc := range secretAbsent.FindAllStringIndex(sent, -1) {
		blank(loc)
	}
	if tc != nil && tc.desc != "" && !carriedAway(sent) && !strings.ContainsAny(sent, "|>&$") {
		for _, m := range programDir.FindAllStringSubmatchIndex(sent, -1) {
			path := []string{sent[m[0]:m[1]], sent[m[2]:m[3]]}
			end := m[1]
			for end < len(sent) && !strings.ContainsRune(" )]},;", rune(sent[end])) {
				end++
			}
			// Only a path set apart in parentheses, as where the thing
			// named before it lives: "the label must hold the local
			// ~/.kube/config" names it as what to put.
			if m[0] > 0 && sent[m[0]-1] == '(' && end < len(sent) && sent[end] == ')' &&
				!strings.Contains(sent[m[0]:end], "credential") && programOpens(tc, programOf(path), path[0]) {
				blank([]int{m[0], end})
			}
		}
	}
	return string(b), found
}
