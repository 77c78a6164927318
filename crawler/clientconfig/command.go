package clientconfig

import (
	"errors"
	"strings"
)

// errUnterminatedQuote is returned by splitCommandLine for a quote that is
// never closed.
var errUnterminatedQuote = errors.New("unterminated quote")

// splitCommandLine splits a whole command line that a user put into
// "command" (e.g. "npx -y @scope/pkg") into words. Words are separated by
// spaces and tabs; 'single quotes' keep everything literally and "double
// quotes" keep everything but \" and \\, which stand for " and \. A
// backslash outside quotes is an ordinary character, because it is the path
// separator on Windows (C:\tools\server.exe must survive). This is
// deliberately less than a shell: no variables, globs or operators, since
// clients do not run the command through a shell either.
func splitCommandLine(s string) ([]string, error) {
	var (
		words []string
		cur   strings.Builder
		inTok bool
	)
	for i := 0; i < len(s); i++ {
		c := s[i]
		switch c {
		case ' ', '\t', '\n', '\r':
			if inTok {
				words = append(words, cur.String())
				cur.Reset()
				inTok = false
			}
		case '\'':
			end := strings.IndexByte(s[i+1:], '\'')
			if end < 0 {
				return nil, errUnterminatedQuote
			}
			cur.WriteString(s[i+1 : i+1+end])
			i += end + 1
			inTok = true
		case '"':
			closed := false
			for i++; i < len(s); i++ {
				if s[i] == '\\' && i+1 < len(s) && (s[i+1] == '"' || s[i+1] == '\\') {
					i++
					cur.WriteByte(s[i])
					continue
				}
				if s[i] == '"' {
					closed = true
					break
				}
				cur.WriteByte(s[i])
			}
			if !closed {
				return nil, errUnterminatedQuote
			}
			inTok = true
		default:
			cur.WriteByte(c)
			inTok = true
		}
	}
	if inTok {
		words = append(words, cur.String())
	}
	return words, nil
}
