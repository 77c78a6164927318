package classifier

import "strings"

// opProse finds a list of operations written as prose in a description's
// lead ("includes operations for listing, creating, updating, and deleting
// workbooks", "lets you read, write and delete files"): the colon form of
// opListRule misses the way most descriptions say it.
type opProse struct {
	Triggers []string `json:"triggers"`
	Pattern  string   `json:"pattern"`
	// Skip are the words of the lead-in ("operations for", "lets you"),
	// which are no operations.
	Skip []string `json:"skip"`
	// Min is how many of the list's words must be verbs for it to be a
	// list of operations rather than of things ("commands for users, teams
	// and groups").
	Min  int `json:"min"`
	m    matcher
	skip map[string]bool
}

// proseOperationList reads a list of operations in prose in the lead as
// an operation enum: the worst verb of it sets the category.
func (s *state) proseOperationList(ol *opListRule) {
	p := ol.Prose
	if p == nil {
		return
	}
	for _, loc := range p.m.find(s.lower, s.hitsFor(p.m.id), 1) {
		if loc[0] >= s.leadEnd() || negatedAt(s.lower, loc[0]) {
			return
		}
		best, bestOp, verbs := Category(""), "", 0
		for _, w := range strings.FieldsFunc(s.lower[loc[0]:loc[1]], notWordRune) {
			if p.skip[w] {
				continue
			}
			if cat, ok := s.listedVerb(w); ok {
				verbs++
				if best == "" || cat.rank() > best.rank() {
					best, bestOp = cat, w
				}
			}
		}
		if verbs < p.Min || best == "" || best == Read {
			return
		}
		s.add(signal{cat: best, strength: 2,
			ev: Evidence{Rule: ol.ID, Field: "description", Match: snippet(s.desc, s.lower, loc) + " → " + bestOp, Effect: string(best)}})
		return
	}
}

// listedVerb reads a word of a prose list as a verb, as written (delete)
// or as its -ing form (deleting). A third-person or plural form is left
// alone: in "supports posts, reels and share links" posts are things.
func (s *state) listedVerb(w string) (Category, bool) {
	forms := []string{w}
	if strings.HasSuffix(w, "ing") {
		forms = verbForms(w)
	}
	for _, v := range forms {
		if cat, _, ok := s.verbCategory(v, 0, s.valueObject([]string{v})); ok {
			return cat, true
		}
	}
	return "", false
}
