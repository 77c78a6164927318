package classifier

import (
	"slices"
	"strings"
)

// removalKept reads a tool whose name's verb removes and whose
// description opens by removing one of the name's things from something
// else ("Remove a task from a project") and then says that thing still
// exists ("The task will still exist in the system"): only its place in
// the container goes, a write. The name's removal, and the description's,
// are set aside. Something else said to stay (the bookmarks of a deleted
// list) leaves the removal as it is.
func (s *state) removalKept() {
	k := s.r.file.RemovalKept
	if k == nil || s.verbIdx < 0 {
		return
	}
	first := firstWord(s.lower)
	if first == "" || !slices.ContainsFunc(verbForms(first), func(v string) bool { return slices.Contains(k.Verbs, v) }) {
		return
	}
	rest := strings.TrimLeft(s.lower[len(first):], " ")
	switch art := firstWord(rest); art {
	case "a", "an", "the":
		rest = strings.TrimLeft(rest[len(art):], " ")
	}
	obj := firstWord(rest)
	if obj == "" || !slices.Contains(s.words, obj) || !strings.HasPrefix(strings.TrimLeft(rest[len(obj):], " "), "from ") {
		return
	}
	if !s.saysKept(obj, k.Kept) {
		return
	}
	for i := range s.signals {
		if sig := &s.signals[i]; sig.cat == Destructive && sig.args == nil {
			sig.strength = 0
		}
	}
	s.add(signal{cat: Write, strength: 3, fromName: true,
		ev: Evidence{Rule: k.ID, Field: "description", Match: "the " + obj, Effect: string(Write)}})
}

// saysKept reports whether the description says "the <obj>" followed by
// one of kept.
func (s *state) saysKept(obj string, kept []string) bool {
	needle := "the " + obj + " "
	for from := 0; ; {
		i := strings.Index(s.lower[from:], needle)
		if i < 0 {
			return false
		}
		after := s.lower[from+i+len(needle):]
		for _, p := range kept {
			if strings.HasPrefix(after, p) {
				return true
			}
		}
		from += i + len(needle)
	}
}
