package clientconfig

// JSONCToJSON turns "JSON with comments" (the dialect of VS Code and Gemini
// CLI settings) into plain JSON by overwriting every // and /* */ comment and
// every trailing comma with spaces. Newlines inside block comments are kept.
// The result therefore has exactly the length and line structure of the
// input, so a byte offset reported by encoding/json on the result is also a
// valid position in the file the user edits.
//
// Valid JSON is returned unchanged. Anything else that is not JSONC (an
// unterminated block comment, a comma with nothing before it) is left alone
// so that the JSON decoder reports it where it is. The input is not
// modified; the result is a new slice.
func JSONCToJSON(src []byte) []byte {
	out := make([]byte, len(src))
	copy(out, src)

	// last is the most recent significant byte outside strings and
	// comments; a comma only counts as trailing when it follows a value,
	// so "[,]" stays invalid rather than turning into "[ ]".
	var last byte
	pendingComma := -1
	for i := 0; i < len(out); i++ {
		c := out[i]
		switch {
		case c == '"':
			i = stringEnd(out, i)
			last, pendingComma = '"', -1
		case c == '/' && i+1 < len(out) && out[i+1] == '/':
			// A line comment ends at CR or LF, as in JavaScript; the line
			// break itself stays.
			for ; i < len(out) && out[i] != '\n' && out[i] != '\r'; i++ {
				out[i] = ' '
			}
			i--
		case c == '/' && i+1 < len(out) && out[i+1] == '*':
			end := blockCommentEnd(out, i+2)
			if end < 0 {
				// Unterminated: leave it for the decoder to report.
				return out
			}
			for j := i; j < end; j++ {
				if out[j] != '\n' && out[j] != '\r' {
					out[j] = ' '
				}
			}
			i = end - 1
		case c == ' ' || c == '\t' || c == '\n' || c == '\r':
		case c == ',':
			if pendingComma < 0 && isValueEnd(last) {
				pendingComma = i
			} else {
				pendingComma = -1
			}
			last = c
		case c == '}' || c == ']':
			if pendingComma >= 0 {
				out[pendingComma] = ' '
			}
			last, pendingComma = c, -1
		default:
			last, pendingComma = c, -1
		}
	}
	return out
}

// stringEnd returns the index of the quote that closes the string opening
// at start, or the last index when the string is unterminated.
func stringEnd(b []byte, start int) int {
	for i := start + 1; i < len(b); i++ {
		switch b[i] {
		case '\\':
			i++
		case '"':
			return i
		}
	}
	return len(b) - 1
}

// blockCommentEnd returns the index just past the "*/" that closes a block
// comment whose body starts at from, or -1.
func blockCommentEnd(b []byte, from int) int {
	for i := from; i+1 < len(b); i++ {
		if b[i] == '*' && b[i+1] == '/' {
			return i + 2
		}
	}
	return -1
}

// isValueEnd reports whether a significant byte can end a JSON value: a
// closing quote or bracket, or the last byte of a literal or number.
func isValueEnd(c byte) bool {
	switch c {
	case 0, '{', '[', ',', ':':
		return false
	}
	return true
}
