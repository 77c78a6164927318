package classifier

// A pattern that is a list of alternatives, each with words of its own
// ("curl … | sh", "pip install … --index-url", "gpgcheck=0"), often has
// no string that every match holds, and so no prefilter: a rule whose
// trigger is a common word ("install") then runs its whole expression in
// every window at one. Each alternative still has strings every match of
// it holds: a text holding, for none of the alternatives, all of its
// strings holds no match.

// branchFilter is a prefilter per top-level alternative of a pattern: a
// text passes when it passes one of them. nil passes every text.
type branchFilter []prefilter

// newBranchFilter returns the branchFilter of pattern, or nil when the
// pattern is not a list of alternatives or one of them has no prefilter
// (a text would then always pass). An alternative's strings are looked
// for whatever the triggers are: a window at one trigger rarely holds
// the words of the alternatives another trigger starts.
func newBranchFilter(pattern string) branchFilter {
	flags, body := "", pattern
	if f := leadingFlags.FindString(body); f != "" {
		flags, body = f, body[len(f):]
	}
	if laterFlags.MatchString(body) {
		return nil // a flag set later would reach past a bar into the next alternative
	}
	alts := topAlternatives(body)
	if len(alts) < 2 {
		return nil
	}
	out := make(branchFilter, 0, len(alts))
	for _, a := range alts {
		p := newPrefilter(flags+a, nil)
		if len(p) == 0 {
			return nil
		}
		out = append(out, p)
	}
	return out
}

// in reports whether text passes the prefilter of one of the
// alternatives.
func (b branchFilter) in(text string) bool {
	if b == nil {
		return true
	}
	for _, p := range b {
		if p.in(text) {
			return true
		}
	}
	return false
}
