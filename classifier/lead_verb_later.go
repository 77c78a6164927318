package classifier

// leadVerbLater reports whether the description opens with a verb that is
// a later word of the name, and not the name's word at i: the name then
// puts its object first (deploy_list: "List deploys"), and the word at i
// is that object rather than the act. A description that opens with the
// word at i itself ("Dispatch a job and verify it") keeps it the verb,
// and so does a later verb that would read the name as worse than cat,
// the category of the word at i: "Email Verification. Verify Email" on
// crm_verifyEmail names its topic, not a message sent.
func (s *state) leadVerbLater(i int, cat Category) bool {
	if i >= len(s.words)-1 {
		return false
	}
	first := firstWord(s.lower)
	if len(first) < 3 {
		return false
	}
	var forms [maxVerbForms]string
	fs := appendVerbForms(forms[:0], first)
	for _, f := range fs {
		if f == s.words[i] {
			return false
		}
	}
	for j := i + 1; j < len(s.words); j++ {
		for _, f := range fs {
			if f != s.words[j] {
				continue
			}
			if c, _, ok := s.verbCategory(f, j, s.words); ok {
				return c.rank() < cat.rank()
			}
		}
	}
	return false
}
