package classifier

import (
	"slices"
	"strings"
)

// editsOwnText reports whether the tool carries the text it works on in
// a top-level string parameter (text, input) and names no stored target
// in any top-level parameter (an id, a path, a file, a document): an
// operation enum's replace then edits that text and hands the result
// back, as a calculation's add computes. A replace beside a path or a
// document id still replaces what is kept there.
func (s *state) editsOwnText() bool {
	e := s.r.file.EnumParams
	text := false
	var buf [8]string
	for _, p := range s.params {
		if strings.ContainsAny(p.path, ".[") {
			continue
		}
		if p.typ == "string" && e.textParams[p.lname] {
			text = true
			continue
		}
		if slices.ContainsFunc(p.nameWords(buf[:0]), func(w string) bool { return e.targetWords[w] }) {
			return false
		}
	}
	return text
}
