package classifier

// leadSessionObject reports whether the description opens with a verb
// that only says something is done to an object (manage, handle) and that
// object is state of a debug session ("Manage exception breakpoints, list
// exception codes"): the operation enum's values then act on it, as they
// act on the object a name gives (x64dbg_breakpoints' delete), and its
// delete removes session state, a write. It is asked only of a value that
// removes, so most tools never read it.
func (s *state) leadSessionObject() bool {
	if len(s.r.sessionState) == 0 {
		return false
	}
	lower := s.lower
	i := 0
	for i < len(lower) && lower[i] == ' ' {
		i++
	}
	end := i
	for end < len(lower) && isWordByte(lower[end]) {
		end++
	}
	if end == i || !s.r.file.EnumParams.placeholderVerbs[lower[i:end]] {
		return false
	}
	// The object phrase runs to the end of its clause: at most four words,
	// the last of them its head.
	head := ""
	i = end
	for range 4 {
		for i < len(lower) && lower[i] == ' ' {
			i++
		}
		end = i
		for end < len(lower) && isWordByte(lower[end]) {
			end++
		}
		if end == i {
			break
		}
		w := lower[i:end]
		if w == "and" || w == "or" || objectPrepositions[w] {
			break
		}
		head, i = w, end
	}
	if !s.r.sessionState[head] {
		return false
	}
	// What follows must not name more things: "breakpoints and saved
	// snapshots" names data too, "breakpoints, list codes" goes on to
	// another act, "the session's recordings" something of the session.
	if i < len(lower) && lower[i] == '\'' {
		return false
	}
	comma := false
	for i < len(lower) && (lower[i] == ' ' || lower[i] == ',') {
		comma = comma || lower[i] == ','
		i++
	}
	end = i
	for end < len(lower) && isWordByte(lower[end]) {
		end++
	}
	if end == i {
		return true
	}
	w := lower[i:end]
	if w == "and" || w == "or" {
		return false
	}
	if !comma {
		return true
	}
	_, _, verb := s.verbCategoryOf(w, 0, nil)
	return verb
}
