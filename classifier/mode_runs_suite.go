package classifier

import (
	"regexp"
	"strings"
)

// runsSuiteRule reads the description of a parameter that picks how a
// tool runs (mode, run_mode, action): when it says a value runs or re-runs
// a saved test suite ("'auto' re-runs the existing suite if found"), a
// call can run the project's tests, which run with its access. Need are
// words, in lower case as descriptions write them, one of which the
// description must hold before the pattern is tried.
type runsSuiteRule struct {
	ID      string   `json:"id"`
	Doc     string   `json:"doc,omitempty"`
	Need    []string `json:"need"`
	Pattern string   `json:"pattern"`
	re      *regexp.Regexp
}

// modeRunsSuite adds Execute, as an argument risk of p, when p's
// description says one of its values runs a test suite. Only a
// description that holds one of the rule's words is matched.
func (s *state) modeRunsSuite(p param, pdesc func() string) {
	r := &s.r.file.EnumParams.RunsSuite
	if r.re == nil || p.desc == "" {
		return
	}
	// The words are looked for as written, before the description is
	// lowered: a description that is lowered for nothing costs a copy.
	held := false
	for _, w := range r.Need {
		if strings.Contains(p.desc, w) {
			held = true
			break
		}
	}
	if !held {
		return
	}
	lower := pdesc()
	loc := r.re.FindStringIndex(lower)
	if loc == nil || negatedAt(lower, loc[0]) {
		return
	}
	s.add(signal{cat: Execute, strength: 2,
		ev:   Evidence{Rule: r.ID, Field: "param:" + p.path + ".description", Match: lower[loc[0]:loc[1]], Effect: string(Execute)},
		args: []ArgumentRisk{argRisk(p, ArgValue, Execute, r.ID)}})
}
