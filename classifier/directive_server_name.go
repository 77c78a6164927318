package classifier

import "strings"

// namesServerTool reports whether the text after a word of private data
// makes that word the name of a server whose tool is named next: "add it
// with the calendar server's create_event" hands a reminder to the
// user's calendar tool, and "calendar" there says which server, not what
// is sent. Only a tool named by its identifier ends the reading: "the
// calendar server's events" are data, and still count.
func namesServerTool(after string) bool {
	rest, ok := strings.CutPrefix(after, " server's ")
	if !ok {
		rest, ok = strings.CutPrefix(after, " server ")
		if !ok {
			return false
		}
	}
	rest = strings.TrimLeft(rest, "`'\"")
	end := strings.IndexAny(rest, " ,.;:`'\"()")
	if end < 0 {
		end = len(rest)
	}
	return snakeName(rest[:end])
}
