package classifier

import (
	"slices"
	"strings"
)

// removalMarker reads a tool whose name's verb removes (remove, detach,
// unassign) and whose object is a marker set on something else (a tag,
// a label, a vote, a watcher, a favorite) or whose thing is taken out of
// a grouping of work (from a cycle, a sprint, an epic, a module): the
// marker or the item stays and only the tie goes, a write, as a record's
// field edited. The verb alone reads as a loss; its object says there is
// none. The name's removal and the description's (the rules in Removals)
// are set aside; any other evidence of loss (deleting, purging) stands,
// and so does a description that calls the removal permanent.
func (s *state) removalMarker() {
	k := s.r.file.RemovalMarker
	if k == nil || s.verbIdx < 0 || !slices.Contains(k.Verbs, s.words[s.verbIdx]) {
		return
	}
	obj, ok := s.markerObject(k)
	if !ok || s.otherNameLoss() {
		return
	}
	lead := s.lower[:s.leadEnd()]
	for _, l := range k.Lasting {
		if strings.Contains(lead, l) {
			return
		}
	}
	for i := range s.signals {
		sig := &s.signals[i]
		if sig.cat == Destructive && sig.args == nil && (sig.fromName || slices.Contains(k.Removals, sig.ev.Rule)) {
			sig.strength = 0
		}
	}
	s.add(signal{cat: Write, strength: 3, fromName: true,
		ev: Evidence{Rule: k.ID, Field: "name", Match: obj, Effect: string(Write)}})
}

// otherNameLoss reports whether a name word besides its verb destroys too
// (remove_label_and_delete): that act is not the marker's.
func (s *state) otherNameLoss() bool {
	for i, w := range s.words {
		if i == s.verbIdx {
			continue
		}
		if c, _, ok := s.verbCategory(w, i, s.words); ok && c == Destructive {
			return true
		}
	}
	return false
}

// markerObject finds, after the name's verb, a marker word of the name,
// or a grouping word the name or the description's first sentence takes
// the thing out of ("from a cycle", remove_issues_from_epic).
func (s *state) markerObject(k *removalMarkerRule) (string, bool) {
	from := false
	for _, w := range s.words[s.verbIdx+1:] {
		if slices.Contains(k.Markers, w) {
			return w, true
		}
		if w == "from" {
			from = true
		} else if from && slices.Contains(k.Groupings, w) {
			return w, true
		}
	}
	first := firstSentences(s.lower, 1)
	for i := 0; ; {
		j := strings.Index(first[i:], "from ")
		if j < 0 {
			return "", false
		}
		i += j + len("from ")
		if i > len("from ") && isWordByte(first[i-len("from ")-1]) {
			continue // "wherefrom"
		}
		if head, ok := objectHeadAt(first, i); ok && slices.Contains(k.Groupings, head) {
			return head, true
		}
	}
}
