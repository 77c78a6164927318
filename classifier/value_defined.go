package classifier

import "strings"

// valueDefinedAsRead reports whether the tool's or the parameter's
// description defines an operation value by a verb that only reads
// ("annotate: screenshot with element bounding boxes"): the value's own
// word may write, but what it does, as the definition says, is a read.
// A definition that goes on to another act ("sync: fetch and push") says
// more than a read, and is not taken. It is asked only of values that
// write, so most tools never read it.
func (s *state) valueDefinedAsRead(v string, p param) bool {
	key := toLower(v) + ":"
	for k, text := range [2]string{s.lower, p.desc} {
		if k == 1 {
			if !strings.Contains(text, ":") {
				continue
			}
			text = toLower(text)
		}
		for from := 0; from < len(text); {
			i := strings.Index(text[from:], key)
			if i < 0 {
				break
			}
			i += from
			from = i + len(key)
			if i > 0 && isWordByte(text[i-1]) {
				continue // the value ends another word: "reannotate:"
			}
			rest := strings.TrimLeft(text[from:], " ")
			end := 0
			for end < len(rest) && isWordByte(rest[end]) {
				end++
			}
			// A definition that repeats the value's verb ("reload: Reload
			// an open scene, discarding unsaved changes") says what that
			// verb does there, and the value keeps its reading.
			if end == 0 || s.r.verbs[rest[:end]] != Read || strings.HasPrefix(key, rest[:end]) {
				return false
			}
			clause := rest
			if j := strings.IndexAny(clause, ".;\n"); j >= 0 {
				clause = clause[:j]
			}
			return !strings.Contains(clause, " and ") && !strings.Contains(clause, " then ")
		}
	}
	return false
}
