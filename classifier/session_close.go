package classifier

import "strings"

// sessionCloseVerbs are name verbs that end a session the tools opened.
var sessionCloseVerbs = map[string]bool{
	"close": true, "end": true, "stop": true, "disconnect": true, "exit": true, "quit": true, "detach": true,
}

// closesSessionAt reports whether a destroying phrase at i is the end of
// the session the name closes: close_pty_session "Close a PTY session and
// terminate the process" ends the session's process, as closing a session
// the server opened is a write. Only terminating or killing is read so: a
// close that deletes files or data still destroys them.
func (s *state) closesSessionAt(i int) bool {
	if s.verbIdx < 0 || !sessionCloseVerbs[s.words[s.verbIdx]] || !s.sessionObject(s.words, s.verbIdx) {
		return false
	}
	rest := s.lower[i:]
	return strings.HasPrefix(rest, "terminat") || strings.HasPrefix(rest, "kill")
}
