package classifier

import "strings"

// A tool's own parameter may offer settings spelled like tool names:
// share_file_link's audience takes anyone_with_link, a sync's mode
// keep_newer_copy. Quoted in the description ("use 'anyone_with_link' only
// when the user asks"), such a value names a choice of the tool's own
// call, not another tool to turn to. Only a value that does not open on a
// verb is read so: a tool's name opens on its act (send_email,
// fetch_url), and a value listed as one is still read as another tool.

// ownChoice reports whether a tool-shaped token is a value of an enum of
// the tool's own parameters and does not open on a verb of the ruleset.
func (tc *toolContext) ownChoice(tok string, verbs map[string]Category) bool {
	if tc == nil {
		return false
	}
	first, _, _ := strings.Cut(tok, "_")
	if _, verb := verbs[first]; verb || foreignToolVerbs[first] || strings.IndexByte(tok, '.') >= 0 {
		return false
	}
	for i := range tc.params {
		for _, v := range tc.params[i].enum {
			if strings.EqualFold(v, tok) {
				return true
			}
		}
	}
	return false
}
